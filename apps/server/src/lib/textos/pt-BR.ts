/**
 * The texts the server sends to people (notifications, e-mails, Web Push), in Portuguese: the reference
 * catalogue. Every other language has the same keys (the type below checks it). i18next syntax:
 * `{{name}}` interpolates, `{{hora, hora}}` formats a time in the reader's locale, `_one`/`_other` are plural
 * forms chosen by `count`, and `_anonimo`/`_recado` are contexts.
 */
const ptBR = {
  comum: {
    ola: 'Olá, {{nome}}!',
    vejaNoPortal: 'Veja no portal: {{link}}',
    assunto: 'Lunna · {{titulo}}',
    assuntoPrioridade: 'Lunna · {{prioridade, prioridade}}: {{titulo}}',
  },
  prioridade: { Normal: 'Normal', Atenção: 'Atenção', Importante: 'Importante' },
  presenca: {
    entrada: {
      titulo: '{{crianca}} chegou à escola',
      texto: '{{crianca}} chegou às {{hora, hora}} com {{pessoa}}',
    },
    saida: {
      titulo: '{{crianca}} saiu da escola',
      texto: '{{crianca}} saiu às {{hora, hora}} com {{pessoa}}',
    },
    excecao: {
      titulo: '{{crianca}} saiu sem o código de entrega',
      texto: '{{crianca}} saiu às {{hora, hora}} com {{pessoa}}, sem o código de entrega. Motivo registrado por {{autor}}: {{motivo}}',
    },
    falta: {
      titulo: 'Falta registrada: {{crianca}}',
      texto: 'A escola registrou a falta de {{crianca}} hoje. Motivo: {{motivo}}',
    },
  },
  alerta: {
    categoria: { febre: 'Febre', lesao: 'Lesão', comportamento: 'Comportamento', medicacao: 'Medicação', outro: 'Outro' },
    atraso: {
      titulo: '{{crianca}}: {{quem}} vai se atrasar',
      titulo_anonimo: '{{crianca}}: o responsável vai se atrasar',
      texto: 'Chegada prevista às {{hora, hora}}.',
      texto_recado: 'Chegada prevista às {{hora, hora}}. {{recado}}',
    },
    ausencia: {
      titulo: '{{crianca}} não vai hoje',
      texto: '{{quem}}: {{recado}}',
      texto_anonimo: 'O responsável: {{recado}}',
    },
    atencao: { titulo: '{{crianca}} precisa de atenção: {{categoria, categoria}}' },
    ausenciaInesperada: {
      titulo: '{{crianca}} não chegou à escola',
      texto: '{{crianca}} ainda não tinha chegado às {{hora, hora}} e ninguém avisou que faltaria.',
      textoFamilia: '{{crianca}} ainda não tinha chegado às {{hora, hora}} e ninguém avisou que faltaria. Está tudo bem? Avise a turma pelo portal.',
    },
    ciente: { titulo: '{{nome}} está ciente' },
    lembreteBusca: {
      titulo: 'Lembrete de busca',
      texto: 'Faltam {{minutos}} minutos para o horário de busca de {{crianca}} ({{hora, hora}})',
      assunto: 'Lunna · Busca de {{crianca}} às {{hora, hora}}',
    },
  },
  /** A class short of adults for a while: told to the director (decision 22). */
  razao: {
    curta: {
      titulo_one: '{{turma}} precisa de mais um adulto',
      titulo_other: '{{turma}} precisa de mais {{count}} adultos',
      texto: 'A turma está abaixo da razão adulto/criança desde as {{hora, hora}}. Adultos em serviço: {{adultos}} de {{necessarios}} necessários.',
    },
  },
  aviso: {
    email: {
      intro: 'A escola enviou um aviso ({{prioridade, prioridade}}):',
      confirme: 'Confirme que leu em: {{link}}',
    },
    lembrete: {
      assunto: 'Lunna · Confirme a leitura: {{titulo}}',
      intro: 'A escola enviou um aviso importante que ainda aguarda a sua confirmação de leitura:',
      abra: 'Abra o aviso e marque como lido: {{link}}',
    },
    pendentes: {
      texto_one: '{{count}} responsável ainda não confirmou a leitura',
      texto_other: '{{count}} responsáveis ainda não confirmaram a leitura',
    },
  },
};

/** The shape every language's catalogue has: the same keys, each a string. */
type Forma<T> = { [K in keyof T]: T[K] extends string ? string : Forma<T[K]> };
export type Catalogo = Forma<typeof ptBR>;

export default ptBR satisfies Catalogo;
