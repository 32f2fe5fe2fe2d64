/**
 * Routine ('Minha agenda'): a weekly agenda per class, Monday to Friday, five time rows (spec section 9:
 * 25 cards). A week is named by its Monday (`semana`, yyyy-mm-dd); `diaSemana` is ISO (1 = Monday … 5 = Friday),
 * as in the pickup times.
 */
export const horariosRotina = ['07:00', '09:00', '11:00', '13:00', '15:00'] as const;
export type HorarioRotina = (typeof horariosRotina)[number];
export const diasRotina = [1, 2, 3, 4, 5] as const;

/** Card colours of the routine grid and of the polls: the brand's fills, always behind dark text. */
export const coresCartao = ['purple', 'pink', 'pinkWhite', 'blue', 'yellow', 'orange', 'green'] as const;
export type CorCartao = (typeof coresCartao)[number];

/** Illustrations drawn for the project (no uploads needed to fill a routine card in a hurry). */
export const ilustracoesRotina = ['pintura', 'roda', 'artesanato', 'leitura', 'recreio', 'soneca', 'musica', 'lanche', 'banho', 'parque'] as const;
export type IlustracaoRotina = (typeof ilustracoesRotina)[number];
