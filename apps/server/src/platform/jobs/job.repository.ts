import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { job } from '../../db/schema';

export type JobRow = typeof job.$inferSelect;

/** How long a claimed job stays invisible to other workers; a crashed worker's job comes back after it. */
const LEASE_MS = 5 * 60_000;

/** Done jobs are kept this long (a look at what ran lately), failed ones longer: someone may need to find out why. */
export const JOB_RETENTION = { concluidoDias: 7, falhouDias: 30 } as const;
const PRUNE_BATCH = 500;
const DAY_MS = 24 * 60 * 60_000;

export const jobRepository = {
  async schedule(
    db: DbOrTx,
    tipo: string,
    payload: Record<string, unknown>,
    executarEm: Date,
  ): Promise<void> {
    await db.insert(job).values({ tipo, payload, executarEm });
  },

  /**
   * Schedules a keyed job unless one with that key exists (pending, done or failed): planning the same
   * work twice, from two instances or after a restart, keeps one row. True when this call created it.
   */
  async scheduleOnce(
    db: DbOrTx,
    tipo: string,
    payload: Record<string, unknown>,
    executarEm: Date,
    chave: string,
  ): Promise<boolean> {
    const rows = await db
      .insert(job)
      .values({ tipo, payload, executarEm, chave })
      .onConflictDoNothing({ target: job.chave })
      .returning({ id: job.id });
    return rows.length > 0;
  },

  /**
   * Moves a keyed job that has not run yet to a new time. False when there is no such job or it already
   * ran (a reminder that went out is not sent again).
   */
  async reschedulePending(db: DbOrTx, chave: string, executarEm: Date): Promise<boolean> {
    const rows = await db
      .update(job)
      .set({ executarEm })
      .where(and(eq(job.chave, chave), eq(job.status, 'pendente')))
      .returning({ id: job.id });
    return rows.length > 0;
  },

  /**
   * Claims up to `limit` due jobs. FOR UPDATE SKIP LOCKED lets any number of instances poll the same
   * table: each job is handed to exactly one of them.
   */
  async claimDue(db: DbOrTx, now: Date, limit: number, tipos?: string[]): Promise<JobRow[]> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: job.id })
        .from(job)
        .where(
          and(
            eq(job.status, 'pendente'),
            lte(job.executarEm, now),
            or(isNull(job.travadoAte), lte(job.travadoAte, now)),
            tipos ? inArray(job.tipo, tipos) : undefined,
          ),
        )
        .orderBy(asc(job.executarEm))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(job)
        .set({ travadoAte: new Date(now.getTime() + LEASE_MS), tentativas: sql`${job.tentativas} + 1` })
        .where(
          inArray(
            job.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    });
  },

  async complete(db: DbOrTx, id: string): Promise<void> {
    await db
      .update(job)
      .set({ status: 'concluido', travadoAte: null, ultimoErro: null })
      .where(eq(job.id, id));
  },

  /** A failed try: retried after `retryAt`, or given up for good. */
  async fail(db: DbOrTx, id: string, error: string, retryAt: Date | null): Promise<void> {
    await db
      .update(job)
      .set(
        retryAt
          ? { travadoAte: retryAt, ultimoErro: error }
          : { status: 'falhou', travadoAte: null, ultimoErro: error },
      )
      .where(eq(job.id, id));
  },

  /**
   * Deletes finished jobs whose run time is past their retention (done: 7 days, failed: 30), a batch at a
   * time so no delete holds many row locks or a long transaction. Pending jobs are never touched. A keyed
   * job's key is free again once its row goes: keys name a day or an export, planned days ahead, never weeks.
   * Returns how many rows went.
   */
  async pruneFinished(db: DbOrTx, now: Date, retention = JOB_RETENTION): Promise<number> {
    let deleted = 0;
    for (const [status, days] of [
      ['concluido', retention.concluidoDias],
      ['falhou', retention.falhouDias],
    ] as const) {
      const before = new Date(now.getTime() - days * DAY_MS);
      for (;;) {
        const batch = db
          .select({ id: job.id })
          .from(job)
          .where(and(eq(job.status, status), lt(job.executarEm, before)))
          .limit(PRUNE_BATCH);
        const rows = await db.delete(job).where(inArray(job.id, batch)).returning({ id: job.id });
        deleted += rows.length;
        if (rows.length < PRUNE_BATCH) break;
      }
    }
    return deleted;
  },
};
