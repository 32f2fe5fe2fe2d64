import type { EscolaHoje } from '@lunna/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuario } from '../../../db/schema';
import { addDaysTo } from '../../../lib/school-time';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { at, demoIds, drain, mondayAhead, notificationsOf } from '../alerta/alerta.test-support';
import { presencaRepository } from '../presenca/presenca.repository';
import { runRatioCheck } from './razao.jobs';

/** Decision 22: a class short of adults for 15 minutes is told to the director, once per shortage. */
const HELENA = 'diretora@lunna.demo';
const ANA = 'ana.professora@lunna.demo';
const BRUNO = 'bruno.professor@lunna.demo';

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
const monday = mondayAhead(2);
const day = (n: number) => addDaysTo(monday, n);

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t.database.db);
});
afterAll(() => t.close());

const db = () => t.database.db;
/** Signed in at the clock's time (a session goes idle when the clock jumps ahead). */
const as = (email: string) => TestClient.signedIn(t.app, email);
const avisos = async () =>
  (await notificationsOf(db(), ids.user(HELENA), 'alerta')).map((n) => ({
    titulo: n.titulo,
    texto: n.texto,
    link: n.link,
    prioridade: n.prioridade,
  }));
const chegou = (data: string, hora: string, child = 'lucas') =>
  presencaRepository.insert(db(), {
    escolaId: ids.escolaId,
    discenteId: ids.child(child),
    data,
    tipo: 'entrada',
    ocorridoEm: at(data, hora),
  });
const ponto = async (email: string, data: string, hora: string, acao: 'entrada' | 'saida') => {
  t.clock.set(at(data, hora));
  const res = await (await as(email)).post(`/api/ponto/${acao}`, acao === 'entrada' ? {} : undefined);
  expect(res.statusCode, res.body).toBe(acao === 'entrada' ? 201 : 200);
};
const ate = async (data: string, hora: string) => {
  t.clock.set(at(data, hora));
  await drain(t, at(data, hora));
};

describe('the ratio warning', () => {
  it('tells the director once when a class stays short for 15 minutes, and again only after it recovered and fell short again', async () => {
    const d = day(0);
    // Bruno is on duty with his own class: the school uses clock-in today.
    await ponto(BRUNO, d, '07:50', 'entrada');
    // Lucas (a four-year-old, 1:20) arrives and nobody is with Girassol: short from 08:00.
    t.clock.set(at(d, '08:00'));
    await chegou(d, '08:00');
    await ate(d, '08:14');
    expect(await avisos()).toEqual([]);
    await ate(d, '08:15');
    expect(await avisos()).toEqual([
      {
        titulo: 'Turma Girassol precisa de mais um adulto',
        texto:
          'A turma está abaixo da razão adulto/criança desde as 08:00. Adultos em serviço: 0 de 1 necessários.',
        link: '/dashboard',
        prioridade: 'Importante',
      },
    ]);
    // Theo arrives during the same shortage: its own check finds the shortage already told.
    t.clock.set(at(d, '08:05'));
    await chegou(d, '08:05', 'theo');
    await ate(d, '08:25');
    expect(await avisos()).toHaveLength(1);
    // Ana clocks in: the class recovers. She leaves at 09:00 and it falls short again, a new shortage.
    await ponto(ANA, d, '08:30', 'entrada');
    await ate(d, '08:50');
    expect(await avisos()).toHaveLength(1);
    // The director reads it in her language (decision 23).
    await db().update(usuario).set({ idioma: 'es' }).where(eq(usuario.email, HELENA));
    await ponto(ANA, d, '09:00', 'saida');
    await ate(d, '09:14');
    expect(await avisos()).toHaveLength(1);
    // The clock-in's seconds count: the shortage began at 09:00 and some seconds, and is told at 09:16.
    await ate(d, '09:16');
    expect((await avisos())[1]).toEqual({
      titulo: 'Turma Girassol necesita un adulto más',
      texto:
        'El grupo está por debajo de la proporción adulto/niño desde las 09:00. Adultos de servicio: 0 de 1 necesarios.',
      link: '/dashboard',
      prioridade: 'Importante',
    });
    // Nobody else is told: the educators see the class on their own screens.
    expect(await notificationsOf(db(), ids.user(ANA), 'alerta')).toEqual([]);
    await db().update(usuario).set({ idioma: 'pt-BR' }).where(eq(usuario.email, HELENA));
  });

  it('says nothing of a shortage shorter than 15 minutes', async () => {
    const d = day(1);
    await ponto(BRUNO, d, '07:50', 'entrada');
    const antes = (await avisos()).length;
    t.clock.set(at(d, '08:00'));
    await chegou(d, '08:00');
    await ponto(ANA, d, '08:10', 'entrada');
    await ate(d, '08:40');
    expect(await avisos()).toHaveLength(antes);
    await ponto(ANA, d, '12:30', 'saida');
    await ponto(BRUNO, d, '12:30', 'saida');
  });

  it('tells once when checks on several instances find the same shortage at the same time', async () => {
    const d = day(2);
    await ponto(BRUNO, d, '07:50', 'entrada');
    const antes = (await avisos()).length;
    t.clock.set(at(d, '08:00'));
    await chegou(d, '08:00');
    // Two instances' checks at 08:20 run side by side; then every job due runs.
    await Promise.all([
      runRatioCheck(db(), { escolaId: ids.escolaId }, at(d, '08:20')),
      runRatioCheck(db(), { escolaId: ids.escolaId }, at(d, '08:20')),
    ]);
    await ate(d, '08:20');
    expect((await avisos()).slice(antes)).toEqual([
      expect.objectContaining({ titulo: 'Turma Girassol precisa de mais um adulto' }),
    ]);
    await ponto(BRUNO, d, '12:30', 'saida');
  });

  it('says nothing on a day nobody of the school clocked in, however long the classes go without an adult', async () => {
    const d = day(3);
    const antes = (await avisos()).length;
    t.clock.set(at(d, '08:00'));
    await chegou(d, '08:00');
    await chegou(d, '08:00', 'theo');
    await ate(d, '09:00');
    expect(await avisos()).toHaveLength(antes);
    // The director's today says so instead of flagging the class.
    const hoje = (await (await as(HELENA)).get('/api/gestor/hoje')).json() as EscolaHoje;
    expect(hoje.ninguemNoPonto).toBe(true);
    expect(hoje.turmas.find((x) => x.nomeTurma === 'Turma Girassol')).toMatchObject({
      presentes: 2,
      adultosNecessarios: 1,
      razaoExcedida: false,
    });
  });
});
