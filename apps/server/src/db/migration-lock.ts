import crypto from 'node:crypto';
import type pg from 'pg';

/**
 * The advisory lock key of one schema's migrations: instances on the same database and schema take turns;
 * test runs in their own schemas of one server do not wait for each other. 64 bits of a hash, as a signed
 * bigint (what pg_advisory_lock takes).
 */
export function migrationLockKey(schema: string): string {
  return crypto.createHash('sha256').update(`lunna:migrate:${schema}`).digest().readBigInt64BE(0).toString();
}

/**
 * Runs `task` holding a session-level advisory lock on `client`, a connection of its own: instances
 * starting together on one database wait here in turn, so only the first migrates (the others find
 * nothing left to do) and the demo seed runs once. A process that dies while holding it loses its
 * connection, and PostgreSQL releases the lock with it.
 */
export async function withMigrationLock<T>(
  client: pg.Client,
  schema: string,
  task: () => Promise<T>,
): Promise<T> {
  const key = migrationLockKey(schema);
  await client.query('select pg_advisory_lock($1::bigint)', [key]);
  try {
    return await task();
  } finally {
    await client.query('select pg_advisory_unlock($1::bigint)', [key]).catch(() => {});
  }
}
