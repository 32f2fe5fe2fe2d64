import { z } from 'zod';
import { dataIso, horario, requiredText } from './fields';
import { msg } from './messages';
import { semanaIso } from './rotina';

/**
 * Weekly menu: one per school, Monday to Friday, four meals a day (spec section 9 gives 07:30h, 10:00h
 * and 15:00h; the afternoon snack's time is the school's to set, 13:30 by default).
 */
export const refeicoes = ['cafe_manha', 'almoco', 'cafe_tarde', 'janta'] as const;
export type Refeicao = (typeof refeicoes)[number];
export const horarioPadraoRefeicao: Record<Refeicao, string> = {
  cafe_manha: '07:30',
  almoco: '10:00',
  cafe_tarde: '13:30',
  janta: '15:00',
};

/** The allergens Brazilian food labelling must declare (ANVISA RDC 26/2015), grouped as a daycare kitchen uses them. */
export const alergenos = [
  'amendoim',
  'leite',
  'ovo',
  'gluten',
  'soja',
  'peixe',
  'crustaceos',
  'castanhas',
  'gergelim',
] as const;
export type Alergeno = (typeof alergenos)[number];

export const ilustracoesCardapio = [
  'frutas',
  'pao',
  'leite',
  'arroz_feijao',
  'sopa',
  'massa',
  'legumes',
  'peixe',
  'frango',
  'suco',
  'iogurte',
  'bolo',
] as const;
export type IlustracaoCardapio = (typeof ilustracoesCardapio)[number];

/**
 * Words (pt, en, es, fr), already folded (no accents, lower case), that name each allergen in a free-text
 * medical record. Phrases win over the words inside them ('leite de coco' is not milk, 'peanut butter' is
 * peanut, not butter); a `null` phrase names nothing to flag ('noz-moscada' is a spice).
 */
const sinonimos: [string, Alergeno | null][] = [
  // Not allergens, though a word inside them is.
  ['leite de coco', null],
  ['coconut milk', null],
  ['leche de coco', null],
  ['lait de coco', null],
  ['manteiga de cacau', null],
  ['cocoa butter', null],
  ['beurre de cacao', null],
  ['noz moscada', null],
  ['nutmeg', null],
  ['nuez moscada', null],
  ['noix de muscade', null],
  ['sem lactose', null],
  ['lactose free', null],
  ['sin lactosa', null],
  ['sans lactose', null],
  // Phrases naming one allergen with a word of another.
  ['leite de soja', 'soja'],
  ['soy milk', 'soja'],
  ['leche de soja', 'soja'],
  ['lait de soja', 'soja'],
  ['leite de amendoas', 'castanhas'],
  ['almond milk', 'castanhas'],
  ['leche de almendras', 'castanhas'],
  ['lait d amande', 'castanhas'],
  ['manteiga de amendoim', 'amendoim'],
  ['pasta de amendoim', 'amendoim'],
  ['peanut butter', 'amendoim'],
  ['mantequilla de mani', 'amendoim'],
  ['mantequilla de cacahuete', 'amendoim'],
  ['beurre de cacahuete', 'amendoim'],
  ['pe de moleque', 'amendoim'],
  ...words(
    'amendoim',
    'amendoim amendoins pacoca pacocas peanut peanuts groundnut groundnuts mani manis manies cacahuete cacahuetes cacahuate cacahuates arachide arachides',
  ),
  ...words(
    'leite',
    'leite leites aplv lactose lacteo lacteos laticinio laticinios queijo queijos manteiga iogurte iogurtes requeijao caseina soro de leite ' +
      'milk dairy cheese butter yogurt yoghurt casein whey cmpa leche lactosa queso mantequilla yogur lait laitier laitiers lactose fromage beurre yaourt caseine',
  ),
  ...words('ovo', 'ovo ovos egg eggs huevo huevos oeuf oeufs albumina albumin albumine'),
  ...words(
    'gluten',
    'gluten trigo centeio cevada celiaco celiaca celiacos doenca celiaca wheat rye barley celiac coeliac centeno cebada ble seigle orge coeliaque celiaque',
  ),
  ...words('soja', 'soja soy soya soybean soybeans'),
  ...words(
    'peixe',
    'peixe peixes fish pescado pescados pescado pez peces poisson poissons salmao atum bacalhau sardinha tilapia salmon tuna cod atun saumon thon morue',
  ),
  ...words(
    'crustaceos',
    'crustaceo crustaceos camarao camaroes lagosta lagostas caranguejo caranguejos siri frutos do mar shellfish shrimp shrimps prawn prawns crab crabs lobster crustacean crustaceans seafood ' +
      'marisco mariscos gamba gambas camaron camarones cangrejo langosta crustace crustaces crevette crevettes crabe homard fruits de mer',
  ),
  ...words(
    'castanhas',
    'castanha castanhas castanha do para castanha de caju caju noz nozes avela avelas amendoa amendoas pistache pistaches macadamia pecan ' +
      'nut nuts tree nut tree nuts walnut walnuts hazelnut hazelnuts almond almonds cashew cashews pistachio pistachios pecans brazil nut ' +
      'nuez nueces almendra almendras avellana avellanas anacardo anacardos frutos secos pistacho noix noisette noisettes amande amandes cajou pistache',
  ),
  ...words('gergelim', 'gergelim sesamo sesame tahine tahini ajonjoli'),
];

