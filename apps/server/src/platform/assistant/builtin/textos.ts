import type { Alergeno, IdiomaLumi, PontoDesenvolvido, Refeicao } from '@lunna/contract';
import { weekdayOf } from '../../../lib/school-time';
import { horaLocal } from '../../../lib/textos/textos';

const escapar = (s: string): string =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const CHAVE = Symbol('html');

/**
 * Markup the answerer wrote itself. Answers are built only from these: anything else that goes into one
 * (the child's name, a dish, a notice, a catalogue text) is a plain string and is escaped on the way in,
 * so data is text on every answer path, without each builder having to remember it. Only this module
 * makes one.
 */
export class Html {
  readonly #markup: string;
  constructor(markup: string, chave: typeof CHAVE) {
    if (chave !== CHAVE) throw new Error('Html is made by textos.ts only');
    this.#markup = markup;
  }
  toString(): string {
    return this.#markup;
  }
}

/** What goes into an answer: markup built here, or text (escaped). */
export type Texto = Html | string | number;

const markup = (s: string) => new Html(s, CHAVE);
const emHtml = (v: Texto): string => (v instanceof Html ? v.toString() : escapar(String(v)));

/** A piece of answer: the template's own text is markup, every value in it is escaped unless it is Html. */
export function html(partes: TemplateStringsArray, ...valores: (Texto | readonly Texto[])[]): Html {
  let out = partes[0]!;
  valores.forEach((v, i) => {
    out += (Array.isArray(v) ? (v as readonly Texto[]) : [v as Texto]).map(emHtml).join('') + partes[i + 1]!;
  });
  return markup(out);
}

/** Pieces one after the other (with a separator, itself text or markup). */
export const juntar = (partes: readonly Texto[], separador: Texto = ''): Html =>
  markup(partes.map(emHtml).join(emHtml(separador)));

export const p = (...linhas: Texto[]): Html => html`<p>${juntar(linhas, html`<br>`)}</p>`;
export const h1 = (s: Texto): Html => html`<h1>${s}</h1>`;
export const h2 = (s: Texto): Html => html`<h2>${s}</h2>`;
/** A link to a screen of the app (an internal path, never another site). */
export const link = (href: string, texto: Texto): Html => {
  if (!/^\/(?!\/)/.test(href)) throw new Error(`not a path of the app: ${href}`);
  return html`<a href="${href}">${texto}</a>`;
};

/** A school date's day and month as the answer's language writes them: 27/11, or 11/27 in English. */
export const ddmm = (data: string, idioma: IdiomaLumi) =>
  idioma === 'en' ? `${data.slice(5, 7)}/${data.slice(8, 10)}` : `${data.slice(8, 10)}/${data.slice(5, 7)}`;

/** A school time "HH:mm" as the answer's language writes it: 07:42, or 7:42 AM in English. */
export const horaDe = (hhmm: string, idioma: IdiomaLumi) => horaLocal(hhmm, idioma);

export const primeiroNome = (nome: string) => nome.trim().split(/\s+/)[0] ?? nome;

const DIAS: Record<IdiomaLumi, string[]> = {
  'pt-BR': [
    'segunda-feira',
    'terça-feira',
    'quarta-feira',
    'quinta-feira',
    'sexta-feira',
    'sábado',
    'domingo',
  ],
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  es: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
  fr: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
};

export const REFEICOES: Record<IdiomaLumi, Record<Refeicao, string>> = {
  'pt-BR': { cafe_manha: 'Café da manhã', almoco: 'Almoço', cafe_tarde: 'Café da tarde', janta: 'Janta' },
  en: { cafe_manha: 'Breakfast', almoco: 'Lunch', cafe_tarde: 'Afternoon snack', janta: 'Dinner' },
  es: { cafe_manha: 'Desayuno', almoco: 'Almuerzo', cafe_tarde: 'Merienda', janta: 'Cena' },
  fr: { cafe_manha: 'Petit-déjeuner', almoco: 'Déjeuner', cafe_tarde: 'Goûter', janta: 'Dîner' },
};

