import { and, eq } from 'drizzle-orm';
import { msg } from '@lunna/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cardapio, discente, usuario } from '../../../db/schema';
import { demoChildCpf, demoChildren } from '../../../db/seed/demo-data';
import { otherSchoolStaff } from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { AUDIT_ALERGIAS } from './cardapio.service';

let t: TestApp;
const kids = new Map<string, string>();
let escolaId: string;
let outsider: Awaited<ReturnType<typeof otherSchoolStaff>>;

/** A week far from the seeded ones. */
const SEMANA = '2031-03-03';
const TERCA = '2031-03-04';

beforeAll(async () => {
  t = await createTestApp();
  for (const child of demoChildren) {
    const [row] = await t.database.db
      .select({ id: discente.id, escolaId: discente.escolaId })
      .from(discente)
      .where(eq(discente.cpfDisc, demoChildCpf(child.cpfBase)));
    kids.set(child.key, row!.id);
    escolaId = row!.escolaId;
  }
  outsider = await otherSchoolStaff(t.database.db, 'pedagogo');
  const ana = await as('ana.professora@lunna.demo');
  const pacoca = await ana.put('/api/cardapio', meal());
  expect(pacoca.statusCode, pacoca.body).toBe(200);
  expect(
    (
      await ana.put(
        '/api/cardapio',
        meal({
          refeicao: 'almoco',
          horario: '10:00',
          prato: 'Arroz, feijão e frango',
          alergenos: [],
          ilustracao: 'frango',
        }),
      )
    ).statusCode,
  ).toBe(200);
  expect(
    (
      await ana.put(
        '/api/cardapio',
        meal({
          refeicao: 'janta',
          horario: '15:00',
          prato: 'Purê com leite',
          alergenos: ['leite'],
          ilustracao: 'legumes',
        }),
      )
    ).statusCode,
  ).toBe(200);
});
afterAll(() => t.close());
afterEach(() => t.clock.reset());

const as = (email: string) => TestClient.signedIn(t.app, email);
const kid = (key: string) => kids.get(key)!;
const meal = (over: Record<string, unknown> = {}) => ({
  data: TERCA,
  refeicao: 'cafe_tarde',
  horario: '13:30',
  prato: 'Paçoca e suco de laranja',
  alergenos: ['amendoim'],
  ilustracao: 'bolo',
  ...over,
});
type Item = {
  prato: string;
  refeicao: string;
  alertas?: string[];
  alergicos?: { nomeDisc: string; alergenos: string[] }[];
};
type Semana = {
  semana: string;
  fim: string;
  crianca?: { nomeDisc: string; alergenos: string[] };
  dias: { data: string; refeicoes: Item[] }[];
};
const terca = (s: Semana) => s.dias.find((d) => d.data === TERCA)!.refeicoes;
const dish = (s: Semana, prato: string) => terca(s).find((i) => i.prato.startsWith(prato))!;
const rows = async () =>
  t.database.db
    .select()
    .from(cardapio)
    .where(and(eq(cardapio.escolaId, escolaId), eq(cardapio.data, TERCA)));
const familyWeek = async (email: string, key: string) =>
  (await (await as(email)).get(`/api/discente/${kid(key)}/cardapio?semana=${SEMANA}`)).json() as Semana;

