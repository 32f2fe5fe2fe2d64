import { describe, expect, it } from 'vitest';
import type { DbOrTx } from './client';
import { preparedQuery } from './prepared';

const handle = () => ({}) as unknown as DbOrTx;

function counting() {
  const built: { name: string; shape: string }[] = [];
  const run = preparedQuery('consulta', (_db, name, shape) => {
    built.push({ name, shape });
    return { execute: async (values?: Record<string, unknown>) => ({ name, values }) };
  });
  return { built, run };
}

describe('preparedQuery', () => {
  it('builds a query once per database handle and runs it with each call’s values', async () => {
    const { built, run } = counting();
    const db = handle();
    expect(await run(db, { id: 1 })).toEqual({ name: 'consulta', values: { id: 1 } });
    expect(await run(db, { id: 2 })).toEqual({ name: 'consulta', values: { id: 2 } });
    expect(built).toHaveLength(1);
  });

  it('builds again for another handle (another database, or a transaction)', async () => {
    const { built, run } = counting();
    await run(handle(), { id: 1 });
    await run(handle(), { id: 1 });
    expect(built).toHaveLength(2);
  });

  it('keeps one query per shape, each under a name of its own', async () => {
    const { built, run } = counting();
    const db = handle();
    await run(db, {}, 'a');
    await run(db, {}, 'b');
    await run(db, {}, 'a');
    expect(built).toEqual([
      { name: 'consulta_a', shape: 'a' },
      { name: 'consulta_b', shape: 'b' },
    ]);
  });
});
