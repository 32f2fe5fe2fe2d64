import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { diarioRegistro } from '../../../db/schema';
import { addDaysTo, instantAt } from '../../../lib/school-time';
import { TestClient } from '../../../test/http-client';
import { seededWeek } from '../../../test/school-calendar';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { demoIds } from '../../dia/alerta/alerta.test-support';
import { registrarNoDiario, sono } from '../../dia/diario/diario.test-support';

/** Lumi answers from the child's diary: what was recorded, for the guardian's own child, and never more. */
let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
let QUARTA: string;

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t.database.db);
  QUARTA = addDaysTo(seededWeek(), 2);
  const db = t.database.db;
  // The demo seed's diary of the real date, when that is this Wednesday, is not this test's.
  await db.delete(diarioRegistro).where(eq(diarioRegistro.data, QUARTA));
  const sofia = ids.child('sofia');
  const bruno = 'bruno.professor@lunna.demo';
  await registrarNoDiario(db, {
    idDisc: sofia,
    autorEmail: bruno,
    data: QUARTA,
    hora: '09:30',
    detalhes: { tipo: 'medicacao', medicamento: 'Vitamina D', dose: 2, unidade: 'gotas' },
  });
  await registrarNoDiario(db, {
    idDisc: sofia,
    autorEmail: bruno,
    data: QUARTA,
    hora: '12:10',
    detalhes: sono(QUARTA, '13:40'),
  });
  const almoco = await registrarNoDiario(db, {
    idDisc: sofia,
    autorEmail: bruno,
    data: QUARTA,
    hora: '11:00',
    detalhes: { tipo: 'refeicao', refeicao: 'almoco', quantidade: 'nada' },
  });
  // The lunch was recorded wrong and corrected: only the latest version is told.
  const corrigido = await registrarNoDiario(db, {
    idDisc: sofia,
    autorEmail: bruno,
    data: QUARTA,
    hora: '11:00',
    detalhes: { tipo: 'refeicao', refeicao: 'almoco', quantidade: 'tudo', recusou: 'beterraba' },
  });
  await db
    .update(diarioRegistro)
    .set({ corrigeId: almoco.id, motivoCorrecao: 'Criança errada' })
    .where(eq(diarioRegistro.id, corrigido.id));
  await db
    .update(diarioRegistro)
    .set({ corrigidoPorId: corrigido.id })
    .where(eq(diarioRegistro.id, almoco.id));
  await registrarNoDiario(db, {
    idDisc: sofia,
    autorEmail: bruno,
    data: QUARTA,
    hora: '14:20',
    detalhes: {
      tipo: 'incidente',
      incidente: 'mordida',
      descricao: 'Mordida leve no braço durante a brincadeira',
      local: 'Parque',
      primeirosSocorros: 'Gelo por 10 minutos',
      grave: false,
    },
  });
  // Another family's child has entries too: they must never reach Mariana.
  await registrarNoDiario(db, {
    idDisc: ids.child('theo'),
    autorEmail: 'ana.professora@lunna.demo',
    data: QUARTA,
    hora: '09:00',
    detalhes: { tipo: 'medicacao', medicamento: 'Dipirona', dose: 10, unidade: 'gotas' },
  });
});
afterAll(() => t.close());
afterEach(() => t.clock.reset());

type Resposta = {
  html: string;
  resposta: { encaminhamento: { motivo: string } | null; fontes: { link: string }[] };
};
const texto = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ');
async function ask(email: string, question: string, idDisc: string) {
  t.clock.set(instantAt(QUARTA, '16:00', 'America/Sao_Paulo'));
  const c = await TestClient.signedIn(t.app, email);
  const res = await c.post(`/api/lunna-ia/chat?${new URLSearchParams({ question, idDisc })}`);
  return res;
}
async function answer(email: string, question: string, idDisc: string) {
  const res = await ask(email, question, idDisc);
  expect(res.statusCode, res.body).toBe(200);
  const r = res.json() as Resposta;
  return { ...r, texto: texto(r.html) };
}

describe('Lumi reads the diary', () => {
  it('the nap, with its times and length', async () => {
    const r = await answer('mariana@lunna.demo', 'ela dormiu hoje?', ids.child('sofia'));
    expect(r.texto).toContain('das 12:10 às 13:40 (1h30)');
    expect(r.resposta.encaminhamento).toBeNull();
    expect(r.resposta.fontes.map((f) => f.link)).toContain('/diario');
  });

  it('the medicine: which, dose, time and who gave it; never another child’s', async () => {
    const r = await answer('mariana@lunna.demo', 'tomou o remédio?', ids.child('sofia'));
    expect(r.texto).toContain('Vitamina D — 2 gotas às 09:30, dado por Bruno Carvalho');
    expect(r.texto).not.toContain('Dipirona');
  });

  it('a meal: the latest version of a corrected entry, what was refused', async () => {
    const r = await answer('mariana@lunna.demo', 'comeu tudo no almoço?', ids.child('sofia'));
    expect(r.texto).toContain('comeu tudo; recusou: beterraba (corrigido)');
    expect(r.texto).not.toContain('não comeu');
  });

  it('an incident asked about is told from the diary, not handed off as health advice', async () => {
    const r = await answer('mariana@lunna.demo', 'teve algum machucado hoje?', ids.child('sofia'));
    expect(r.texto).toContain('Mordida às 14:20: Mordida leve no braço durante a brincadeira');
    expect(r.resposta.encaminhamento).toBeNull();
    const en = await answer('mariana@lunna.demo', 'Was Sofia hurt at school today?', ids.child('sofia'));
    expect(en.texto).toContain('Bite at 2:20 PM');
  });

  it('the day: the one-line summary, in the question’s language', async () => {
    const r = await answer('mariana@lunna.demo', 'como foi o dia dela?', ids.child('sofia'));
    expect(r.texto).toContain(
      'Hoje: almoço: comeu tudo, dormiu 1h30 (12:10–13:40), remédio: Vitamina D às 09:30, 1 ocorrência',
    );
    const es = await answer('mariana@lunna.demo', '¿Cómo fue el día de Sofía?', ids.child('sofia'));
    expect(es.texto).toContain('Hoy: almuerzo: comió todo, durmió 1h30 (12:10–13:40)');
  });

  it('nothing recorded yet: said honestly and handed to the school, never invented', async () => {
    const r = await answer('mariana@lunna.demo', 'o lucas dormiu hoje?', ids.child('lucas'));
    expect(r.texto).toContain('O diário de Lucas ainda não tem registro de sono de hoje');
    expect(r.resposta.encaminhamento?.motivo).toBe('sem_dados');
    const fr = await answer(
      'mariana@lunna.demo',
      "Lucas a-t-il pris son médicament aujourd'hui ?",
      ids.child('lucas'),
    );
    expect(fr.texto).toContain("Le journal de Lucas n'a pas encore de médicament donné");
  });

  it('"ele almoçou?" is the diary; "o que tem no almoço?" is still the menu', async () => {
    const diario = await answer('carlos@lunna.demo', 'ele almoçou?', ids.child('theo'));
    expect(diario.texto).toContain('ainda não tem registro do almoço');
    expect(diario.texto).not.toContain('Macarrão');
    const menu = await answer('carlos@lunna.demo', 'o que tem no almoço?', ids.child('theo'));
    expect(menu.texto).toContain('Macarrão com carne moída e brócolis');
  });

  it("another family's child: refused, nothing of its diary", async () => {
    const res = await ask('patricia@lunna.demo', 'tomou o remédio?', ids.child('sofia'));
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('Vitamina');
  });
});
