import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { codigoVerificacao } from '../../db/schema';

export type Finalidade = (typeof codigoVerificacao.$inferSelect)['finalidade'];

/** One-time codes and links (password reset, e-mail confirmation), stored as keyed hashes only. */
export const verificationCodeRepository = {
  /** A new code replaces any earlier unused one of the same purpose. */
  async replace(db: DbOrTx, usuarioId: string, finalidade: Finalidade, codigoHash: string, expiresAt: Date) {
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
    await db.insert(codigoVerificacao).values({ usuarioId, finalidade, codigoHash, expiresAt });
  },

  async latestOpen(db: DbOrTx, usuarioId: string, finalidade: Finalidade) {
    const [row] = await db
      .select()
      .from(codigoVerificacao)
      .where(
        and(
          eq(codigoVerificacao.usuarioId, usuarioId),
          eq(codigoVerificacao.finalidade, finalidade),
          isNull(codigoVerificacao.usadoEm),
        ),
      )
      .orderBy(desc(codigoVerificacao.createdAt))
      .limit(1);
    return row ?? null;
  },

  async findOpenByHash(db: DbOrTx, finalidade: Finalidade, codigoHash: string, now: Date) {
    const [row] = await db
      .select()
      .from(codigoVerificacao)
      .where(
        and(
          eq(codigoVerificacao.finalidade, finalidade),
          eq(codigoVerificacao.codigoHash, codigoHash),
          isNull(codigoVerificacao.usadoEm),
          gt(codigoVerificacao.expiresAt, now),
        ),
      );
    return row ?? null;
  },

  /**
   * Takes one of the code's tries atomically; false when none is left. Parallel guesses each need their
   * own try, so a stale read cannot give more than `max` guesses.
   */
  async claimAttempt(db: DbOrTx, id: string, max: number): Promise<boolean> {
    const rows = await db
      .update(codigoVerificacao)
      .set({ tentativas: sql`${codigoVerificacao.tentativas} + 1` })
      .where(and(eq(codigoVerificacao.id, id), lt(codigoVerificacao.tentativas, max)))
      .returning({ id: codigoVerificacao.id });
    return rows.length === 1;
  },

  /** Gives a try back (the right code was given: checking it should not use up the limit). */
  async refundAttempt(db: DbOrTx, id: string) {
    await db
      .update(codigoVerificacao)
      .set({ tentativas: sql`greatest(${codigoVerificacao.tentativas} - 1, 0)` })
      .where(eq(codigoVerificacao.id, id));
  },

  /** Marks the code used; false when another request used it first (two requests racing on one code). */
  async consume(db: DbOrTx, id: string): Promise<boolean> {
    const rows = await db
      .update(codigoVerificacao)
      .set({ usadoEm: new Date() })
      .where(and(eq(codigoVerificacao.id, id), isNull(codigoVerificacao.usadoEm)))
      .returning({ id: codigoVerificacao.id });
    return rows.length === 1;
  },
};
