import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../test/test-app';
import { openDatabase, type Database } from './client';
import { withLongStatements } from './long-statements';
import { isDatabaseUnavailable } from './unavailable';

type Rows = { rows: Array<Record<string, unknown>> };

// Request limits shrunk so that a "long" statement takes under a second.
const limits = { statementTimeoutMs: 300, queryTimeoutMs: 500 };

describe.skipIf(testDbKind() !== 'postgres')('statement limits on PostgreSQL', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL!, limits });
  });
  afterAll(async () => database?.close());

  it('cuts a request statement past its limit (an outage-like 503, not a hang)', async () => {
    const error = await database.db.execute(sql`select pg_sleep(1)`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).not.toBeNull();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('lets a named long job run past the request limits, then the connection has them again', async () => {
    const rows = await withLongStatements(
      database.db,
      5_000,
      (tx) =>
        tx.execute(
          sql`select pg_sleep(1), current_setting('statement_timeout') as limite`,
        ) as unknown as Promise<Rows>,
    );
    expect(rows.rows[0]).toMatchObject({ limite: '5s' });
    // The same connections, back in the pool: the request limit again.
    for (let i = 0; i < 3; i++) {
      const { rows: after } = (await database.db.execute(
        sql`select current_setting('statement_timeout') as limite`,
      )) as unknown as Rows;
      expect(after[0]).toMatchObject({ limite: '300ms' });
    }
    await expect(database.db.execute(sql`select pg_sleep(1)`)).rejects.toThrow();
  });

  it('drops a connection whose answer never came, so later queries do not queue behind it', async () => {
    // The server would let the statement run; the client gives up first, as on a silent socket.
    const silent = await openDatabase({
      databaseUrl: process.env.TEST_DATABASE_URL!,
      limits: { statementTimeoutMs: 5_000, queryTimeoutMs: 400 },
    });
    try {
      // Inside a transaction, whose connection the pool would otherwise take back as if it were fine.
      await expect(silent.db.transaction((tx) => tx.execute(sql`select pg_sleep(2)`))).rejects.toThrow();
      for (let i = 0; i < 3; i++) await silent.db.execute(sql`select 1`);
    } finally {
      await silent.close();
    }
  });
});
