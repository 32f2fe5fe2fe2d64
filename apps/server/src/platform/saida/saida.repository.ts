import { asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { saidaEvento } from '../../db/schema';

/** The channel the outbox's NOTIFY goes out on (any instance's dispatcher listens to it). */
export const CANAL_SAIDA = 'lunna_saida';

export type EventoSaida = { tipo: string; payload: Record<string, unknown> };
export type SaidaRow = typeof saidaEvento.$inferSelect;

export const saidaRepository = {
  /**
   * Writes the events in the caller's transaction, with a NOTIFY: PostgreSQL (and PGlite) sends it only
   * when that transaction commits, never when it rolls back.
   */
  async registrar(db: DbOrTx, eventos: EventoSaida[]): Promise<void> {
    if (eventos.length === 0) return;
    // One statement (a data-modifying CTE always runs): a round trip less inside the caller's transaction.
    const values = sql.join(
      eventos.map((e) => sql`(${e.tipo}, ${JSON.stringify(e.payload)}::jsonb)`),
      sql`, `,
    );
    await db.execute(
      sql`with novos as (insert into ${saidaEvento} (tipo, payload) values ${values} returning 1) select pg_notify(${CANAL_SAIDA}, '')`,
    );
  },

  /**
   * Claims up to `limite` rows nobody holds (or whose holder's lease ran out), oldest first. SKIP LOCKED
   * and the lease hand each row to one dispatcher among any number of instances. Times are the
   * database's, so the instances' clocks need not agree.
   */
  async reivindicar(db: Db, limite: number, leaseMs: number): Promise<SaidaRow[]> {
    return db.transaction(async (tx) => {
      const livres = await tx
        .select({ id: saidaEvento.id })
        .from(saidaEvento)
        .where(or(isNull(saidaEvento.travadoAte), lte(saidaEvento.travadoAte, sql`now()`)))
        .orderBy(asc(saidaEvento.createdAt))
        .limit(limite)
        .for('update', { skipLocked: true });
      if (livres.length === 0) return [];
      const rows = await tx
        .update(saidaEvento)
        .set({
          travadoAte: sql`now() + ${leaseMs} * interval '1 millisecond'`,
          tentativas: sql`${saidaEvento.tentativas} + 1`,
        })
        .where(
          inArray(
            saidaEvento.id,
            livres.map((l) => l.id),
          ),
        )
        .returning();
      return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    });
  },

  /** Delivered (or given up): the rows go. */
  async concluir(db: Db, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await db.delete(saidaEvento).where(inArray(saidaEvento.id, ids));
  },

  /** A delivery that failed is tried again after `emMs`. */
  async adiar(db: Db, id: string, emMs: number): Promise<void> {
    await db
      .update(saidaEvento)
      .set({ travadoAte: sql`now() + ${emMs} * interval '1 millisecond'` })
      .where(eq(saidaEvento.id, id));
  },
};