describe('the family’s menu', () => {
  it('shows the school’s week Monday to Friday, meals in the order of the day, and flags a dish only for the child whose record names its allergen', async () => {
    const lucas = await familyWeek('mariana@lunna.demo', 'lucas');
    expect(lucas).toMatchObject({ semana: SEMANA, fim: '2031-03-07', crianca: { alergenos: ['amendoim'] } });
    expect(lucas.dias.map((d) => d.data)).toEqual([
      '2031-03-03',
      TERCA,
      '2031-03-05',
      '2031-03-06',
      '2031-03-07',
    ]);
    expect(terca(lucas).map((i) => i.refeicao)).toEqual(['almoco', 'cafe_tarde', 'janta']);
    expect(dish(lucas, 'Paçoca').alertas).toEqual(['amendoim']);
    expect(dish(lucas, 'Arroz').alertas).toEqual([]);
    expect(dish(lucas, 'Purê').alertas).toEqual([]);

    // Sofia ('Leite de vaca (APLV)'): the milk dish, not the peanut one.
    const sofia = await familyWeek('mariana@lunna.demo', 'sofia');
    expect(dish(sofia, 'Paçoca').alertas).toEqual([]);
    expect(dish(sofia, 'Purê').alertas).toEqual(['leite']);
    // Alice has no allergy: the same dishes, no flag; and nothing of the other children's records.
    const alice = await familyWeek('patricia@lunna.demo', 'alice');
    expect(terca(alice).map((i) => i.prato)).toEqual(terca(lucas).map((i) => i.prato));
    expect(terca(alice).every((i) => i.alertas!.length === 0 && i.alergicos === undefined)).toBe(true);
    expect(JSON.stringify(alice)).not.toContain('Lucas');
  });

  it('another family’s child, a guardian on the staff view and another school are refused', async () => {
    const carlos = await as('carlos@lunna.demo');
    expect((await carlos.get(`/api/discente/${kid('lucas')}/cardapio?semana=${SEMANA}`)).statusCode).toBe(
      403,
    );
    expect((await carlos.get(`/api/cardapio?semana=${SEMANA}`)).statusCode).toBe(403);
    const out = await as(outsider.email);
    expect((await out.get(`/api/discente/${kid('lucas')}/cardapio`)).statusCode).toBe(403);
    const theirs = (await out.get(`/api/cardapio?semana=${SEMANA}`)).json() as Semana;
    expect(theirs.dias.flatMap((d) => d.refeicoes)).toEqual([]);
    expect((await new TestClient(t.app).get(`/api/cardapio`)).statusCode).toBe(401);
  });
});

