import { msg } from '@lunna/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escola, job } from '../../../db/schema';
import { otherSchoolStaff } from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { at, demoIds, mondayAhead } from '../alerta/alerta.test-support';
import { bootstrapResumoDiario, chavesResumo } from './diario-resumo.service';

/** The school's end-of-day summary time, set by the director; today's pending run follows it. */
let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
let outsider: Awaited<ReturnType<typeof otherSchoolStaff>>;
const D = mondayAhead(1);

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t.database.db);
  outsider = await otherSchoolStaff(t.database.db, 'gestor');
  t.clock.set(at(D, '07:00'));
  await bootstrapResumoDiario(t.database.db, t.clock);
});
afterAll(() => t.close());

const as = (email: string) => TestClient.signedIn(t.app, email);
const runOf = async (escolaId: string) => {
  const [row] = await t.database.db
    .select()
    .from(job)
    .where(eq(job.chave, chavesResumo.escola(escolaId, D)));
  return row!;
};
const horarioOf = async (escolaId: string) => {
  const [row] = await t.database.db
    .select({ h: escola.horarioResumoDiario })
    .from(escola)
    .where(eq(escola.id, escolaId));
  return row!.h;
};

describe('the end-of-day summary time', () => {
  it('the director reads it (default 17:30)', async () => {
    const res = await (await as('diretora@lunna.demo')).get('/api/diario/horario-resumo');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ horarioResumoDiario: '17:30' });
  });

  it('nobody else may read or set it', async () => {
    for (const email of ['ana.professora@lunna.demo', 'mariana@lunna.demo']) {
      const c = await as(email);
      expect((await c.get('/api/diario/horario-resumo')).statusCode, email).toBe(403);
      expect(
        (await c.put('/api/diario/horario-resumo', { horarioResumoDiario: '16:00' })).statusCode,
        email,
      ).toBe(403);
    }
    const anon = new TestClient(t.app);
    expect((await anon.get('/api/diario/horario-resumo')).statusCode).toBe(401);
    expect((await anon.put('/api/diario/horario-resumo', { horarioResumoDiario: '16:00' })).statusCode).toBe(
      401,
    );
    expect(await horarioOf(ids.escolaId)).toBe('17:30');
  });

  it('a bad time is a 400 with the contract message, and changes nothing', async () => {
    const helena = await as('diretora@lunna.demo');
    for (const horarioResumoDiario of ['25:00', '7h', '', 1730]) {
      const res = await helena.put('/api/diario/horario-resumo', { horarioResumoDiario });
      expect(res.statusCode, String(horarioResumoDiario)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(msg.horarioInvalido);
    }
    expect((await helena.put('/api/diario/horario-resumo', {})).statusCode).toBe(400);
    expect(await horarioOf(ids.escolaId)).toBe('17:30');
    expect((await runOf(ids.escolaId)).executarEm.toISOString()).toBe(at(D, '17:30').toISOString());
  });

  it('setting it moves today’s pending run of that school only', async () => {
    const helena = await as('diretora@lunna.demo');
    const otherBefore = (await runOf(outsider.escolaId)).executarEm.toISOString();
    const res = await helena.put('/api/diario/horario-resumo', { horarioResumoDiario: '16:15' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ horarioResumoDiario: '16:15' });
    expect((await helena.get('/api/diario/horario-resumo')).json()).toEqual({ horarioResumoDiario: '16:15' });
    expect(await horarioOf(ids.escolaId)).toBe('16:15');
    const run = await runOf(ids.escolaId);
    expect(run.status).toBe('pendente');
    expect(run.executarEm.toISOString()).toBe(at(D, '16:15').toISOString());
    // Another school's time and run are untouched.
    expect(await horarioOf(outsider.escolaId)).toBe('17:30');
    expect((await runOf(outsider.escolaId)).executarEm.toISOString()).toBe(otherBefore);
  });

  it('a run already done is not replanned', async () => {
    await t.database.db
      .update(job)
      .set({ status: 'concluido' })
      .where(eq(job.chave, chavesResumo.escola(ids.escolaId, D)));
    const helena = await as('diretora@lunna.demo');
    expect(
      (await helena.put('/api/diario/horario-resumo', { horarioResumoDiario: '18:00' })).statusCode,
    ).toBe(200);
    const run = await runOf(ids.escolaId);
    expect(run.status).toBe('concluido');
    expect(run.executarEm.toISOString()).toBe(at(D, '16:15').toISOString());
    expect(await horarioOf(ids.escolaId)).toBe('18:00');
  });
});
