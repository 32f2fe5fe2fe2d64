import { formatCpf } from '@lunna/contract';
import { api, isApiError } from '../../../lib/api-client';

/** Registration lookups answer 200 when the value is taken (or, for a school's code, exists) and 404 when not. */
async function isTaken(path: string): Promise<boolean> {
  try {
    await api.get(path);
    return true;
  } catch (error) {
    if (isApiError(error, 404)) return false;
    throw error; // 429 and friends: the caller shows the server's message
  }
}

export const isResponsavelCpfTaken = (cpf: string) =>
  isTaken(`/api/responsavel/cpf/${encodeURIComponent(formatCpf(cpf))}`);
export const isResponsavelEmailTaken = (email: string) =>
  isTaken(`/api/responsavel/email/${encodeURIComponent(email)}`);
export const isDiscenteCpfTaken = (cpf: string) =>
  isTaken(`/api/discente/cpf/${encodeURIComponent(formatCpf(cpf))}`);
export const isCodigoEscolaKnown = (codigo: string) =>
  isTaken(`/api/escola/codigo/${encodeURIComponent(codigo.trim())}`);
