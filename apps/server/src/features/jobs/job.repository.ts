import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { job } from '../../db/schema';

export type JobRow = typeof job.$inferSelect;

/** How long a claimed job stays invisible to other workers; a crashed worker's job comes back after it. */
const LEASE_MS = 5 * 60_000;

export const jobRepository = {
  async schedule(db: DbOrTx, tipo: string, payload: Record<string, unknown>, executarEm: Date): Promise<void> {
    await db.insert(job).values({ tipo, payload, executarEm });
  },

  /**
   * Claims up to `limit` due jobs. FOR UPDATE SKIP LOCKED lets any number of instances poll the same
   * table: each job is handed to exactly one of them.
   */
  async claimDue(db: DbOrTx, now: Date, limit: number): Promise<JobRow[]> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: job.id })
        .from(job)
        .where(and(eq(job.status, 'pendente'), lte(job.executarEm, now), or(isNull(job.travadoAte), lte(job.travadoAte, now))))
        .orderBy(asc(job.executarEm))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(job)
        .set({ travadoAte: new Date(now.getTime() + LEASE_MS), tentativas: sql`${job.tentativas} + 1` })
        .where(inArray(
          job.id,
          due.map((d) => d.id),
        ))
        .returning();
    });
  },

  async complete(db: DbOrTx, id: string): Promise<void> {
    await db.update(job).set({ status: 'concluido', travadoAte: null, ultimoErro: null }).where(eq(job.id, id));
  },

  /** A failed try: retried after `retryAt`, or given up for good. */
  async fail(db: DbOrTx, id: string, error: string, retryAt: Date | null): Promise<void> {
    await db
      .update(job)
      .set(retryAt ? { travadoAte: retryAt, ultimoErro: error } : { status: 'falhou', travadoAte: null, ultimoErro: error })
      .where(eq(job.id, id));
  },
};
