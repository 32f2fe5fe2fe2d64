import type { FonteLumi, IdiomaLumi } from '@lunna/contract';

/** The screens of the app an answer can come from, named in the language of the answer. */
export const FONTES = {
  cardapio: { link: '/cardapio', titulo: { 'pt-BR': 'Alimentação', en: 'Menu', es: 'Menú', fr: 'Menu' } },
  rotina: {
    link: '/rotina',
    titulo: { 'pt-BR': 'Minha agenda', en: 'My schedule', es: 'Mi agenda', fr: 'Mon agenda' },
  },
  atividades: {
    link: '/atividade',
    titulo: { 'pt-BR': 'Atividades', en: 'Activities', es: 'Actividades', fr: 'Activités' },
  },
  memorias: {
    link: '/memoria',
    titulo: { 'pt-BR': 'Memórias', en: 'Memories', es: 'Recuerdos', fr: 'Souvenirs' },
  },
  avisos: { link: '/avisos', titulo: { 'pt-BR': 'Avisos', en: 'Notices', es: 'Avisos', fr: 'Avis' } },
  enquetes: {
    link: '/enquetes',
    titulo: { 'pt-BR': 'Enquetes', en: 'Polls', es: 'Encuestas', fr: 'Sondages' },
  },
  presenca: {
    link: '/dashboard',
    titulo: {
      'pt-BR': 'Presença de hoje',
      en: "Today's attendance",
      es: 'Asistencia de hoy',
      fr: "Présence d'aujourd'hui",
    },
  },
  presencaTurmas: {
    link: '/presenca',
    titulo: { 'pt-BR': 'Presença', en: 'Attendance', es: 'Asistencia', fr: 'Présence' },
  },
  busca: {
    link: '/quem-busca',
    titulo: { 'pt-BR': 'Quem busca', en: 'Who picks up', es: 'Quién recoge', fr: 'Qui vient chercher' },
  },
  saude: {
    link: '/perfil',
    titulo: {
      'pt-BR': 'Perfil da criança',
      en: "Child's profile",
      es: 'Perfil del niño',
      fr: "Profil de l'enfant",
    },
  },
  diario: {
    link: '/diario',
    titulo: { 'pt-BR': 'Diário', en: 'Diary', es: 'Diario', fr: 'Journal' },
  },
  escola: {
    link: '/dashboard',
    titulo: {
      'pt-BR': 'Dados da escola',
      en: 'School details',
      es: 'Datos de la escuela',
      fr: "Coordonnées de l'école",
    },
  },
  configuracao: {
    link: '/configuracao',
    titulo: { 'pt-BR': 'Configurações', en: 'Settings', es: 'Configuración', fr: 'Paramètres' },
  },
  perfil: { link: '/perfil', titulo: { 'pt-BR': 'Perfil', en: 'Profile', es: 'Perfil', fr: 'Profil' } },
  redefinirSenha: {
    link: '/redefinirsenha',
    titulo: {
      'pt-BR': 'Recuperar senha',
      en: 'Password recovery',
      es: 'Recuperar contraseña',
      fr: 'Récupérer le mot de passe',
    },
  },
} as const satisfies Record<string, { link: string; titulo: Record<IdiomaLumi, string> }>;

export type NomeFonte = keyof typeof FONTES;

export function fonte(nome: NomeFonte, idioma: IdiomaLumi): FonteLumi {
  return { titulo: FONTES[nome].titulo[idioma], link: FONTES[nome].link };
}
