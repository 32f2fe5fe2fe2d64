import type {
  AuthResponse,
  Papel,
  ReautenticacaoResponse,
  SegundoFatorResponse,
  SessaoResponse,
} from '@lunna/contract';
import { msg } from '@lunna/contract';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { randomToken, sha256 } from '../../../lib/tokens';
import type { SmsSender } from '../../../platform/sms/sms';
import type { Actor } from '../../../lib/actor';
import type { ClientInfo } from '../../../lib/client-info';
import { timingDummyHash, verifyPassword } from './passwords';
import { segurancaRepository } from '../seguranca/seguranca.repository';
import { segurancaService, type SegundoFatorKeys } from '../seguranca/seguranca.service';
import { REAUTH_WINDOW_MS, sessionLimits } from './session-policy';
import { sessionRepository } from './session.repository';

/** A sign-in waiting for its second factor lasts this long and allows this many codes. */
export const DESAFIO_MINUTES = 10;
export const DESAFIO_MAX_ATTEMPTS = 5;

/** What the first step gives: a session, or (two-factor sign-in on) a challenge and no session yet. */
export type LoginResult =
  | { kind: 'sessao'; usuarioId: string; resposta: AuthResponse }
  | { kind: 'desafio'; resposta: SegundoFatorResponse };

/** The challenge is unknown, expired, used or out of tries: the person starts again with e-mail and password. */
const desafioInvalido = () =>
  new AppError(400, 'INVALID_CODE', msg.desafioExpirado, { desafio: msg.desafioExpirado });
const codigoIncorreto = () =>
  new AppError(400, 'INVALID_CODE', msg.codigoSegundoFatorIncorreto, {
    codigo: msg.codigoSegundoFatorIncorreto,
  });
/** lastUsedAt is written at most this often (the idle limit is 2 hours: minutes of slack do not matter). */
const TOUCH_EVERY_MS = 5 * 60 * 1000;
/** Told only after the right password, so the answer reveals nothing to someone guessing addresses. */
const contaDesativada = () => new AppError(403, 'CONTA_DESATIVADA', msg.contaDesativada);
const senhaIncorreta = () =>
  new AppError(400, 'INVALID_CREDENTIALS', msg.senhaIncorreta, { senha: msg.senhaIncorreta });

