/** Brazilian CPF: 11 digits whose last two are check digits (mod 11). Accepts 000.000.000-00 or digits. */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

function checkDigit(digits: number[], weightStart: number): number {
  const sum = digits.reduce((acc, d, i) => acc + d * (weightStart - i), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

export function isValidCpf(value: string): boolean {
  if (!/^(\d{11}|\d{3}\.\d{3}\.\d{3}-\d{2})$/.test(value)) return false;
  const digits = onlyDigits(value).split('').map(Number);
  // Repeated digits (111.111.111-11) pass the arithmetic but are not real CPFs.
  if (digits.every((d) => d === digits[0])) return false;
  const first = checkDigit(digits.slice(0, 9), 10);
  const second = checkDigit(digits.slice(0, 10), 11);
  return digits[9] === first && digits[10] === second;
}

/** Canonical form stored and sent on the wire: 000.000.000-00. */
export function formatCpf(value: string): string {
  const d = onlyDigits(value);
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9, 11)}`;
}

/** Builds a valid CPF from its first nine digits (used by the demo seed and tests). */
export function cpfFromBase(base9: string): string {
  const digits = base9.split('').map(Number);
  const first = checkDigit(digits, 10);
  const second = checkDigit([...digits, first], 11);
  return formatCpf(`${base9}${first}${second}`);
}
