/**
 * Weekly menu: one per school, Monday to Friday, four meals a day (spec section 9 gives 07:30h, 10:00h
 * and 15:00h; the afternoon snack's time is the school's to set, 13:30 by default).
 */
export const refeicoes = ['cafe_manha', 'almoco', 'cafe_tarde', 'janta'] as const;
export type Refeicao = (typeof refeicoes)[number];
export const horarioPadraoRefeicao: Record<Refeicao, string> = { cafe_manha: '07:30', almoco: '10:00', cafe_tarde: '13:30', janta: '15:00' };

/** The allergens Brazilian food labelling must declare (ANVISA RDC 26/2015), grouped as a daycare kitchen uses them. */
export const alergenos = ['amendoim', 'leite', 'ovo', 'gluten', 'soja', 'peixe', 'crustaceos', 'castanhas', 'gergelim'] as const;
export type Alergeno = (typeof alergenos)[number];

export const ilustracoesCardapio = ['frutas', 'pao', 'leite', 'arroz_feijao', 'sopa', 'massa', 'legumes', 'peixe', 'frango', 'suco', 'iogurte', 'bolo'] as const;
export type IlustracaoCardapio = (typeof ilustracoesCardapio)[number];
