import type { AuthResponse, SessaoResponse } from '@lunna/contract';
import { msg } from '@lunna/contract';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { randomToken, sha256 } from '../../lib/tokens';
import type { Actor } from './actor';
import type { ClientInfo } from './client-info';
import { timingDummyHash, verifyPassword } from './passwords';
import { sessionRepository } from './session.repository';

const SESSION_DAYS = 30;
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export const authService = {
  /** Creates a session row (only its hash is stored) and returns the token for cookie and body. */
  async startSession(db: DbOrTx, usuarioId: string, client: ClientInfo): Promise<string> {
    const token = randomToken();
    const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000);
    await sessionRepository.create(db, { usuarioId, tokenHash: sha256(token), userAgent: client.userAgent, ip: client.ip, expiresAt });
    return token;
  },

  async login(db: DbOrTx, email: string, senha: string, client: ClientInfo): Promise<AuthResponse> {
    const user = await sessionRepository.findUserByEmail(db, email);
    const ok = await verifyPassword(user?.senhaHash ?? (await timingDummyHash()), senha);
    if (!user || !ok) throw new AppError(400, 'INVALID_CREDENTIALS', msg.loginInvalido);
    const token = await authService.startSession(db, user.id, client);
    return { nome: user.nome, token, papel: user.papel };
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
    return { nome: actor.nome, email: actor.email, papel: actor.papel, escola, ...aparencia };
  },
};
