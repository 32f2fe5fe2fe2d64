import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from './client';

/** The retention run deletes a school's old attendance, chat and diary at once: minutes on a big school. */
export const RETENCAO_TIMEOUT_MS = 10 * 60_000;

type ReadTimeoutHolder = { connectionParameters?: { query_timeout?: number } };

/**
 * A transaction whose statements may run past the request limits (db/limits.ts): a named long job
 * raises them, for this transaction only, on the server (statement_timeout, reset at its end) and on
 * its connection's read timeout (restored before the connection returns to the pool).
 */
export async function withLongStatements<T>(
  db: DbOrTx,
  timeoutMs: number,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    // On PostgreSQL the connection of the transaction; the embedded database has no read timeout.
    const connection = (tx as unknown as { session?: { client?: ReadTimeoutHolder } }).session?.client;
    const params = connection?.connectionParameters;
    const previous = params?.query_timeout;
    if (params && previous) params.query_timeout = timeoutMs + 2_000;
    try {
      await tx.execute(sql`select set_config('statement_timeout', ${String(timeoutMs)}, true)`);
      return await work(tx);
    } finally {
      if (params && previous) params.query_timeout = previous;
    }
  });
}
