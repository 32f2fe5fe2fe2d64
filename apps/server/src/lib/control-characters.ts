import type { FastifyRequest } from 'fastify';
import { findControlCharacter, msg } from '@lunna/contract';
import { AppError } from './app-error';

/** 400 INVALID_CHARACTER naming the field, as the form errors do (`a.b.0`, or `_` for the whole value). */
export function assertNoControlCharacters(value: unknown, prefix?: string): void {
  const path = findControlCharacter(value);
  if (!path) return;
  const field = [...(prefix ? [prefix] : []), ...path].join('.') || '_';
  throw new AppError(400, 'INVALID_CHARACTER', msg.caractereInvalido, { [field]: msg.caractereInvalido });
}

/**
 * Every request's text, before validation and so before any handler or query: path parameters, query
 * string, JSON body and header values (some are stored: the user agent of a session, a payment's
 * idempotency key). Multipart parts are read by the handler and checked there (lib/multipart), and chat
 * messages over STOMP by the chat gateway.
 */
export async function rejectControlCharacters(request: FastifyRequest): Promise<void> {
  assertNoControlCharacters(request.params);
  assertNoControlCharacters(request.query);
  assertNoControlCharacters(request.body);
  for (const [name, value] of Object.entries(request.headers)) assertNoControlCharacters(value, name);
}
