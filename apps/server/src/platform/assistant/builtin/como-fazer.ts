import type { IdiomaLumi } from '@lunna/contract';
import type { NomeFonte } from '../fontes';
import type { Intencao } from './intencoes';
import { html, link, p, type Html } from './textos';

/** The child's first name is data: it goes in as text (the answer is Html, built in textos.ts). */
type Ajuda = { html: (nome: string) => Html; fontes: NomeFonte[] };

/** How-to answers: the product's own steps, with a link to the screen where they are done. */
export const COMO_FAZER: Partial<Record<Intencao, Record<IdiomaLumi, Ajuda>>> = {
  como_senha: {
    'pt-BR': {
      html: () =>
        p(
          html`Conectado(a): abra ${link('/configuracao', 'Configurações')}, seção Senha, e troque a senha informando a atual.`,
          html`Esqueceu a senha: na tela de login toque em ${link('/redefinirsenha', 'Recupere aqui')}, informe seu e-mail e digite o código que chegar; depois crie a nova senha (pelo menos 8 caracteres).`,
        ),
      fontes: ['configuracao', 'redefinirSenha'],
    },
    en: {
      html: () =>
        p(
          html`Signed in: open ${link('/configuracao', 'Settings')}, Password section, and change it by giving the current one.`,
          html`Forgot it: on the sign-in page tap ${link('/redefinirsenha', 'Recupere aqui')} (recover), enter your e-mail and type the code you receive; then choose a new password (at least 8 characters).`,
        ),
      fontes: ['configuracao', 'redefinirSenha'],
    },
    es: {
      html: () =>
        p(
          html`Con la sesión abierta: abra ${link('/configuracao', 'Configuración')}, sección Contraseña, y cámbiela indicando la actual.`,
          html`Si la olvidó: en la pantalla de inicio de sesión toque ${link('/redefinirsenha', 'Recupere aqui')} (recuperar), escriba su e-mail y el código que reciba; después cree la nueva contraseña (al menos 8 caracteres).`,
        ),
      fontes: ['configuracao', 'redefinirSenha'],
    },
    fr: {
      html: () =>
        p(
          html`Connecté(e) : ouvrez ${link('/configuracao', 'Paramètres')}, section Mot de passe, et changez-le en donnant l'actuel.`,
          html`Oublié : sur la page de connexion, touchez ${link('/redefinirsenha', 'Recupere aqui')} (récupérer), saisissez votre e-mail puis le code reçu ; choisissez ensuite un nouveau mot de passe (8 caractères au moins).`,
        ),
      fontes: ['configuracao', 'redefinirSenha'],
    },
  },
  como_perfil: {
    'pt-BR': {
      html: (n) =>
        p(
          html`Os dados de ${n}: abra o ${link('/perfil', 'Perfil')} e toque em "Editar perfil" (ícone de engrenagem, no alto à direita). As outras pessoas responsáveis e as educadoras são avisadas das mudanças de saúde.`,
          html`Os seus dados (telefone, endereço, foto): abra ${link('/meus-dados', 'Meus dados')}.`,
        ),
      fontes: ['perfil'],
    },
    en: {
      html: (n) =>
        p(
          html`${n}'s details: open the ${link('/perfil', 'Profile')} and tap "Edit profile" (the gear icon, top right). The other guardians and the educators are told about health changes.`,
          html`Your own details (phone, address, photo): open ${link('/meus-dados', 'My details')}.`,
        ),
      fontes: ['perfil'],
    },
    es: {
      html: (n) =>
        p(
          html`Los datos de ${n}: abra el ${link('/perfil', 'Perfil')} y toque "Editar perfil" (el engranaje, arriba a la derecha). Los otros responsables y las educadoras reciben aviso de los cambios de salud.`,
          html`Sus propios datos (teléfono, dirección, foto): abra ${link('/meus-dados', 'Mis datos')}.`,
        ),
      fontes: ['perfil'],
    },
    fr: {
      html: (n) =>
        p(
          html`Les informations de ${n} : ouvrez le ${link('/perfil', 'Profil')} et touchez « Modifier le profil » (la roue dentée, en haut à droite). Les autres responsables et les éducatrices sont prévenus des changements de santé.`,
          html`Vos propres informations (téléphone, adresse, photo) : ouvrez ${link('/meus-dados', 'Mes données')}.`,
        ),
      fontes: ['perfil'],
    },
  },
  como_autorizado: {
    'pt-BR': {
      html: (n) =>
        p(
          html`Abra ${link('/quem-busca', 'Quem busca')} e toque em "Adicionar pessoa". Informe nome, CPF, parentesco e telefone, e uma foto para a escola reconhecer a pessoa.`,
          html`Para um dia só, marque a autorização com data de início e de fim. A escola confere na hora de entregar ${n}.`,
        ),
      fontes: ['busca'],
    },
    en: {
      html: (n) =>
        p(
          html`Open ${link('/quem-busca', 'Who picks up')} and tap "Adicionar pessoa" (add person). Give the name, CPF, relationship and phone, and a photo so the school recognises them.`,
          html`For a single day, give the authorisation a start and end date. The school checks it when handing ${n} over.`,
        ),
      fontes: ['busca'],
    },
    es: {
      html: (n) =>
        p(
          html`Abra ${link('/quem-busca', 'Quién recoge')} y toque "Adicionar pessoa" (añadir persona). Indique nombre, CPF, parentesco y teléfono, y una foto para que la escuela la reconozca.`,
          html`Para un solo día, ponga fecha de inicio y de fin a la autorización. La escuela lo comprueba al entregar a ${n}.`,
        ),
      fontes: ['busca'],
    },
    fr: {
      html: (n) =>
        p(
          html`Ouvrez ${link('/quem-busca', 'Qui vient chercher')} et touchez « Adicionar pessoa » (ajouter une personne). Indiquez nom, CPF, lien de parenté et téléphone, et une photo pour que l'école la reconnaisse.`,
          html`Pour un seul jour, donnez une date de début et de fin à l'autorisation. L'école la vérifie en confiant ${n}.`,
        ),
      fontes: ['busca'],
    },
  },
  como_idioma: {
    'pt-BR': {
      html: () =>
        p(
          html`Abra ${link('/configuracao', 'Configurações')} e escolha o idioma na seção Idioma: Português, English, Español ou Français. A mudança vale para a sua conta em qualquer aparelho.`,
        ),
      fontes: ['configuracao'],
    },
    en: {
      html: () =>
        p(
          html`Open ${link('/configuracao', 'Settings')} and pick the language in the Language section: Português, English, Español or Français. It applies to your account on every device.`,
        ),
      fontes: ['configuracao'],
    },
    es: {
      html: () =>
        p(
          html`Abra ${link('/configuracao', 'Configuración')} y elija el idioma en la sección Idioma: Português, English, Español o Français. El cambio vale para su cuenta en cualquier dispositivo.`,
        ),
      fontes: ['configuracao'],
    },
    fr: {
      html: () =>
        p(
          html`Ouvrez ${link('/configuracao', 'Paramètres')} et choisissez la langue dans la section Langue : Português, English, Español ou Français. Le choix vaut pour votre compte sur tous vos appareils.`,
        ),
      fontes: ['configuracao'],
    },
  },
  como_notificacoes: {
    'pt-BR': {
      html: () =>
        p(
          html`Abra ${link('/configuracao', 'Configurações')}, seção Notificações: ligue ou desligue os e-mails por prioridade (Normal, Atenção, Importante) e os banners.`,
        ),
      fontes: ['configuracao'],
    },
    en: {
      html: () =>
        p(
          html`Open ${link('/configuracao', 'Settings')}, Notifications section: turn e-mails on or off per priority (Normal, Atenção, Importante) and the pop-up banners.`,
        ),
      fontes: ['configuracao'],
    },
    es: {
      html: () =>
        p(
          html`Abra ${link('/configuracao', 'Configuración')}, sección Notificaciones: active o desactive los e-mails por prioridad (Normal, Atenção, Importante) y los avisos emergentes.`,
        ),
      fontes: ['configuracao'],
    },
    fr: {
      html: () =>
        p(
          html`Ouvrez ${link('/configuracao', 'Paramètres')}, section Notifications : activez ou non les e-mails par priorité (Normal, Atenção, Importante) et les bannières.`,
        ),
      fontes: ['configuracao'],
    },
  },
};