describe('the staff’s menu', () => {
  it('names, per dish, the allergic children of the educator’s classes only, and audits each child named', async () => {
    const anaId = (
      await t.database.db
        .select({ id: usuario.id })
        .from(usuario)
        .where(eq(usuario.email, 'ana.professora@lunna.demo'))
    )[0]!.id;
    const audits = async () =>
      t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.usuarioId, anaId), eq(auditLog.acao, AUDIT_ALERGIAS)));
    const before = (await audits()).length;
    const ana = (
      await (await as('ana.professora@lunna.demo')).get(`/api/cardapio?semana=${SEMANA}`)
    ).json() as Semana;
    expect(dish(ana, 'Paçoca').alergicos).toEqual([
      { idDisc: kid('lucas'), nomeDisc: expect.stringMatching(/^Lucas/), alergenos: ['amendoim'] },
    ]);
    // Sofia is not in Ana's class: her milk allergy is not Ana's to read.
    expect(dish(ana, 'Purê').alergicos).toEqual([]);
    expect(dish(ana, 'Arroz').alergicos).toEqual([]);
    const written = (await audits()).slice(before);
    expect(written.map((a) => a.discenteId)).toEqual([kid('lucas')]);

    const bruno = (
      await (await as('bruno.professor@lunna.demo')).get(`/api/cardapio?semana=${SEMANA}`)
    ).json() as Semana;
    expect(dish(bruno, 'Purê').alergicos!.map((c) => c.nomeDisc)).toEqual([expect.stringMatching(/^Sofia/)]);
    expect(dish(bruno, 'Paçoca').alergicos).toEqual([]);
    const diretora = (
      await (await as('diretora@lunna.demo')).get(`/api/cardapio?semana=${SEMANA}`)
    ).json() as Semana;
    expect(dish(diretora, 'Paçoca').alergicos!.map((c) => c.nomeDisc)).toEqual([
      expect.stringMatching(/^Lucas/),
    ]);
  });

  it('replaces a meal of a day in place, and the director removes it', async () => {
    const bruno = await as('bruno.professor@lunna.demo');
    const put = await bruno.put(
      '/api/cardapio',
      meal({
        refeicao: 'cafe_manha',
        horario: '07:30',
        prato: 'Pão com ovo',
        alergenos: ['ovo', 'gluten'],
        ilustracao: 'pao',
      }),
    );
    expect(put.json()).toMatchObject({ refeicao: 'cafe_manha', alergenos: ['ovo', 'gluten'] });
    const again = await bruno.put(
      '/api/cardapio',
      meal({
        refeicao: 'cafe_manha',
        horario: '07:45',
        prato: 'Frutas',
        alergenos: [],
        ilustracao: 'frutas',
      }),
    );
    expect(again.json()).toMatchObject({
      idCardapio: put.json().idCardapio,
      horario: '07:45',
      prato: 'Frutas',
      alergenos: [],
    });
    expect((await rows()).filter((r) => r.refeicao === 'cafe_manha')).toHaveLength(1);
    const diretora = await as('diretora@lunna.demo');
    expect((await diretora.delete(`/api/cardapio/${put.json().idCardapio}`)).statusCode).toBe(204);
    expect((await diretora.delete(`/api/cardapio/${put.json().idCardapio}`)).statusCode).toBe(404);
    expect((await rows()).map((r) => r.refeicao)).not.toContain('cafe_manha');
  });

  it('guardians cannot write; staff of another school write only to their own school and cannot remove this one’s meals', async () => {
    const before = await rows();
    const pacoca = before.find((r) => r.refeicao === 'cafe_tarde')!;
    const mariana = await as('mariana@lunna.demo');
    expect((await mariana.put('/api/cardapio', meal({ prato: 'Bolo' }))).statusCode).toBe(403);
    expect((await mariana.delete(`/api/cardapio/${pacoca.id}`)).statusCode).toBe(403);
    const out = await as(outsider.email);
    expect((await out.delete(`/api/cardapio/${pacoca.id}`)).statusCode).toBe(403);
    expect((await out.put('/api/cardapio', meal({ prato: 'Bolo de fora' }))).statusCode).toBe(200);
    expect(await rows()).toEqual(before);
  });

  it('bad input answers 400 with the field and its message, and writes nothing', async () => {
    const ana = await as('ana.professora@lunna.demo');
    const before = await rows();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ data: '2031-03-08' }, 'data', msg.cardapioDiaUtil],
      [{ refeicao: 'ceia' }, 'refeicao', msg.refeicaoInvalida],
      [{ alergenos: ['mostarda'] }, 'alergenos.0', msg.alergenoInvalido],
      [{ prato: ' ' }, 'prato', msg.obrigatorio],
      [{ horario: '25:00' }, 'horario', msg.horarioInvalido],
    ];
    for (const [over, field, message] of cases) {
      const res = await ana.put('/api/cardapio', meal({ prato: 'Não deveria ficar', ...over }));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { [field]: message } });
    }
    const { prato: _p, ...missing } = meal();
    expect((await ana.put('/api/cardapio', missing)).json()).toMatchObject({
      fields: { prato: msg.obrigatorio },
    });
    expect((await ana.get('/api/cardapio?semana=2031-03-04')).statusCode).toBe(400);
    expect(await rows()).toEqual(before);
  });
});

describe('the demo menu', () => {
  it('has this week’s meals with a peanut dish flagged for Lucas', async () => {
    const mariana = await as('mariana@lunna.demo');
    const week = (await mariana.get(`/api/discente/${kid('lucas')}/cardapio`)).json() as Semana;
    const all = week.dias.flatMap((d) => d.refeicoes);
    expect(all).toHaveLength(20);
    expect(all.filter((i) => i.alertas!.includes('amendoim')).map((i) => i.prato)).toEqual([
      expect.stringMatching(/Paçoca/),
    ]);
  });
});