/** Single words of a list, plus the multi-word names in it ('castanha do para'), all mapped to one allergen. */
function words(alergeno: Alergeno, list: string): [string, Alergeno][] {
  const phrases = [
    'castanha do para',
    'castanha de caju',
    'soro de leite',
    'doenca celiaca',
    'frutos do mar',
    'tree nut',
    'tree nuts',
    'brazil nut',
    'frutos secos',
    'fruits de mer',
  ];
  let rest = ` ${list} `;
  const found: string[] = [];
  for (const p of phrases) {
    if (rest.includes(` ${p} `)) {
      found.push(p);
      rest = rest.replace(` ${p} `, ' ');
    }
  }
  return [...found, ...rest.trim().split(/\s+/)].map((w) => [w, alergeno]);
}

/** Lower case, no accents, ligatures spelled out, anything but letters and digits a single space. */
export function dobrarTexto(texto: string): string {
  return texto
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const porTamanho = [...sinonimos].sort((a, b) => b[0].length - a[0].length);

/**
 * Which allergens a free-text note (the medical record's `comidasAlergicas`) names: accent- and
 * case-insensitive, whole words only ('nut' is not in 'peanut'), in Portuguese, English, Spanish or French.
 * Longer phrases are read first and taken out, so 'leite de coco' does not also read as 'leite'.
 */
export function alergenosMencionados(texto: string | null | undefined): Alergeno[] {
  if (!texto) return [];
  let resto = ` ${dobrarTexto(texto)} `;
  const achados = new Set<Alergeno>();
  for (const [termo, alergeno] of porTamanho) {
    const alvo = ` ${termo} `;
    if (!resto.includes(alvo)) continue;
    if (alergeno) achados.add(alergeno);
    resto = resto.split(alvo).join('  ');
  }
  return alergenos.filter((a) => achados.has(a));
}

const diaUtil = (data: string) => {
  const d = new Date(`${data}T12:00:00Z`).getUTCDay();
  return d >= 1 && d <= 5;
};

/** The meal's own fields: what staff fill in the dialog (the web form). */
export const cardapioForm = z.object({
  horario,
  prato: requiredText(msg.obrigatorio, 200),
  alergenos: z
    .array(z.enum(alergenos, { error: msg.alergenoInvalido }), { error: msg.alergenoInvalido })
    .max(alergenos.length, msg.alergenoInvalido),
  ilustracao: z.enum(ilustracoesCardapio, { error: msg.valorInvalido }),
});
export type CardapioForm = z.input<typeof cardapioForm>;

/** `PUT /api/cardapio`: fills (or replaces) one meal of one school day of the actor's school. */
export const cardapioPayload = cardapioForm.extend({
  data: dataIso.refine(diaUtil, msg.cardapioDiaUtil),
  refeicao: z.enum(refeicoes, { error: msg.refeicaoInvalida }),
  alergenos: cardapioForm.shape.alergenos.transform((list) => alergenos.filter((a) => list.includes(a))),
});
export type CardapioPayload = z.input<typeof cardapioPayload>;

export const idCardapioParam = z.object({ idCardapio: z.uuid() });

/** A child of the staff member's classes whose record names an allergen of the dish (staff only: health data). */
export const criancaAlergica = z.object({
  idDisc: z.string(),
  nomeDisc: z.string(),
  alergenos: z.array(z.enum(alergenos)),
});
export type CriancaAlergica = z.infer<typeof criancaAlergica>;

export const cardapioItem = z.object({
  idCardapio: z.string(),
  data: z.string(),
  refeicao: z.enum(refeicoes),
  horario: z.string(),
  prato: z.string(),
  alergenos: z.array(z.enum(alergenos)),
  ilustracao: z.enum(ilustracoesCardapio),
  /** Guardian's view: the allergens of the dish the chosen child's record names. */
  alertas: z.array(z.enum(alergenos)).optional(),
  /** Staff view: the children of their classes allergic to something in the dish. */
  alergicos: z.array(criancaAlergica).optional(),
});
export type CardapioItem = z.infer<typeof cardapioItem>;

export const cardapioDia = z.object({
  data: z.string(),
  diaSemana: z.number(),
  refeicoes: z.array(cardapioItem),
});
export type CardapioDia = z.infer<typeof cardapioDia>;

/** A school's week, Monday to Friday (days without meals are there, empty). */
export const cardapioSemana = z.object({
  semana: z.string(),
  fim: z.string(),
  hoje: z.string(),
  /** Guardian's view: the child the flags are about, with the allergens their record names. */
  crianca: z
    .object({ idDisc: z.string(), nomeDisc: z.string(), alergenos: z.array(z.enum(alergenos)) })
    .optional(),
  dias: z.array(cardapioDia),
});
export type CardapioSemana = z.infer<typeof cardapioSemana>;

export const cardapioSemanaQuery = z.object({ semana: semanaIso.optional() });
