import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diarioResumoEnviado, job, notificacao, usuario } from '../../../db/schema';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { at, demoIds, mondayAhead } from '../alerta/alerta.test-support';
import { bootstrapResumoDiario, chavesResumo } from './diario-resumo.service';
import { registrarNoDiario, sono } from './diario.test-support';

/** The end-of-day summary: once per guardian, child and day, at check-out or at the school's time, in each guardian's language. */
let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
const D = mondayAhead(2);
const ana = 'ana.professora@lunna.demo';

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t.database.db);
  const db = t.database.db;
  // Patrícia reads the app in Spanish; everyone here wants e-mail for normal notices.
  await db.update(usuario).set({ idioma: 'es' }).where(eq(usuario.email, 'patricia@lunna.demo'));
  await db
    .update(usuario)
    .set({ emailNormal: true })
    .where(sql`${usuario.email} in ('carlos@lunna.demo', 'patricia@lunna.demo', 'mariana@lunna.demo')`);
  const theo = ids.child('theo');
  await registrarNoDiario(db, {
    idDisc: theo,
    autorEmail: ana,
    data: D,
    hora: '11:00',
    detalhes: { tipo: 'refeicao', refeicao: 'almoco', quantidade: 'tudo' },
  });
  await registrarNoDiario(db, {
    idDisc: theo,
    autorEmail: ana,
    data: D,
    hora: '12:10',
    detalhes: sono(D, '13:40'),
  });
  for (const hora of ['09:00', '11:30', '14:00'])
    await registrarNoDiario(db, {
      idDisc: theo,
      autorEmail: ana,
      data: D,
      hora,
      detalhes: { tipo: 'higiene', higiene: 'fralda', resultados: ['xixi'] },
    });
  // Sofia is not picked up before the school's summary time (17:30); Lucas has no entry at all.
  await registrarNoDiario(db, {
    idDisc: ids.child('sofia'),
    autorEmail: 'bruno.professor@lunna.demo',
    data: D,
    hora: '14:20',
    detalhes: {
      tipo: 'incidente',
      incidente: 'mordida',
      descricao: 'Mordida leve',
      local: 'Parque',
      primeirosSocorros: 'Gelo',
      grave: false,
    },
  });
});
afterAll(() => t.close());

const resumosDe = async (email: string) =>
  t.database.db
    .select({ titulo: notificacao.titulo, texto: notificacao.texto, link: notificacao.link })
    .from(notificacao)
    .where(and(eq(notificacao.usuarioId, ids.user(email)), eq(notificacao.tipo, 'diario_resumo')));
