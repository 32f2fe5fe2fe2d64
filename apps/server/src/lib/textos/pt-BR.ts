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
      texto: '{{crianca}} chegou às {{hora, hora}} — trazido(a) por {{pessoa}}',
    },
    saida: {
      titulo: '{{crianca}} foi buscado(a)',
      texto: '{{crianca}} foi buscado(a) às {{hora, hora}} por {{pessoa}}',
    },
    excecao: {
      titulo: '{{crianca}} saiu sem o código de entrega',
      texto: '{{crianca}} foi buscado(a) às {{hora, hora}} por {{pessoa}}, sem o código de entrega. Motivo registrado por {{autor}}: {{motivo}}',
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
  conta: {
    assinatura: 'Equipe Lunna',
    confirmacao: {
      assunto: 'Lunna — confirme seu e-mail',
      texto: 'Seu cadastro no Lunna está pronto. Confirme que este e-mail é seu abrindo o link abaixo:\n\n{{link}}\n\nO link vale por {{dias}} dias. Se você não fez este cadastro, ignore esta mensagem.',
    },
    redefinirSenha: {
      assunto: 'Lunna — código para redefinir sua senha',
      texto: 'Seu código para redefinir a senha é: {{codigo}}\n\nEle vale por {{minutos}} minutos e só pode ser usado uma vez. Se você não pediu, ignore este e-mail: sua senha continua a mesma.',
    },
    novoEmail: {
      assunto: 'Lunna — código para confirmar seu novo e-mail',
      texto: 'Para usar este endereço na sua conta Lunna, digite o código abaixo em Configurações:\n\n{{codigo}}\n\nEle vale por {{minutos}} minutos. Se você não pediu esta alteração, ignore este e-mail: nada muda.',
    },
    emailAlterado: {
      assunto: 'Lunna — o e-mail da sua conta foi alterado',
      texto: 'O e-mail de acesso da sua conta Lunna foi alterado para {{email}} em {{quando}} (horário de Brasília). A partir de agora, este endereço não entra mais na conta.\n\nSe foi você, não precisa fazer nada. Se não foi você, fale com a direção da escola o quanto antes.',
    },
    senhaAlterada: {
      assunto: 'Lunna — sua senha foi alterada',
      texto: 'A senha da sua conta Lunna foi alterada em {{quando}} (horário de Brasília). Por segurança, as outras sessões abertas da conta foram encerradas.\n\nSe não foi você, redefina sua senha pela página de login ("Esqueci minha senha") e fale com a direção da escola.',
    },
    novoAcesso: {
      assunto: 'Lunna — novo acesso à sua conta',
      acesso: 'Sua conta do Lunna foi acessada em {{quando}}, um navegador ou aparelho que ainda não tínhamos visto com a sua conta.',
      acesso_aparelho: 'Sua conta do Lunna foi acessada em {{quando}}, pelo {{aparelho}}, um navegador ou aparelho que ainda não tínhamos visto com a sua conta.',
      orientacao: 'Se foi você, não precisa fazer nada.\n\nSe não foi você:\n1. Troque sua senha agora em Configurações → Alterar senha (ou em "Esqueci minha senha" na página de entrada).\n2. Encerre as sessões que você não reconhece em Configurações → Sessões (ou "Sair de todas").\n3. Ative a verificação em duas etapas em Configurações, para que só a senha não baste para entrar.\n\nConfigurações: {{link}}\n\nVocê pode desligar este aviso em Configurações → Alerta de login suspeito.',
      aparelho: '{{navegador}} no {{sistema}}',
      navegador: 'navegador',
    },
    exclusao: {
      titulo: 'Conta de responsável excluída',
      excluiu: '{{nome}} excluiu a própria conta de responsável.',
      apagadas_one: 'Sem outro responsável, foram apagados os dados de {{criancas, lista}}.',
      apagadas_other: 'Sem outro responsável, foram apagados os dados das crianças {{criancas, lista}}.',
      mantidas_one: '{{criancas, lista}} continua com outro responsável.',
      mantidas_other: '{{criancas, lista}} continuam com outro responsável.',
      assuntoEscola: 'Lunna — um responsável excluiu a conta',
      registro: 'O registro da exclusão fica guardado sem dados pessoais.',
      assunto: 'Lunna — sua conta foi excluída',
      texto: 'Sua conta Lunna foi excluída, como você pediu, e a escola foi avisada. Os dados das crianças sem outro responsável foram apagados; as que têm outro responsável continuam com ele.',
    },
  },
  enquete: {
    nova: { titulo: 'Nova enquete da turma', texto: '{{pergunta}} Responda até {{fim, diaMes}}.' },
  },
  atividade: {
    nova: { titulo: 'Nova atividade: {{titulo}}' },
  },
  memoria: {
    novas: {
      titulo_one: 'Nova foto: {{turma}}',
      titulo_other: '{{count}} novas fotos: {{turma}}',
      texto: 'Veja as novas memórias do dia na escola.',
    },
  },
  pagamento: {
    periodo: { mensal: 'mensal', semestral: 'semestral', anual: 'anual' },
    recibo: {
      assunto: 'Lunna — recibo da assinatura da {{escola}}',
      texto: 'Recebemos o pagamento da assinatura da {{escola}}.\n\nPlano: {{plano}} ({{periodo}})\nValor: {{valor}}\nPago até: {{pagoAte}}\nReferência: {{referencia}}\n\nOs recibos também ficam em Minha escola › Assinatura.',
    },
  },
  exportacao: {
    pronta: {
      titulo: 'Seus dados estão prontos',
      texto: 'O arquivo com os seus dados e os das crianças pode ser baixado em Configurações até {{ate, data}}.',
    },
  },
};

/** The shape every language's catalogue has: the same keys, each a string. */
type Forma<T> = { [K in keyof T]: T[K] extends string ? string : Forma<T[K]> };
export type Catalogo = Forma<typeof ptBR>;

export default ptBR satisfies Catalogo;
