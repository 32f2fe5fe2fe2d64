import type { Catalogo } from './pt-BR';

/** The texts the server sends to people, in French (same keys as pt-BR.ts). */
export default {
  comum: {
    ola: 'Bonjour {{nome}} !',
    vejaNoPortal: 'À voir sur le portail : {{link}}',
    assunto: 'Lunna · {{titulo}}',
    assuntoPrioridade: 'Lunna · {{prioridade, prioridade}} : {{titulo}}',
  },
  prioridade: { Normal: 'Normal', Atenção: 'Attention', Importante: 'Important' },
  presenca: {
    entrada: {
      titulo: 'Arrivée de {{crianca}} à l’école',
      texto: 'Arrivée de {{crianca}} à {{hora, hora}}, avec {{pessoa}}',
    },
    saida: {
      titulo: '{{crianca}} a quitté l’école',
      texto: '{{crianca}} a quitté l’école à {{hora, hora}} avec {{pessoa}}',
    },
    excecao: {
      titulo: '{{crianca}} a quitté l’école sans le code de remise',
      texto: '{{crianca}} a quitté l’école à {{hora, hora}} avec {{pessoa}}, sans le code de remise. Motif noté par {{autor}} : {{motivo}}',
    },
    falta: {
      titulo: 'Absence enregistrée : {{crianca}}',
      texto: 'L’école a enregistré l’absence de {{crianca}} aujourd’hui. Motif : {{motivo}}',
    },
  },
  alerta: {
    categoria: { febre: 'Fièvre', lesao: 'Blessure', comportamento: 'Comportement', medicacao: 'Médicament', outro: 'Autre' },
    atraso: {
      titulo: '{{crianca}} : {{quem}} sera en retard',
      titulo_anonimo: '{{crianca}} : le responsable sera en retard',
      texto: 'Arrivée prévue à {{hora, hora}}.',
      texto_recado: 'Arrivée prévue à {{hora, hora}}. {{recado}}',
    },
    ausencia: {
      titulo: '{{crianca}} ne viendra pas aujourd’hui',
      texto: '{{quem}} : {{recado}}',
      texto_anonimo: 'Le responsable : {{recado}}',
    },
    atencao: { titulo: '{{crianca}} a besoin d’attention : {{categoria, categoria}}' },
    ausenciaInesperada: {
      titulo: '{{crianca}} n’est pas arrivé(e) à l’école',
      texto: '{{crianca}} n’était pas encore arrivé(e) à {{hora, hora}} et personne n’a prévenu de son absence.',
      textoFamilia: '{{crianca}} n’était pas encore arrivé(e) à {{hora, hora}} et personne n’a prévenu de son absence. Tout va bien ? Prévenez la classe sur le portail.',
    },
    ciente: { titulo: '{{nome}} en a pris connaissance' },
    lembreteBusca: {
      titulo: 'Rappel de récupération',
      texto: 'Plus que {{minutos}} minutes avant l’heure de récupération de {{crianca}} ({{hora, hora}})',
      assunto: 'Lunna · Récupération de {{crianca}} à {{hora, hora}}',
    },
  },
  /** A class short of adults for a while: told to the director (decision 22). */
  razao: {
    curta: {
      titulo_one: '{{turma}} : il manque un adulte',
      titulo_other: '{{turma}} : il manque {{count}} adultes',
      texto: 'La classe est en dessous du taux d’encadrement depuis {{hora, hora}}. Adultes en service : {{adultos}} sur {{necessarios}} nécessaires.',
    },
  },
  aviso: {
    email: {
      intro: 'L’école a envoyé un avis ({{prioridade, prioridade}}) :',
      confirme: 'Confirmez la lecture ici : {{link}}',
    },
    lembrete: {
      assunto: 'Lunna · Confirmez la lecture : {{titulo}}',
      intro: 'L’école a envoyé un avis important qui attend encore votre confirmation de lecture :',
      abra: 'Ouvrez l’avis et marquez-le comme lu : {{link}}',
    },
    pendentes: {
      texto_one: '{{count}} responsable n’a pas encore confirmé la lecture',
      texto_other: '{{count}} responsables n’ont pas encore confirmé la lecture',
    },
  },
} satisfies Catalogo;
