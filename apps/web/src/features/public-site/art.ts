/** Artwork drawn for the site: SVG files served as hashed assets (kept out of the JavaScript bundle). */
import avatar1 from './assets/avatar-1.svg';
import avatar10 from './assets/avatar-10.svg';
import avatar11 from './assets/avatar-11.svg';
import avatar12 from './assets/avatar-12.svg';
import avatar13 from './assets/avatar-13.svg';
import avatar14 from './assets/avatar-14.svg';
import avatar15 from './assets/avatar-15.svg';
import avatar16 from './assets/avatar-16.svg';
import avatar17 from './assets/avatar-17.svg';
import avatar18 from './assets/avatar-18.svg';
import avatar2 from './assets/avatar-2.svg';
import avatar3 from './assets/avatar-3.svg';
import avatar4 from './assets/avatar-4.svg';
import avatar5 from './assets/avatar-5.svg';
import avatar6 from './assets/avatar-6.svg';
import avatar7 from './assets/avatar-7.svg';
import avatar8 from './assets/avatar-8.svg';
import avatar9 from './assets/avatar-9.svg';
import beneficio1 from './assets/beneficio-1.svg';
import beneficio2 from './assets/beneficio-2.svg';
import beneficio3 from './assets/beneficio-3.svg';
import beneficio4 from './assets/beneficio-4.svg';
import beneficio5 from './assets/beneficio-5.svg';
import beneficio6 from './assets/beneficio-6.svg';
import beneficio7 from './assets/beneficio-7.svg';
import flagBr from './assets/flag-br.svg';
import flagEs from './assets/flag-es.svg';
import flagFr from './assets/flag-fr.svg';
import flagGb from './assets/flag-gb.svg';
import heroAlimentacao from './assets/hero-alimentacao.svg';
import heroMemorias from './assets/hero-memorias.svg';
import heroScene from './assets/hero-scene.svg';
import heroTratamento from './assets/hero-tratamento.svg';
import infoScene from './assets/info-scene.svg';
import logoLarge from './assets/logo-lunna-large.svg';
import maoAzul from './assets/mao-azul.svg';
import maoLaranja from './assets/mao-laranja.svg';
import maoRosa from './assets/mao-rosa.svg';
import maoRoxoEscuro from './assets/mao-roxo-escuro.svg';
import maoRoxo from './assets/mao-roxo.svg';
import maoVerde from './assets/mao-verde.svg';
import parceiro1 from './assets/parceiro-1.svg';
import parceiro2 from './assets/parceiro-2.svg';
import parceiro3 from './assets/parceiro-3.svg';
import parceiro4 from './assets/parceiro-4.svg';
import parceiro5 from './assets/parceiro-5.svg';
import parceiro6 from './assets/parceiro-6.svg';
import recursoAvisos from './assets/recurso-avisos.svg';
import recursoBusca from './assets/recurso-busca.svg';
import recursoCardapio from './assets/recurso-cardapio.svg';
import recursoChat from './assets/recurso-chat.svg';
import recursoEnquetes from './assets/recurso-enquetes.svg';
import recursoLumi from './assets/recurso-lumi.svg';
import recursoMemorias from './assets/recurso-memorias.svg';
import recursoPresenca from './assets/recurso-presenca.svg';
import recursoRotina from './assets/recurso-rotina.svg';
import type { SiteLanguage } from './site-urls';

export const flags: Record<SiteLanguage, string> = { 'pt-BR': flagBr, en: flagGb, es: flagEs, fr: flagFr };

export const heroArt = { scene: heroScene, cards: [heroAlimentacao, heroMemorias, heroTratamento] };
export const infoArt = infoScene;
/** In the order of the catalogue's recursos.items. */
export const resourceIcons = [
  recursoRotina,
  recursoCardapio,
  recursoMemorias,
  recursoChat,
  recursoAvisos,
  recursoBusca,
  recursoPresenca,
  recursoEnquetes,
  recursoLumi,
];
export const benefitIcons = [
  beneficio1,
  beneficio2,
  beneficio3,
  beneficio4,
  beneficio5,
  beneficio6,
  beneficio7,
];
export const partners = [
  { name: 'Instituto Semear', logo: parceiro1 },
  { name: 'Rede Aprender Juntos', logo: parceiro2 },
  { name: 'Pediatria Cuidar', logo: parceiro3 },
  { name: 'Livros Pequenos', logo: parceiro4 },
  { name: 'Nutri Infância', logo: parceiro5 },
  { name: 'Brincar Mais', logo: parceiro6 },
];
/** Ten testimonial directors, then eight team members. */
export const avatars = [
  avatar1,
  avatar2,
  avatar3,
  avatar4,
  avatar5,
  avatar6,
  avatar7,
  avatar8,
  avatar9,
  avatar10,
  avatar11,
  avatar12,
  avatar13,
  avatar14,
  avatar15,
  avatar16,
  avatar17,
  avatar18,
];
/** In the order of the catalogue's sobre.cores.items. */
export const hands = [maoRoxo, maoAzul, maoLaranja, maoRosa, maoVerde, maoRoxoEscuro];
export const logoLargeArt = logoLarge;
