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
      texto: '{{crianca}} llegó a las {{hora, hora}}, traído(a) por {{pessoa}}',
    },
    saida: {
      titulo: '{{crianca}} fue recogido(a)',
      texto: '{{crianca}} fue recogido(a) a las {{hora, hora}} por {{pessoa}}',
    },
    excecao: {
      titulo: '{{crianca}} salió sin el código de entrega',
      texto: '{{crianca}} fue recogido(a) a las {{hora, hora}} por {{pessoa}}, sin el código de entrega. Motivo registrado por {{autor}}: {{motivo}}',
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
  conta: {
    assinatura: 'El equipo de Lunna',
    confirmacao: {
      assunto: 'Lunna — confirme su correo electrónico',
      texto: 'Su registro en Lunna está listo. Confirme que este correo es suyo abriendo el enlace de abajo:\n\n{{link}}\n\nEl enlace vale por {{dias}} días. Si usted no hizo este registro, ignore este mensaje.',
    },
    redefinirSenha: {
      assunto: 'Lunna — código para restablecer su contraseña',
      texto: 'Su código para restablecer la contraseña es: {{codigo}}\n\nVale por {{minutos}} minutos y solo se puede usar una vez. Si usted no lo pidió, ignore este correo: su contraseña sigue igual.',
    },
    novoEmail: {
      assunto: 'Lunna — código para confirmar su nuevo correo',
      texto: 'Para usar esta dirección en su cuenta de Lunna, escriba el código de abajo en Configuración:\n\n{{codigo}}\n\nVale por {{minutos}} minutos. Si usted no pidió este cambio, ignore este correo: nada cambia.',
    },
    emailAlterado: {
      assunto: 'Lunna — se cambió el correo de su cuenta',
      texto: 'El correo de acceso de su cuenta de Lunna se cambió a {{email}} el {{quando}} (hora de Brasilia). A partir de ahora, esta dirección ya no entra en la cuenta.\n\nSi fue usted, no necesita hacer nada. Si no fue usted, hable con la dirección de la escuela lo antes posible.',
    },
    senhaAlterada: {
      assunto: 'Lunna — se cambió su contraseña',
      texto: 'La contraseña de su cuenta de Lunna se cambió el {{quando}} (hora de Brasilia). Por seguridad, se cerraron las demás sesiones abiertas de la cuenta.\n\nSi no fue usted, restablezca su contraseña desde la página de inicio de sesión ("¿Olvidaste tu contraseña?") y hable con la dirección de la escuela.',
    },
    novoAcesso: {
      assunto: 'Lunna — nuevo acceso a su cuenta',
      acesso: 'Alguien entró en su cuenta de Lunna el {{quando}}, desde un navegador o dispositivo que aún no habíamos visto con su cuenta.',
      acesso_aparelho: 'Alguien entró en su cuenta de Lunna el {{quando}}, desde {{aparelho}}, un navegador o dispositivo que aún no habíamos visto con su cuenta.',
      orientacao: 'Si fue usted, no necesita hacer nada.\n\nSi no fue usted:\n1. Cambie su contraseña ahora en Configuración → Cambiar contraseña (o en "¿Olvidaste tu contraseña?" en la página de inicio de sesión).\n2. Cierre las sesiones que no reconozca en Configuración → Sesiones (o "Salir de todas").\n3. Active la verificación en dos pasos en Configuración, para que la contraseña sola no baste para entrar.\n\nConfiguración: {{link}}\n\nPuede desactivar este aviso en Configuración → Alerta de inicio de sesión sospechoso.',
      aparelho: '{{navegador}} en {{sistema}}',
      navegador: 'un navegador',
    },
    exclusao: {
      titulo: 'Cuenta de responsable eliminada',
      excluiu: '{{nome}} eliminó su propia cuenta de responsable.',
      apagadas_one: 'Sin otro responsable, se borraron los datos de {{criancas, lista}}.',
      apagadas_other: 'Sin otro responsable, se borraron los datos de los niños {{criancas, lista}}.',
      mantidas_one: '{{criancas, lista}} sigue con otro responsable.',
      mantidas_other: '{{criancas, lista}} siguen con otro responsable.',
      assuntoEscola: 'Lunna — un responsable eliminó su cuenta',
      registro: 'El registro de la eliminación se guarda sin datos personales.',
      assunto: 'Lunna — se eliminó su cuenta',
      texto: 'Su cuenta de Lunna se eliminó, como usted pidió, y se avisó a la escuela. Se borraron los datos de los niños sin otro responsable; los que tienen otro responsable siguen con él.',
    },
  },
  enquete: {
    nova: { titulo: 'Nueva encuesta de la clase', texto: '{{pergunta}} Responda hasta el {{fim, diaMes}}.' },
  },
  atividade: {
    nova: { titulo: 'Nueva actividad: {{titulo}}' },
  },
  memoria: {
    novas: {
      titulo_one: 'Nueva foto: {{turma}}',
      titulo_other: '{{count}} fotos nuevas: {{turma}}',
      texto: 'Vea los nuevos recuerdos del día en la escuela.',
    },
  },
  pagamento: {
    periodo: { mensal: 'mensual', semestral: 'semestral', anual: 'anual' },
    recibo: {
      assunto: 'Lunna — recibo de la suscripción de {{escola}}',
      texto: 'Recibimos el pago de la suscripción de {{escola}}.\n\nPlan: {{plano}} ({{periodo}})\nImporte: {{valor}}\nPagado hasta: {{pagoAte}}\nReferencia: {{referencia}}\n\nLos recibos también están en Mi escuela › Suscripción.',
    },
  },
  exportacao: {
    pronta: {
      titulo: 'Sus datos están listos',
      texto: 'El archivo con sus datos y los de los niños se puede descargar en Configuración hasta el {{ate, data}}.',
    },
  },
} satisfies Catalogo;
