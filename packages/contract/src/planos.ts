/**
 * The subscription plans (spec §9). Pure data without zod, so the public site can show them
 * without loading the validation library. Prices are in BRL, per month.
 */
export const planos = [
  { id: 'sementinha', nome: 'Sementinha', precoCheio: 1200, preco: 900, porAluno: false, alunosMin: 1, alunosMax: 450 },
  { id: 'brincadeira', nome: 'Brincadeira', precoCheio: 1800, preco: 1440, porAluno: false, alunosMin: 1, alunosMax: 960 },
  // Crescer is priced per enrolled student and agreed with the school above 960 students.
  { id: 'crescer', nome: 'Crescer', precoCheio: null, preco: 1, porAluno: true, alunosMin: 961, alunosMax: null },
] as const;

export type Plano = (typeof planos)[number];
export type IdPlano = Plano['id'];

/** The annual plan saves 20 % (spec §9); the semiannual saving is smaller. */
export const DESCONTO_ANUAL = 0.2;

export const findPlano = (id: string | null | undefined): Plano | undefined => planos.find((p) => p.id === id);
