import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { job } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createJobRunner } from './job-runner';
import { jobRepository } from './job.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const rowsOf = (tipo: string) => t.database.db.select().from(job).where(eq(job.tipo, tipo));

describe('job runner', () => {
  it('runs a due job once, and a job not yet due not at all', async () => {
    const seen: unknown[] = [];
    const runner = createJobRunner(
      t.database.db,
      { ok: async (payload) => void seen.push(payload.n) },
      t.app.log,
      0,
    );
    const now = new Date();
    await jobRepository.schedule(t.database.db, 'ok', { n: 1 }, now);
    await jobRepository.schedule(t.database.db, 'ok', { n: 2 }, new Date(now.getTime() + 60_000));
    expect(await runner.runDue(now)).toBe(1);
    expect(await runner.runDue(now)).toBe(0);
    expect(seen).toEqual([1]);
    expect(await runner.runDue(new Date(now.getTime() + 61_000))).toBe(1);
    expect(seen).toEqual([1, 2]);
    expect((await rowsOf('ok')).every((r) => r.status === 'concluido')).toBe(true);
  });

  it('two workers polling together hand each job to exactly one of them', async () => {
    const ran: string[] = [];
    const handler = async (payload: Record<string, unknown>) => void ran.push(String(payload.n));
    const a = createJobRunner(t.database.db, { par: handler }, t.app.log, 0);
    const b = createJobRunner(t.database.db, { par: handler }, t.app.log, 0);
    const now = new Date();
    for (let n = 0; n < 30; n++) await jobRepository.schedule(t.database.db, 'par', { n }, now);
    const [x, y] = await Promise.all([a.runDue(now), b.runDue(now)]);
    expect(x + y).toBe(30);
    expect(ran.sort()).toEqual(Array.from({ length: 30 }, (_, n) => String(n)).sort());
  });

  it('retries a failing job later, keeps the error, and gives up after five tries', async () => {
    let calls = 0;
    const runner = createJobRunner(
      t.database.db,
      {
        falha: async () => {
          calls++;
          throw new Error('servidor de e-mail fora do ar');
        },
      },
      t.app.log,
      0,
    );
    const start = new Date();
    await jobRepository.schedule(t.database.db, 'falha', {}, start);
    await runner.runDue(start);
    let [row] = await rowsOf('falha');
    expect(row).toMatchObject({
      status: 'pendente',
      tentativas: 1,
      ultimoErro: 'servidor de e-mail fora do ar',
    });
    // Not again right away: the retry waits.
    await runner.runDue(start);
    expect(calls).toBe(1);
    for (let i = 1; i <= 6; i++) await runner.runDue(new Date(start.getTime() + i * 3_600_000));
    [row] = await rowsOf('falha');
    expect(calls).toBe(5);
    expect(row!.status).toBe('falhou');
  });

  describe('finished jobs are pruned', () => {
    const DAY = 24 * 60 * 60_000;
    const insert = (
      tipo: string,
      status: 'pendente' | 'concluido' | 'falhou',
      daysAgo: number,
      now: Date,
      count = 1,
    ) =>
      t.database.db.insert(job).values(
        Array.from({ length: count }, () => ({
          tipo,
          payload: {},
          status,
          executarEm: new Date(now.getTime() - daysAgo * DAY),
        })),
      );
    const left = async (prefix: string) =>
      (
        await t.database.db
          .select({ tipo: job.tipo })
          .from(job)
          .where(like(job.tipo, `${prefix}%`))
      )
        .map((r) => r.tipo)
        .sort();

    it('done after 7 days, failed after 30, in batches; pending ones and recent ones stay', async () => {
      const now = new Date();
      await insert('poda:concluido-velho', 'concluido', 8, now, 1_203);
      await insert('poda:concluido-recente', 'concluido', 6, now);
      await insert('poda:falhou-velho', 'falhou', 31, now, 2);
      await insert('poda:falhou-recente', 'falhou', 29, now);
      await insert('poda:pendente-velho', 'pendente', 90, now);

      expect(await jobRepository.pruneFinished(t.database.db, now)).toBe(1_205);
      expect(await left('poda:')).toEqual([
        'poda:concluido-recente',
        'poda:falhou-recente',
        'poda:pendente-velho',
      ]);
      expect(await jobRepository.pruneFinished(t.database.db, now)).toBe(0);
    });

    it('a polling runner prunes on its own', async () => {
      const now = new Date();
      await insert('auto:concluido-velho', 'concluido', 10, now, 3);
      await insert('auto:concluido-recente', 'concluido', 1, now);
      const runner = createJobRunner(t.database.db, {}, t.app.log, 20);
      runner.start();
      try {
        for (let i = 0; i < 100 && (await left('auto:')).length > 1; i++)
          await new Promise((r) => setTimeout(r, 50));
      } finally {
        await runner.stop();
      }
      expect(await left('auto:')).toEqual(['auto:concluido-recente']);
    });
  });
});