const mailsTo = (email: string) =>
  t.mail.filter(
    (m) => m.to === email && /Lunna — (o dia|el día|the day|la journée|.*'s day)/.test(m.subject),
  );

describe('the end-of-day summary', () => {
  it('at check-out: each guardian of the child gets one, in their own language, in the app and by e-mail', async () => {
    t.clock.set(at(D, '07:00'));
    await bootstrapResumoDiario(t.database.db, t.clock);
    t.clock.set(at(D, '07:30'));
    const educadora = await TestClient.signedIn(t.app, ana);
    const girassol = ids.turma('Turma Girassol');
    const pessoas = (await educadora.get(`/api/turma/${girassol}/presenca`))
      .json()
      .criancas.find((c: { idDisc: string }) => c.idDisc === ids.child('theo')).pessoas as {
      tipo: string;
      id: string;
      nome: string;
    }[];
    const carlos = pessoas.find((p) => p.nome === 'Carlos Lima')!;
    expect(
      (
        await educadora.post(`/api/discente/${ids.child('theo')}/presenca/entrada`, {
          pessoa: { tipo: carlos.tipo, id: carlos.id },
        })
      ).statusCode,
    ).toBe(201);

    t.clock.set(at(D, '16:00'));
    const pai = await TestClient.signedIn(t.app, 'carlos@lunna.demo');
    const codigo = (await pai.get(`/api/discente/${ids.child('theo')}/codigo-entrega`)).json()
      .codigo as string;
    const educadoraTarde = await TestClient.signedIn(t.app, ana);
    const res = await educadoraTarde.post(`/api/discente/${ids.child('theo')}/presenca/saida`, {
      pessoa: { tipo: carlos.tipo, id: carlos.id },
      codigo,
    });
    expect(res.statusCode, res.body).toBe(201);
    // Planned in the check-out's transaction, keyed per child and day.
    expect(
      await t.database.db
        .select({ id: job.id })
        .from(job)
        .where(eq(job.chave, chavesResumo.crianca(ids.child('theo'), D))),
    ).toHaveLength(1);

    await t.app.jobs.runDue(t.clock.now());
    expect(await resumosDe('carlos@lunna.demo')).toEqual([
      {
        titulo: 'O dia de Theo',
        texto: 'Hoje: almoço: comeu tudo, dormiu 1h30 (12:10–13:40), 3 trocas, sem ocorrências',
        link: `/diario/${ids.child('theo')}?data=${D}`,
      },
    ]);
    expect(await resumosDe('patricia@lunna.demo')).toEqual([
      expect.objectContaining({
        titulo: 'El día de Theo',
        texto: 'Hoy: almuerzo: comió todo, durmió 1h30 (12:10–13:40), 3 cambios, sin incidentes',
      }),
    ]);
    expect(mailsTo('carlos@lunna.demo')).toEqual([
      expect.objectContaining({
        subject: 'Lunna — o dia de Theo',
        text: expect.stringContaining('Hoje: almoço: comeu tudo'),
      }),
    ]);
    expect(mailsTo('patricia@lunna.demo')).toEqual([
      expect.objectContaining({
        subject: 'Lunna — el día de Theo',
        text: expect.stringContaining('Hoy: almuerzo: comió todo'),
      }),
    ]);
    // Only the greeting, the summary and the link: the greeting and the link's words in the reader's language.
    expect(mailsTo('carlos@lunna.demo')[0]!.text).toMatch(
      /^Olá, Carlos Lima\.\n\nHoje: almoço: comeu tudo, dormiu 1h30 \(12:10–13:40\), 3 trocas, sem ocorrências\.\n\nVeja o diário completo de Theo: http\S+\/diario\/\S+\n$/,
    );
    expect(mailsTo('patricia@lunna.demo')[0]!.text).toMatch(
      /^Hola, Patrícia Alves:\n\nHoy: almuerzo: comió todo, durmió 1h30 \(12:10–13:40\), 3 cambios, sin incidentes\.\n\nVea el diario completo de Theo: http\S+\/diario\/\S+\n$/,
    );
    // Another family hears nothing of Theo's day.
    expect((await resumosDe('mariana@lunna.demo')).map((n) => n.titulo)).not.toContain('O dia de Theo');
  });

  it("at the school's time: the children not yet picked up, once, however many instances run it", async () => {
    const outra = await createTestApp({ sameDatabaseAs: t });
    let mailsDaOutra: typeof t.mail = [];
    try {
      const quando = at(D, '17:30');
      await Promise.all([
        t.app.jobs.runDue(quando),
        outra.app.jobs.runDue(quando),
        t.app.jobs.runDue(quando),
      ]);
      await t.app.jobs.runDue(quando);
      mailsDaOutra = [...outra.mail];
    } finally {
      await outra.close();
    }
    // Whichever instance sent it, one e-mail in all.
    const todos = [...t.mail, ...mailsDaOutra].filter(
      (m) => m.to === 'mariana@lunna.demo' && m.subject === 'Lunna — o dia de Sofia',
    );
    expect(await resumosDe('mariana@lunna.demo')).toEqual([
      expect.objectContaining({ titulo: 'O dia de Sofia', texto: 'Hoje: 1 ocorrência' }),
    ]);
    expect(todos).toHaveLength(1);
    // Theo's guardians had theirs at check-out: not a second one.
    expect(await resumosDe('carlos@lunna.demo')).toHaveLength(1);
    expect(await resumosDe('patricia@lunna.demo')).toHaveLength(1);
    expect(mailsTo('carlos@lunna.demo')).toHaveLength(1);
    const enviados = await t.database.db
      .select()
      .from(diarioResumoEnviado)
      .where(eq(diarioResumoEnviado.data, D));
    expect(enviados).toHaveLength(3);
    // Lucas had no entry: no summary for his day.
    expect(enviados.map((e) => e.discenteId)).not.toContain(ids.child('lucas'));
    // The chain goes on: the next day's run is planned.
    const amanha = new Date(at(D, '12:00').getTime() + 86_400_000).toISOString().slice(0, 10);
    expect(
      await t.database.db
        .select({ id: job.id })
        .from(job)
        .where(eq(job.chave, chavesResumo.escola(ids.escolaId, amanha))),
    ).toHaveLength(1);
  });
});
