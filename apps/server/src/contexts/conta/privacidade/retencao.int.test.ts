import { and, eq, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RetencaoRead } from '@lunna/contract';
import type { DetalhesRegistro } from '@lunna/contract';
import { autorizacaoMedicacao, diarioRegistro, mensagem, presenca, retencaoEscola } from '../../../db/schema';
import { registrarNoDiario } from '../../dia/diario/diario.test-support';
import { otherSchoolStaff } from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { demoIds } from './privacidade.test-support';

let t: TestApp;
let d: Awaited<ReturnType<typeof demoIds>>;
let outsider: Awaited<ReturnType<typeof otherSchoolStaff>>;
beforeAll(async () => {
  t = await createTestApp();
  d = await demoIds(t);
  outsider = await otherSchoolStaff(t.database.db, 'gestor');
});
afterAll(() => t.close());

const count = async (table: typeof retencaoEscola) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe('retention periods (the director)', () => {
  it('defaults 24/12 months; the director changes them; bounds enforced; nothing written on bad input', async () => {
    const diretora = await d.as('diretora@lunna.demo');
    const first = await diretora.get('/api/privacidade/retencao');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      presencaMeses: 24,
      chatMeses: 12,
      diarioMeses: 24,
      alteradoEm: null,
      execucoes: [],
    });

    for (const body of [
      { presencaMeses: 5, chatMeses: 12 },
      { presencaMeses: 24, chatMeses: 121 },
      { presencaMeses: 12.5, chatMeses: 12 },
      { presencaMeses: '24', chatMeses: 12 },
      { presencaMeses: 24 },
      { presencaMeses: 24, chatMeses: 12, diarioMeses: 3 },
      { presencaMeses: 24, chatMeses: 12, diarioMeses: 121 },
    ]) {
      const res = await diretora.put('/api/privacidade/retencao', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    expect(await count(retencaoEscola)).toBe(0);

    const saved = await diretora.put('/api/privacidade/retencao', { presencaMeses: 12, chatMeses: 6 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ presencaMeses: 12, chatMeses: 6, alteradoEm: expect.any(String) });
    expect((await diretora.get('/api/privacidade/retencao')).json()).toMatchObject({
      presencaMeses: 12,
      chatMeses: 6,
    });
    // Another school's director sees (and changes) only their own school's.
    const other = await d.as(outsider.email);
    expect((await other.get('/api/privacidade/retencao')).json()).toMatchObject({
      presencaMeses: 24,
      chatMeses: 12,
    });
  });

  it("the diary's period: saved with the others; a client that does not send it keeps the school's", async () => {
    const diretora = await d.as('diretora@lunna.demo');
    const saved = await diretora.put('/api/privacidade/retencao', {
      presencaMeses: 12,
      chatMeses: 6,
      diarioMeses: 18,
    });
    expect(saved.json()).toMatchObject({ presencaMeses: 12, chatMeses: 6, diarioMeses: 18 });
    const without = await diretora.put('/api/privacidade/retencao', { presencaMeses: 12, chatMeses: 6 });
    expect(without.json()).toMatchObject({ diarioMeses: 18 });
    const bad = await diretora.put('/api/privacidade/retencao', {
      presencaMeses: 12,
      chatMeses: 6,
      diarioMeses: 5,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION' });
    expect((await diretora.get('/api/privacidade/retencao')).json()).toMatchObject({ diarioMeses: 18 });
  });

  it('educators, guardians and anonymous: no', async () => {
    for (const email of ['ana.professora@lunna.demo', 'mariana@lunna.demo']) {
      const client = await d.as(email);
      expect((await client.get('/api/privacidade/retencao')).statusCode).toBe(403);
      expect(
        (await client.put('/api/privacidade/retencao', { presencaMeses: 6, chatMeses: 6 })).statusCode,
      ).toBe(403);
    }
    expect((await new TestClient(t.app).get('/api/privacidade/retencao')).statusCode).toBe(401);
    expect((await (await d.as('diretora@lunna.demo')).get('/api/privacidade/retencao')).json()).toMatchObject(
      { presencaMeses: 12, chatMeses: 6 },
    );
  });
});

describe('the nightly retention job', () => {
  it('deletes closed-year attendance once the period is over (school time zone), keeps the rest, records the counts', async () => {
    const db = t.database.db;
    const escolaId = await d.escolaId();
    const lucas = d.kid('lucas');
    const row = (data: string) => ({
      escolaId,
      discenteId: lucas,
      data,
      tipo: 'entrada' as const,
      ocorridoEm: new Date(`${data}T11:00:00Z`),
    });
    // presencaMeses is 12 (previous test): 2025 attendance goes on 1 January 2027, school time.
    await db
      .insert(presenca)
      .values([row('2024-03-04'), row('2025-03-10'), row('2025-12-19'), row('2026-02-02')]);
    const dates = async () =>
      (await db.select({ data: presenca.data }).from(presenca).where(eq(presenca.discenteId, lucas))).map(
        (p) => p.data,
      );
    const before = await dates();

    // 31 Dec 2026, 23:00 in São Paulo (already 1 January in UTC): 2025 is not yet past its 12 months.
    t.clock.set(new Date('2027-01-01T02:00:00Z'));
    try {
      // Signed in on that day (a staff session from today would have ended long before).
      const diretora = await d.as('diretora@lunna.demo');
      await diretora.get('/api/privacidade/retencao'); // plans today's run if it is not planned
      await t.app.jobs.runDue(new Date('2027-01-01T02:00:00Z'));
      const afterFirst = await dates();
      expect(afterFirst).not.toContain('2024-03-04');
      expect(afterFirst).toEqual(expect.arrayContaining(['2025-03-10', '2025-12-19', '2026-02-02']));
      const deletedFirst = before.length - afterFirst.length;
      expect(deletedFirst).toBeGreaterThanOrEqual(1);

      // The next night (1 January 2027, 03:00 in São Paulo): 2025 goes, 2026 stays.
      await t.app.jobs.runDue(new Date('2027-01-01T06:00:00Z'));
      const afterSecond = await dates();
      expect(afterSecond).not.toContain('2025-03-10');
      expect(afterSecond).not.toContain('2025-12-19');
      expect(afterSecond).toContain('2026-02-02');

      const runs = (await diretora.get('/api/privacidade/retencao')).json() as RetencaoRead;
      // Newest first: the last night's run, then the earlier ones (the run planned at the first visit, on the real date, ran late too).
      expect(runs.execucoes[0]).toMatchObject({
        executadoEm: '2027-01-01T06:00:00.000Z',
        presencasExcluidas: afterFirst.length - afterSecond.length,
        mensagensExcluidas: 0,
      });
      expect(runs.execucoes.reduce((n, e) => n + e.presencasExcluidas, 0)).toBe(
        before.length - afterSecond.length,
      );
      expect(runs.execucoes.every((e) => e.mensagensExcluidas === 0)).toBe(true);
      // The chain goes on: one run planned for the next night, none due now.
      expect(await t.app.jobs.runDue(new Date('2027-01-01T06:00:00Z'))).toBe(0);
    } finally {
      t.clock.reset();
    }
  });

  it('deletes the chat messages older than the school’s chat period, per school, and counts them', async () => {
    const db = t.database.db;
    const escolaId = await d.escolaId();
    const geralDe = async (email: string) =>
      ((await (await d.as(email)).get('/api/chat/conversas')).json() as { idConversa: string }[])[0]!
        .idConversa;
    const nossa = await geralDe('mariana@lunna.demo');
    const deles = await geralDe(outsider.email);
    // Numbers far past what sending gives these conversations in this file, so they never meet.
    let numero = 1_000_000;
    const msg = (conversaId: string, escola: string, autorId: string, texto: string, em: string) => ({
      conversaId,
      escolaId: escola,
      autorId,
      texto,
      createdAt: new Date(em),
      seqConversa: numero++,
    });
    const mariana = await d.usuarioId('mariana@lunna.demo');
    // chatMeses is 6 here (first test), 12 (the default) at the other school. The run of 2 January 2027 keeps what was sent from 2 July 2026 on.
    await db
      .insert(mensagem)
      .values([
        msg(nossa, escolaId, mariana, 'antiga-da-escola', '2026-06-20T12:00:00Z'),
        msg(nossa, escolaId, mariana, 'recente-da-escola', '2026-12-20T12:00:00Z'),
        msg(deles, outsider.escolaId, outsider.usuarioId, 'antiga-da-outra-escola', '2026-06-20T12:00:00Z'),
      ]);
    const textos = async () =>
      (await db.select({ texto: mensagem.texto }).from(mensagem)).map((m) => m.texto).sort();

    t.clock.set(new Date('2027-01-02T06:00:00Z'));
    try {
      await t.app.jobs.runDue(new Date('2027-01-02T06:00:00Z'));
      expect(await textos()).toEqual(['antiga-da-outra-escola', 'recente-da-escola']);
      const runs = (
        await (await d.as('diretora@lunna.demo')).get('/api/privacidade/retencao')
      ).json() as RetencaoRead;
      expect(runs.execucoes[0]).toMatchObject({
        executadoEm: '2027-01-02T06:00:00.000Z',
        mensagensExcluidas: 1,
      });
    } finally {
      t.clock.reset();
    }
  });

  it("deletes diary entries past the diary's period; medication and incidents not before attendance goes too; counts them", async () => {
    const db = t.database.db;
    const escolaId = await d.escolaId();
    const lucas = d.kid('lucas');
    const ana = 'ana.professora@lunna.demo';
    const incidente: DetalhesRegistro = {
      tipo: 'incidente',
      incidente: 'queda',
      descricao: 'Caiu',
      local: 'Pátio',
      primeirosSocorros: 'Gelo',
      grave: false,
    };
    const remedio: DetalhesRegistro = {
      tipo: 'medicacao',
      medicamento: 'Dipirona',
      dose: 10,
      unidade: 'gotas',
    };
    const entradas: [string, DetalhesRegistro][] = [
      ['2025-12-15', { tipo: 'humor', humor: 'feliz' }],
      ['2026-01-02', { tipo: 'refeicao', refeicao: 'almoco', quantidade: 'tudo' }],
      ['2026-01-05', { tipo: 'nota', texto: 'Dia tranquilo' }],
      ['2025-12-10', remedio],
      ['2026-01-02', incidente],
      ['2026-01-02', remedio],
    ];
    for (const [data, detalhes] of entradas)
      await registrarNoDiario(db, { idDisc: lucas, autorEmail: ana, data, hora: '10:00', detalhes });
    const autorizacao = (dataFim: string) => ({
      escolaId,
      discenteId: lucas,
      autorNome: 'Mariana Souza',
      medicamento: 'Dipirona',
      dose: 10,
      unidade: 'gotas' as const,
      horarios: '10h',
      dataInicio: '2025-12-01',
      dataFim,
    });
    await db.insert(autorizacaoMedicacao).values([autorizacao('2025-12-20'), autorizacao('2026-01-02')]);

    // 3 January 2027, 03:00 in São Paulo. The diary keeps 12 months (from 3 January 2026 on); attendance
    // (12 months after the end of the year) keeps 2026: the legal kinds of 2025 may go, not those of 2026.
    t.clock.set(new Date('2027-01-03T06:00:00Z'));
    try {
      const diretora = await d.as('diretora@lunna.demo');
      await diretora.put('/api/privacidade/retencao', { presencaMeses: 12, chatMeses: 6, diarioMeses: 12 });
      await t.app.jobs.runDue(new Date('2027-01-03T06:00:00Z'));
      // (The demo seed's diary of the real date is the school's too, and recent: it stays.)
      const ficou = (
        await db
          .select({ data: diarioRegistro.data, tipo: diarioRegistro.tipo })
          .from(diarioRegistro)
          .where(and(eq(diarioRegistro.discenteId, lucas), lt(diarioRegistro.data, '2026-06-01')))
      )
        .map((r) => `${r.data} ${r.tipo}`)
        .sort();
      expect(ficou).toEqual(['2026-01-02 incidente', '2026-01-02 medicacao', '2026-01-05 nota']);
      const autorizacoes = (
        await db
          .select({ dataFim: autorizacaoMedicacao.dataFim })
          .from(autorizacaoMedicacao)
          .where(eq(autorizacaoMedicacao.discenteId, lucas))
      ).map((a) => a.dataFim);
      expect(autorizacoes).toEqual(['2026-01-02']);
      const runs = (await diretora.get('/api/privacidade/retencao')).json() as RetencaoRead;
      expect(runs.execucoes[0]).toMatchObject({
        executadoEm: '2027-01-03T06:00:00.000Z',
        registrosDiarioExcluidos: 3,
      });
    } finally {
      t.clock.reset();
    }
  });
});
