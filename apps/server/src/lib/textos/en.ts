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
  /** A class short of adults for a while: told to the director (decision 22). */
  razao: {
    curta: {
      titulo_one: '{{turma}} needs one more adult',
      titulo_other: '{{turma}} needs {{count}} more adults',
      texto: 'The class has been below the adult-to-child ratio since {{hora, hora}}. Adults on duty: {{adultos}} of {{necessarios}} needed.',
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
} satisfies Catalogo;
