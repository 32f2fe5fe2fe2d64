import { onlyDigits } from './cpf';

/** Brazilian CNPJ: 14 digits whose last two are check digits (mod 11, weights 5..2,9..2). */
const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, ...FIRST_WEIGHTS];

function checkDigit(digits: number[], weights: number[]): number {
  const rest = digits.reduce((acc, d, i) => acc + d * weights[i]!, 0) % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function isValidCnpj(value: string): boolean {
  if (!/^(\d{14}|\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2})$/.test(value.trim())) return false;
  const digits = onlyDigits(value).split('').map(Number);
  // Repeated digits (11.111.111/1111-11) pass the arithmetic but are not real CNPJs.
  if (digits.every((d) => d === digits[0])) return false;
  return (
    digits[12] === checkDigit(digits.slice(0, 12), FIRST_WEIGHTS) &&
    digits[13] === checkDigit(digits.slice(0, 13), SECOND_WEIGHTS)
  );
}

/** Canonical form stored and sent on the wire: 00.000.000/0000-00. */
export function formatCnpj(value: string): string {
  const d = onlyDigits(value);
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12, 14)}`;
}

/** Builds a valid CNPJ from its first twelve digits (used by the demo seed and tests). */
export function cnpjFromBase(base12: string): string {
  const digits = base12.split('').map(Number);
  const first = checkDigit(digits, FIRST_WEIGHTS);
  const second = checkDigit([...digits, first], SECOND_WEIGHTS);
  return formatCnpj(`${base12}${first}${second}`);
}
