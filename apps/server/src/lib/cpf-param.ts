import { formatCpf, isValidCpf, msg } from '@lunna/contract';
import { AppError } from './app-error';

/** CPF from a path parameter: digits or 000.000.000-00, check digits verified. */
export function cpfFromParam(value: string): string {
  if (!isValidCpf(value)) throw new AppError(400, 'VALIDATION', msg.cpfInvalido, { cpf: msg.cpfInvalido });
  return formatCpf(value);
}
