import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../test/test-app';
import { openDatabase, type Database } from './client';

type Rows = { rows: Array<Record<string, unknown>> };

describe.skipIf(testDbKind() !== 'postgres')('named statements on PostgreSQL', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({
      databaseUrl: process.env.TEST_DATABASE_URL!,
      limits: { idleTimeoutMs: 60_000 },
    });
  });
  afterAll(async () => database?.close());

  const sumOf = (n: number) => sql`select ${n}::int + 1 as soma, 'named-statements-probe' as marca`;

  it('prepares a repeated statement once on its connection, with unchanged results', async () => {
    const prepared = await database.db.transaction(async (tx) => {
      const answers: unknown[] = [];
      for (const n of [1, 2, 3]) answers.push(((await tx.execute(sumOf(n))) as unknown as Rows).rows[0]);
      expect(answers).toEqual([1, 2, 3].map((n) => ({ soma: n + 1, marca: 'named-statements-probe' })));
      const found = (await tx.execute(
        sql`select name from pg_prepared_statements where statement like ${'%named-statements-probe%'} and statement not like ${'%pg_prepared_statements%'}`,
      )) as unknown as Rows;
      return found.rows;
    });
    expect(prepared).toHaveLength(1);
    expect(prepared[0]!.name).toMatch(/^l_[0-9a-f]{20}$/);
  });

  it('plans prepared statements generically on request connections by default, and as configured', async () => {
    const mode = async (db: Database) =>
      ((await db.db.execute(sql`show plan_cache_mode`)) as unknown as Rows).rows[0];
    expect(await mode(database)).toEqual({ plan_cache_mode: 'force_generic_plan' });
    const auto = await openDatabase({
      databaseUrl: process.env.TEST_DATABASE_URL!,
      limits: { planCacheMode: 'auto' },
    });
    try {
      expect(await mode(auto)).toEqual({ plan_cache_mode: 'auto' });
    } finally {
      await auto.close();
    }
  });

  it('keeps working after a named statement fails inside a transaction', async () => {
    const divide = (n: number) => sql`select 10 / ${n}::int as quociente, 'named-statements-div' as marca`;
    for (const n of [1, 2]) await database.db.execute(divide(n));
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(divide(0));
      }),
    ).rejects.toThrow();
    const after = (await database.db.execute(divide(5))) as unknown as Rows;
    expect(after.rows[0]).toMatchObject({ quociente: 2 });
  });
});
