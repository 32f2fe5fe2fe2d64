import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { codigoVerificacao, sessao, usuario } from '../../../db/schema';
import { sessionLive } from '../auth/session.repository';

export const contaRepository = {
  async byId(db: DbOrTx, usuarioId: string) {
    const [row] = await db
      .select({
        id: usuario.id,
        email: usuario.email,
        idUsuario: usuario.idUsuario,
        papel: usuario.papel,
        nome: usuario.nome,
        senhaHash: usuario.senhaHash,
        escolaId: usuario.escolaId,
        idioma: usuario.idioma,
      })
      .from(usuario)
      .where(eq(usuario.id, usuarioId));
    return row ?? null;
  },

  async idUsuarioEmUso(db: DbOrTx, idUsuario: string, exceptUsuarioId?: string): Promise<boolean> {
    const rows = await db
      .select({ id: usuario.id })
      .from(usuario)
      .where(
        and(eq(usuario.idUsuario, idUsuario), exceptUsuarioId ? ne(usuario.id, exceptUsuarioId) : undefined),
      );
    return rows.length > 0;
  },

  async setIdUsuario(db: DbOrTx, usuarioId: string, idUsuario: string) {
    await db.update(usuario).set({ idUsuario }).where(eq(usuario.id, usuarioId));
  },

  async emailEmUso(db: DbOrTx, email: string): Promise<boolean> {
    const rows = await db.select({ id: usuario.id }).from(usuario).where(eq(usuario.email, email));
    return rows.length > 0;
  },

  /** The sign-in e-mail changes; opening the code sent there proved the address is the owner's. */
  async setEmail(db: DbOrTx, usuarioId: string, email: string, now: Date) {
    await db.update(usuario).set({ email, emailConfirmadoEm: now }).where(eq(usuario.id, usuarioId));
  },

  async setSenha(db: DbOrTx, usuarioId: string, senhaHash: string) {
    await db.update(usuario).set({ senhaHash }).where(eq(usuario.id, usuarioId));
  },

  /** A new e-mail-change code replaces any earlier open one; `destino` is the new address. */
  async replaceEmailCode(
    db: DbOrTx,
    usuarioId: string,
    codigoHash: string,
    destino: string,
    expiresAt: Date,
  ) {
    await contaRepository.closeCodes(db, usuarioId, 'alterar_email');
    await db
      .insert(codigoVerificacao)
      .values({ usuarioId, finalidade: 'alterar_email', codigoHash, destino, expiresAt });
  },

  /** Open codes of one purpose stop working (cancelled e-mail change, password changed). */
  async closeCodes(db: DbOrTx, usuarioId: string, finalidade: 'alterar_email' | 'redefinir_senha') {
    await db
      .update(codigoVerificacao)
      .set({ usadoEm: new Date() })
      .where(
        and(
          eq(codigoVerificacao.usuarioId, usuarioId),
          eq(codigoVerificacao.finalidade, finalidade),
          isNull(codigoVerificacao.usadoEm),
        ),
      );
  },

  /** The live (unused, unexpired) e-mail change of the account, if any. */
  async pendingEmailChange(db: DbOrTx, usuarioId: string, now: Date) {
    const [row] = await db
      .select({ destino: codigoVerificacao.destino })
      .from(codigoVerificacao)
      .where(
        and(
          eq(codigoVerificacao.usuarioId, usuarioId),
          eq(codigoVerificacao.finalidade, 'alterar_email'),
          isNull(codigoVerificacao.usadoEm),
          gt(codigoVerificacao.expiresAt, now),
        ),
      )
      .orderBy(desc(codigoVerificacao.createdAt))
      .limit(1);
    return row?.destino ?? null;
  },

  async liveSessions(db: DbOrTx, usuarioId: string, now: Date) {
    return db
      .select({
        id: sessao.id,
        userAgent: sessao.userAgent,
        ip: sessao.ip,
        createdAt: sessao.createdAt,
        lastUsedAt: sessao.lastUsedAt,
      })
      .from(sessao)
      .where(and(eq(sessao.usuarioId, usuarioId), sessionLive(now)))
      .orderBy(desc(sessao.lastUsedAt));
  },

  /** Ends one of the user's own sessions; false when there is no such session of theirs. */
  async removeSession(db: DbOrTx, usuarioId: string, sessaoId: string): Promise<boolean> {
    const rows = await db
      .delete(sessao)
      .where(and(eq(sessao.id, sessaoId), eq(sessao.usuarioId, usuarioId)))
      .returning({ id: sessao.id });
    return rows.length === 1;
  },

  /** Ends every session of the user but `keepSessaoId`; answers how many ended. */
  async removeOtherSessions(db: DbOrTx, usuarioId: string, keepSessaoId: string): Promise<number> {
    const rows = await db
      .delete(sessao)
      .where(and(eq(sessao.usuarioId, usuarioId), ne(sessao.id, keepSessaoId)))
      .returning({ id: sessao.id });
    return rows.length;
  },
};
