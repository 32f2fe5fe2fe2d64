import type { FaixaRazao } from '@lunna/contract';
import { differenceInCalendarMonths } from 'date-fns/differenceInCalendarMonths';
import { parseISO } from 'date-fns/parseISO';

/** Whole months of age on a school date ('YYYY-MM-DD'); a child not yet a month old is 0. */
export function mesesDeIdade(dataNascimento: string, data: string): number {
  const nascimento = parseISO(dataNascimento);
  const dia = parseISO(data);
  const meses = differenceInCalendarMonths(dia, nascimento);
  // A calendar month counts only once its day came round: born on the 20th, a month old on the next 20th.
  const completos = dia.getDate() < nascimento.getDate() ? meses - 1 : meses;
  return Math.max(0, completos);
}

/** Children per adult for a child of this age: the first group whose upper age the child is under. */
export function criancasPorAdulto(meses: number, faixas: FaixaRazao[]): number {
  const faixa = faixas.find((f) => f.ateMeses === null || meses < f.ateMeses) ?? faixas.at(-1);
  return faixa!.criancasPorAdulto;
}

/**
 * Adults the present children need. Each child takes its share of an adult (1/8 for a baby under a 1:8
 * ratio, 1/20 for a five-year-old under 1:20), so a mixed-age class needs what its children add up to,
 * rounded up: four babies and ten three-year-olds need 4/8 + 10/15 → 2 adults.
 */
export function adultosNecessarios(idadesEmMeses: number[], faixas: FaixaRazao[]): number {
  if (idadesEmMeses.length === 0) return 0;
  const soma = idadesEmMeses.reduce((total, meses) => total + 1 / criancasPorAdulto(meses, faixas), 0);
  // Shares like 1/3 + 1/3 + 1/3 add up to 0.999…: what is within rounding of a whole number is that number.
  return Math.ceil(soma - 1e-9);
}
