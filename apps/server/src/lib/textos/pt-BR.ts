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
  diario: {
    incidente: {
      tipo: {
        queda: 'Queda',
        mordida: 'Mordida',
        arranhao: 'Arranhão',
        batida: 'Batida',
        reacao_alergica: 'Reação alérgica',
        outro: 'Ocorrência',
      },
      titulo: '{{tipo, incidente}} · {{crianca}}',
      texto: '{{descricao}} Primeiros cuidados: {{cuidados}}',
      registrou: 'A escola registrou no diário de {{crianca}}: {{descricao}}',
      cuidados: 'Primeiros cuidados: {{cuidados}}',
      confirme: 'Veja e confirme a ciência no portal: {{link}}',
    },
    autorizacao: {
      unidade: { ml: 'ml', gotas: 'gotas', mg: 'mg', comprimido: 'comprimido' },
      titulo: 'Autorização de remédio · {{crianca}}',
      texto:
        '{{autor}} autorizou {{medicamento}}, {{dose}} {{unidade, unidade}} ({{horarios}}), de {{inicio, data}} a {{fim, data}}.',
      email:
        '{{autor}} autorizou {{medicamento}} para {{crianca}}: {{dose}} {{unidade, unidade}}, {{horarios}}.',
    },
    resumo: {
      titulo: 'O dia de {{crianca}}',
      assunto: 'Lunna — o dia de {{crianca}}',
      ola: 'Olá, {{nome}}.',
      completo: 'Veja o diário completo de {{crianca}}: {{link}}',
    },
  },
  lumi: {
    encaminhamento: { texto: 'Lumi: {{pergunta}}' },
  },
  prioridade: { Normal: 'Normal', Atenção: 'Atenção', Importante: 'Importante' },
  /** The app's fixed words for how someone relates to a child; a relation typed otherwise is written as typed. */
  parentesco: {
    mae: 'Mãe',
    pai: 'Pai',
    madrasta: 'Madrasta',
    padrasto: 'Padrasto',
    avo: 'Avó',
    avoHomem: 'Avô',
    tia: 'Tia',
    tio: 'Tio',
  },
  autorizado: {
    quando: {
      dia: 'na {{data, diaSemana}}',
      diaFimDeSemana: 'no {{data, diaSemana}}',
      periodo: 'de {{inicio, diaMes}} a {{fim, diaMes}}',
      semFim: 'sem data para terminar',
    },
    criado: {
      titulo: '{{nome}} pode buscar {{crianca}}',
      texto:
        '{{autor}} autorizou {{nome}} ({{parentesco, parentesco}}) a buscar {{crianca}} {{periodo, quando}}.',
    },
    alterado: {
      titulo: 'Alteração em quem busca {{crianca}}: {{nome}}',
      texto:
        '{{autor}} alterou os dados de {{nome}} ({{parentesco, parentesco}}), que pode buscar {{crianca}} {{periodo, quando}}.',
    },
    removido: {
      titulo: '{{nome}} não busca mais {{crianca}}',
      texto:
        '{{autor}} removeu {{nome}} ({{parentesco, parentesco}}) da lista de quem pode buscar {{crianca}}.',
    },
    foto: {
      titulo: 'Nova foto: {{nome}}',
      texto:
        '{{autor}} trocou a foto de {{nome}} ({{parentesco, parentesco}}), que pode buscar {{crianca}} {{periodo, quando}}.',
    },
    restricao: {
      titulo: '{{nome}} não pode buscar {{crianca}}',
      texto: 'A direção registrou que {{nome}} não pode buscar {{crianca}}. Confira antes de cada saída.',
      texto_tambem:
        'A direção registrou que {{nome}} não pode buscar {{crianca}}. Também deixam de poder buscar: {{outros, lista}}. Confira antes de cada saída.',
    },
    revogada: {
      titulo: 'Restrição revogada: {{nome}}',
      texto: 'A direção revogou a restrição que impedia {{nome}} de buscar {{crianca}}.',
    },
    mudanca: {
      titulo: 'Mudança em quem pode buscar {{crianca}}',
      suspensa:
        'A escola suspendeu a busca de {{crianca}} por {{nomes, lista}}. Em caso de dúvida, fale com a escola.',
      liberada: 'A escola liberou de novo a busca de {{crianca}} por {{nomes, lista}}.',
    },
    veja: 'Veja a lista de quem pode buscar em: {{link}}',
  },
  convite: {
    email: {
      assunto: 'Lunna — {{quem}} convidou você para acompanhar {{crianca}}',
      ola: 'Olá!',
      texto:
        '{{quem}} convidou você para acompanhar {{crianca}} na {{escola}} pelo Lunna, o aplicativo da escola com os avisos, a rotina e a segurança da criança.',
      aceitar: 'Para aceitar, abra o link abaixo. Se você ainda não tem uma conta, poderá criá-la ali mesmo:',
      validade:
        'O convite vale por {{dias}} dias e só pode ser usado uma vez. Se você não esperava este convite, ignore esta mensagem.',
      assinatura: 'Equipe Lunna',
    },
    aceito: {
      titulo: '{{novo}} agora acompanha {{crianca}}',
      texto:
        '{{nome}} ({{parentesco, parentesco}}) aceitou o convite e agora acompanha {{nomeCrianca}} no Lunna.',
      email: '{{nome}} aceitou o convite e agora acompanha {{crianca}} no Lunna.',
    },
    removido: {
      titulo: 'Seu acesso a {{crianca}} foi removido',
      texto:
        'A direção da escola removeu o seu acesso a {{nomeCrianca}}. Se tiver dúvidas, fale com a escola.',
      assunto: 'Lunna · Importante: seu acesso a {{crianca}} foi removido',
      email:
        'A direção da {{escola}} removeu o seu acesso a {{crianca}} no Lunna. Você não verá mais as informações da criança.',
      duvidas: 'Se tiver dúvidas, fale com a direção da escola.',
    },
    outroRemovido: {
      titulo: '{{nome}} não acompanha mais {{crianca}}',
      texto: 'A direção da escola removeu o acesso de {{nomeCompleto}} a {{nomeCrianca}}.',
      assunto: 'Lunna · Importante: {{nome}} não acompanha mais {{crianca}}',
      email: 'A direção da escola removeu o acesso de {{nomeCompleto}} a {{crianca}} no Lunna.',
      veja: 'Veja os responsáveis da criança: {{link}}',
    },
  },
  vinculo: {
    aprovado: {
      titulo: 'Cadastro aprovado: você já acompanha {{crianca}}',
      texto: 'A direção da {{escola}} aprovou o seu cadastro. Boas-vindas ao Lunna!',
      assunto: 'Lunna · A {{escola}} aprovou o seu cadastro',
      email: 'A direção da {{escola}} aprovou o seu cadastro. Você já pode acompanhar {{crianca}} no Lunna.',
      entre: 'Entre no portal: {{link}}',
    },
    recusado: {
      titulo: 'A escola não aprovou o acompanhamento de {{crianca}}',
      texto:
        'A direção da {{escola}} não aprovou o seu cadastro para {{crianca}}. Se tiver dúvidas, fale com a escola.',
      assunto: 'Lunna · Sobre o seu cadastro na {{escola}}',
      email: 'A direção da {{escola}} não aprovou o acompanhamento de {{crianca}} pelo Lunna.',
      engano: 'Se acha que houve um engano, fale com a direção da escola.',
    },
    aguardando: {
      titulo: 'Nova família aguardando aprovação',
      texto: '{{nome}} concluiu o cadastro com o código da escola ({{criancas}}) e aguarda a sua aprovação.',
      texto_semCriancas: '{{nome}} concluiu o cadastro com o código da escola e aguarda a sua aprovação.',
      ateLa: 'Até lá, a família não vê nada da escola.',
      revise: 'Revise em Minha escola: {{link}}',
    },
  },
  equipe: {
    convite: {
      assunto_gestor: 'Lunna — convite para a direção da {{escola}}',
      assunto_pedagogo: 'Lunna — convite para a equipe de educadores da {{escola}}',
      texto_gestor: 'Você recebeu um convite para a direção da {{escola}} no Lunna.',
      texto_pedagogo: 'Você recebeu um convite para a equipe de educadores da {{escola}} no Lunna.',
      link: 'Para criar sua senha e entrar, abra o link abaixo:',
      validade:
        'O link vale por {{dias}} dias e só pode ser usado uma vez. Depois, entre pela página de login com este e-mail e a senha que escolher.',
      ignore: 'Se você não esperava este convite, ignore esta mensagem.',
    },
    entrou: {
      titulo: '{{nome}} entrou na equipe',
      texto_gestor: '{{nome}} aceitou o convite para a direção e já pode entrar no Lunna.',
      texto_pedagogo: '{{nome}} aceitou o convite para a equipe de educadores e já pode entrar no Lunna.',
    },
  },
  solicitacao: {
    novaCrianca: {
      titulo: 'Nova criança para aprovar: {{crianca}}',
      texto: '{{responsavel}} adicionou {{nomeCrianca}} à família e pede a entrada na escola.',
    },
    cpf: {
      titulo: 'Pedido de alteração de CPF',
      texto: '{{responsavel}} pediu para alterar o CPF cadastrado.',
    },
    turma: {
      titulo: 'Pedido de turma: {{crianca}}',
      texto:
        '{{solicitante}} pediu para incluir {{nomeCrianca}} na {{turma}}. Até a sua aprovação, a criança não entra na turma e os dados dela continuam fechados para quem pediu.',
    },
    criancaAprovada: {
      titulo: 'Cadastro de {{crianca}} aprovado',
      texto:
        'A direção da escola aprovou o cadastro de {{nomeCrianca}}. Agora os educadores podem acompanhar a criança.',
    },
    criancaRecusada: {
      titulo: 'Cadastro de {{crianca}} não aprovado',
      texto:
        'A direção da escola não aprovou o cadastro de {{nomeCrianca}} e os dados enviados foram apagados. Se tiver dúvidas, fale com a escola.',
      texto_motivo:
        'A direção da escola não aprovou o cadastro de {{nomeCrianca}} e os dados enviados foram apagados. Motivo: {{motivo}} Se tiver dúvidas, fale com a escola.',
    },
    cpfAprovado: {
      titulo: 'Alteração de CPF aprovada',
      texto: 'A direção confirmou a alteração: o seu CPF agora é {{cpf}}.',
    },
    cpfRecusado: {
      titulo: 'Alteração de CPF não aprovada',
      texto: 'A direção não confirmou a alteração e o seu CPF continua o mesmo.',
      texto_motivo: 'A direção não confirmou a alteração e o seu CPF continua o mesmo. Motivo: {{motivo}}',
    },
    turmaAprovada: {
      titulo: '{{crianca}} entrou na {{turma}}',
      texto: 'A direção aprovou a entrada de {{nomeCrianca}} na {{turma}}. Agora você acompanha a criança.',
    },
    turmaRecusada: {
      titulo: '{{crianca}} não entrou na {{turma}}',
      texto: 'A direção não aprovou a entrada de {{nomeCrianca}} na {{turma}}.',
      texto_motivo: 'A direção não aprovou a entrada de {{nomeCrianca}} na {{turma}}. Motivo: {{motivo}}',
    },
  },
  ficha: {
    titulo: 'Ficha de {{crianca}} atualizada',
    texto: '{{autor}} atualizou — {{mudancas, mudancas}}',
    resumo: 'Ficha de {{crianca}} atualizada: {{assuntos}}.',
    veja: 'Veja o que mudou em: {{link}}',
    campo: {
      comidasAlergicas: 'Alergias',
      remedios: 'Medicamentos',
      qtdMed: 'Dose',
      qtdHoraMed: 'Horas entre as doses',
      cuidados: 'Cuidados específicos',
      contatos: 'Contatos de emergência',
    },
    linha: '{{campo}}: {{valor}}',
    nenhum: 'nenhum',
    contato: {
      adicionado: '{{nome}} ({{parentesco, parentesco}}) adicionado',
      alterado: '{{nome}} ({{parentesco, parentesco}}) alterado',
      removido: '{{nome}} ({{parentesco, parentesco}}) removido',
    },
  },
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
      texto:
        '{{crianca}} saiu às {{hora, hora}} com {{pessoa}}, sem o código de entrega. Motivo registrado por {{autor}}: {{motivo}}',
    },
    falta: {
      titulo: 'Falta registrada: {{crianca}}',
      texto: 'A escola registrou a falta de {{crianca}} hoje. Motivo: {{motivo}}',
    },
  },
  alerta: {
    categoria: {
      febre: 'Febre',
      lesao: 'Lesão',
      comportamento: 'Comportamento',
      medicacao: 'Medicação',
      outro: 'Outro',
    },
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
      textoFamilia:
        '{{crianca}} ainda não tinha chegado às {{hora, hora}} e ninguém avisou que faltaria. Está tudo bem? Avise a turma pelo portal.',
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
      texto:
        'A turma está abaixo da razão adulto/criança desde as {{hora, hora}}. Adultos em serviço: {{adultos}} de {{necessarios}} necessários.',
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
      texto:
        'Seu cadastro no Lunna está pronto. Confirme que este e-mail é seu abrindo o link abaixo:\n\n{{link}}\n\nO link vale por {{dias}} dias. Se você não fez este cadastro, ignore esta mensagem.',
    },
    redefinirSenha: {
      assunto: 'Lunna — código para redefinir sua senha',
      texto:
        'Seu código para redefinir a senha é: {{codigo}}\n\nEle vale por {{minutos}} minutos e só pode ser usado uma vez. Se você não pediu, ignore este e-mail: sua senha continua a mesma.',
    },
    novoEmail: {
      assunto: 'Lunna — código para confirmar seu novo e-mail',
      texto:
        'Para usar este endereço na sua conta Lunna, digite o código abaixo em Configurações:\n\n{{codigo}}\n\nEle vale por {{minutos}} minutos. Se você não pediu esta alteração, ignore este e-mail: nada muda.',
    },
    emailAlterado: {
      assunto: 'Lunna — o e-mail da sua conta foi alterado',
      texto:
        'O e-mail de acesso da sua conta Lunna foi alterado para {{email}} em {{quando}} (horário de Brasília). A partir de agora, este endereço não entra mais na conta.\n\nSe foi você, não precisa fazer nada. Se não foi você, fale com a direção da escola o quanto antes.',
    },
    senhaAlterada: {
      assunto: 'Lunna — sua senha foi alterada',
      texto:
        'A senha da sua conta Lunna foi alterada em {{quando}} (horário de Brasília). Por segurança, as outras sessões abertas da conta foram encerradas.\n\nSe não foi você, redefina sua senha pela página de login ("Esqueci minha senha") e fale com a direção da escola.',
    },
    novoAcesso: {
      assunto: 'Lunna — novo acesso à sua conta',
      acesso:
        'Sua conta do Lunna foi acessada em {{quando}}, um navegador ou aparelho que ainda não tínhamos visto com a sua conta.',
      acesso_aparelho:
        'Sua conta do Lunna foi acessada em {{quando}}, pelo {{aparelho}}, um navegador ou aparelho que ainda não tínhamos visto com a sua conta.',
      orientacao:
        'Se foi você, não precisa fazer nada.\n\nSe não foi você:\n1. Troque sua senha agora em Configurações → Alterar senha (ou em "Esqueci minha senha" na página de entrada).\n2. Encerre as sessões que você não reconhece em Configurações → Sessões (ou "Sair de todas").\n3. Ative a verificação em duas etapas em Configurações, para que só a senha não baste para entrar.\n\nConfigurações: {{link}}\n\nVocê pode desligar este aviso em Configurações → Alerta de login suspeito.',
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
      texto:
        'Sua conta Lunna foi excluída, como você pediu, e a escola foi avisada. Os dados das crianças sem outro responsável foram apagados; as que têm outro responsável continuam com ele.',
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
      texto:
        'Recebemos o pagamento da assinatura da {{escola}}.\n\nPlano: {{plano}} ({{periodo}})\nValor: {{valor}}\nPago até: {{pagoAte}}\nReferência: {{referencia}}\n\nOs recibos também ficam em Minha escola › Assinatura.',
    },
  },
  exportacao: {
    pronta: {
      titulo: 'Seus dados estão prontos',
      texto:
        'O arquivo com os seus dados e os das crianças pode ser baixado em Configurações até {{ate, data}}.',
    },
  },
};

/** The shape every language's catalogue has: the same keys, each a string. */
type Forma<T> = { [K in keyof T]: T[K] extends string ? string : Forma<T[K]> };
export type Catalogo = Forma<typeof ptBR>;

export default ptBR satisfies Catalogo;