export const ALERGENOS: Record<IdiomaLumi, Record<Alergeno, string>> = {
  'pt-BR': {
    amendoim: 'amendoim',
    leite: 'leite',
    ovo: 'ovo',
    gluten: 'glúten',
    soja: 'soja',
    peixe: 'peixe',
    crustaceos: 'crustáceos',
    castanhas: 'castanhas',
    gergelim: 'gergelim',
  },
  en: {
    amendoim: 'peanut',
    leite: 'milk',
    ovo: 'egg',
    gluten: 'gluten',
    soja: 'soy',
    peixe: 'fish',
    crustaceos: 'shellfish',
    castanhas: 'tree nuts',
    gergelim: 'sesame',
  },
  es: {
    amendoim: 'maní',
    leite: 'leche',
    ovo: 'huevo',
    gluten: 'gluten',
    soja: 'soja',
    peixe: 'pescado',
    crustaceos: 'mariscos',
    castanhas: 'frutos secos',
    gergelim: 'sésamo',
  },
  fr: {
    amendoim: 'arachide',
    leite: 'lait',
    ovo: 'œuf',
    gluten: 'gluten',
    soja: 'soja',
    peixe: 'poisson',
    crustaceos: 'crustacés',
    castanhas: 'fruits à coque',
    gergelim: 'sésame',
  },
};

export const PONTOS: Record<IdiomaLumi, Record<PontoDesenvolvido, string>> = {
  'pt-BR': {
    coordenacao_motora: 'Coordenação Motora',
    autoestima: 'Autoestima',
    autoconfianca: 'Autoconfiança',
    criatividade_expressao: 'Criatividade de Expressão',
    ritmo_musicas: 'Conhecendo Ritmo das Músicas',
  },
  en: {
    coordenacao_motora: 'Motor coordination',
    autoestima: 'Self-esteem',
    autoconfianca: 'Self-confidence',
    criatividade_expressao: 'Creative expression',
    ritmo_musicas: 'Musical rhythm',
  },
  es: {
    coordenacao_motora: 'Coordinación motora',
    autoestima: 'Autoestima',
    autoconfianca: 'Autoconfianza',
    criatividade_expressao: 'Creatividad de expresión',
    ritmo_musicas: 'Ritmo de la música',
  },
  fr: {
    coordenacao_motora: 'Coordination motrice',
    autoestima: 'Estime de soi',
    autoconfianca: 'Confiance en soi',
    criatividade_expressao: 'Créativité et expression',
    ritmo_musicas: 'Rythme de la musique',
  },
};

/** "quinta-feira, 26/11" in the answer's language. */
export function diaComData(data: string, idioma: IdiomaLumi): string {
  return `${DIAS[idioma][weekdayOf(data) - 1]}, ${ddmm(data, idioma)}`;
}

/** "hoje" / "amanhã" / "ontem" when it is one of those, else the weekday and date. */
export function quando(
  data: string,
  hoje: string,
  amanha: string,
  ontem: string,
  idioma: IdiomaLumi,
): string {
  const rel = {
    'pt-BR': ['hoje', 'amanhã', 'ontem'],
    en: ['today', 'tomorrow', 'yesterday'],
    es: ['hoy', 'mañana', 'ayer'],
    fr: ["aujourd'hui", 'demain', 'hier'],
  }[idioma];
  if (data === hoje) return `${rel[0]} (${diaComData(data, idioma)})`;
  if (data === amanha) return `${rel[1]} (${diaComData(data, idioma)})`;
  if (data === ontem) return `${rel[2]} (${diaComData(data, idioma)})`;
  return diaComData(data, idioma);
}

/** A list in prose: "a, b e c". */
export function lista(itens: readonly Texto[], idioma: IdiomaLumi): Html {
  const e = { 'pt-BR': 'e', en: 'and', es: 'y', fr: 'et' }[idioma];
  if (itens.length <= 1) return juntar(itens);
  return html`${juntar(itens.slice(0, -1), ', ')} ${e} ${itens.at(-1)!}`;
}
