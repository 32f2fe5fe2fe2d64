import type { Catalogo } from './pt-BR';

/** The texts the server sends to people, in Spanish (same keys as pt-BR.ts). */
export default {
  comum: {
    ola: '¡Hola, {{nome}}!',
    vejaNoPortal: 'Véalo en el portal: {{link}}',
    assunto: 'Lunna · {{titulo}}',
    assuntoPrioridade: 'Lunna · {{prioridade, prioridade}}: {{titulo}}',
  },
  prioridade: { Normal: 'Normal', Atenção: 'Atención', Importante: 'Importante' },
  presenca: {
    entrada: {
      titulo: '{{crianca}} llegó a la escuela',
      texto: '{{crianca}} llegó a las {{hora, hora}} con {{pessoa}}',
    },
    saida: {
      titulo: '{{crianca}} salió de la escuela',
      texto: '{{crianca}} salió a las {{hora, hora}} con {{pessoa}}',
    },
    excecao: {
      titulo: '{{crianca}} salió sin el código de entrega',
      texto: '{{crianca}} salió a las {{hora, hora}} con {{pessoa}}, sin el código de entrega. Motivo registrado por {{autor}}: {{motivo}}',
    },
    falta: {
      titulo: 'Falta registrada: {{crianca}}',
      texto: 'La escuela registró la falta de {{crianca}} hoy. Motivo: {{motivo}}',
    },
  },
  alerta: {
    categoria: { febre: 'Fiebre', lesao: 'Lesión', comportamento: 'Comportamiento', medicacao: 'Medicación', outro: 'Otro' },
    atraso: {
      titulo: '{{crianca}}: {{quem}} llegará tarde',
      titulo_anonimo: '{{crianca}}: el responsable llegará tarde',
      texto: 'Llegada prevista a las {{hora, hora}}.',
      texto_recado: 'Llegada prevista a las {{hora, hora}}. {{recado}}',
    },
    ausencia: {
      titulo: '{{crianca}} no irá hoy',
      texto: '{{quem}}: {{recado}}',
      texto_anonimo: 'El responsable: {{recado}}',
    },
    atencao: { titulo: '{{crianca}} necesita atención: {{categoria, categoria}}' },
    ausenciaInesperada: {
      titulo: '{{crianca}} no llegó a la escuela',
      texto: '{{crianca}} aún no había llegado a las {{hora, hora}} y nadie avisó que faltaría.',
      textoFamilia: '{{crianca}} aún no había llegado a las {{hora, hora}} y nadie avisó que faltaría. ¿Está todo bien? Avise a la clase por el portal.',
    },
    ciente: { titulo: '{{nome}} está al tanto' },
    lembreteBusca: {
      titulo: 'Recordatorio de recogida',
      texto: 'Faltan {{minutos}} minutos para la hora de recogida de {{crianca}} ({{hora, hora}})',
      assunto: 'Lunna · Recogida de {{crianca}} a las {{hora, hora}}',
    },
  },
  /** A class short of adults for a while: told to the director (decision 22). */
  razao: {
    curta: {
      titulo_one: '{{turma}} necesita un adulto más',
      titulo_other: '{{turma}} necesita {{count}} adultos más',
      texto: 'El grupo está por debajo de la proporción adulto/niño desde las {{hora, hora}}. Adultos de servicio: {{adultos}} de {{necessarios}} necesarios.',
    },
  },
  aviso: {
    email: {
      intro: 'La escuela envió un aviso ({{prioridade, prioridade}}):',
      confirme: 'Confirme que lo leyó en: {{link}}',
    },
    lembrete: {
      assunto: 'Lunna · Confirme la lectura: {{titulo}}',
      intro: 'La escuela envió un aviso importante que aún espera su confirmación de lectura:',
      abra: 'Abra el aviso y márquelo como leído: {{link}}',
    },
    pendentes: {
      texto_one: '{{count}} responsable aún no confirmó la lectura',
      texto_other: '{{count}} responsables aún no confirmaron la lectura',
    },
  },
} satisfies Catalogo;
