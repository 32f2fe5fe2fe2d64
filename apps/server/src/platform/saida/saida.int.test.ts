import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { saidaEvento } from '../../db/schema';
import { openTestDatabase, testDbKind } from '../../test/test-app';
import { criarSaida, type Saida } from './saida';
import { saidaRepository } from './saida.repository';

const quiet = () => {};
const log = { info: quiet, warn: quiet, error: quiet, debug: quiet } as unknown as FastifyBaseLogger;
let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.migrate();
});
afterAll(async () => {
  await database.close();
  await drop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (check()) return true;
    await sleep(20);
  }
  return check();
}

/** A dispatcher that records what it delivers; `varreduraMs` long unless a test wants the sweep. */
function dispatcher(options: { varreduraMs?: number; leaseMs?: number; escuta?: boolean } = {}) {
  const entregues: string[] = [];
  const saida: Saida = criarSaida({
    db: database.db,
    escutar: options.escuta === false ? undefined : database.escutar,
    log,
    varreduraMs: options.varreduraMs ?? 60_000,
    leaseMs: options.leaseMs,
  });
  saida.tratar('teste', async (payload) => {
    entregues.push(String(payload.n));
  });
  return { saida, entregues };
}

const escrever = (n: string) =>
  database.db.transaction((tx) => saidaRepository.registrar(tx, [{ tipo: 'teste', payload: { n } }]));
const pendentes = async () =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(saidaEvento))[0]!.n;

describe('the outbox (platform/saida)', () => {
  it('an event whose transaction rolls back is never delivered', async () => {
    const { saida, entregues } = dispatcher();
    await saida.start();
    await expect(
      database.db.transaction(async (tx) => {
        await saidaRepository.registrar(tx, [{ tipo: 'teste', payload: { n: 'desfeito' } }]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await sleep(300);
    await saida.drenar();
    expect(entregues).toEqual([]);
    expect(await pendentes()).toBe(0);
    await saida.stop();
  });

  it('an event whose transaction stays open 2 s is delivered once, right after commit (woken by NOTIFY, not the sweep)', async () => {
    const { saida, entregues } = dispatcher();
    await saida.start();
    let commitedAt = 0;
    await database.db.transaction(async (tx) => {
      await saidaRepository.registrar(tx, [{ tipo: 'teste', payload: { n: 'lento' } }]);
      await sleep(2_000);
      expect(entregues).toEqual([]);
      commitedAt = Date.now();
    });
    expect(await until(() => entregues.length > 0, 1_500)).toBe(true);
    expect(Date.now() - commitedAt).toBeLessThan(1_500);
    await sleep(200);
    await saida.drenar();
    expect(entregues).toEqual(['lento']);
    expect(await pendentes()).toBe(0);
    await saida.stop();
  });

  it('events committed while no dispatcher ran (a crash between commit and delivery) go out when one starts', async () => {
    await escrever('antes-1');
    await escrever('antes-2');
    const { saida, entregues } = dispatcher();
    await saida.start();
    expect(await until(() => entregues.length === 2, 2_000)).toBe(true);
    expect(entregues).toEqual(['antes-1', 'antes-2']);
    await saida.stop();
  });

  it('a row claimed by a dispatcher that died is delivered by another after the lease', async () => {
    await escrever('orfao');
    // Claimed as a crashing instance would (its lease, then nothing).
    expect(await saidaRepository.reivindicar(database.db, 10, 300)).toHaveLength(1);
    const { saida, entregues } = dispatcher({ varreduraMs: 100 });
    await saida.start();
    await sleep(100);
    expect(entregues).toEqual([]);
    expect(await until(() => entregues.length === 1, 3_000)).toBe(true);
    expect(entregues).toEqual(['orfao']);
    await saida.stop();
  });

  it('without NOTIFY (the listening connection away), the sweep delivers', async () => {
    const { saida, entregues } = dispatcher({ varreduraMs: 200, escuta: false });
    await saida.start();
    await escrever('varrido');
    expect(await until(() => entregues.length === 1, 2_000)).toBe(true);
    await saida.stop();
  });

  it.runIf(testDbKind() === 'postgres')(
    'the LISTEN connection, dropped by the server, comes back by itself and hears NOTIFYs again',
    async () => {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const listeners = async () =>
        (
          await admin.query<{ pid: number }>(
            `select pid from pg_stat_activity where query = 'LISTEN "lunna_saida"' and pid <> pg_backend_pid()`,
          )
        ).rows.map((r) => r.pid);
      try {
        const before = new Set(await listeners());
        const { saida, entregues } = dispatcher();
        await saida.start();
        const mine = (await listeners()).filter((pid) => !before.has(pid));
        expect(mine).toHaveLength(1);
        await admin.query('select pg_terminate_backend($1)', [mine[0]]);
        // Back within its reconnection delay (from half a second).
        await sleep(1_500);
        const after = (await listeners()).filter((pid) => !before.has(pid));
        expect(after).toHaveLength(1);
        expect(after[0]).not.toBe(mine[0]);
        await escrever('depois-da-queda');
        // The sweep is a minute away: only the NOTIFY on the new connection can deliver this soon.
        expect(await until(() => entregues.length === 1, 1_500)).toBe(true);
        await saida.stop();
      } finally {
        await admin.end();
      }
    },
  );

  it('a handler that fails is retried later; the row stays until delivered', async () => {
    const saida = criarSaida({ db: database.db, escutar: database.escutar, log, varreduraMs: 100 });
    let tentativas = 0;
    saida.tratar('teste', async () => {
      tentativas++;
      if (tentativas === 1) throw new Error('broker away');
    });
    await saida.start();
    await escrever('insiste');
    expect(await until(() => tentativas === 2, 4_000)).toBe(true);
    await sleep(100);
    expect(await pendentes()).toBe(0);
    await saida.stop();
  });

  it('two dispatchers on one database deliver each event once', async () => {
    const a = dispatcher({ varreduraMs: 100 });
    const b = dispatcher({ varreduraMs: 100 });
    await a.saida.start();
    await b.saida.start();
    const ns = Array.from({ length: 60 }, (_, i) => `e${i}`);
    await Promise.all(ns.map((n) => escrever(n)));
    expect(await until(() => a.entregues.length + b.entregues.length >= ns.length, 5_000)).toBe(true);
    await sleep(300);
    await a.saida.drenar();
    await b.saida.drenar();
    expect([...a.entregues, ...b.entregues].sort()).toEqual([...ns].sort());
    expect(await pendentes()).toBe(0);
    await a.saida.stop();
    await b.saida.stop();
  });
});
