import type { Catalogo } from './pt-BR';

/** The texts the server sends to people, in Spanish (same keys as pt-BR.ts). */
export default {
  comum: {
    ola: '¡Hola, {{nome}}!',
    vejaNoPortal: 'Véalo en el portal: {{link}}',
    assunto: 'Lunna · {{titulo}}',
    assuntoPrioridade: 'Lunna · {{prioridade, prioridade}}: {{titulo}}',
  },
  diario: {
    incidente: {
      tipo: {
        queda: 'Caída',
        mordida: 'Mordida',
        arranhao: 'Arañazo',
        batida: 'Golpe',
        reacao_alergica: 'Reacción alérgica',
        outro: 'Incidente',
      },
      titulo: '{{tipo, incidente}} · {{crianca}}',
      texto: '{{descricao}} Primeros auxilios: {{cuidados}}',
      registrou: 'La escuela anotó en el diario de {{crianca}}: {{descricao}}',
      cuidados: 'Primeros auxilios: {{cuidados}}',
      confirme: 'Véalo y confirme que lo leyó en el portal: {{link}}',
    },
    autorizacao: {
      unidade: { ml: 'ml', gotas: 'gotas', mg: 'mg', comprimido: 'comprimido(s)' },
      titulo: 'Autorización de medicamento · {{crianca}}',
      texto:
        '{{autor}} autorizó {{medicamento}}, {{dose}} {{unidade, unidade}} ({{horarios}}), del {{inicio, data}} al {{fim, data}}.',
      email:
        '{{autor}} autorizó {{medicamento}} para {{crianca}}: {{dose}} {{unidade, unidade}}, {{horarios}}.',
    },
    resumo: {
      titulo: 'El día de {{crianca}}',
      assunto: 'Lunna — el día de {{crianca}}',
      ola: 'Hola, {{nome}}:',
      completo: 'Vea el diario completo de {{crianca}}: {{link}}',
    },
  },
  lumi: {
    encaminhamento: { texto: 'Pregunta a Lumi: {{pergunta}}' },
  },
  prioridade: { Normal: 'Normal', Atenção: 'Atención', Importante: 'Importante' },
  parentesco: {
    mae: 'Madre',
    pai: 'Padre',
    madrasta: 'Madrastra',
    padrasto: 'Padrastro',
    avo: 'Abuela',
    avoHomem: 'Abuelo',
    tia: 'Tía',
    tio: 'Tío',
  },
  autorizado: {
    quando: {
      dia: 'el {{data, diaSemana}}',
      diaFimDeSemana: 'el {{data, diaSemana}}',
      periodo: 'del {{inicio, diaMes}} al {{fim, diaMes}}',
      semFim: 'sin fecha de término',
    },
    criado: {
      titulo: '{{nome}} puede recoger a {{crianca}}',
      texto:
        '{{autor}} autorizó a {{nome}} ({{parentesco, parentesco}}) a recoger a {{crianca}} {{periodo, quando}}.',
    },
    alterado: {
      titulo: 'Cambio en quién recoge a {{crianca}}: {{nome}}',
      texto:
        '{{autor}} cambió los datos de {{nome}} ({{parentesco, parentesco}}), que puede recoger a {{crianca}} {{periodo, quando}}.',
    },
    removido: {
      titulo: '{{nome}} ya no recoge a {{crianca}}',
      texto:
        '{{autor}} quitó a {{nome}} ({{parentesco, parentesco}}) de la lista de quienes pueden recoger a {{crianca}}.',
    },
    foto: {
      titulo: 'Nueva foto: {{nome}}',
      texto:
        '{{autor}} cambió la foto de {{nome}} ({{parentesco, parentesco}}), que puede recoger a {{crianca}} {{periodo, quando}}.',
    },
    restricao: {
      titulo: '{{nome}} no puede recoger a {{crianca}}',
      texto:
        'La dirección registró que {{nome}} no puede recoger a {{crianca}}. Compruébelo antes de cada salida.',
      texto_tambem:
        'La dirección registró que {{nome}} no puede recoger a {{crianca}}. Tampoco pueden ya recoger a {{crianca}}: {{outros, lista}}. Compruébelo antes de cada salida.',
    },
    revogada: {
      titulo: 'Restricción revocada: {{nome}}',
      texto: 'La dirección revocó la restricción que impedía a {{nome}} recoger a {{crianca}}.',
    },
    mudanca: {
      titulo: 'Cambio en quién puede recoger a {{crianca}}',
      suspensa:
        'La escuela suspendió la recogida de {{crianca}} por parte de {{nomes, lista}}. Si tiene dudas, hable con la escuela.',
      liberada: 'La escuela volvió a permitir que {{nomes, lista}} recoja a {{crianca}}.',
    },
    veja: 'Vea la lista de quién puede recoger en: {{link}}',
  },
  convite: {
    email: {
      assunto: 'Lunna — {{quem}} le invitó a seguir a {{crianca}}',
      ola: '¡Hola!',
      texto:
        '{{quem}} le invitó a seguir a {{crianca}} en {{escola}} a través de Lunna, la aplicación de la escuela con los avisos, la rutina y la seguridad de los niños.',
      aceitar:
        'Para aceptar, abra el enlace de abajo. Si todavía no tiene una cuenta, podrá crearla allí mismo:',
      validade:
        'La invitación es válida durante {{dias}} días y solo puede usarse una vez. Si no esperaba esta invitación, ignore este mensaje.',
      assinatura: 'Equipo Lunna',
    },
    aceito: {
      titulo: '{{novo}} ahora sigue a {{crianca}}',
      texto:
        '{{nome}} ({{parentesco, parentesco}}) aceptó la invitación y ahora sigue a {{nomeCrianca}} en Lunna.',
      email: '{{nome}} aceptó la invitación y ahora sigue a {{crianca}} en Lunna.',
    },
    removido: {
      titulo: 'Se eliminó su acceso a {{crianca}}',
      texto:
        'La dirección de la escuela eliminó su acceso a {{nomeCrianca}}. Si tiene dudas, hable con la escuela.',
      assunto: 'Lunna · Importante: se eliminó su acceso a {{crianca}}',
      email:
        'La dirección de {{escola}} eliminó su acceso a {{crianca}} en Lunna. Ya no verá la información de {{crianca}}.',
      duvidas: 'Si tiene dudas, hable con la dirección de la escuela.',
    },
    outroRemovido: {
      titulo: '{{nome}} ya no sigue a {{crianca}}',
      texto: 'La dirección de la escuela eliminó el acceso de {{nomeCompleto}} a {{nomeCrianca}}.',
      assunto: 'Lunna · Importante: {{nome}} ya no sigue a {{crianca}}',
      email: 'La dirección de la escuela eliminó el acceso de {{nomeCompleto}} a {{crianca}} en Lunna.',
      veja: 'Vea quiénes son los responsables de {{crianca}}: {{link}}',
    },
  },
  vinculo: {
    aprovado: {
      titulo: 'Registro aprobado: ya sigue a {{crianca}}',
      texto: 'La dirección de {{escola}} aprobó su registro. ¡Le damos la bienvenida a Lunna!',
      assunto: 'Lunna · {{escola}} aprobó su registro',
      email: 'La dirección de {{escola}} aprobó su registro. Ya puede seguir a {{crianca}} en Lunna.',
      entre: 'Entre en el portal: {{link}}',
    },
    recusado: {
      titulo: 'La escuela no aprobó que siga a {{crianca}}',
      texto:
        'La dirección de {{escola}} no aprobó su registro para {{crianca}}. Si tiene dudas, hable con la escuela.',
      assunto: 'Lunna · Sobre su registro en {{escola}}',
      email: 'La dirección de {{escola}} no aprobó que siga a {{crianca}} en Lunna.',
      engano: 'Si cree que se trata de un error, hable con la dirección de la escuela.',
    },
    aguardando: {
      titulo: 'Nueva familia pendiente de aprobación',
      texto:
        '{{nome}} completó el registro con el código de la escuela ({{criancas}}) y espera su aprobación.',
      texto_semCriancas: '{{nome}} completó el registro con el código de la escuela y espera su aprobación.',
      ateLa: 'Hasta entonces, la familia no ve nada de la escuela.',
      revise: 'Revíselo en Mi escuela: {{link}}',
    },
  },
  equipe: {
    convite: {
      assunto_gestor: 'Lunna — invitación a la dirección de {{escola}}',
      assunto_pedagogo: 'Lunna — invitación al equipo de educadores de {{escola}}',
      texto_gestor: 'Ha recibido una invitación para formar parte de la dirección de {{escola}} en Lunna.',
      texto_pedagogo:
        'Ha recibido una invitación para formar parte del equipo de educadores de {{escola}} en Lunna.',
      link: 'Para crear su contraseña y entrar, abra el enlace de abajo:',
      validade:
        'El enlace es válido durante {{dias}} días y solo puede usarse una vez. Después, entre por la página de inicio de sesión con este correo y la contraseña que elija.',
      ignore: 'Si no esperaba esta invitación, ignore este mensaje.',
    },
    entrou: {
      titulo: '{{nome}} se unió al equipo',
      texto_gestor: '{{nome}} aceptó la invitación a la dirección y ya puede entrar en Lunna.',
      texto_pedagogo: '{{nome}} aceptó la invitación al equipo de educadores y ya puede entrar en Lunna.',
    },
  },
  solicitacao: {
    novaCrianca: {
      titulo: 'Nueva inscripción para aprobar: {{crianca}}',
      texto: '{{responsavel}} añadió a {{nomeCrianca}} a la familia y pide su entrada en la escuela.',
    },
    cpf: { titulo: 'Solicitud de cambio de CPF', texto: '{{responsavel}} pidió cambiar el CPF registrado.' },
    turma: {
      titulo: 'Solicitud de grupo: {{crianca}}',
      texto:
        '{{solicitante}} pidió incluir a {{nomeCrianca}} en {{turma}}. Hasta que usted lo apruebe, no entra en el grupo y sus datos siguen cerrados para quien lo pidió.',
    },
    criancaAprovada: {
      titulo: 'Registro de {{crianca}} aprobado',
      texto:
        'La dirección de la escuela aprobó el registro de {{nomeCrianca}}. Ahora los educadores pueden acompañar a {{crianca}}.',
    },
    criancaRecusada: {
      titulo: 'Registro de {{crianca}} no aprobado',
      texto:
        'La dirección de la escuela no aprobó el registro de {{nomeCrianca}} y los datos enviados se borraron. Si tiene dudas, hable con la escuela.',
      texto_motivo:
        'La dirección de la escuela no aprobó el registro de {{nomeCrianca}} y los datos enviados se borraron. Motivo: {{motivo}} Si tiene dudas, hable con la escuela.',
    },
    cpfAprovado: {
      titulo: 'Cambio de CPF aprobado',
      texto: 'La dirección confirmó el cambio: su CPF ahora es {{cpf}}.',
    },
    cpfRecusado: {
      titulo: 'Cambio de CPF no aprobado',
      texto: 'La dirección no confirmó el cambio y su CPF sigue siendo el mismo.',
      texto_motivo: 'La dirección no confirmó el cambio y su CPF sigue siendo el mismo. Motivo: {{motivo}}',
    },
    turmaAprovada: {
      titulo: '{{crianca}} entró en {{turma}}',
      texto:
        'La dirección aprobó la entrada de {{nomeCrianca}} en {{turma}}. Ahora usted acompaña a {{crianca}}.',
    },
    turmaRecusada: {
      titulo: '{{crianca}} no entró en {{turma}}',
      texto: 'La dirección no aprobó la entrada de {{nomeCrianca}} en {{turma}}.',
      texto_motivo: 'La dirección no aprobó la entrada de {{nomeCrianca}} en {{turma}}. Motivo: {{motivo}}',
    },
  },
  ficha: {
    titulo: 'Ficha de {{crianca}} actualizada',
    texto: '{{autor}} actualizó — {{mudancas, mudancas}}',
    resumo: 'Ficha de {{crianca}} actualizada: {{assuntos}}.',
    veja: 'Vea qué cambió en: {{link}}',
    campo: {
      comidasAlergicas: 'Alergias',
      remedios: 'Medicamentos',
      qtdMed: 'Dosis',
      qtdHoraMed: 'Horas entre dosis',
      cuidados: 'Cuidados específicos',
      contatos: 'Contactos de emergencia',
    },
    linha: '{{campo}}: {{valor}}',
    nenhum: 'ninguno',
    contato: {
      adicionado: '{{nome}} ({{parentesco, parentesco}}) añadido',
      alterado: '{{nome}} ({{parentesco, parentesco}}) modificado',
      removido: '{{nome}} ({{parentesco, parentesco}}) eliminado',
    },
  },
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
      texto:
        '{{crianca}} salió a las {{hora, hora}} con {{pessoa}}, sin el código de entrega. Motivo registrado por {{autor}}: {{motivo}}',
    },
    falta: {
      titulo: 'Ausencia registrada: {{crianca}}',
      texto: 'La escuela registró la ausencia de {{crianca}} hoy. Motivo: {{motivo}}',
    },
  },
  alerta: {
    categoria: {
      febre: 'Fiebre',
      lesao: 'Lesión',
      comportamento: 'Comportamiento',
      medicacao: 'Medicación',
      outro: 'Otro',
    },
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
      textoFamilia:
        '{{crianca}} aún no había llegado a las {{hora, hora}} y nadie avisó que faltaría. ¿Está todo bien? Avise a la clase por el portal.',
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
      texto:
        'El grupo está por debajo de la proporción adulto/niño desde las {{hora, hora}}. Adultos de servicio: {{adultos}} de {{necessarios}} necesarios.',
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
      texto:
        'Su registro en Lunna está listo. Confirme que este correo es suyo abriendo el enlace de abajo:\n\n{{link}}\n\nEl enlace vale por {{dias}} días. Si usted no hizo este registro, ignore este mensaje.',
    },
    redefinirSenha: {
      assunto: 'Lunna — código para restablecer su contraseña',
      texto:
        'Su código para restablecer la contraseña es: {{codigo}}\n\nVale por {{minutos}} minutos y solo se puede usar una vez. Si usted no lo pidió, ignore este correo: su contraseña sigue igual.',
    },
    novoEmail: {
      assunto: 'Lunna — código para confirmar su nuevo correo',
      texto:
        'Para usar esta dirección en su cuenta de Lunna, escriba el código de abajo en Configuración:\n\n{{codigo}}\n\nVale por {{minutos}} minutos. Si usted no pidió este cambio, ignore este correo: nada cambia.',
    },
    emailAlterado: {
      assunto: 'Lunna — se cambió el correo de su cuenta',
      texto:
        'El correo de acceso de su cuenta de Lunna se cambió a {{email}} el {{quando}} (hora de Brasilia). A partir de ahora, esta dirección ya no entra en la cuenta.\n\nSi fue usted, no necesita hacer nada. Si no fue usted, hable con la dirección de la escuela lo antes posible.',
    },
    senhaAlterada: {
      assunto: 'Lunna — se cambió su contraseña',
      texto:
        'La contraseña de su cuenta de Lunna se cambió el {{quando}} (hora de Brasilia). Por seguridad, se cerraron las demás sesiones abiertas de la cuenta.\n\nSi no fue usted, restablezca su contraseña desde la página de inicio de sesión ("¿Olvidaste tu contraseña?") y hable con la dirección de la escuela.',
    },
    novoAcesso: {
      assunto: 'Lunna — nuevo acceso a su cuenta',
      acesso:
        'Alguien entró en su cuenta de Lunna el {{quando}}, desde un navegador o dispositivo que aún no habíamos visto con su cuenta.',
      acesso_aparelho:
        'Alguien entró en su cuenta de Lunna el {{quando}}, desde {{aparelho}}, un navegador o dispositivo que aún no habíamos visto con su cuenta.',
      orientacao:
        'Si fue usted, no necesita hacer nada.\n\nSi no fue usted:\n1. Cambie su contraseña ahora en Configuración → Cambiar contraseña (o en "¿Olvidaste tu contraseña?" en la página de inicio de sesión).\n2. Cierre las sesiones que no reconozca en Configuración → Sesiones (o "Salir de todas").\n3. Active la verificación en dos pasos en Configuración, para que la contraseña sola no baste para entrar.\n\nConfiguración: {{link}}\n\nPuede desactivar este aviso en Configuración → Alerta de inicio de sesión sospechoso.',
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
      texto:
        'Su cuenta de Lunna se eliminó, como usted pidió, y se avisó a la escuela. Se borraron los datos de los niños sin otro responsable; los que tienen otro responsable siguen con él.',
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
      texto:
        'Recibimos el pago de la suscripción de {{escola}}.\n\nPlan: {{plano}} ({{periodo}})\nImporte: {{valor}}\nPagado hasta: {{pagoAte}}\nReferencia: {{referencia}}\n\nLos recibos también están en Mi escuela › Suscripción.',
    },
  },
  exportacao: {
    pronta: {
      titulo: 'Sus datos están listos',
      texto:
        'El archivo con sus datos y los de los niños se puede descargar en Configuración hasta el {{ate, data}}.',
    },
  },
} satisfies Catalogo;
