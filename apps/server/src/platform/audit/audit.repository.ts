import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { Actor } from '../../lib/actor';

export type AuditEntry = {
  escolaId: string;
  usuarioId: string | null;
  discenteId: string | null;
  acao: string;
};

export const auditRepository = {
  /** A change: written in the change's own transaction, so both commit or neither does. */
  async record(db: DbOrTx, entry: AuditEntry): Promise<void> {
    await db.insert(auditLog).values(entry);
  },

  /**
   * A staff member read `discenteIds` (null: a school-wide read). A family reading its own children is
   * not the school's access to their data and is not written (the guardian's access view lists only
   * staff, and these rows were a write on every visit of the portal).
   *
   * The rows go in one statement whose commit does not wait for the WAL flush (asynchronous commit): a
   * read does not pay a disk flush of its own. If the database server itself crashes, the reads of the
   * last moments (at most 3 × wal_writer_delay, 600 ms by default) may be lost; the database stays
   * consistent and an application crash loses nothing, since the row is committed before the read is
   * answered.
   */
  async recordReads(
    db: Db,
    actor: Actor,
    acao: string,
    discenteIds: readonly (string | null)[],
  ): Promise<void> {
    if (actor.papel === 'responsavel' || discenteIds.length === 0) return;
    const rows = discenteIds.map((discenteId) => ({
      escolaId: actor.escolaId,
      usuarioId: actor.usuarioId,
      discenteId,
      acao,
    }));
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local synchronous_commit = off`);
      await tx.insert(auditLog).values(rows);
    });
  },
};
