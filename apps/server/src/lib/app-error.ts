import { msg, type ErrorCode } from '@lunna/contract';

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
export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED', 'Entre com a sua conta para continuar');
export const notFound = (what = 'Registro') => new AppError(404, 'NOT_FOUND', `${what} não encontrado`);
export const validation = (fields: Record<string, string>) =>
  new AppError(400, 'VALIDATION', Object.values(fields)[0] ?? 'Dados invalidos', fields);
