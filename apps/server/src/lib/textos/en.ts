import type { Catalogo } from './pt-BR';

/** The texts the server sends to people, in English (same keys as pt-BR.ts). */
export default {
  comum: {
    ola: 'Hello, {{nome}}!',
    vejaNoPortal: 'See it on the portal: {{link}}',
    assunto: 'Lunna · {{titulo}}',
    assuntoPrioridade: 'Lunna · {{prioridade, prioridade}}: {{titulo}}',
  },
  prioridade: { Normal: 'Normal', Atenção: 'Attention', Importante: 'Important' },
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
      texto: '{{crianca}} was picked up at {{hora, hora}} by {{pessoa}}, without the pickup code. Reason recorded by {{autor}}: {{motivo}}',
    },
    falta: {
      titulo: 'Absence recorded: {{crianca}}',
      texto: 'The school recorded {{crianca}} as absent today. Reason: {{motivo}}',
    },
  },
  alerta: {
    categoria: { febre: 'Fever', lesao: 'Injury', comportamento: 'Behaviour', medicacao: 'Medication', outro: 'Other' },
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
      textoFamilia: '{{crianca}} had not arrived by {{hora, hora}} and nobody said they would be absent. Is everything all right? Let the class know on the portal.',
    },
    ciente: { titulo: '{{nome}} has seen it' },
    lembreteBusca: {
      titulo: 'Pickup reminder',
      texto: '{{minutos}} minutes until {{crianca}}’s pickup time ({{hora, hora}})',
      assunto: 'Lunna · Pickup of {{crianca}} at {{hora, hora}}',
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
      texto: 'Your Lunna registration is ready. Confirm that this e-mail address is yours by opening the link below:\n\n{{link}}\n\nThe link is valid for {{dias}} days. If you did not register, please ignore this message.',
    },
    redefinirSenha: {
      assunto: 'Lunna — code to reset your password',
      texto: 'Your code to reset your password is: {{codigo}}\n\nIt is valid for {{minutos}} minutes and can only be used once. If you did not ask for it, ignore this e-mail: your password stays the same.',
    },
    novoEmail: {
      assunto: 'Lunna — code to confirm your new e-mail',
      texto: 'To use this address for your Lunna account, enter the code below in Settings:\n\n{{codigo}}\n\nIt is valid for {{minutos}} minutes. If you did not ask for this change, ignore this e-mail: nothing changes.',
    },
    emailAlterado: {
      assunto: 'Lunna — your account’s e-mail was changed',
      texto: 'The sign-in e-mail of your Lunna account was changed to {{email}} on {{quando}} (Brasília time). From now on, this address no longer signs in to the account.\n\nIf it was you, there is nothing to do. If it was not you, contact the school’s office as soon as possible.',
    },
    senhaAlterada: {
      assunto: 'Lunna — your password was changed',
      texto: 'The password of your Lunna account was changed on {{quando}} (Brasília time). For your security, the account’s other open sessions were signed out.\n\nIf it was not you, reset your password from the sign-in page ("Forgot your password?") and contact the school’s office.',
    },
    novoAcesso: {
      assunto: 'Lunna — new sign-in to your account',
      acesso: 'Your Lunna account was signed in to on {{quando}}, from a browser or device we had not seen with your account before.',
      acesso_aparelho: 'Your Lunna account was signed in to on {{quando}}, from {{aparelho}}, a browser or device we had not seen with your account before.',
      orientacao: 'If it was you, there is nothing to do.\n\nIf it was not you:\n1. Change your password now in Settings → Change password (or with "Forgot your password?" on the sign-in page).\n2. End the sessions you do not recognise in Settings → Sessions (or "Sign out of all").\n3. Turn on two-step verification in Settings, so that a password alone is not enough to sign in.\n\nSettings: {{link}}\n\nYou can turn this alert off in Settings → Suspicious sign-in alert.',
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
      texto: 'Your Lunna account was deleted, as you asked, and the school was told. The data of the children with no other guardian was erased; those who have another guardian stay with them.',
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
      texto: 'We received the payment of {{escola}}’s subscription.\n\nPlan: {{plano}} ({{periodo}})\nAmount: {{valor}}\nPaid until: {{pagoAte}}\nReference: {{referencia}}\n\nYour receipts are also in My school › Subscription.',
    },
  },
  exportacao: {
    pronta: {
      titulo: 'Your data is ready',
      texto: 'The file with your data and the children’s can be downloaded in Settings until {{ate, data}}.',
    },
  },
} satisfies Catalogo;