export const authService = {
  /**
   * Creates a session row (only its hash is stored) with the limits of the person's role, and returns the
   * token for cookie and body. Every session starts from a typed password, so it starts re-authenticated.
   */
  async startSession(
    db: DbOrTx,
    clock: Clock,
    user: { id: string; papel: Papel },
    client: ClientInfo,
  ): Promise<string> {
    const token = randomToken();
    const now = clock.now();
    const limits = sessionLimits(user.papel);
    await sessionRepository.create(db, {
      usuarioId: user.id,
      tokenHash: sha256(token),
      userAgent: client.userAgent,
      ip: client.ip,
      expiresAt: new Date(now.getTime() + limits.lifetimeMs),
      idleTimeoutSeconds: limits.idleSeconds,
      now,
    });
    return token;
  },

  /**
   * First step: e-mail and password. Without two-factor sign-in it opens the session; with it, no session
   * is opened: a challenge (only its hash stored, DESAFIO_MINUTES, DESAFIO_MAX_ATTEMPTS codes) awaits the code.
   */
  async login(
    db: DbOrTx,
    clock: Clock,
    email: string,
    senha: string,
    client: ClientInfo,
  ): Promise<LoginResult> {
    const user = await sessionRepository.findUserByEmail(db, email);
    const ok = await verifyPassword(user?.senhaHash ?? (await timingDummyHash()), senha);
    if (!user || !ok) throw new AppError(400, 'INVALID_CREDENTIALS', msg.loginInvalido);
    if (user.desativadoEm) throw contaDesativada();
    const metodos = await segurancaService.metodosAtivos(db, user.id);
    if (metodos.length) {
      const desafio = randomToken();
      const now = clock.now();
      await segurancaRepository.removeExpiredDesafios(db, now);
      await segurancaRepository.createDesafio(db, {
        usuarioId: user.id,
        tokenHash: sha256(desafio),
        userAgent: client.userAgent,
        ip: client.ip,
        expiresAt: new Date(now.getTime() + DESAFIO_MINUTES * 60_000),
      });
      return { kind: 'desafio', resposta: { segundoFator: { desafio, metodos } } };
    }
    const token = await authService.startSession(db, clock, user, client);
    return { kind: 'sessao', usuarioId: user.id, resposta: { nome: user.nome, token, papel: user.papel } };
  },

  /**
   * Second step: the challenge and a code (authenticator, SMS or recovery). Every code counts as a try,
   * wrong or right; when the tries run out the challenge is gone. The right code opens the session.
   */
  async segundoFator(
    db: Db,
    clock: Clock,
    keys: SegundoFatorKeys,
    desafio: string,
    codigo: string,
    client: ClientInfo,
  ): Promise<LoginResult & { kind: 'sessao' }> {
    const found = await segurancaRepository.desafio(db, sha256(desafio), clock.now());
    if (!found) throw desafioInvalido();
    if (!(await segurancaRepository.claimDesafioAttempt(db, found.id, DESAFIO_MAX_ATTEMPTS))) {
      await segurancaRepository.consumeDesafio(db, found.id);
      throw desafioInvalido();
    }
    const user = await sessionRepository.findUserById(db, found.usuarioId);
    if (!user) throw desafioInvalido();
    // Deactivated between the password and the code: no session.
    if (user.desativadoEm) throw contaDesativada();
    try {
      const token = await db.transaction(async (tx) => {
        // A wrong code commits what it used up (a try of the account's SMS code); a right one opens the
        // session only if the challenge is still there (two requests racing on one challenge: one session).
        if (!(await segurancaService.checkLoginCode(tx, keys, user.id, codigo))) return null;
        if (!(await segurancaRepository.consumeDesafio(tx, found.id))) throw desafioInvalido();
        return authService.startSession(tx, clock, user, client);
      });
      if (token === null) throw codigoIncorreto();
      return { kind: 'sessao', usuarioId: user.id, resposta: { nome: user.nome, token, papel: user.papel } };
    } catch (err) {
      // The last try was wrong: the challenge goes, and the person is told to start again.
      if (err instanceof AppError && err.fields?.codigo && found.tentativas + 1 >= DESAFIO_MAX_ATTEMPTS) {
        await segurancaRepository.consumeDesafio(db, found.id);
        throw desafioInvalido();
      }
      throw err;
    }
  },

  /** Sends the sign-in code by SMS for a live challenge. */
  async enviarSmsDesafio(db: Db, keys: SegundoFatorKeys, sms: SmsSender, desafio: string): Promise<void> {
    const found = await segurancaRepository.desafio(db, sha256(desafio), new Date());
    if (!found || found.tentativas >= DESAFIO_MAX_ATTEMPTS) throw desafioInvalido();
    await segurancaService.enviarSmsLogin(db, keys, sms, found.usuarioId);
  },

  /**
   * The person behind a token, or null when the session has ended: past its absolute end, idle too long
   * (staff), signed out, revoked, or the account deactivated. The app's clock decides.
   */
  async resolveActor(db: DbOrTx, clock: Clock, token: string): Promise<Actor | null> {
    return (await authService.resolveSession(db, clock, sha256(token)))?.actor ?? null;
  },

  /**
   * As resolveActor, by token hash, with how long (by the app's clock) the answer may be reused: until the
   * session's absolute end or idle limit, and no later than its next touch is due.
   */
  async resolveSession(
    db: DbOrTx,
    clock: Clock,
    tokenHash: string,
  ): Promise<{ actor: Actor; liveUntil: Date } | null> {
    const now = clock.now();
    const row = await sessionRepository.findActive(db, tokenHash, now);
    if (!row) return null;
    let lastUsedAt = row.lastUsedAt;
    if (now.getTime() - lastUsedAt.getTime() > TOUCH_EVERY_MS) {
      await sessionRepository.touch(db, row.sessaoId, now);
      lastUsedAt = now;
    }
    const idleEnd =
      row.idleTimeoutSeconds === null ? Infinity : lastUsedAt.getTime() + row.idleTimeoutSeconds * 1000;
    const actor: Actor = {
      usuarioId: row.usuarioId,
      escolaId: row.escolaId,
      papel: row.papel,
      nome: row.nome,
      email: row.email,
      sessaoId: row.sessaoId,
      cadastroConcluido: row.cadastroConcluido,
      reautenticadoEm: row.reauthenticatedAt,
    };
    // Trusted no later than the next touch is due either, so a cached lookup never skips one.
    return {
      actor,
      liveUntil: new Date(Math.min(row.expiresAt.getTime(), idleEnd, lastUsedAt.getTime() + TOUCH_EVERY_MS)),
    };
  },

  /**
   * The password typed again in this session (`POST /api/sessao/reautenticar`): for REAUTH_WINDOW_MS the
   * guarded actions are allowed. A wrong password changes nothing.
   */
  async reautenticar(db: DbOrTx, clock: Clock, actor: Actor, senha: string): Promise<ReautenticacaoResponse> {
    const user = await sessionRepository.findPasswordHash(db, actor.usuarioId);
    if (!user || !(await verifyPassword(user.senhaHash, senha))) throw senhaIncorreta();
    const now = clock.now();
    await sessionRepository.markReauthenticated(db, actor.sessaoId, now);
    return { validoAte: new Date(now.getTime() + REAUTH_WINDOW_MS).toISOString() };
  },

  /** A form of a guarded action carried the right password: it counts as typing it again. */
  async passwordTyped(db: DbOrTx, clock: Clock, actor: Actor): Promise<void> {
    await sessionRepository.markReauthenticated(db, actor.sessaoId, clock.now());
  },

  /** Expired sessions are useless (never found); removing them keeps the table small. */
  async purgeExpiredSessions(db: DbOrTx, clock: Clock): Promise<void> {
    await sessionRepository.removeExpired(db, clock.now());
  },

  /** Ends every session of an account (it was deactivated): its next request anywhere must sign in again. */
  async endAllSessionsOf(db: DbOrTx, usuarioId: string): Promise<void> {
    await sessionRepository.removeAllOfUser(db, usuarioId);
  },

  async logout(db: DbOrTx, actor: Actor): Promise<void> {
    await sessionRepository.remove(db, actor.sessaoId);
  },

  async describe(db: DbOrTx, actor: Actor): Promise<SessaoResponse> {
    const descricao = await sessionRepository.descricao(db, actor.usuarioId, actor.escolaId);
    return {
      usuarioId: actor.usuarioId,
      nome: actor.nome,
      email: actor.email,
      papel: actor.papel,
      ...descricao,
    };
  },
};