/** What Lumi can answer, for a greeting, a request for help, or a question it could not place. */
export function oQueSei(idioma: IdiomaLumi, perfil: 'responsavel' | 'equipe', nome: string): Html {
  if (perfil === 'equipe') {
    return {
      'pt-BR': p(
        'Posso responder sobre o cardápio da escola, a presença de hoje nas suas turmas, os contatos da escola e como usar o Lunna (senha, perfil, idioma, notificações).',
      ),
      en: p(
        "I can answer about the school's menu, today's attendance in your classes, the school's contacts and how to use Lunna (password, profile, language, notifications).",
      ),
      es: p(
        'Puedo responder sobre el menú de la escuela, la asistencia de hoy en sus clases, los contactos de la escuela y cómo usar Lunna (contraseña, perfil, idioma, notificaciones).',
      ),
      fr: p(
        "Je peux répondre sur le menu de l'école, la présence du jour dans vos classes, les coordonnées de l'école et l'utilisation de Lunna (mot de passe, profil, langue, notifications).",
      ),
    }[idioma];
  }
  return {
    'pt-BR': p(
      html`Posso responder sobre o dia de ${nome}: cardápio (com as alergias marcadas), agenda, atividades, fotos, avisos, enquetes, presença de hoje, horário de busca e quem pode buscar, remédios da ficha, o diário (refeições, sono, remédios dados, ocorrências) e os contatos da escola.`,
      'Também explico como usar o Lunna: senha, perfil, lista de quem busca e idioma.',
    ),
    en: p(
      html`I can answer about ${nome}'s day: menu (with allergies flagged), schedule, activities, photos, notices, polls, today's attendance, pickup time and who may pick up, medication on record, the diary (meals, naps, medicine given, incidents) and the school's contacts.`,
      'I can also explain how to use Lunna: password, profile, pickup list and language.',
    ),
    es: p(
      html`Puedo responder sobre el día de ${nome}: menú (con las alergias marcadas), agenda, actividades, fotos, avisos, encuestas, asistencia de hoy, hora de recogida y quién puede recoger, medicamentos de la ficha, el diario (comidas, siesta, medicamentos dados, incidentes) y los contactos de la escuela.`,
      'También explico cómo usar Lunna: contraseña, perfil, lista de quién recoge e idioma.',
    ),
    fr: p(
      html`Je peux répondre sur la journée de ${nome} : menu (allergies signalées), agenda, activités, photos, avis, sondages, présence du jour, heure de sortie et qui peut venir chercher, médicaments de la fiche, le journal (repas, sieste, médicaments donnés, incidents) et coordonnées de l'école.`,
      "J'explique aussi comment utiliser Lunna : mot de passe, profil, liste des personnes autorisées et langue.",
    ),
  }[idioma];
}

export function saudacao(idioma: IdiomaLumi): Html {
  return {
    'pt-BR': p('Olá! Eu sou a Lumi, a IA da Lunna.'),
    en: p("Hi! I'm Lumi, Lunna's assistant."),
    es: p('¡Hola! Soy Lumi, la IA de Lunna.'),
    fr: p("Bonjour ! Je suis Lumi, l'assistante de Lunna."),
  }[idioma];
}
