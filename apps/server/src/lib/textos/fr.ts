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
      titulo: '{{crianca}} est arrivé(e) à l’école',
      texto: '{{crianca}} est arrivé(e) à {{hora, hora}}, amené(e) par {{pessoa}}',
    },
    saida: {
      titulo: '{{crianca}} a été récupéré(e)',
      texto: '{{crianca}} a été récupéré(e) à {{hora, hora}} par {{pessoa}}',
    },
    excecao: {
      titulo: '{{crianca}} est parti(e) sans le code de remise',
      texto: '{{crianca}} a été récupéré(e) à {{hora, hora}} par {{pessoa}}, sans le code de remise. Motif noté par {{autor}} : {{motivo}}',
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
  conta: {
    assinatura: 'L’équipe Lunna',
    confirmacao: {
      assunto: 'Lunna — confirmez votre adresse e-mail',
      texto: 'Votre inscription à Lunna est prête. Confirmez que cette adresse e-mail est bien la vôtre en ouvrant le lien ci-dessous :\n\n{{link}}\n\nLe lien est valable {{dias}} jours. Si vous n’êtes pas à l’origine de cette inscription, ignorez ce message.',
    },
    redefinirSenha: {
      assunto: 'Lunna — code pour réinitialiser votre mot de passe',
      texto: 'Votre code pour réinitialiser le mot de passe est : {{codigo}}\n\nIl est valable {{minutos}} minutes et ne peut servir qu’une fois. Si vous ne l’avez pas demandé, ignorez cet e-mail : votre mot de passe reste le même.',
    },
    novoEmail: {
      assunto: 'Lunna — code pour confirmer votre nouvelle adresse e-mail',
      texto: 'Pour utiliser cette adresse pour votre compte Lunna, saisissez le code ci-dessous dans Paramètres :\n\n{{codigo}}\n\nIl est valable {{minutos}} minutes. Si vous n’avez pas demandé ce changement, ignorez cet e-mail : rien ne change.',
    },
    emailAlterado: {
      assunto: 'Lunna — l’adresse e-mail de votre compte a été modifiée',
      texto: 'L’adresse e-mail de connexion de votre compte Lunna a été remplacée par {{email}} le {{quando}} (heure de Brasília). Désormais, cette adresse ne permet plus d’accéder au compte.\n\nSi c’était vous, vous n’avez rien à faire. Sinon, contactez la direction de l’école au plus vite.',
    },
    senhaAlterada: {
      assunto: 'Lunna — votre mot de passe a été modifié',
      texto: 'Le mot de passe de votre compte Lunna a été modifié le {{quando}} (heure de Brasília). Par sécurité, les autres sessions ouvertes du compte ont été fermées.\n\nSi ce n’était pas vous, réinitialisez votre mot de passe depuis la page de connexion (« Mot de passe oublié ? ») et contactez la direction de l’école.',
    },
    novoAcesso: {
      assunto: 'Lunna — nouvelle connexion à votre compte',
      acesso: 'Quelqu’un s’est connecté à votre compte Lunna le {{quando}}, depuis un navigateur ou un appareil que nous n’avions encore jamais vu avec votre compte.',
      acesso_aparelho: 'Quelqu’un s’est connecté à votre compte Lunna le {{quando}}, depuis {{aparelho}}, un navigateur ou un appareil que nous n’avions encore jamais vu avec votre compte.',
      orientacao: 'Si c’était vous, vous n’avez rien à faire.\n\nSi ce n’était pas vous :\n1. Changez votre mot de passe dès maintenant dans Paramètres → Modifier le mot de passe (ou avec « Mot de passe oublié ? » sur la page de connexion).\n2. Fermez les sessions que vous ne reconnaissez pas dans Paramètres → Sessions (ou « Se déconnecter de toutes »).\n3. Activez la validation en deux étapes dans Paramètres, pour que le mot de passe seul ne suffise pas à se connecter.\n\nParamètres : {{link}}\n\nVous pouvez désactiver cette alerte dans Paramètres → Alerte de connexion suspecte.',
      aparelho: '{{navegador}} sous {{sistema}}',
      navegador: 'un navigateur',
    },
    exclusao: {
      titulo: 'Compte de responsable supprimé',
      excluiu: '{{nome}} a supprimé son propre compte de responsable.',
      apagadas_one: 'Sans autre responsable, les données de {{criancas, lista}} ont été effacées.',
      apagadas_other: 'Sans autre responsable, les données des enfants {{criancas, lista}} ont été effacées.',
      mantidas_one: '{{criancas, lista}} reste avec un autre responsable.',
      mantidas_other: '{{criancas, lista}} restent avec un autre responsable.',
      assuntoEscola: 'Lunna — un responsable a supprimé son compte',
      registro: 'La trace de la suppression est conservée sans données personnelles.',
      assunto: 'Lunna — votre compte a été supprimé',
      texto: 'Votre compte Lunna a été supprimé, comme vous l’avez demandé, et l’école a été prévenue. Les données des enfants sans autre responsable ont été effacées ; ceux qui ont un autre responsable restent avec lui.',
    },
  },
  enquete: {
    nova: { titulo: 'Nouveau sondage de la classe', texto: '{{pergunta}} Répondez d’ici le {{fim, diaMes}}.' },
  },
  atividade: {
    nova: { titulo: 'Nouvelle activité : {{titulo}}' },
  },
  memoria: {
    novas: {
      titulo_one: 'Nouvelle photo : {{turma}}',
      titulo_other: '{{count}} nouvelles photos : {{turma}}',
      texto: 'Découvrez les nouveaux souvenirs de la journée à l’école.',
    },
  },
  pagamento: {
    periodo: { mensal: 'mensuel', semestral: 'semestriel', anual: 'annuel' },
    recibo: {
      assunto: 'Lunna — reçu de l’abonnement de {{escola}}',
      texto: 'Nous avons bien reçu le paiement de l’abonnement de {{escola}}.\n\nFormule : {{plano}} ({{periodo}})\nMontant : {{valor}}\nPayé jusqu’au : {{pagoAte}}\nRéférence : {{referencia}}\n\nLes reçus se trouvent aussi dans Mon école › Abonnement.',
    },
  },
  exportacao: {
    pronta: {
      titulo: 'Vos données sont prêtes',
      texto: 'Le fichier contenant vos données et celles des enfants peut être téléchargé dans Paramètres jusqu’au {{ate, data}}.',
    },
  },
} satisfies Catalogo;
