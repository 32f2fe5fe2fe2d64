import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alerta,
  discente,
  escola,
  horarioBusca,
  job,
  notificacao,
  turma,
  turmaDiscente,
} from '../../../db/schema';
import { addDaysTo } from '../../../lib/school-time';
import { otherSchoolStaff } from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { at, demoIds, drain, mondayAhead, notificationsOf, recordPresenca } from './alerta.test-support';
import { bootstrapDailyPlans } from './daily-plan';

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
let outsider: Awaited<ReturnType<typeof otherSchoolStaff>>;
let outsiderChild: string;
const monday = mondayAhead(1);
const day = (n: number) => addDaysTo(monday, n);

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t.database.db);
  outsider = await otherSchoolStaff(t.database.db, 'gestor');
  const [child] = await t.database.db
    .insert(discente)
    .values({
      escolaId: outsider.escolaId,
      nomeDisc: 'Criança de Fora',
      cpfDisc: '000.000.001-91',
      rgDisc: '1',
      dataNasDisc: '2022-01-01',
      alturaDisc: 90,
      pesoDisc: 12,
    })
    .returning({ id: discente.id });
  outsiderChild = child!.id;
  // The school's Monday of this file, 07:00: the day is planned as a server starting then would.
  t.clock.set(at(day(0), '07:00'));
  await bootstrapDailyPlans(t.database.db, t.clock);
  await drain(t, at(day(0), '07:00'));
});
afterAll(() => t.close());

const db = () => t.database.db;
const as = (email: string) => TestClient.signedIn(t.app, email);
const lucas = () => ids.child('lucas');
const alertCount = async () => (await db().select({ id: alerta.id }).from(alerta)).length;
const horarioRows = async () => (await db().select({ id: horarioBusca.id }).from(horarioBusca)).length;
const alertNotes = (email: string) => notificationsOf(db(), ids.user(email), 'alerta');
const febre = {
  tipo: 'atencao',
  categoria: 'febre',
  texto: 'Está com 38,2 °C desde as 10h; demos água e deixamos descansar.',
  prioridade: 'Importante',
};

