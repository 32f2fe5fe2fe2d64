import { cpfFromBase } from '@lunna/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { job, notificacao, usuario } from '../../../db/schema';
import { addDaysTo } from '../../../lib/school-time';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { at, demoIds, drain, mondayAhead, notificationsOf, recordPresenca } from './alerta.test-support';
import { bootstrapDailyPlans } from './daily-plan';

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
const monday = mondayAhead(1);
const day = (n: number) => addDaysTo(monday, n);

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t.database.db);
  // Mariana wants e-mail for Normal notifications too, so the reminder's e-mail can be checked.
  await t.database.db
    .update(usuario)
    .set({ emailNormal: true })
    .where(eq(usuario.email, 'mariana@lunna.demo'));
});
afterAll(() => t.close());

const db = () => t.database.db;
const reminders = (email: string) => notificationsOf(db(), ids.user(email), 'lembrete_busca');
const jobsKeyed = (prefix: string) =>
  db()
    .select()
    .from(job)
    .where(like(job.chave, `${prefix}%`));
const checkIn = (child: string, data: string, horario = '07:40') =>
  recordPresenca(db(), ids.escolaId, ids.child(child), data, horario);
/** Sets the clock and runs what is due then, as a server's worker would. */
async function moveTo(app: TestApp, data: string, horario: string) {
  app.clock.set(at(data, horario));
  await drain(app, at(data, horario));
}

describe('the daily plan', () => {
  it('plans each school day once: a reminder per child at pickup − 30 min, the absence checks of both shifts, and the next day', async () => {
    const d = day(0);
    t.clock.set(at(d, '07:00'));
    await bootstrapDailyPlans(db(), t.clock);
    await bootstrapDailyPlans(db(), t.clock);
    await drain(t, at(d, '07:00'));
    const lucas = await jobsKeyed(`lembrete_busca:${ids.child('lucas')}:${d}`);
    expect(lucas).toHaveLength(1);
    expect(lucas[0]!.executarEm.toISOString()).toBe(at(d, '11:30').toISOString());
    const sofia = await jobsKeyed(`lembrete_busca:${ids.child('sofia')}:${d}`);
    expect(sofia[0]!.executarEm.toISOString()).toBe(at(d, '17:00').toISOString());
    // The unexpected-absence checks: morning classes at 09:30, afternoon classes at 14:30.
    const checks = await jobsKeyed(`ausencia_inesperada:${ids.escolaId}:${d}`);
    expect(checks.map((c) => [c.chave, c.executarEm.toISOString()]).sort()).toEqual([
      [`ausencia_inesperada:${ids.escolaId}:${d}`, at(d, '09:30').toISOString()],
      [`ausencia_inesperada:${ids.escolaId}:${d}:tarde`, at(d, '14:30').toISOString()],
    ]);
    expect(await jobsKeyed(`plano_dia:${ids.escolaId}:${day(1)}`)).toHaveLength(1);
    // Planning again (another instance starting) adds nothing.
    await bootstrapDailyPlans(db(), t.clock);
    await drain(t, at(d, '07:05'));
    expect(await jobsKeyed(`lembrete_busca:${ids.child('lucas')}:${d}`)).toHaveLength(1);
    expect(await jobsKeyed(`plano_dia:${ids.escolaId}:${d}`)).toHaveLength(1);
  });
});

