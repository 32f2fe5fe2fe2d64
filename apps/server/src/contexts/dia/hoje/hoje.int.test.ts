import { DESTINO_ESCOLA_HOJE, RAZOES_PADRAO, type EscolaHoje, type TurmaHoje } from '@lunna/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysTo } from '../../../lib/school-time';
import { otherSchoolStaff } from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { ModernStompClient } from '../../../test/stomp-test-clients';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { writesSnapshot } from '../../../test/writes';
import { at, demoIds, mondayAhead, recordPresenca } from '../alerta/alerta.test-support';

const HELENA = 'diretora@lunna.demo';
const ANA = 'ana.professora@lunna.demo';
const BRUNO = 'bruno.professor@lunna.demo';
const MARIANA = 'mariana@lunna.demo';

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
let outsider: Awaited<ReturnType<typeof otherSchoolStaff>>;
let wsUrl: string;
const monday = mondayAhead(2);

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  wsUrl = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/ws`;
  ids = await demoIds(t.database.db);
  outsider = await otherSchoolStaff(t.database.db, 'gestor');
  t.clock.set(at(monday, '08:00'));
});
afterAll(() => t.close());

const as = (email: string) => TestClient.signedIn(t.app, email);
const hoje = async () => {
  const res = await (await as(HELENA)).get('/api/gestor/hoje');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as EscolaHoje;
};
const girassol = async (): Promise<TurmaHoje> =>
  (await hoje()).turmas.find((x) => x.nomeTurma === 'Turma Girassol')!;

describe('the director’s today', () => {
  it('is the director’s alone: educators, guardians and strangers get nothing', async () => {
    for (const path of ['/api/gestor/hoje', '/api/gestor/razoes']) {
      expect((await new TestClient(t.app).get(path)).statusCode).toBe(401);
      for (const email of [ANA, MARIANA]) {
        const res = await (await as(email)).get(path);
        expect(res.statusCode, path).toBe(403);
        expect(res.json()).toEqual({ code: 'FORBIDDEN', message: expect.any(String) });
      }
    }
    // A family has no shift: its clock-in state is not even read.
    expect((await (await as(MARIANA)).get('/api/ponto')).statusCode).toBe(403);
    expect((await (await as(MARIANA)).post('/api/ponto/saida')).statusCode).toBe(403);
    expect((await new TestClient(t.app).get('/api/ponto')).statusCode).toBe(401);
    // Another school's director sees her own school only: none of this school's classes or children.
    const outra = (await (await as(outsider.email)).get('/api/gestor/hoje')).json() as EscolaHoje;
    expect(outra.turmas).toEqual([]);
    expect(JSON.stringify(outra)).not.toContain('Girassol');
  });

  it('counts each class’s children expected, present, picked up, absent and still awaited', async () => {
    const day = addDaysTo(monday, 0);
    let turma = await girassol();
    expect(turma).toMatchObject({
      esperadas: 3,
      presentes: 0,
      buscadas: 0,
      ausentes: 0,
      aguardando: 3,
      equipe: [],
      adultosNecessarios: 0,
      razaoExcedida: false,
    });
    await recordPresenca(t.database.db, ids.escolaId, ids.child('lucas'), day, '07:40');
    await recordPresenca(t.database.db, ids.escolaId, ids.child('theo'), day, '07:45');
    await recordPresenca(t.database.db, ids.escolaId, ids.child('davi'), day, '07:50', 'falta');
    turma = await girassol();
    expect(turma).toMatchObject({ esperadas: 3, presentes: 2, buscadas: 0, ausentes: 1, aguardando: 0 });
    // Two five-year-olds need one adult (1:20 from four years), but nobody of the school has clocked in today:
    // the ratio waits for the team instead of flagging the class.
    expect(turma).toMatchObject({ adultosNecessarios: 1, razaoExcedida: false });
    expect((await hoje()).ninguemNoPonto).toBe(true);
    await recordPresenca(t.database.db, ids.escolaId, ids.child('theo'), day, '07:55', 'saida');
    expect(await girassol()).toMatchObject({ presentes: 1, buscadas: 1 });
  });

  it('weighs staff on duty against the school’s ratios, which the director sets', async () => {
    const ana = await as(ANA);
    // Ana teaches one class: clocking in needs no choice.
    const entrada = await ana.post('/api/ponto/entrada', {});
    expect(entrada.statusCode, entrada.body).toBe(201);
    expect(entrada.json()).toMatchObject({
      emServico: true,
      desde: '08:00',
      turma: { nomeTurma: 'Turma Girassol' },
    });
    expect((await hoje()).ninguemNoPonto).toBe(false);
    expect(await girassol()).toMatchObject({
      equipe: [{ nome: 'Ana Beatriz Rocha', desde: '08:00' }],
      adultosNecessarios: 1,
      razaoExcedida: false,
    });

    const helena = await as(HELENA);
    expect((await helena.get('/api/gestor/razoes')).json()).toEqual(RAZOES_PADRAO);
    const uma = { faixas: [{ ateMeses: null, criancasPorAdulto: 1 }] };
    expect((await helena.put('/api/gestor/razoes', uma)).json()).toEqual(uma);
    await recordPresenca(t.database.db, ids.escolaId, ids.child('theo'), monday, '08:05');
    // Now every child needs an adult of their own: two present, one adult.
    expect(await girassol()).toMatchObject({ presentes: 2, adultosNecessarios: 2, razaoExcedida: true });
    await helena.put('/api/gestor/razoes', RAZOES_PADRAO);

    t.clock.set(at(monday, '12:30'));
    // Signed in again: the morning's session went idle at the clock's jump.
    const saida = await (await as(ANA)).post('/api/ponto/saida');
    expect(saida.statusCode, saida.body).toBe(200);
    expect(saida.json()).toMatchObject({ emServico: false, desde: null });
    // She clocked in today: with her gone, the class is short.
    expect(await girassol()).toMatchObject({ equipe: [], razaoExcedida: true });
    expect((await hoje()).ninguemNoPonto).toBe(false);
    t.clock.set(at(monday, '08:00'));
  });

  it('refuses bad ratios with the field and writes nothing', async () => {
    const helena = await as(HELENA);
    const others = [await as(ANA), await as(MARIANA)];
    const before = await writesSnapshot(t);
    const cases = [
      { faixas: [] },
      { faixas: [{ ateMeses: 24, criancasPorAdulto: 8 }] },
      {
        faixas: [
          { ateMeses: null, criancasPorAdulto: 8 },
          { ateMeses: null, criancasPorAdulto: 20 },
        ],
      },
      {
        faixas: [
          { ateMeses: 36, criancasPorAdulto: 8 },
          { ateMeses: 24, criancasPorAdulto: 8 },
          { ateMeses: null, criancasPorAdulto: 20 },
        ],
      },
      { faixas: [{ ateMeses: null, criancasPorAdulto: 0 }] },
      { faixas: [{ ateMeses: null, criancasPorAdulto: 'muitas' }] },
    ];
    for (const body of cases) {
      const res = await helena.put('/api/gestor/razoes', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    const fora = await helena.put('/api/gestor/razoes', { faixas: [{ ateMeses: 24, criancasPorAdulto: 8 }] });
    expect(fora.json().fields).toEqual({ 'faixas.0.ateMeses': 'Só a última faixa fica sem idade máxima' });
    for (const other of others)
      expect(
        (await other.put('/api/gestor/razoes', { faixas: [{ ateMeses: null, criancasPorAdulto: 1 }] }))
          .statusCode,
      ).toBe(403);
    expect(await writesSnapshot(t)).toEqual(before);
  });

  it('lists today’s open alerts and counts them per class', async () => {
    const mariana = await as(MARIANA);
    const res = await mariana.post(`/api/discente/${ids.child('lucas')}/alertas`, {
      tipo: 'atencao',
      categoria: 'febre',
      prioridade: 'Importante',
      texto: 'Teve febre de madrugada; está medicado.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const view = await hoje();
    expect(view.alertas).toEqual([
      expect.objectContaining({
        idDisc: ids.child('lucas'),
        nomeDisc: 'Lucas Souza Pereira',
        tipo: 'atencao',
        prioridade: 'Importante',
        hora: '08:00',
      }),
    ]);
    expect(view.turmas.find((x) => x.nomeTurma === 'Turma Girassol')!.alertasAbertos).toBe(1);
    const ciente = await (await as(ANA)).put(`/api/alertas/${res.json().idAlerta}/confirmacao`, {});
    expect(ciente.statusCode, ciente.body).toBe(200);
    expect((await hoje()).alertas).toEqual([]);
  });
});

describe('staff clock-in', () => {
  it('refuses a second clock-in, a clock-out without one, another’s class and families', async () => {
    const bruno = await as(BRUNO);
    const [mariana, estranha, anonimo] = [await as(MARIANA), await as(outsider.email), new TestClient(t.app)];
    expect((await bruno.get('/api/ponto')).json()).toMatchObject({
      emServico: false,
      turmas: [{ nomeTurma: 'Turma Beija-flor' }],
    });
    const before = await writesSnapshot(t);
    const semEntrada = await bruno.post('/api/ponto/saida');
    expect(semEntrada.statusCode).toBe(409);
    expect(semEntrada.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Você ainda não registrou a sua entrada hoje',
    });
    expect(
      (await bruno.post('/api/ponto/entrada', { idTurma: ids.turma('Turma Girassol') })).statusCode,
    ).toBe(403);
    expect((await bruno.post('/api/ponto/entrada', { idTurma: 'nao-e-uuid' })).json().code).toBe(
      'VALIDATION',
    );
    expect((await mariana.post('/api/ponto/entrada', {})).statusCode).toBe(403);
    expect(
      (await estranha.post('/api/ponto/entrada', { idTurma: ids.turma('Turma Girassol') })).statusCode,
    ).toBe(403);
    expect((await anonimo.post('/api/ponto/entrada', {})).statusCode).toBe(401);
    expect(await writesSnapshot(t)).toEqual(before);

    expect((await bruno.post('/api/ponto/entrada', {})).statusCode).toBe(201);
    const again = await bruno.post('/api/ponto/entrada', {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: 'Você já registrou a sua entrada' });
    await bruno.post('/api/ponto/saida');
  });

  it('a shift forgotten open yesterday is not today’s: the educator clocks in again', async () => {
    t.clock.set(at(addDaysTo(monday, 1), '07:00'));
    expect((await (await as(BRUNO)).post('/api/ponto/entrada', {})).statusCode).toBe(201);
    t.clock.set(at(addDaysTo(monday, 2), '07:00'));
    const bruno = await as(BRUNO);
    expect((await bruno.get('/api/ponto')).json()).toMatchObject({ emServico: false });
    expect((await bruno.post('/api/ponto/entrada', {})).statusCode).toBe(201);
    expect((await bruno.get('/api/ponto')).json()).toMatchObject({ emServico: true, desde: '07:00' });
    await bruno.post('/api/ponto/saida');
    t.clock.set(at(monday, '08:00'));
  });
});

describe('live', () => {
  it('the director’s open page hears a check-in made on another device; a family’s socket may not listen', async () => {
    const helena = await as(HELENA);
    const socket = await ModernStompClient.connect(wsUrl, {
      cookie: `lunna_session=${helena.cookies.get('lunna_session')}`,
    });
    const familia = await ModernStompClient.connect(wsUrl, {
      cookie: `lunna_session=${(await as(MARIANA)).cookies.get('lunna_session')}`,
    });
    try {
      await socket.subscribe(DESTINO_ESCOLA_HOJE);
      familia.subscribeNoWait(DESTINO_ESCOLA_HOJE);
      expect(await familia.refusal()).toBe(`not allowed to subscribe to ${DESTINO_ESCOLA_HOJE}`);
      await (await as(ANA)).post('/api/ponto/entrada', {});
      await socket.inbox.next(DESTINO_ESCOLA_HOJE, () => true);
      const count = socket.inbox.all(DESTINO_ESCOLA_HOJE).length;
      const sofia = await (
        await as(BRUNO)
      ).post(`/api/discente/${ids.child('sofia')}/presenca/entrada`, {
        pessoa: { tipo: 'responsavel', id: ids.guardian(MARIANA) },
      });
      expect(sofia.statusCode, sofia.body).toBe(201);
      await socket.inbox.next(
        DESTINO_ESCOLA_HOJE,
        () => socket.inbox.all(DESTINO_ESCOLA_HOJE).length > count,
      );
      expect(socket.inbox.all(DESTINO_ESCOLA_HOJE).at(-1)).toEqual({ idTurma: null });
    } finally {
      await Promise.allSettled([socket.close(), familia.close()]);
      await (await as(ANA)).post('/api/ponto/saida');
    }
  });
});