describe('pickup times', () => {
  it('whoever may read the child sees the week and today; others may not', async () => {
    const res = await (await as('mariana@lunna.demo')).get(`/api/discente/${lucas()}/horario-busca`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      semana: [1, 2, 3, 4, 5].map((diaSemana) => ({ diaSemana, horario: '12:00' })),
      hoje: { data: day(0), horario: '12:00', ajustado: false },
    });
    expect(
      (await (await as('ana.professora@lunna.demo')).get(`/api/discente/${lucas()}/horario-busca`))
        .statusCode,
    ).toBe(200);
    expect(
      (await (await as('carlos@lunna.demo')).get(`/api/discente/${lucas()}/horario-busca`)).statusCode,
    ).toBe(403);
    expect(
      (await (await as('bruno.professor@lunna.demo')).get(`/api/discente/${lucas()}/horario-busca`))
        .statusCode,
    ).toBe(403);
    expect((await (await as(outsider.email)).get(`/api/discente/${lucas()}/horario-busca`)).statusCode).toBe(
      403,
    );
    expect(
      (
        await (
          await as('mariana@lunna.demo')
        ).get(`/api/discente/00000000-0000-4000-8000-000000000000/horario-busca`)
      ).statusCode,
    ).toBe(404);
    expect((await new TestClient(t.app).get(`/api/discente/${lucas()}/horario-busca`)).statusCode).toBe(401);
  });

  it('the school sets weekday times (director or the child’s educator); guardians and other classes may not', async () => {
    const ana = await as('ana.professora@lunna.demo');
    const res = await ana.put(`/api/discente/${lucas()}/horario-busca/semana`, {
      dias: [{ diaSemana: 3, horario: '12:30' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().semana[2]).toEqual({ diaSemana: 3, horario: '12:30' });
    await ana.put(`/api/discente/${lucas()}/horario-busca/semana`, {
      dias: [{ diaSemana: 3, horario: '12:00' }],
    });
    for (const email of ['mariana@lunna.demo', 'bruno.professor@lunna.demo', outsider.email]) {
      expect(
        (
          await (
            await as(email)
          ).put(`/api/discente/${lucas()}/horario-busca/semana`, {
            dias: [{ diaSemana: 3, horario: '08:00' }],
          })
        ).statusCode,
      ).toBe(403);
    }
    const table = await ana.get(`/api/turma/${ids.turma('Turma Girassol')}/horario-busca`);
    expect(table.json().itens.map((i: { nomeDisc: string }) => i.nomeDisc)).toEqual([
      'Davi Lima Santos',
      'Lucas Souza Pereira',
      'Theo Alves Lima',
    ]);
    expect(
      (
        await (
          await as('bruno.professor@lunna.demo')
        ).get(`/api/turma/${ids.turma('Turma Girassol')}/horario-busca`)
      ).statusCode,
    ).toBe(403);
  });

  it('bad times, past dates, weekends, unknown children and the wrong guardian write nothing', async () => {
    const mariana = await as('mariana@lunna.demo');
    const before = await horarioRows();
    const bad = [
      [
        `/api/discente/${lucas()}/horario-busca/dia`,
        { data: day(0), horario: '25:00' },
        400,
        'Horário invalido: use HH:MM',
      ],
      [
        `/api/discente/${lucas()}/horario-busca/dia`,
        { data: addDaysTo(day(0), -1), horario: '13:00' },
        400,
        'Esta data já passou: escolha hoje ou uma data futura',
      ],
      [
        `/api/discente/${lucas()}/horario-busca/dia`,
        { data: day(5), horario: '13:00' },
        400,
        'Não há aula nesta data',
      ],
      [
        `/api/discente/${lucas()}/horario-busca/dia`,
        { data: '2026-02-30', horario: '13:00' },
        400,
        'A data está invalida',
      ],
      [
        `/api/discente/00000000-0000-4000-8000-000000000000/horario-busca/dia`,
        { data: day(0), horario: '13:00' },
        404,
        null,
      ],
    ] as const;
    for (const [url, body, status, message] of bad) {
      const res = await mariana.put(url, body);
      expect(res.statusCode, url).toBe(status);
      if (message) expect(res.json().message).toBe(message);
    }
    expect(
      (
        await (
          await as('carlos@lunna.demo')
        ).put(`/api/discente/${lucas()}/horario-busca/dia`, { data: day(0), horario: '13:00' })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await (
          await as('ana.professora@lunna.demo')
        ).put(`/api/discente/${lucas()}/horario-busca/dia`, { data: day(0), horario: '13:00' })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await (
          await as('diretora@lunna.demo')
        ).put(`/api/discente/${lucas()}/horario-busca/semana`, { dias: [{ diaSemana: 6, horario: '12:00' }] })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await (
          await as('diretora@lunna.demo')
        ).put(`/api/discente/${lucas()}/horario-busca/semana`, { dias: [{ diaSemana: 1, horario: '7h' }] })
      ).statusCode,
    ).toBe(400);
    expect(
      (await mariana.delete(`/api/discente/${lucas()}/horario-busca/dia/${addDaysTo(day(0), -3)}`))
        .statusCode,
    ).toBe(400);
    expect(await horarioRows()).toBe(before);
  });

  it('the director sets the unexpected-absence time; today’s check moves with it; nobody else may', async () => {
    const helena = await as('diretora@lunna.demo');
    expect((await helena.get('/api/escola/horario-ausencia')).json()).toEqual({
      horarioAusencia: '09:30',
      horarioAusenciaTarde: '14:30',
    });
    expect((await helena.put('/api/escola/horario-ausencia', { horarioAusencia: '25:00' })).statusCode).toBe(
      400,
    );
    expect(
      (
        await (
          await as('ana.professora@lunna.demo')
        ).put('/api/escola/horario-ausencia', { horarioAusencia: '10:00' })
      ).statusCode,
    ).toBe(403);
    expect((await (await as('mariana@lunna.demo')).get('/api/escola/horario-ausencia')).statusCode).toBe(403);
    // Without the afternoon limit, it stays as it was.
    expect((await helena.put('/api/escola/horario-ausencia', { horarioAusencia: '09:45' })).json()).toEqual({
      horarioAusencia: '09:45',
      horarioAusenciaTarde: '14:30',
    });
    const [check] = await db()
      .select()
      .from(job)
      .where(eq(job.chave, `ausencia_inesperada:${ids.escolaId}:${day(0)}`));
    expect(check!.executarEm.toISOString()).toBe(at(day(0), '09:45').toISOString());
    // The afternoon classes' limit moves today's afternoon check.
    expect(
      (
        await helena.put('/api/escola/horario-ausencia', {
          horarioAusencia: '09:45',
          horarioAusenciaTarde: '14:45',
        })
      ).json(),
    ).toEqual({ horarioAusencia: '09:45', horarioAusenciaTarde: '14:45' });
    const [tarde] = await db()
      .select()
      .from(job)
      .where(eq(job.chave, `ausencia_inesperada:${ids.escolaId}:${day(0)}:tarde`));
    expect(tarde!.executarEm.toISOString()).toBe(at(day(0), '14:45').toISOString());
    expect(
      (
        await helena.put('/api/escola/horario-ausencia', {
          horarioAusencia: '09:45',
          horarioAusenciaTarde: '14h',
        })
      ).statusCode,
    ).toBe(400);
    // Another school's setting is untouched.
    const [other] = await db()
      .select({ h: escola.horarioAusencia })
      .from(escola)
      .where(eq(escola.id, outsider.escolaId));
    expect(other!.h).toBe('09:30');
    await helena.put('/api/escola/horario-ausencia', {
      horarioAusencia: '09:30',
      horarioAusenciaTarde: '14:30',
    });
  });
});

describe('unexpected absence', () => {
  it('at the school’s time, alerts the guardians and educators of an expected child nobody has heard of — once', async () => {
    const d = day(0);
    // Lucas arrived; Davi was marked absent; Theo: no word at all. Sofia and Alice come in the afternoon.
    await recordPresenca(db(), ids.escolaId, lucas(), d, '07:50');
    await recordPresenca(db(), ids.escolaId, ids.child('davi'), d, '08:10', 'falta');
    t.mail.length = 0;
    await drain(t, at(d, '09:29'));
    expect(await db().select().from(alerta).where(eq(alerta.tipo, 'ausencia_inesperada'))).toHaveLength(0);

    t.clock.set(at(d, '09:30'));
    await drain(t, at(d, '09:30'));
    const alerts = await db().select().from(alerta).where(eq(alerta.tipo, 'ausencia_inesperada'));
    expect(alerts.map((a) => a.discenteId)).toEqual([ids.child('theo')]);
    expect(alerts[0]).toMatchObject({ prioridade: 'Importante', data: d, autorId: null });
    for (const email of ['carlos@lunna.demo', 'patricia@lunna.demo', 'ana.professora@lunna.demo']) {
      const notes = (await alertNotes(email)).filter((n) => n.refId === alerts[0]!.id);
      expect(notes, email).toHaveLength(1);
      expect(notes[0]).toMatchObject({ prioridade: 'Importante', titulo: 'Theo não chegou à escola' });
    }
    expect((await alertNotes('mariana@lunna.demo')).filter((n) => n.refId === alerts[0]!.id)).toHaveLength(0);
    expect(
      (await alertNotes('bruno.professor@lunna.demo')).filter((n) => n.refId === alerts[0]!.id),
    ).toHaveLength(0);
    // Importante: e-mailed by preference (on by default).
    expect(
      t.mail
        .filter((m) => m.subject === 'Lunna · Importante: Theo não chegou à escola')
        .map((m) => m.to)
        .sort(),
    ).toEqual(['ana.professora@lunna.demo', 'carlos@lunna.demo', 'patricia@lunna.demo']);

    // A retried check writes nothing twice.
    await db()
      .update(job)
      .set({ status: 'pendente', travadoAte: null })
      .where(eq(job.chave, `ausencia_inesperada:${ids.escolaId}:${d}`));
    await drain(t, at(d, '09:40'));
    expect(await db().select().from(alerta).where(eq(alerta.tipo, 'ausencia_inesperada'))).toHaveLength(1);

    // The guardian sees it about Theo and acknowledges it; the class educator is told.
    const carlos = await as('carlos@lunna.demo');
    const list = (await carlos.get(`/api/discente/${ids.child('theo')}/alertas`)).json().itens;
    expect(list[0]).toMatchObject({
      tipo: 'ausencia_inesperada',
      origem: 'sistema',
      autor: null,
      podeConfirmar: true,
      confirmacao: null,
    });
    expect(
      (await carlos.put(`/api/alertas/${list[0].idAlerta}/confirmacao`, {})).json().confirmacao.nome,
    ).toBe('Carlos Lima');
    expect(
      (await alertNotes('ana.professora@lunna.demo')).some(
        (n) => n.titulo === 'Carlos Lima está ciente' && n.texto === 'Theo não chegou à escola',
      ),
    ).toBe(true);
  });

  it('afternoon classes are checked at the afternoon limit, not the morning one', async () => {
    const d = day(0);
    // Sofia and Alice are in Beija-flor ('Tarde'): nothing about them in the morning (the test above), nor before 14:30.
    const tardeAlerts = async () =>
      (
        await db()
          .select()
          .from(alerta)
          .where(and(eq(alerta.tipo, 'ausencia_inesperada'), eq(alerta.data, d)))
      ).filter((a) => [ids.child('sofia'), ids.child('alice')].includes(a.discenteId));
    await recordPresenca(db(), ids.escolaId, ids.child('sofia'), d, '13:10');
    t.clock.set(at(d, '14:29'));
    await drain(t, at(d, '14:29'));
    expect(await tardeAlerts()).toHaveLength(0);

    t.clock.set(at(d, '14:30'));
    await drain(t, at(d, '14:30'));
    const alerts = await tardeAlerts();
    expect(alerts.map((a) => a.discenteId)).toEqual([ids.child('alice')]);
    expect(alerts[0]!.texto).toBe('Alice ainda não tinha chegado às 14:30 e ninguém avisou que faltaria.');
    expect(
      (await alertNotes('bruno.professor@lunna.demo'))
        .filter((n) => n.refId === alerts[0]!.id)
        .map((n) => n.titulo),
    ).toEqual(['Alice não chegou à escola']);
    // The notifications name the afternoon limit too, not the morning one.
    expect(
      (await alertNotes('bruno.professor@lunna.demo'))
        .filter((n) => n.refId === alerts[0]!.id)
        .map((n) => n.texto),
    ).toEqual(['Alice ainda não tinha chegado às 14:30 e ninguém avisou que faltaria.']);
    expect((await alertNotes('patricia@lunna.demo')).filter((n) => n.refId === alerts[0]!.id)).toHaveLength(
      1,
    );
    // The morning's children are not alerted twice by the afternoon check.
    expect(
      await db()
        .select()
        .from(alerta)
        .where(and(eq(alerta.tipo, 'ausencia_inesperada'), eq(alerta.data, d))),
    ).toHaveLength(2);
  });

  it('a guardian’s word before the time (absence or running late) means no alert', async () => {
    const d = day(1);
    t.clock.set(at(d, '07:00'));
    await drain(t, at(d, '07:00'));
    await recordPresenca(db(), ids.escolaId, lucas(), d, '07:50');
    const carlos = await as('carlos@lunna.demo');
    expect(
      (
        await carlos.post(`/api/discente/${ids.child('theo')}/alertas`, {
          tipo: 'ausencia',
          texto: 'Consulta no pediatra',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await carlos.post(`/api/discente/${ids.child('davi')}/alertas`, {
          tipo: 'atraso',
          chegadaPrevista: '10:15',
        })
      ).statusCode,
    ).toBe(201);
    t.clock.set(at(d, '09:31'));
    await drain(t, at(d, '09:31'));
    expect(
      await db()
        .select()
        .from(alerta)
        .where(and(eq(alerta.tipo, 'ausencia_inesperada'), eq(alerta.data, d))),
    ).toHaveLength(0);
    // Reporting an absence for a child already at school is refused.
    const res = await (
      await as('mariana@lunna.demo')
    ).post(`/api/discente/${lucas()}/alertas`, { tipo: 'ausencia', texto: 'Engano' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A criança já chegou hoje');
  });
});

describe('alerts both ways', () => {
  it('an educator raises "needs attention": every guardian is told at once; a guardian acknowledges; the educator is told', async () => {
    const d = day(1);
    const ana = await as('ana.professora@lunna.demo');
    t.mail.length = 0;
    const res = await ana.post(`/api/discente/${lucas()}/alertas`, febre);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      tipo: 'atencao',
      categoria: 'febre',
      prioridade: 'Importante',
      origem: 'equipe',
      autor: { nome: 'Ana Beatriz Rocha' },
      podeConfirmar: false,
      data: d,
    });
    expect(created.avisados.quem).toBe('responsaveis');
    expect(created.avisados.nomes).toContain('Mariana Souza');
    const notes = (await alertNotes('mariana@lunna.demo')).filter((n) => n.refId === created.idAlerta);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      prioridade: 'Importante',
      titulo: 'Lucas precisa de atenção: Febre',
      link: '/dashboard',
    });
    await drain(t, t.clock.now());
    expect(t.mail.filter((m) => m.to === 'mariana@lunna.demo').map((m) => m.subject)).toEqual([
      'Lunna · Importante: Lucas precisa de atenção: Febre',
    ]);

    const mariana = await as('mariana@lunna.demo');
    const open = (await mariana.get(`/api/discente/${lucas()}/alertas`)).json().itens;
    expect(open[0]).toMatchObject({ idAlerta: created.idAlerta, podeConfirmar: true, confirmacao: null });

    // Only the family of the child acknowledges it; not the staff, not another family.
    expect(
      (await (await as('carlos@lunna.demo')).put(`/api/alertas/${created.idAlerta}/confirmacao`, {}))
        .statusCode,
    ).toBe(403);
    expect((await ana.put(`/api/alertas/${created.idAlerta}/confirmacao`, {})).statusCode).toBe(403);
    expect(
      (await (await as(outsider.email)).put(`/api/alertas/${created.idAlerta}/confirmacao`, {})).statusCode,
    ).toBe(403);

    const ack = await mariana.put(`/api/alertas/${created.idAlerta}/confirmacao`, {});
    expect(ack.statusCode).toBe(200);
    expect(ack.json()).toMatchObject({ podeConfirmar: false, confirmacao: { nome: 'Mariana Souza' } });
    // Pressing again changes nothing and tells nobody twice.
    expect((await mariana.put(`/api/alertas/${created.idAlerta}/confirmacao`, {})).statusCode).toBe(200);
    const told = (await alertNotes('ana.professora@lunna.demo')).filter((n) => n.refId === created.idAlerta);
    expect(told.map((n) => n.titulo)).toEqual(['Mariana Souza está ciente']);
    // Her own notification of it is read.
    const [mine] = (await alertNotes('mariana@lunna.demo')).filter((n) => n.refId === created.idAlerta);
    expect(mine!.lidaEm).not.toBeNull();

    const staffView = (await ana.get(`/api/turma/${ids.turma('Turma Girassol')}/alertas`)).json().itens;
    expect(
      staffView.find((a: { idAlerta: string }) => a.idAlerta === created.idAlerta).confirmacao.nome,
    ).toBe('Mariana Souza');
  });

  it('a guardian says running late, not coming or needs attention: the class educators see it at once and acknowledge it', async () => {
    const d = day(2);
    t.clock.set(at(d, '07:00'));
    await drain(t, at(d, '07:00'));
    const mariana = await as('mariana@lunna.demo');
    const late = await mariana.post(`/api/discente/${lucas()}/alertas`, {
      tipo: 'atraso',
      chegadaPrevista: '12:40',
      texto: 'Trânsito na marginal',
    });
    expect(late.statusCode).toBe(201);
    expect(late.json()).toMatchObject({
      tipo: 'atraso',
      chegadaPrevista: '12:40',
      prioridade: 'Atenção',
      origem: 'responsavel',
      podeConfirmar: false,
    });
    const med = await mariana.post(`/api/discente/${lucas()}/alertas`, {
      tipo: 'atencao',
      categoria: 'medicacao',
      texto: 'Antibiótico às 14h, está na mochila',
      prioridade: 'Atenção',
    });
    expect(med.statusCode).toBe(201);
    const away = await mariana.post(`/api/discente/${ids.child('sofia')}/alertas`, {
      tipo: 'ausencia',
      texto: 'Está resfriada',
    });
    expect(away.statusCode).toBe(201);
    // The guardian is told exactly who was told: the class's educators, by name.
    expect(away.json().avisados).toEqual({ quem: 'educadores', nomes: ['Bruno Carvalho'] });
    expect(med.json().avisados).toEqual({ quem: 'educadores', nomes: ['Ana Beatriz Rocha'] });

    const ana = (await alertNotes('ana.professora@lunna.demo')).filter((n) =>
      [late.json().idAlerta, med.json().idAlerta].includes(n.refId),
    );
    expect(ana.map((n) => n.titulo).sort()).toEqual([
      'Lucas precisa de atenção: Medicação',
      'Lucas: Mariana vai se atrasar',
    ]);
    expect(ana.find((n) => n.titulo.includes('atrasar'))).toMatchObject({
      texto: 'Chegada prevista às 12:40. Trânsito na marginal',
      link: '/alertas',
      prioridade: 'Atenção',
    });
    // Sofia's absence reaches her own class's educator, not Ana.
    expect(
      (await alertNotes('bruno.professor@lunna.demo'))
        .filter((n) => n.refId === away.json().idAlerta)
        .map((n) => n.titulo),
    ).toEqual(['Sofia não vai hoje']);
    expect(
      (await alertNotes('ana.professora@lunna.demo')).filter((n) => n.refId === away.json().idAlerta),
    ).toHaveLength(0);

    const staff = await as('ana.professora@lunna.demo');
    const list = (await staff.get(`/api/turma/${ids.turma('Turma Girassol')}/alertas`)).json().itens;
    expect(list.map((a: { idAlerta: string }) => a.idAlerta).sort()).toEqual(
      [late.json().idAlerta, med.json().idAlerta].sort(),
    );
    expect(list.every((a: { podeConfirmar: boolean }) => a.podeConfirmar)).toBe(true);
    // The guardian cannot acknowledge her own report; an educator of another class cannot either.
    expect((await mariana.put(`/api/alertas/${late.json().idAlerta}/confirmacao`, {})).statusCode).toBe(403);
    expect(
      (
        await (
          await as('bruno.professor@lunna.demo')
        ).put(`/api/alertas/${late.json().idAlerta}/confirmacao`, {})
      ).statusCode,
    ).toBe(403);
    const ack = await staff.put(`/api/alertas/${late.json().idAlerta}/confirmacao`, {});
    expect(ack.json().confirmacao.nome).toBe('Ana Beatriz Rocha');
    expect(
      (await alertNotes('mariana@lunna.demo'))
        .filter((n) => n.refId === late.json().idAlerta)
        .map((n) => n.titulo),
    ).toEqual(['Ana Beatriz Rocha está ciente']);
    // Open first: the acknowledged report sorts after the open one.
    const after = (await staff.get(`/api/turma/${ids.turma('Turma Girassol')}/alertas`)).json().itens;
    expect(after.map((a: { idAlerta: string }) => a.idAlerta)).toEqual([
      med.json().idAlerta,
      late.json().idAlerta,
    ]);
    // Another day's list is empty; an earlier day can be asked for.
    expect(
      (await staff.get(`/api/turma/${ids.turma('Turma Girassol')}/alertas?data=${day(1)}`)).json().itens
        .length,
    ).toBeGreaterThan(0);
    expect(
      (await staff.get(`/api/turma/${ids.turma('Turma Girassol')}/alertas?data=${day(3)}`)).json().itens,
    ).toEqual([]);
  });

  it('refuses whoever may not raise or read, and bad input writes nothing', async () => {
    const before = await alertCount();
    const notesBefore = (await db().select({ id: notificacao.id }).from(notificacao)).length;
    const cases: [string, string, unknown, number][] = [
      [
        'carlos@lunna.demo',
        `/api/discente/${lucas()}/alertas`,
        { tipo: 'atraso', chegadaPrevista: '12:30' },
        403,
      ],
      ['bruno.professor@lunna.demo', `/api/discente/${lucas()}/alertas`, febre, 403],
      [outsider.email, `/api/discente/${lucas()}/alertas`, febre, 403],
      [
        'ana.professora@lunna.demo',
        `/api/discente/${lucas()}/alertas`,
        { tipo: 'atraso', chegadaPrevista: '12:30' },
        403,
      ],
      ['diretora@lunna.demo', `/api/discente/${outsiderChild}/alertas`, febre, 403],
      ['mariana@lunna.demo', `/api/discente/${lucas()}/alertas`, { tipo: 'ausencia' }, 400],
      ['mariana@lunna.demo', `/api/discente/${lucas()}/alertas`, { tipo: 'ausencia', texto: '   ' }, 400],
      [
        'mariana@lunna.demo',
        `/api/discente/${lucas()}/alertas`,
        { tipo: 'atraso', chegadaPrevista: '25:00' },
        400,
      ],
      [
        'mariana@lunna.demo',
        `/api/discente/${lucas()}/alertas`,
        { tipo: 'atencao', categoria: 'febre', texto: 'x', prioridade: 'Normal' },
        400,
      ],
      ['mariana@lunna.demo', `/api/discente/${lucas()}/alertas`, { tipo: 'festa', texto: 'x' }, 400],
      [
        'ana.professora@lunna.demo',
        `/api/discente/${lucas()}/alertas`,
        { ...febre, categoria: 'gripe' },
        400,
      ],
      [
        'mariana@lunna.demo',
        `/api/discente/00000000-0000-4000-8000-000000000000/alertas`,
        { tipo: 'ausencia', texto: 'Doente' },
        404,
      ],
    ];
    for (const [email, url, body, status] of cases) {
      const res = await (await as(email)).post(url, body);
      expect(res.statusCode, `${email} ${JSON.stringify(body)}`).toBe(status);
    }
    const missing = await (
      await as('mariana@lunna.demo')
    ).post(`/api/discente/${lucas()}/alertas`, { tipo: 'ausencia', texto: '' });
    expect(missing.json()).toMatchObject({ code: 'VALIDATION', fields: { texto: 'Informe o motivo' } });
    expect(await alertCount()).toBe(before);
    expect((await db().select({ id: notificacao.id }).from(notificacao)).length).toBe(notesBefore);

    // Reading: another family, another class, another school.
    expect((await (await as('carlos@lunna.demo')).get(`/api/discente/${lucas()}/alertas`)).statusCode).toBe(
      403,
    );
    expect(
      (
        await (
          await as('bruno.professor@lunna.demo')
        ).get(`/api/turma/${ids.turma('Turma Girassol')}/alertas`)
      ).statusCode,
    ).toBe(403);
    expect(
      (await (await as('mariana@lunna.demo')).get(`/api/turma/${ids.turma('Turma Girassol')}/alertas`))
        .statusCode,
    ).toBe(403);
    expect((await (await as(outsider.email)).get(`/api/discente/${lucas()}/alertas`)).statusCode).toBe(403);
    expect(
      (await (await as('mariana@lunna.demo')).get(`/api/discente/${lucas()}/alertas?data=ontem`)).statusCode,
    ).toBe(400);
    expect(
      (
        await (
          await as('mariana@lunna.demo')
        ).put('/api/alertas/00000000-0000-4000-8000-000000000000/confirmacao', {})
      ).statusCode,
    ).toBe(404);
  });

  it('a child whose class has no educator: the guardian’s report reaches the director', async () => {
    const [beijaFlor] = await db().select().from(turma).where(eq(turma.nomeTurma, 'Turma Beija-flor'));
    // Alice leaves her class for a moment: no educator teaches her.
    await db()
      .delete(turmaDiscente)
      .where(and(eq(turmaDiscente.turmaId, beijaFlor!.id), eq(turmaDiscente.discenteId, ids.child('alice'))));
    const res = await (
      await as('patricia@lunna.demo')
    ).post(`/api/discente/${ids.child('alice')}/alertas`, { tipo: 'ausencia', texto: 'Viagem em família' });
    expect(res.statusCode).toBe(201);
    expect(
      (await alertNotes('diretora@lunna.demo')).filter((n) => n.refId === res.json().idAlerta),
    ).toHaveLength(1);
    // …and the guardian is told so: the director, by name, since the child has no class with an educator.
    expect(res.json().avisados).toEqual({ quem: 'direcao', nomes: ['Helena Martins'] });
    await db()
      .insert(turmaDiscente)
      .values({ turmaId: beijaFlor!.id, discenteId: ids.child('alice') });
  });
});
