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
      tipo: { queda: 'Fall', mordida: 'Bite', arranhao: 'Scratch', batida: 'Bump', reacao_alergica: 'Allergic reaction', outro: 'Incident' },
      titulo: '{{tipo, incidente}} · {{crianca}}',
      texto: '{{descricao}} First aid: {{cuidados}}',
      registrou: 'The school wrote in {{crianca}}’s diary: {{descricao}}',
      cuidados: 'First aid: {{cuidados}}',
      confirme: 'See it and confirm you have read it on the portal: {{link}}',
    },
    autorizacao: {
      unidade: { ml: 'ml', gotas: 'drops', mg: 'mg', comprimido: 'tablet(s)' },
      titulo: 'Medicine authorisation · {{crianca}}',
      texto: '{{autor}} authorised {{medicamento}}, {{dose}} {{unidade, unidade}} ({{horarios}}), from {{inicio, data}} to {{fim, data}}.',
      email: '{{autor}} authorised {{medicamento}} for {{crianca}}: {{dose}} {{unidade, unidade}}, {{horarios}}.',
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
} satisfies Catalogo;
