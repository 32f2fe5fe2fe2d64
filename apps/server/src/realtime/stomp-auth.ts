import type { DbOrTx } from '../db/client';
import type { Clock } from '../lib/clock';
import type { Actor } from '../lib/actor';
import { authService } from '../contexts/conta/auth/auth.service';
import type { ConnectRequest } from './stomp-session';

/** Who is on a STOMP connection, and the token that signed them in (checked again while they stay). */
export type StompPrincipal = { readonly actor: Actor; readonly token: string };

/** Longer than any token the app issues; anything longer is not looked up. */
const MAX_TOKEN_LENGTH = 512;

/**
 * The token a connection presents. A token in CONNECT (`passcode`, or `Authorization: Bearer`) wins over
 * the upgrade request's session cookie: SockJS never passes cookies to the server, so its clients always
 * send the token; an empty passcode (some clients send one) counts as none.
 */
export function connectionToken(
  request: ConnectRequest,
  cookieToken: string | undefined,
): string | undefined {
  const presented = (request.bearerToken ?? request.passcode)?.trim();
  return presented || cookieToken || undefined;
}

/**
 * The person behind a token, through the same session lookup as every HTTP request: an expired or revoked
 * session and a deactivated account are not found. An unfinished registration has a session for its own
 * steps only, never for the chat.
 */
export async function authenticateToken(
  db: DbOrTx,
  clock: Clock,
  token: string | undefined,
): Promise<StompPrincipal | null> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  const actor = await authService.resolveActor(db, clock, token);
  if (!actor || !actor.cadastroConcluido) return null;
  return { actor, token };
}
