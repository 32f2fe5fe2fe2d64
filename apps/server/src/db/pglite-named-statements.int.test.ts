import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../test/test-app';
import { openDatabase, type Database } from './client';

type Rows = { rows: Array<Record<string, unknown>> };
const rowsOf = (result: unknown) => (result as Rows).rows;

describe.skipIf(testDbKind() !== 'pglite')('named statements on the embedded database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await database.db.execute(
      sql`create table sonda (id int primary key, nome text not null, quando timestamptz, dados jsonb)`,
    );
  });
  afterAll(async () => database?.close());

  const preparedLike = async (marker: string) =>
    rowsOf(
      await database.db.execute(
        sql.raw(
          `select name from pg_prepared_statements where statement like '%${marker}%' and statement not like '%pg_prepared_statements%'`,
        ),
      ),
    );

  it('prepares a repeated statement once, with the same results as an unnamed one', async () => {
    const probe = (n: number, quando: string | null) =>
      sql`select ${n}::int + 1 as soma, ${quando}::timestamptz as quando, ${JSON.stringify({ n })}::jsonb as dados,
        array[${n}::int, 2] as lista, ${n > 1}::boolean as maior, 'pglite-named-probe' as marca`;
    const answers = [];
    for (const [n, quando] of [
      [1, '2026-11-29T08:00:00Z'],
      [2, null],
      [3, '2026-01-02T03:04:05Z'],
    ] as const) {
      answers.push(rowsOf(await database.db.execute(probe(n, quando)))[0]);
    }
    expect(answers).toEqual([
      {
        soma: 2,
        quando: '2026-11-29 08:00:00+00',
        dados: { n: 1 },
        lista: [1, 2],
        maior: false,
        marca: 'pglite-named-probe',
      },
      { soma: 3, quando: null, dados: { n: 2 }, lista: [2, 2], maior: true, marca: 'pglite-named-probe' },
      {
        soma: 4,
        quando: '2026-01-02 03:04:05+00',
        dados: { n: 3 },
        lista: [3, 2],
        maior: true,
        marca: 'pglite-named-probe',
      },
    ]);
    const prepared = await preparedLike('pglite-named-probe');
    expect(prepared).toHaveLength(1);
    expect(prepared[0]!.name).toMatch(/^l_[0-9a-f]{20}$/);
  });

  it('plans generically, as PostgreSQL does here', async () => {
    expect(rowsOf(await database.db.execute(sql`show plan_cache_mode`))[0]).toEqual({
      plan_cache_mode: 'force_generic_plan',
    });
  });

  it('keeps a statement prepared in a rolled-back transaction, and reports database errors with their code', async () => {
    const insert = (id: number) => sql`insert into sonda (id, nome) values (${id}, ${'rollback-probe'})`;
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(insert(1));
        await tx.execute(insert(2));
        await tx.execute(insert(2));
      }),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    expect(rowsOf(await database.db.execute(sql`select count(*)::int as n from sonda`))[0]).toEqual({ n: 0 });
    await database.db.execute(insert(3));
    await database.db.execute(insert(4));
    expect(rowsOf(await database.db.execute(sql`select id from sonda order by id`))).toEqual([
      { id: 3 },
      { id: 4 },
    ]);
    await expect(database.db.execute(insert(4))).rejects.toMatchObject({ cause: { code: '23505' } });
  });

  it('runs a query from outside an open transaction after it, never inside it', async () => {
    const insert = (id: number, nome: string) => sql`insert into sonda (id, nome) values (${id}, ${nome})`;
    // Seen twice first, so both texts are named when the race runs.
    await database.db.execute(insert(10, 'warm'));
    await database.db.execute(insert(11, 'warm'));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const failing = database.db.transaction(async (tx) => {
      await tx.execute(insert(20, 'inside'));
      await held;
      throw new Error('rolled back on purpose');
    });
    const outside = database.db.execute(insert(21, 'outside'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await expect(failing).rejects.toThrow('rolled back on purpose');
    await outside;
    const ids = rowsOf(await database.db.execute(sql`select id from sonda where id >= 20 order by id`));
    expect(ids).toEqual([{ id: 21 }]);
  });
});
