/**
 * Identity documents as a screen may show them: enough to match the paper in the adult's hand, not enough
 * to copy. The full numbers stay on the server (the pickup list's own edit form is the exception).
 */

/** '12345678909' → '***.456.789-**' (the middle six digits, as Brazilian public bodies publish CPFs). */
export function maskCpf(cpf: string): string {
  const d = cpf.replace(/\D/g, '');
  if (d.length !== 11) return '***';
  return `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**`;
}

/** RG formats differ by state: keep the last three characters, hide the rest. */
export function maskRg(rg: string): string {
  const chars = rg.replace(/[^0-9a-zA-Z]/g, '');
  if (chars.length <= 3) return '***';
  return `${'*'.repeat(chars.length - 3)}${chars.slice(-3)}`;
}
