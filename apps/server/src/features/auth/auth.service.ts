import type { AuthResponse, SegundoFatorResponse, SessaoResponse } from '@lunna/contract';
import { msg } from '@lunna/contract';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { randomToken, sha256 } from '../../lib/tokens';
import type { SmsSender } from '../../platform/sms/sms';
import type { Actor } from './actor';
import type { ClientInfo } from './client-info';
import { timingDummyHash, verifyPassword } from './passwords';
import { segurancaRepository } from '../seguranca/seguranca.repository';
import { segurancaService } from '../seguranca/seguranca.service';
import { sessionRepository } from './session.repository';

const SESSION_DAYS = 30;
/** A sign-in waiting for its second factor lasts this long and allows this many codes. */
export const DESAFIO_MINUTES = 10;
export const DESAFIO_MAX_ATTEMPTS = 5;

/** What the first step gives: a session, or (two-factor sign-in on) a challenge and no session yet. */
export type LoginResult =
  | { kind: 'sessao'; usuarioId: string; resposta: AuthResponse }
  | { kind: 'desafio'; resposta: SegundoFatorResponse };

/** The challenge is unknown, expired, used or out of tries: the person starts again with e-mail and password. */
const desafioInvalido = () => new AppError(400, 'INVALID_CODE', msg.desafioExpirado, { desafio: msg.desafioExpirado });
const codigoIncorreto = () => new AppError(400, 'INVALID_CODE', msg.codigoSegundoFatorIncorreto, { codigo: msg.codigoSegundoFatorIncorreto });
const TOUCH_EVERY_MS = 5 * 60 * 1000;
/** Told only after the right password, so the answer reveals nothing to someone guessing addresses. */
const contaDesativada = () => new AppError(403, 'CONTA_DESATIVADA', msg.contaDesativada);

export const authService = {
  /** Creates a session row (only its hash is stored) and returns the token for cookie and body. */
  async startSession(db: DbOrTx, usuarioId: string, client: ClientInfo): Promise<string> {
    const token = randomToken();
    const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000);
    await sessionRepository.create(db, { usuarioId, tokenHash: sha256(token), userAgent: client.userAgent, ip: client.ip, expiresAt });
    return token;
  },

  /**
   * First step: e-mail and password. Without two-factor sign-in it opens the session; with it, no session
   * is opened: a challenge (only its hash stored, DESAFIO_MINUTES, DESAFIO_MAX_ATTEMPTS codes) awaits the code.
   */
  async login(db: DbOrTx, email: string, senha: string, client: ClientInfo): Promise<LoginResult> {
    const user = await sessionRepository.findUserByEmail(db, email);
    const ok = await verifyPassword(user?.senhaHash ?? (await timingDummyHash()), senha);
    if (!user || !ok) throw new AppError(400, 'INVALID_CREDENTIALS', msg.loginInvalido);
    if (user.desativadoEm) throw contaDesativada();
    const metodos = await segurancaService.metodosAtivos(db, user.id);
    if (metodos.length) {
      const desafio = randomToken();
      await segurancaRepository.removeExpiredDesafios(db, new Date());
      await segurancaRepository.createDesafio(db, {
        usuarioId: user.id,
        tokenHash: sha256(desafio),
        userAgent: client.userAgent,
        ip: client.ip,
        expiresAt: new Date(Date.now() + DESAFIO_MINUTES * 60_000),
      });
      return { kind: 'desafio', resposta: { segundoFator: { desafio, metodos } } };
    }
    const token = await authService.startSession(db, user.id, client);
    return { kind: 'sessao', usuarioId: user.id, resposta: { nome: user.nome, token, papel: user.papel } };
  },

  /**
   * Second step: the challenge and a code (authenticator, SMS or recovery). Every code counts as a try,
   * wrong or right; when the tries run out the challenge is gone. The right code opens the session.
   */
  async segundoFator(db: Db, pepper: string, desafio: string, codigo: string, client: ClientInfo): Promise<LoginResult & { kind: 'sessao' }> {
    const found = await segurancaRepository.desafio(db, sha256(desafio), new Date());
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
        if (!(await segurancaRepository.consumeDesafio(tx, found.id))) throw desafioInvalido();
        if (!(await segurancaService.checkLoginCode(tx, pepper, user.id, codigo))) throw codigoIncorreto();
        return authService.startSession(tx, user.id, client);
      });
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
  async enviarSmsDesafio(db: Db, pepper: string, sms: SmsSender, desafio: string): Promise<void> {
    const found = await segurancaRepository.desafio(db, sha256(desafio), new Date());
    if (!found || found.tentativas >= DESAFIO_MAX_ATTEMPTS) throw desafioInvalido();
    await segurancaService.enviarSmsLogin(db, pepper, sms, found.usuarioId);
  },

  async resolveActor(db: DbOrTx, token: string): Promise<Actor | null> {
    const now = new Date();
    const row = await sessionRepository.findActive(db, sha256(token), now);
    if (!row) return null;
    if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) await sessionRepository.touch(db, row.sessaoId, now);
    return {
      usuarioId: row.usuarioId,
      escolaId: row.escolaId,
      papel: row.papel,
      nome: row.nome,
      email: row.email,
      sessaoId: row.sessaoId,
      cadastroConcluido: row.cadastroConcluido,
    };
  },

  /** Expired sessions are useless (never found); removing them keeps the table small. */
  async purgeExpiredSessions(db: DbOrTx): Promise<void> {
    await sessionRepository.removeExpired(db, new Date());
  },

  async logout(db: DbOrTx, actor: Actor): Promise<void> {
    await sessionRepository.remove(db, actor.sessaoId);
  },

  async describe(db: DbOrTx, actor: Actor): Promise<SessaoResponse> {
    const [escola, aparencia] = await Promise.all([sessionRepository.escolaNome(db, actor.escolaId), sessionRepository.aparencia(db, actor.usuarioId)]);
    return { usuarioId: actor.usuarioId, nome: actor.nome, email: actor.email, papel: actor.papel, escola, ...aparencia };
  },
};
