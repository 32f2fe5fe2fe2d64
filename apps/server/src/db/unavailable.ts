import { msg } from '@lunna/contract';
import { AppError } from '../lib/app-error';

/** Seconds a client is told to wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

/** Socket-level failures: the database (or the network to it) is gone, not the request wrong. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs that mean "not now" rather than "not this": a statement cut by statement_timeout
 * (57014), the server shutting down or our backend terminated (57P01–57P03), the server out of
 * connections (53300), and a connection lost mid-way (08xxx).
 */
const unavailableStates = new Set(['57014', '57P01', '57P02', '57P03', '53300']);

/** What node-postgres says when it gives up waiting for a connection or an answer, or a socket ends under it. */
const driverMessages = [
  /timeout exceeded when trying to connect/i,
  /Connection terminated/i,
  /Query read timeout/i,
  /Client has encountered a connection error and is not queryable/i,
  /Connection refused/i,
];

/**
 * Whether an error means the database cannot be reached now (so: 503, try again), as opposed to a
 * bug or bad input. Drizzle wraps driver errors, so the whole `cause` chain is looked at.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 8; depth++) {
    if (current instanceof DatabaseUnavailableError) return true;
    if (typeof current !== 'object') return false;
    const { code, message, errors } = current as { code?: unknown; message?: unknown; errors?: unknown };
    if (
      typeof code === 'string' &&
      (networkCodes.has(code) || unavailableStates.has(code) || code.startsWith('08'))
    )
      return true;
    if (typeof message === 'string' && driverMessages.some((pattern) => pattern.test(message))) return true;
    // A failed connect to a name with several addresses is an AggregateError of socket errors.
    if (Array.isArray(errors) && errors.length > 0 && errors.every((e) => isDatabaseUnavailable(e)))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Refusal given at once while the database is known to be away, instead of waiting for each connect to time out. */
export class DatabaseUnavailableError extends Error {
  constructor(reason = 'database unavailable') {
    super(reason);
    this.name = 'DatabaseUnavailableError';
  }
}

export const servicoIndisponivel = () => new AppError(503, 'SERVICO_INDISPONIVEL', msg.servicoIndisponivel);
