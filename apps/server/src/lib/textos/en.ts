import type { Catalogo } from './pt-BR';

/** The texts the server sends to people, in English (same keys as pt-BR.ts). */
export default {
  comum: {
    ola: 'Hello, {{nome}}!',
    vejaNoPortal: 'See it on the portal: {{link}}',
    assunto: 'Lunna · {{titulo}}',
    assuntoPrioridade: 'Lunna · {{prioridade, prioridade}}: {{titulo}}',
  },
  diario: {
    incidente: {
      tipo: {
        queda: 'Fall',
        mordida: 'Bite',
        arranhao: 'Scratch',
        batida: 'Bump',
        reacao_alergica: 'Allergic reaction',
        outro: 'Incident',
      },
      titulo: '{{tipo, incidente}} · {{crianca}}',
      texto: '{{descricao}} First aid: {{cuidados}}',
      registrou: 'The school wrote in {{crianca}}’s diary: {{descricao}}',
      cuidados: 'First aid: {{cuidados}}',
      confirme: 'See it and confirm you have read it on the portal: {{link}}',
    },
    autorizacao: {
      unidade: { ml: 'ml', gotas: 'drops', mg: 'mg', comprimido: 'tablet(s)' },
      titulo: 'Medicine authorisation · {{crianca}}',
      texto:
        '{{autor}} authorised {{medicamento}}, {{dose}} {{unidade, unidade}} ({{horarios}}), from {{inicio, data}} to {{fim, data}}.',
      email:
        '{{autor}} authorised {{medicamento}} for {{crianca}}: {{dose}} {{unidade, unidade}}, {{horarios}}.',
    },
    resumo: {
      titulo: "{{crianca}}'s day",
      assunto: "Lunna — {{crianca}}'s day",
      ola: 'Hello {{nome}},',
      completo: "See {{crianca}}'s full diary: {{link}}",
    },
  },
  lumi: {
    encaminhamento: { texto: 'Question for Lumi: {{pergunta}}' },
  },
  prioridade: { Normal: 'Normal', Atenção: 'Attention', Importante: 'Important' },
  parentesco: {
    mae: 'Mother',
    pai: 'Father',
    madrasta: 'Stepmother',
    padrasto: 'Stepfather',
    avo: 'Grandmother',
    avoHomem: 'Grandfather',
    tia: 'Aunt',
    tio: 'Uncle',
  },
  autorizado: {
    quando: {
      dia: 'on {{data, diaSemana}}',
      diaFimDeSemana: 'on {{data, diaSemana}}',
      periodo: 'from {{inicio, diaMes}} to {{fim, diaMes}}',
      semFim: 'with no end date',
    },
    criado: {
      titulo: '{{nome}} can pick up {{crianca}}',
      texto:
        '{{autor}} authorised {{nome}} ({{parentesco, parentesco}}) to pick up {{crianca}} {{periodo, quando}}.',
    },
    alterado: {
      titulo: 'Change to who picks up {{crianca}}: {{nome}}',
      texto:
        '{{autor}} changed the details of {{nome}} ({{parentesco, parentesco}}), who can pick up {{crianca}} {{periodo, quando}}.',
    },
    removido: {
      titulo: '{{nome}} no longer picks up {{crianca}}',
      texto:
        '{{autor}} removed {{nome}} ({{parentesco, parentesco}}) from the list of people who can pick up {{crianca}}.',
    },
    foto: {
      titulo: 'New photo: {{nome}}',
      texto:
        '{{autor}} changed the photo of {{nome}} ({{parentesco, parentesco}}), who can pick up {{crianca}} {{periodo, quando}}.',
    },
    restricao: {
      titulo: '{{nome}} may not pick up {{crianca}}',
      texto:
        'The school management recorded that {{nome}} may not pick up {{crianca}}. Please check before every pickup.',
      texto_tambem:
        'The school management recorded that {{nome}} may not pick up {{crianca}}. These people can no longer pick up either: {{outros, lista}}. Please check before every pickup.',
    },
    revogada: {
      titulo: 'Restriction lifted: {{nome}}',
      texto:
        'The school management lifted the restriction that prevented {{nome}} from picking up {{crianca}}.',
    },
    mudanca: {
      titulo: 'Change to who can pick up {{crianca}}',
      suspensa:
        'The school has suspended pickup of {{crianca}} by {{nomes, lista}}. If you have any questions, please contact the school.',
      liberada: 'The school has allowed {{nomes, lista}} to pick up {{crianca}} again.',
    },
    veja: 'See the list of who can pick up at: {{link}}',
  },
  convite: {
    email: {
      assunto: 'Lunna — {{quem}} invited you to follow {{crianca}}',
      ola: 'Hello!',
      texto:
        '{{quem}} invited you to follow {{crianca}} at {{escola}} on Lunna, the school’s app for notices, the daily routine and the child’s safety.',
      aceitar: 'To accept, open the link below. If you do not have an account yet, you can create one there:',
      validade:
        'The invitation is valid for {{dias}} days and can only be used once. If you were not expecting this invitation, please ignore this message.',
      assinatura: 'The Lunna team',
    },
    aceito: {
      titulo: '{{novo}} now follows {{crianca}}',
      texto:
        '{{nome}} ({{parentesco, parentesco}}) accepted the invitation and now follows {{nomeCrianca}} on Lunna.',
      email: '{{nome}} accepted the invitation and now follows {{crianca}} on Lunna.',
    },
    removido: {
      titulo: 'Your access to {{crianca}} was removed',
      texto:
        'The school management removed your access to {{nomeCrianca}}. If you have any questions, please contact the school.',
      assunto: 'Lunna · Important: your access to {{crianca}} was removed',
      email:
        'The management of {{escola}} removed your access to {{crianca}} on Lunna. You will no longer see the child’s information.',
      duvidas: 'If you have any questions, please contact the school management.',
    },
    outroRemovido: {
      titulo: '{{nome}} no longer follows {{crianca}}',
      texto: 'The school management removed {{nomeCompleto}}’s access to {{nomeCrianca}}.',
      assunto: 'Lunna · Important: {{nome}} no longer follows {{crianca}}',
      email: 'The school management removed {{nomeCompleto}}’s access to {{crianca}} on Lunna.',
      veja: 'See the child’s guardians: {{link}}',
    },
  },
  vinculo: {
    aprovado: {
      titulo: 'Registration approved: you now follow {{crianca}}',
      texto: 'The management of {{escola}} approved your registration. Welcome to Lunna!',
      assunto: 'Lunna · {{escola}} approved your registration',
      email:
        'The management of {{escola}} approved your registration. You can now follow {{crianca}} on Lunna.',
      entre: 'Sign in to the portal: {{link}}',
    },
    recusado: {
      titulo: 'The school did not approve following {{crianca}}',
      texto:
        'The management of {{escola}} did not approve your registration for {{crianca}}. If you have any questions, please contact the school.',
      assunto: 'Lunna · About your registration at {{escola}}',
      email: 'The management of {{escola}} did not approve you following {{crianca}} on Lunna.',
      engano: 'If you think this is a mistake, please contact the school management.',
    },
    aguardando: {
      titulo: 'New family awaiting approval',
      texto: '{{nome}} registered with the school code ({{criancas}}) and is waiting for your approval.',
      texto_semCriancas: '{{nome}} registered with the school code and is waiting for your approval.',
      ateLa: 'Until then, the family sees nothing of the school.',
      revise: 'Review it in My school: {{link}}',
    },
  },
  equipe: {
    convite: {
      assunto_gestor: 'Lunna — invitation to the management of {{escola}}',
      assunto_pedagogo: 'Lunna — invitation to the teaching staff of {{escola}}',
      texto_gestor: 'You have been invited to join the management of {{escola}} on Lunna.',
      texto_pedagogo: 'You have been invited to join the teaching staff of {{escola}} on Lunna.',
      link: 'To create your password and sign in, open the link below:',
      validade:
        'The link is valid for {{dias}} days and can only be used once. After that, sign in on the login page with this e-mail address and the password you choose.',
      ignore: 'If you were not expecting this invitation, please ignore this message.',
    },
    entrou: {
      titulo: '{{nome}} joined the staff',
      texto_gestor: '{{nome}} accepted the invitation to the management and can now sign in to Lunna.',
      texto_pedagogo: '{{nome}} accepted the invitation to the teaching staff and can now sign in to Lunna.',
    },
  },
  solicitacao: {
    novaCrianca: {
      titulo: 'New child to approve: {{crianca}}',
      texto: '{{responsavel}} added {{nomeCrianca}} to the family and asks for the child to join the school.',
    },
    cpf: { titulo: 'CPF change request', texto: '{{responsavel}} asked to change the registered CPF.' },
    turma: {
      titulo: 'Class request: {{crianca}}',
      texto:
        '{{solicitante}} asked to add {{nomeCrianca}} to {{turma}}. Until you approve, the child does not join the class and the child’s details stay closed to whoever asked.',
    },
    criancaAprovada: {
      titulo: '{{crianca}}’s registration approved',
      texto:
        'The school management approved {{nomeCrianca}}’s registration. The educators can now follow the child.',
    },
    criancaRecusada: {
      titulo: '{{crianca}}’s registration not approved',
      texto:
        'The school management did not approve {{nomeCrianca}}’s registration and the details you sent were deleted. If you have any questions, please contact the school.',
      texto_motivo:
        'The school management did not approve {{nomeCrianca}}’s registration and the details you sent were deleted. Reason: {{motivo}} If you have any questions, please contact the school.',
    },
    cpfAprovado: {
      titulo: 'CPF change approved',
      texto: 'The management confirmed the change: your CPF is now {{cpf}}.',
    },
    cpfRecusado: {
      titulo: 'CPF change not approved',
      texto: 'The management did not confirm the change and your CPF stays the same.',
      texto_motivo:
        'The management did not confirm the change and your CPF stays the same. Reason: {{motivo}}',
    },
    turmaAprovada: {
      titulo: '{{crianca}} joined {{turma}}',
      texto: 'The management approved {{nomeCrianca}} joining {{turma}}. You now follow the child.',
    },
    turmaRecusada: {
      titulo: '{{crianca}} did not join {{turma}}',
      texto: 'The management did not approve {{nomeCrianca}} joining {{turma}}.',
      texto_motivo: 'The management did not approve {{nomeCrianca}} joining {{turma}}. Reason: {{motivo}}',
    },
  },
  ficha: {
    titulo: '{{crianca}}’s record updated',
    texto: '{{autor}} updated — {{mudancas, mudancas}}',
    resumo: '{{crianca}}’s record updated: {{assuntos}}.',
    veja: 'See what changed at: {{link}}',
    campo: {
      comidasAlergicas: 'Allergies',
      remedios: 'Medications',
      qtdMed: 'Dose',
      qtdHoraMed: 'Hours between doses',
      cuidados: 'Specific care',
      contatos: 'Emergency contacts',
    },
    linha: '{{campo}}: {{valor}}',
    nenhum: 'none',
    contato: {
      adicionado: '{{nome}} ({{parentesco, parentesco}}) added',
      alterado: '{{nome}} ({{parentesco, parentesco}}) changed',
      removido: '{{nome}} ({{parentesco, parentesco}}) removed',
    },
  },
  presenca: {
    entrada: {
      titulo: '{{crianca}} arrived at school',
      texto: '{{crianca}} arrived at {{hora, hora}}, brought by {{pessoa}}',
    },
    saida: {
      titulo: '{{crianca}} was picked up',
      texto: '{{crianca}} was picked up at {{hora, hora}} by {{pessoa}}',
    },
    excecao: {
      titulo: '{{crianca}} left without the pickup code',
      texto:
        '{{crianca}} was picked up at {{hora, hora}} by {{pessoa}}, without the pickup code. Reason recorded by {{autor}}: {{motivo}}',
    },
    falta: {
      titulo: 'Absence recorded: {{crianca}}',
      texto: 'The school recorded {{crianca}} as absent today. Reason: {{motivo}}',
    },
  },
  alerta: {
    categoria: {
      febre: 'Fever',
      lesao: 'Injury',
      comportamento: 'Behaviour',
      medicacao: 'Medication',
      outro: 'Other',
    },
    atraso: {
      titulo: '{{crianca}}: {{quem}} will be late',
      titulo_anonimo: '{{crianca}}: the guardian will be late',
      texto: 'Expected arrival at {{hora, hora}}.',
      texto_recado: 'Expected arrival at {{hora, hora}}. {{recado}}',
    },
    ausencia: {
      titulo: '{{crianca}} is not coming today',
      texto: '{{quem}}: {{recado}}',
      texto_anonimo: 'The guardian: {{recado}}',
    },
    atencao: { titulo: '{{crianca}} needs attention: {{categoria, categoria}}' },
    ausenciaInesperada: {
      titulo: '{{crianca}} has not arrived at school',
      texto: '{{crianca}} had not arrived by {{hora, hora}} and nobody said they would be absent.',
      textoFamilia:
        '{{crianca}} had not arrived by {{hora, hora}} and nobody said they would be absent. Is everything all right? Let the class know on the portal.',
    },
    ciente: { titulo: '{{nome}} has seen it' },
    lembreteBusca: {
      titulo: 'Pickup reminder',
      texto: '{{minutos}} minutes until {{crianca}}’s pickup time ({{hora, hora}})',
      assunto: 'Lunna · Pickup of {{crianca}} at {{hora, hora}}',
    },
  },
  /** A class short of adults for a while: told to the director (decision 22). */
  razao: {
    curta: {
      titulo_one: '{{turma}} needs one more adult',
      titulo_other: '{{turma}} needs {{count}} more adults',
      texto:
        'The class has been below the adult-to-child ratio since {{hora, hora}}. Adults on duty: {{adultos}} of {{necessarios}} needed.',
    },
  },
  aviso: {
    email: {
      intro: 'The school sent a notice ({{prioridade, prioridade}}):',
      confirme: 'Confirm you have read it at: {{link}}',
    },
    lembrete: {
      assunto: 'Lunna · Please confirm you have read: {{titulo}}',
      intro: 'The school sent an important notice that is still waiting for you to confirm you have read it:',
      abra: 'Open the notice and mark it as read: {{link}}',
    },
    pendentes: {
      texto_one: '{{count}} guardian has not confirmed reading yet',
      texto_other: '{{count}} guardians have not confirmed reading yet',
    },
  },
  conta: {
    assinatura: 'The Lunna team',
    confirmacao: {
      assunto: 'Lunna — confirm your e-mail',
      texto:
        'Your Lunna registration is ready. Confirm that this e-mail address is yours by opening the link below:\n\n{{link}}\n\nThe link is valid for {{dias}} days. If you did not register, please ignore this message.',
    },
    redefinirSenha: {
      assunto: 'Lunna — code to reset your password',
      texto:
        'Your code to reset your password is: {{codigo}}\n\nIt is valid for {{minutos}} minutes and can only be used once. If you did not ask for it, ignore this e-mail: your password stays the same.',
    },
    novoEmail: {
      assunto: 'Lunna — code to confirm your new e-mail',
      texto:
        'To use this address for your Lunna account, enter the code below in Settings:\n\n{{codigo}}\n\nIt is valid for {{minutos}} minutes. If you did not ask for this change, ignore this e-mail: nothing changes.',
    },
    emailAlterado: {
      assunto: 'Lunna — your account’s e-mail was changed',
      texto:
        'The sign-in e-mail of your Lunna account was changed to {{email}} on {{quando}} (Brasília time). From now on, this address no longer signs in to the account.\n\nIf it was you, there is nothing to do. If it was not you, contact the school’s office as soon as possible.',
    },
    senhaAlterada: {
      assunto: 'Lunna — your password was changed',
      texto:
        'The password of your Lunna account was changed on {{quando}} (Brasília time). For your security, the account’s other open sessions were signed out.\n\nIf it was not you, reset your password from the sign-in page ("Forgot your password?") and contact the school’s office.',
    },
    novoAcesso: {
      assunto: 'Lunna — new sign-in to your account',
      acesso:
        'Your Lunna account was signed in to on {{quando}}, from a browser or device we had not seen with your account before.',
      acesso_aparelho:
        'Your Lunna account was signed in to on {{quando}}, from {{aparelho}}, a browser or device we had not seen with your account before.',
      orientacao:
        'If it was you, there is nothing to do.\n\nIf it was not you:\n1. Change your password now in Settings → Change password (or with "Forgot your password?" on the sign-in page).\n2. End the sessions you do not recognise in Settings → Sessions (or "Sign out of all").\n3. Turn on two-step verification in Settings, so that a password alone is not enough to sign in.\n\nSettings: {{link}}\n\nYou can turn this alert off in Settings → Suspicious sign-in alert.',
      aparelho: '{{navegador}} on {{sistema}}',
      navegador: 'a browser',
    },
    exclusao: {
      titulo: 'Guardian account deleted',
      excluiu: '{{nome}} deleted their own guardian account.',
      apagadas_one: 'With no other guardian, the data of {{criancas, lista}} was erased.',
      apagadas_other: 'With no other guardian, the data of the children {{criancas, lista}} was erased.',
      mantidas_one: '{{criancas, lista}} stays with another guardian.',
      mantidas_other: '{{criancas, lista}} stay with another guardian.',
      assuntoEscola: 'Lunna — a guardian deleted their account',
      registro: 'The record of the deletion is kept without personal data.',
      assunto: 'Lunna — your account was deleted',
      texto:
        'Your Lunna account was deleted, as you asked, and the school was told. The data of the children with no other guardian was erased; those who have another guardian stay with them.',
    },
  },
  enquete: {
    nova: { titulo: 'New class poll', texto: '{{pergunta}} Please answer by {{fim, diaMes}}.' },
  },
  atividade: {
    nova: { titulo: 'New activity: {{titulo}}' },
  },
  memoria: {
    novas: {
      titulo_one: 'New photo: {{turma}}',
      titulo_other: '{{count}} new photos: {{turma}}',
      texto: 'See the day’s new memories at school.',
    },
  },
  pagamento: {
    periodo: { mensal: 'monthly', semestral: 'every six months', anual: 'yearly' },
    recibo: {
      assunto: 'Lunna — subscription receipt for {{escola}}',
      texto:
        'We received the payment of {{escola}}’s subscription.\n\nPlan: {{plano}} ({{periodo}})\nAmount: {{valor}}\nPaid until: {{pagoAte}}\nReference: {{referencia}}\n\nYour receipts are also in My school › Subscription.',
    },
  },
  exportacao: {
    pronta: {
      titulo: 'Your data is ready',
      texto: 'The file with your data and the children’s can be downloaded in Settings until {{ate, data}}.',
    },
  },
} satisfies Catalogo;
