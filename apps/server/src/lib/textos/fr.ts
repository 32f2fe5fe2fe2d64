import type { Catalogo } from './pt-BR';

/** The texts the server sends to people, in French (same keys as pt-BR.ts). */
export default {
  comum: {
    ola: 'Bonjour {{nome}} !',
    vejaNoPortal: 'À voir sur le portail : {{link}}',
    assunto: 'Lunna · {{titulo}}',
    assuntoPrioridade: 'Lunna · {{prioridade, prioridade}} : {{titulo}}',
  },
  diario: {
    incidente: {
      tipo: {
        queda: 'Chute',
        mordida: 'Morsure',
        arranhao: 'Griffure',
        batida: 'Coup',
        reacao_alergica: 'Réaction allergique',
        outro: 'Incident',
      },
      titulo: '{{tipo, incidente}} · {{crianca}}',
      texto: '{{descricao}} Premiers soins : {{cuidados}}',
      registrou: 'L’école a noté dans le journal de {{crianca}} : {{descricao}}',
      cuidados: 'Premiers soins : {{cuidados}}',
      confirme: 'Consultez-le et confirmez en avoir pris connaissance sur le portail : {{link}}',
    },
    autorizacao: {
      unidade: { ml: 'ml', gotas: 'gouttes', mg: 'mg', comprimido: 'comprimé(s)' },
      titulo: 'Autorisation de médicament · {{crianca}}',
      texto:
        '{{autor}} a autorisé {{medicamento}}, {{dose}} {{unidade, unidade}} ({{horarios}}), du {{inicio, data}} au {{fim, data}}.',
      email:
        '{{autor}} a autorisé {{medicamento}} pour {{crianca}} : {{dose}} {{unidade, unidade}}, {{horarios}}.',
    },
    resumo: {
      titulo: 'La journée de {{crianca}}',
      assunto: 'Lunna — la journée de {{crianca}}',
      ola: 'Bonjour {{nome}},',
      completo: 'Voir le journal complet de {{crianca}} : {{link}}',
    },
  },
  lumi: {
    encaminhamento: { texto: 'Question posée à Lumi : {{pergunta}}' },
  },
  prioridade: { Normal: 'Normal', Atenção: 'Attention', Importante: 'Important' },
  parentesco: {
    mae: 'Mère',
    pai: 'Père',
    madrasta: 'Belle-mère',
    padrasto: 'Beau-père',
    avo: 'Grand-mère',
    avoHomem: 'Grand-père',
    tia: 'Tante',
    tio: 'Oncle',
  },
  autorizado: {
    quando: {
      dia: 'le {{data, diaSemana}}',
      diaFimDeSemana: 'le {{data, diaSemana}}',
      periodo: 'du {{inicio, diaMes}} au {{fim, diaMes}}',
      semFim: 'sans date de fin',
    },
    criado: {
      titulo: '{{nome}} peut venir chercher {{crianca}}',
      texto:
        '{{autor}} a autorisé {{nome}} ({{parentesco, parentesco}}) à venir chercher {{crianca}} {{periodo, quando}}.',
    },
    alterado: {
      titulo: 'Changement dans qui vient chercher {{crianca}} : {{nome}}',
      texto:
        '{{autor}} a modifié les informations de {{nome}} ({{parentesco, parentesco}}), qui peut venir chercher {{crianca}} {{periodo, quando}}.',
    },
    removido: {
      titulo: '{{nome}} ne vient plus chercher {{crianca}}',
      texto:
        '{{autor}} a retiré {{nome}} ({{parentesco, parentesco}}) de la liste des personnes qui peuvent venir chercher {{crianca}}.',
    },
    foto: {
      titulo: 'Nouvelle photo : {{nome}}',
      texto:
        '{{autor}} a changé la photo de {{nome}} ({{parentesco, parentesco}}), qui peut venir chercher {{crianca}} {{periodo, quando}}.',
    },
    restricao: {
      titulo: '{{nome}} ne peut pas venir chercher {{crianca}}',
      texto:
        'La direction a enregistré que {{nome}} ne peut pas venir chercher {{crianca}}. Vérifiez avant chaque départ.',
      texto_tambem:
        'La direction a enregistré que {{nome}} ne peut pas venir chercher {{crianca}}. Ne peuvent plus venir chercher {{crianca}} non plus : {{outros, lista}}. Vérifiez avant chaque départ.',
    },
    revogada: {
      titulo: 'Restriction levée : {{nome}}',
      texto: 'La direction a levé la restriction qui empêchait {{nome}} de venir chercher {{crianca}}.',
    },
    mudanca: {
      titulo: 'Changement dans qui peut venir chercher {{crianca}}',
      suspensa:
        'L’école a suspendu le droit de {{nomes, lista}} de venir chercher {{crianca}}. En cas de doute, contactez l’école.',
      liberada: 'L’école a de nouveau autorisé {{nomes, lista}} à venir chercher {{crianca}}.',
    },
    veja: 'Voir la liste des personnes qui peuvent venir chercher l’enfant : {{link}}',
  },
  convite: {
    email: {
      assunto: 'Lunna — {{quem}} vous invite à suivre {{crianca}}',
      ola: 'Bonjour !',
      texto:
        '{{quem}} vous invite à suivre {{crianca}} à {{escola}} sur Lunna, l’application de l’école pour les annonces, le quotidien et la sécurité de l’enfant.',
      aceitar:
        'Pour accepter, ouvrez le lien ci-dessous. Si vous n’avez pas encore de compte, vous pourrez le créer au même endroit :',
      validade:
        'L’invitation est valable {{dias}} jours et ne peut être utilisée qu’une fois. Si vous n’attendiez pas cette invitation, ignorez ce message.',
      assinatura: 'L’équipe Lunna',
    },
    aceito: {
      titulo: '{{novo}} suit désormais {{crianca}}',
      texto:
        '{{nome}} ({{parentesco, parentesco}}) a accepté l’invitation et suit désormais {{nomeCrianca}} sur Lunna.',
      email: '{{nome}} a accepté l’invitation et suit désormais {{crianca}} sur Lunna.',
    },
    removido: {
      titulo: 'Votre accès à {{crianca}} a été supprimé',
      texto:
        'La direction de l’école a supprimé votre accès à {{nomeCrianca}}. Pour toute question, contactez l’école.',
      assunto: 'Lunna · Important : votre accès à {{crianca}} a été supprimé',
      email:
        'La direction de {{escola}} a supprimé votre accès à {{crianca}} sur Lunna. Vous ne verrez plus les informations de {{crianca}}.',
      duvidas: 'Pour toute question, contactez la direction de l’école.',
    },
    outroRemovido: {
      titulo: '{{nome}} ne suit plus {{crianca}}',
      texto: 'La direction de l’école a supprimé l’accès de {{nomeCompleto}} à {{nomeCrianca}}.',
      assunto: 'Lunna · Important : {{nome}} ne suit plus {{crianca}}',
      email: 'La direction de l’école a supprimé l’accès de {{nomeCompleto}} à {{crianca}} sur Lunna.',
      veja: 'Voir les responsables de {{crianca}} : {{link}}',
    },
  },
  vinculo: {
    aprovado: {
      titulo: 'Inscription validée : vous suivez désormais {{crianca}}',
      texto: 'La direction de {{escola}} a validé votre inscription. Bienvenue sur Lunna !',
      assunto: 'Lunna · {{escola}} a validé votre inscription',
      email:
        'La direction de {{escola}} a validé votre inscription. Vous pouvez désormais suivre {{crianca}} sur Lunna.',
      entre: 'Connectez-vous au portail : {{link}}',
    },
    recusado: {
      titulo: 'L’école n’a pas validé le suivi de {{crianca}}',
      texto:
        'La direction de {{escola}} n’a pas validé votre inscription pour {{crianca}}. Pour toute question, contactez l’école.',
      assunto: 'Lunna · À propos de votre inscription à {{escola}}',
      email: 'La direction de {{escola}} n’a pas validé le suivi de {{crianca}} sur Lunna.',
      engano: 'Si vous pensez qu’il s’agit d’une erreur, contactez la direction de l’école.',
    },
    aguardando: {
      titulo: 'Nouvelle famille en attente de validation',
      texto:
        '{{nome}} a terminé son inscription avec le code de l’école ({{criancas}}) et attend votre validation.',
      texto_semCriancas:
        '{{nome}} a terminé son inscription avec le code de l’école et attend votre validation.',
      ateLa: 'D’ici là, la famille ne voit rien de l’école.',
      revise: 'À examiner dans Mon école : {{link}}',
    },
  },
  equipe: {
    convite: {
      assunto_gestor: 'Lunna — invitation à rejoindre la direction de {{escola}}',
      assunto_pedagogo: 'Lunna — invitation à rejoindre l’équipe éducative de {{escola}}',
      texto_gestor: 'Vous avez reçu une invitation à rejoindre la direction de {{escola}} sur Lunna.',
      texto_pedagogo: 'Vous avez reçu une invitation à rejoindre l’équipe éducative de {{escola}} sur Lunna.',
      link: 'Pour créer votre mot de passe et vous connecter, ouvrez le lien ci-dessous :',
      validade:
        'Le lien est valable {{dias}} jours et ne peut être utilisé qu’une fois. Ensuite, connectez-vous depuis la page de connexion avec cette adresse e-mail et le mot de passe choisi.',
      ignore: 'Si vous n’attendiez pas cette invitation, ignorez ce message.',
    },
    entrou: {
      titulo: '{{nome}} a rejoint l’équipe',
      texto_gestor:
        '{{nome}} a accepté l’invitation à rejoindre la direction et peut désormais se connecter à Lunna.',
      texto_pedagogo:
        '{{nome}} a accepté l’invitation à rejoindre l’équipe éducative et peut désormais se connecter à Lunna.',
    },
  },
  solicitacao: {
    novaCrianca: {
      titulo: 'Nouvel enfant à valider : {{crianca}}',
      texto: '{{responsavel}} a ajouté {{nomeCrianca}} à la famille et demande son admission à l’école.',
    },
    cpf: {
      titulo: 'Demande de modification du CPF',
      texto: '{{responsavel}} a demandé à modifier le CPF enregistré.',
    },
    turma: {
      titulo: 'Demande de classe : {{crianca}}',
      texto:
        '{{solicitante}} a demandé à inscrire {{nomeCrianca}} dans la classe {{turma}}. Jusqu’à votre validation, l’enfant n’entre pas dans la classe et ses informations restent fermées à la personne qui l’a demandé.',
    },
    criancaAprovada: {
      titulo: 'Inscription de {{crianca}} validée',
      texto:
        'La direction de l’école a validé l’inscription de {{nomeCrianca}}. Les éducateurs peuvent maintenant suivre {{crianca}}.',
    },
    criancaRecusada: {
      titulo: 'Inscription de {{crianca}} non validée',
      texto:
        'La direction de l’école n’a pas validé l’inscription de {{nomeCrianca}} et les informations envoyées ont été supprimées. Pour toute question, contactez l’école.',
      texto_motivo:
        'La direction de l’école n’a pas validé l’inscription de {{nomeCrianca}} et les informations envoyées ont été supprimées. Motif : {{motivo}} Pour toute question, contactez l’école.',
    },
    cpfAprovado: {
      titulo: 'Modification du CPF validée',
      texto: 'La direction a confirmé la modification : votre CPF est désormais {{cpf}}.',
    },
    cpfRecusado: {
      titulo: 'Modification du CPF non validée',
      texto: 'La direction n’a pas confirmé la modification et votre CPF reste le même.',
      texto_motivo:
        'La direction n’a pas confirmé la modification et votre CPF reste le même. Motif : {{motivo}}',
    },
    turmaAprovada: {
      titulo: '{{crianca}} a rejoint la classe {{turma}}',
      texto:
        'La direction a validé l’entrée de {{nomeCrianca}} dans la classe {{turma}}. Vous suivez désormais {{crianca}}.',
    },
    turmaRecusada: {
      titulo: '{{crianca}} n’a pas rejoint la classe {{turma}}',
      texto: 'La direction n’a pas validé l’entrée de {{nomeCrianca}} dans la classe {{turma}}.',
      texto_motivo:
        'La direction n’a pas validé l’entrée de {{nomeCrianca}} dans la classe {{turma}}. Motif : {{motivo}}',
    },
  },
  ficha: {
    titulo: 'Fiche de {{crianca}} mise à jour',
    texto: '{{autor}} a mis à jour — {{mudancas, mudancas}}',
    resumo: 'Fiche de {{crianca}} mise à jour : {{assuntos}}.',
    veja: 'Voir ce qui a changé : {{link}}',
    campo: {
      comidasAlergicas: 'Allergies',
      remedios: 'Médicaments',
      qtdMed: 'Dose',
      qtdHoraMed: 'Heures entre les doses',
      cuidados: 'Soins particuliers',
      contatos: 'Contacts d’urgence',
    },
    linha: '{{campo}} : {{valor}}',
    nenhum: 'aucun',
    contato: {
      adicionado: '{{nome}} ({{parentesco, parentesco}}) ajouté',
      alterado: '{{nome}} ({{parentesco, parentesco}}) modifié',
      removido: '{{nome}} ({{parentesco, parentesco}}) retiré',
    },
  },
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
      texto:
        '{{crianca}} a quitté l’école à {{hora, hora}} avec {{pessoa}}, sans le code de remise. Motif noté par {{autor}} : {{motivo}}',
    },
    falta: {
      titulo: 'Absence enregistrée : {{crianca}}',
      texto: 'L’école a enregistré l’absence de {{crianca}} aujourd’hui. Motif : {{motivo}}',
    },
  },
  alerta: {
    categoria: {
      febre: 'Fièvre',
      lesao: 'Blessure',
      comportamento: 'Comportement',
      medicacao: 'Médicament',
      outro: 'Autre',
    },
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
      titulo: '{{crianca}} n’est pas à l’école',
      texto:
        '{{crianca}} n’était pas encore à l’école à {{hora, hora}} et personne n’a prévenu de son absence.',
      textoFamilia:
        '{{crianca}} n’était pas encore à l’école à {{hora, hora}} et personne n’a prévenu de son absence. Tout va bien ? Prévenez la classe sur le portail.',
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
      texto:
        'La classe est en dessous du taux d’encadrement depuis {{hora, hora}}. Adultes en service : {{adultos}} sur {{necessarios}} nécessaires.',
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
      texto:
        'Votre inscription à Lunna est prête. Confirmez que cette adresse e-mail est bien la vôtre en ouvrant le lien ci-dessous :\n\n{{link}}\n\nLe lien est valable {{dias}} jours. Si vous n’êtes pas à l’origine de cette inscription, ignorez ce message.',
    },
    redefinirSenha: {
      assunto: 'Lunna — code pour réinitialiser votre mot de passe',
      texto:
        'Votre code pour réinitialiser le mot de passe est : {{codigo}}\n\nIl est valable {{minutos}} minutes et ne peut servir qu’une fois. Si vous ne l’avez pas demandé, ignorez cet e-mail : votre mot de passe reste le même.',
    },
    novoEmail: {
      assunto: 'Lunna — code pour confirmer votre nouvelle adresse e-mail',
      texto:
        'Pour utiliser cette adresse pour votre compte Lunna, saisissez le code ci-dessous dans Paramètres :\n\n{{codigo}}\n\nIl est valable {{minutos}} minutes. Si vous n’avez pas demandé ce changement, ignorez cet e-mail : rien ne change.',
    },
    emailAlterado: {
      assunto: 'Lunna — l’adresse e-mail de votre compte a été modifiée',
      texto:
        'L’adresse e-mail de connexion de votre compte Lunna a été remplacée par {{email}} le {{quando}} (heure de Brasília). Désormais, cette adresse ne permet plus d’accéder au compte.\n\nSi c’était vous, vous n’avez rien à faire. Sinon, contactez la direction de l’école au plus vite.',
    },
    senhaAlterada: {
      assunto: 'Lunna — votre mot de passe a été modifié',
      texto:
        'Le mot de passe de votre compte Lunna a été modifié le {{quando}} (heure de Brasília). Par sécurité, les autres sessions ouvertes du compte ont été fermées.\n\nSi ce n’était pas vous, réinitialisez votre mot de passe depuis la page de connexion (« Mot de passe oublié ? ») et contactez la direction de l’école.',
    },
    novoAcesso: {
      assunto: 'Lunna — nouvelle connexion à votre compte',
      acesso:
        'Quelqu’un s’est connecté à votre compte Lunna le {{quando}}, depuis un navigateur ou un appareil que nous n’avions encore jamais vu avec votre compte.',
      acesso_aparelho:
        'Quelqu’un s’est connecté à votre compte Lunna le {{quando}}, depuis {{aparelho}}, un navigateur ou un appareil que nous n’avions encore jamais vu avec votre compte.',
      orientacao:
        'Si c’était vous, vous n’avez rien à faire.\n\nSi ce n’était pas vous :\n1. Changez votre mot de passe dès maintenant dans Paramètres → Modifier le mot de passe (ou avec « Mot de passe oublié ? » sur la page de connexion).\n2. Fermez les sessions que vous ne reconnaissez pas dans Paramètres → Sessions (ou « Se déconnecter de toutes »).\n3. Activez la validation en deux étapes dans Paramètres, pour que le mot de passe seul ne suffise pas à se connecter.\n\nParamètres : {{link}}\n\nVous pouvez désactiver cette alerte dans Paramètres → Alerte de connexion suspecte.',
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
      texto:
        'Votre compte Lunna a été supprimé, comme vous l’avez demandé, et l’école a été prévenue. Les données des enfants sans autre responsable ont été effacées ; ceux qui ont un autre responsable restent avec lui.',
    },
  },
  enquete: {
    nova: {
      titulo: 'Nouveau sondage de la classe',
      texto: '{{pergunta}} Répondez d’ici le {{fim, diaMes}}.',
    },
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
      texto:
        'Nous avons bien reçu le paiement de l’abonnement de {{escola}}.\n\nFormule : {{plano}} ({{periodo}})\nMontant : {{valor}}\nPayé jusqu’au : {{pagoAte}}\nRéférence : {{referencia}}\n\nLes reçus se trouvent aussi dans Mon école › Abonnement.',
    },
  },
  exportacao: {
    pronta: {
      titulo: 'Vos données sont prêtes',
      texto:
        'Le fichier contenant vos données et celles des enfants peut être téléchargé dans Paramètres jusqu’au {{ate, data}}.',
    },
  },
} satisfies Catalogo;
