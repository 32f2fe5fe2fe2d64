import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { randomToken, safeEqual, sha256 } from '../../../lib/tokens';
import { msg, type Papel } from '@lunna/contract';
import type { Actor } from '../../../lib/actor';
import { sessionLimits } from './session-policy';
import { authService } from './auth.service';
import type { SessionCache } from './session-cache';

export const SESSION_COOKIE = 'lunna_session';
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyReply {
    /** Hands the browser the cookie of a session just started (any route that signs someone in). */
    setSessionCookie(token: string, papel: Papel): FastifyReply;
    /** Takes the session cookie away (the session ended). */
    clearSessionCookie(): FastifyReply;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || null : null;
}

/**
 * Resolves the actor of every /api request from `Authorization: Bearer` or the session cookie, and
 * enforces the double-submit CSRF check on unsafe requests authenticated by cookie (a bearer token
 * cannot be sent by another site, a cookie can).
 */
export const authPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { db: Db; clock: Clock; secureCookies: boolean; sessions: SessionLookups },
  ) => {
    app.decorateRequest('actor', null);
    // Reply methods rather than imports: routes of every context sign people in, and the cookie's rules are the
    // sign-in's alone.
    app.decorateReply('setSessionCookie', function (this: FastifyReply, token: string, papel: Papel) {
      return setSessionCookie(this, token, opts.secureCookies, papel);
    });
    app.decorateReply('clearSessionCookie', function (this: FastifyReply) {
      return clearSessionCookie(this, opts.secureCookies);
    });
    const { cache } = opts.sessions;

    // A change someone makes (name, e-mail, the password typed again, the sign-up finished...) may change
    // what their session carries: their cached lookups go, here and on every instance, before the answer
    // leaves, so their next request reads the session again wherever it lands.
    app.addHook('onSend', async (request) => {
      if (!request.actor || !UNSAFE.has(request.method)) return;
      cache.invalidateUser(request.actor.usuarioId);
      await opts.sessions.alteradas(request.actor.usuarioId);
    });

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.url.startsWith('/api/')) return;
      ensureCsrfCookie(request, reply, opts.secureCookies);
      const bearer = bearerToken(request);
      const cookieToken = request.cookies[SESSION_COOKIE];
      const token = bearer ?? cookieToken;
      if (!token) return;
      if (!bearer && UNSAFE.has(request.method)) {
        const header = request.headers[CSRF_HEADER];
        const cookie = request.cookies[CSRF_COOKIE];
        if (typeof header !== 'string' || !cookie || !safeEqual(header, cookie)) {
          throw new AppError(403, 'CSRF', msg.sessaoExpiradaRecarregue);
        }
      }
      request.actor = await resolve(opts, token);
    });
  },
);

/** The session cache, and the word to other instances that a person's sessions changed. */
export type SessionLookups = { cache: SessionCache; alteradas(usuarioId: string): Promise<void> };

async function resolve(
  opts: { db: Db; clock: Clock; sessions: SessionLookups },
  token: string,
): Promise<Actor | null> {
  const tokenHash = sha256(token);
  const { cache } = opts.sessions;
  const cached = cache.get(tokenHash);
  if (cached) return cached;
  const epoch = cache.begin();
  const found = await authService.resolveSession(opts.db, opts.clock, tokenHash);
  if (!found) return null;
  cache.set(tokenHash, found.actor, found.liveUntil, epoch);
  return found.actor;
}

function ensureCsrfCookie(request: FastifyRequest, reply: FastifyReply, secure: boolean) {
  if (request.cookies[CSRF_COOKIE]) return;
  // Readable by the page's script (it copies it into the header); useless to another site.
  reply.setCookie(CSRF_COOKIE, randomToken(24), { path: '/', sameSite: 'lax', secure, httpOnly: false });
}

/** The cookie lasts as long as the session can (the server ends it earlier when it is idle or revoked). */
function setSessionCookie(reply: FastifyReply, token: string, secure: boolean, papel: Papel) {
  return reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: Math.floor(sessionLimits(papel).lifetimeMs / 1000),
  });
}

function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  return reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}
