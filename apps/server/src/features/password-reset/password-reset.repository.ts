import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { codigoVerificacao, usuario } from '../../db/schema';

export const passwordResetRepository = {
  async userByEmail(db: DbOrTx, email: string) {
    const [row] = await db.select({ id: usuario.id, nome: usuario.nome }).from(usuario).where(eq(usuario.email, email));
    return row ?? null;
  },

  /** A new code replaces any earlier unused one. */
  async replaceCode(db: DbOrTx, usuarioId: string, codigoHash: string, expiresAt: Date) {
    await db
      .update(codigoVerificacao)
      .set({ usadoEm: new Date() })
      .where(and(eq(codigoVerificacao.usuarioId, usuarioId), eq(codigoVerificacao.finalidade, 'redefinir_senha'), isNull(codigoVerificacao.usadoEm)));
    await db.insert(codigoVerificacao).values({ usuarioId, finalidade: 'redefinir_senha', codigoHash, expiresAt });
  },

  async latestOpenCode(db: DbOrTx, usuarioId: string) {
    const [row] = await db
      .select()
      .from(codigoVerificacao)
      .where(and(eq(codigoVerificacao.usuarioId, usuarioId), eq(codigoVerificacao.finalidade, 'redefinir_senha'), isNull(codigoVerificacao.usadoEm)))
      .orderBy(desc(codigoVerificacao.createdAt))
      .limit(1);
    return row ?? null;
  },

  async countAttempt(db: DbOrTx, id: string) {
    await db.update(codigoVerificacao).set({ tentativas: sql`${codigoVerificacao.tentativas} + 1` }).where(eq(codigoVerificacao.id, id));
  },

  /** Marks the code used; false when another request used it first (two resets racing on one code). */
  async consume(db: DbOrTx, id: string): Promise<boolean> {
    const rows = await db
      .update(codigoVerificacao)
      .set({ usadoEm: new Date() })
      .where(and(eq(codigoVerificacao.id, id), isNull(codigoVerificacao.usadoEm)))
      .returning({ id: codigoVerificacao.id });
    return rows.length === 1;
  },

  async setPassword(db: DbOrTx, usuarioId: string, senhaHash: string) {
    await db.update(usuario).set({ senhaHash }).where(eq(usuario.id, usuarioId));
  },
};