describe('the pickup reminder', () => {
  it('reaches the guardians of a checked-in child exactly once, at T − 30 min and not before', async () => {
    const d = day(0);
    await checkIn('lucas', d);
    t.mail.length = 0;
    await moveTo(t, d, '11:29');
    expect(await reminders('mariana@lunna.demo')).toHaveLength(0);

    await moveTo(t, d, '11:30');
    const mine = await reminders('mariana@lunna.demo');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      prioridade: 'Normal',
      link: '/dashboard',
      texto: 'Faltam 30 minutos para o horário de busca de Lucas (12:00)',
    });
    // Theo and Davi were not checked in: their guardians get nothing.
    expect(await reminders('carlos@lunna.demo')).toHaveLength(0);
    expect(await reminders('patricia@lunna.demo')).toHaveLength(0);
    // E-mail by preference (Mariana asked for Normal ones).
    expect(t.mail.filter((m) => m.to === 'mariana@lunna.demo').map((m) => m.subject)).toEqual([
      'Lunna · Busca de Lucas às 12:00',
    ]);

    await moveTo(t, d, '11:45');
    await moveTo(t, d, '17:10');
    // Still one for Lucas; none for Sofia (not at school).
    expect(await reminders('mariana@lunna.demo')).toHaveLength(1);
  });

  it('two instances polling the same database send each reminder once', async () => {
    const second = await createTestApp({ sameDatabaseAs: t });
    try {
      const d = day(1);
      await moveTo(t, d, '07:00');
      second.clock.set(at(d, '07:00'));
      for (const child of ['lucas', 'theo', 'davi']) await checkIn(child, d);
      const before = {
        mariana: (await reminders('mariana@lunna.demo')).length,
        carlos: (await reminders('carlos@lunna.demo')).length,
        patricia: (await reminders('patricia@lunna.demo')).length,
      };
      const when = at(d, '11:31');
      for (let round = 0; round < 3; round++)
        await Promise.all([
          t.app.jobs.runDue(when),
          second.app.jobs.runDue(when),
          t.app.jobs.runDue(when),
          second.app.jobs.runDue(when),
        ]);
      expect((await reminders('mariana@lunna.demo')).length - before.mariana).toBe(1);
      // Carlos has Theo and Davi: one each. Patricia has Theo.
      expect((await reminders('carlos@lunna.demo')).length - before.carlos).toBe(2);
      expect((await reminders('patricia@lunna.demo')).length - before.patricia).toBe(1);

      // A worker that wrote the reminder and crashed before marking its job done: the retried job writes nothing more.
      await db()
        .update(job)
        .set({ status: 'pendente', travadoAte: null })
        .where(eq(job.chave, `lembrete_busca:${ids.child('lucas')}:${d}`));
      await Promise.all([t.app.jobs.runDue(at(d, '11:40')), second.app.jobs.runDue(at(d, '11:40'))]);
      expect((await reminders('mariana@lunna.demo')).length - before.mariana).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('after a restart in the middle of the day the due reminders still go out, once', async () => {
    const d = day(2);
    const morning = await createTestApp({ sameDatabaseAs: t });
    await moveTo(morning, d, '07:00');
    await checkIn('lucas', d);
    await moveTo(morning, d, '10:00');
    const before = (await reminders('mariana@lunna.demo')).length;
    // The instance stops before 11:30 …
    await morning.close();
    // … and another one starts after it: the job row is still there and due.
    const later = await createTestApp({ sameDatabaseAs: t });
    try {
      await bootstrapDailyPlans(db(), later.clock);
      await moveTo(later, d, '11:50');
      await moveTo(later, d, '11:55');
      const after = await reminders('mariana@lunna.demo');
      expect(after.length - before).toBe(1);
      expect(after.at(-1)!.texto).toContain('(12:00)');
    } finally {
      await later.close();
    }
  });

  it("moves with today's pickup time: a guardian's change for the day, back to usual, and the school's weekday time", async () => {
    const d = day(3); // Thursday
    await moveTo(t, d, '08:00');
    await checkIn('lucas', d);
    const mariana = await TestClient.signedIn(t.app, 'mariana@lunna.demo');
    const res = await mariana.put(`/api/discente/${ids.child('lucas')}/horario-busca/dia`, {
      data: d,
      horario: '15:00',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().hoje).toEqual({ data: d, horario: '15:00', ajustado: true });
    const [row] = await jobsKeyed(`lembrete_busca:${ids.child('lucas')}:${d}`);
    expect(row!.executarEm.toISOString()).toBe(at(d, '14:30').toISOString());

    const before = (await reminders('mariana@lunna.demo')).length;
    await moveTo(t, d, '11:30');
    expect(await reminders('mariana@lunna.demo')).toHaveLength(before);
    await moveTo(t, d, '14:30');
    const after = await reminders('mariana@lunna.demo');
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)!.texto).toBe('Faltam 30 minutos para o horário de busca de Lucas (15:00)');

    // Friday: the school moves Friday to 11:00 at 08:00; the reminder follows to 10:30.
    const f = day(4);
    await moveTo(t, f, '08:00');
    await checkIn('lucas', f);
    const helena = await TestClient.signedIn(t.app, 'diretora@lunna.demo');
    expect(
      (
        await helena.put(`/api/discente/${ids.child('lucas')}/horario-busca/semana`, {
          dias: [{ diaSemana: 5, horario: '11:00' }],
        })
      ).statusCode,
    ).toBe(200);
    let [friday] = await jobsKeyed(`lembrete_busca:${ids.child('lucas')}:${f}`);
    expect(friday!.executarEm.toISOString()).toBe(at(f, '10:30').toISOString());
    // A guardian's change for the day wins over the weekday; removing it goes back to the weekday time.
    expect(
      (
        await mariana.put(`/api/discente/${ids.child('lucas')}/horario-busca/dia`, {
          data: f,
          horario: '13:00',
        })
      ).statusCode,
    ).toBe(200);
    [friday] = await jobsKeyed(`lembrete_busca:${ids.child('lucas')}:${f}`);
    expect(friday!.executarEm.toISOString()).toBe(at(f, '12:30').toISOString());
    const back = await mariana.delete(`/api/discente/${ids.child('lucas')}/horario-busca/dia/${f}`);
    expect(back.json().hoje).toEqual({ data: f, horario: '11:00', ajustado: false });
    [friday] = await jobsKeyed(`lembrete_busca:${ids.child('lucas')}:${f}`);
    expect(friday!.executarEm.toISOString()).toBe(at(f, '10:30').toISOString());

    // A change to a time already less than 30 minutes away sends the reminder right away.
    await moveTo(t, f, '09:00');
    const n = (await reminders('mariana@lunna.demo')).length;
    expect(
      (
        await mariana.put(`/api/discente/${ids.child('lucas')}/horario-busca/dia`, {
          data: f,
          horario: '09:15',
        })
      ).statusCode,
    ).toBe(200);
    await drain(t, at(f, '09:00'));
    const latest = await reminders('mariana@lunna.demo');
    expect(latest).toHaveLength(n + 1);
    expect(latest.at(-1)!.texto).toContain('(09:15)');
    await helena.put(`/api/discente/${ids.child('lucas')}/horario-busca/semana`, {
      dias: [{ diaSemana: 5, horario: '12:00' }],
    });
  });

  it('a child picked up on no day of the week gets no reminder; weekends plan nothing for children', async () => {
    const helena = await TestClient.signedIn(t.app, 'diretora@lunna.demo');
    const monday2 = mondayAhead(2);
    // Davi no longer comes on Mondays.
    expect(
      (
        await helena.put(`/api/discente/${ids.child('davi')}/horario-busca/semana`, {
          dias: [{ diaSemana: 1, horario: null }],
        })
      ).statusCode,
    ).toBe(200);
    await moveTo(t, day(5), '08:00'); // Saturday
    await moveTo(t, day(6), '08:00'); // Sunday
    expect(
      await db()
        .select()
        .from(job)
        .where(and(like(job.chave, 'lembrete_busca:%'), like(job.chave, `%:${day(5)}`))),
    ).toHaveLength(0);
    expect(await jobsKeyed(`ausencia_inesperada:${ids.escolaId}:${day(6)}`)).toHaveLength(0);
    await moveTo(t, monday2, '08:00');
    expect(await jobsKeyed(`lembrete_busca:${ids.child('davi')}:${monday2}`)).toHaveLength(0);
    expect(await jobsKeyed(`lembrete_busca:${ids.child('theo')}:${monday2}`)).toHaveLength(1);
    expect(
      (await db().select().from(notificacao).where(eq(notificacao.tipo, 'lembrete_busca'))).every(
        (n) => n.refId !== null,
      ),
    ).toBe(true);
  });

  it('a server that runs the worker plans the school day when it starts', async () => {
    const worker = await createTestApp({ sameDatabaseAs: t, env: { JOBS_POLL_MS: '600000' } });
    try {
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
        worker.clock.now(),
      );
      expect(await jobsKeyed(`plano_dia:${ids.escolaId}:${today}`)).toHaveLength(1);
    } finally {
      await worker.close();
    }
  });
});

describe('custody', () => {
  it('a guardian the school barred gets no pickup reminder; the other guardian does', async () => {
    const helena = await TestClient.signedIn(t.app, 'diretora@lunna.demo');
    const res = await helena.post(`/api/discente/${ids.child('theo')}/restricoes`, {
      nome: 'Carlos Lima',
      cpf: cpfFromBase('276519034'),
      motivo: 'Decisão judicial',
    });
    expect(res.statusCode).toBe(201);
    const monday3 = mondayAhead(3);
    await moveTo(t, monday3, '07:00');
    await checkIn('theo', monday3);
    const carlosBefore = (await reminders('carlos@lunna.demo')).length;
    const patriciaBefore = (await reminders('patricia@lunna.demo')).length;
    await moveTo(t, monday3, '11:30');
    expect((await reminders('patricia@lunna.demo')).length).toBe(patriciaBefore + 1);
    expect((await reminders('carlos@lunna.demo')).length).toBe(carlosBefore);
  });
});
