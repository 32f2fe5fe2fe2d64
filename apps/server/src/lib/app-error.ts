import { msg, NAO_ENCONTRADO, type ErrorCode, type NaoEncontrado } from '@lunna/contract';

/** An error the client should see: a stable code, a status, a Portuguese message and per-field messages. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const forbidden = () => new AppError(403, 'FORBIDDEN', msg.acessoNegado);
export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED', msg.entreComSuaConta);
/** A 404 names what was not found, in a message that agrees with its gender (the contract's `NAO_ENCONTRADO`). */
export const notFound = (what: NaoEncontrado = 'Registro') =>
  new AppError(404, 'NOT_FOUND', NAO_ENCONTRADO[what]);
export const validation = (fields: Record<string, string>) =>
  new AppError(400, 'VALIDATION', Object.values(fields)[0] ?? msg.dadosInvalidos, fields);
