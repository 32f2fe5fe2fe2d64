import { and, eq } from 'drizzle-orm';
import { msg } from '@lunna/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { discente, rotina } from '../../../db/schema';
import { demoChildCpf, demoChildren } from '../../../db/seed/demo-data';
import { otherSchoolStaff } from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
const kids = new Map<string, string>();
const turmas = new Map<string, string>();
let outsider: Awaited<ReturnType<typeof otherSchoolStaff>>;

/** A week far from the seeded one, so these tests never meet the demo routine. */
const SEMANA = '2031-03-03';
const PROXIMA = '2031-03-10';

beforeAll(async () => {
  t = await createTestApp();
  for (const child of demoChildren) {
    const [row] = await t.database.db
      .select({ id: discente.id })
      .from(discente)
      .where(eq(discente.cpfDisc, demoChildCpf(child.cpfBase)));
    kids.set(child.key, row!.id);
  }
  for (const x of (await (await as('diretora@lunna.demo')).get('/api/turma')).json())
    turmas.set(x.nomeTurma, x.idTurma);
  outsider = await otherSchoolStaff(t.database.db, 'pedagogo');
});
afterAll(() => t.close());
afterEach(() => t.clock.reset());

const as = (email: string) => TestClient.signedIn(t.app, email);
const girassol = () => turmas.get('Turma Girassol')!;
const beijaFlor = () => turmas.get('Turma Beija-flor')!;
const kid = (key: string) => kids.get(key)!;
const cellsOf = async (turmaId: string, semana: string) =>
  t.database.db
    .select()
    .from(rotina)
    .where(and(eq(rotina.turmaId, turmaId), eq(rotina.semana, semana)));
const card = (over: Record<string, unknown> = {}) => ({
  semana: SEMANA,
  diaSemana: 1,
  horario: '07:00',
  horaInicio: '07:00',
  horaFim: '08:30',
  atividade: 'Pintura ao ar livre',
  descriatv: 'Guache no pátio',
  ilustracao: 'pintura',
  cor: 'pink',
  ...over,
});

describe('filling the routine', () => {
  it('the class’s educator fills a cell and replaces it; the family of the class reads it through the child, with the class named', async () => {
    const ana = await as('ana.professora@lunna.demo');
    const put = await ana.put(`/api/turma/${girassol()}/rotina`, card());
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      diaSemana: 1,
      horario: '07:00',
      atividade: 'Pintura ao ar livre',
      cor: 'pink',
    });
    const again = await ana.put(
      `/api/turma/${girassol()}/rotina`,
      card({ atividade: 'Pintura com esponja', cor: 'blue', descriatv: '' }),
    );
    expect(again.json()).toMatchObject({
      idRotina: put.json().idRotina,
      atividade: 'Pintura com esponja',
      cor: 'blue',
      descriatv: null,
    });
    expect(await cellsOf(girassol(), SEMANA)).toHaveLength(1);

    const week = (await ana.get(`/api/turma/${girassol()}/rotina?semana=${SEMANA}`)).json();
    expect(week).toMatchObject({ nomeTurma: 'Turma Girassol', semana: SEMANA, fim: '2031-03-07' });
    expect(week.celulas.map((c: { atividade: string }) => c.atividade)).toEqual(['Pintura com esponja']);

    const mariana = await as('mariana@lunna.demo');
    const lucas = (await mariana.get(`/api/discente/${kid('lucas')}/rotina?semana=${SEMANA}`)).json();
    expect(lucas.turmas).toHaveLength(1);
    expect(lucas.turmas[0]).toMatchObject({
      nomeTurma: 'Turma Girassol',
      celulas: [{ atividade: 'Pintura com esponja', horaInicio: '07:00', horaFim: '08:30' }],
    });
  });

  it('a guardian whose children are in another class gets nothing of this one, and another family’s child is refused', async () => {
    const bruno = await as('bruno.professor@lunna.demo');
    expect(
      (
        await bruno.put(
          `/api/turma/${beijaFlor()}/rotina`,
          card({ horario: '13:00', horaInicio: '13:00', horaFim: '14:00', atividade: 'Leitura' }),
        )
      ).statusCode,
    ).toBe(200);
    const carlos = await as('carlos@lunna.demo');
    const theo = (await carlos.get(`/api/discente/${kid('theo')}/rotina?semana=${SEMANA}`)).json();
    expect(theo.turmas.map((x: { nomeTurma: string }) => x.nomeTurma)).toEqual(['Turma Girassol']);
    expect(JSON.stringify(theo)).not.toContain('Leitura');
    expect((await carlos.get(`/api/discente/${kid('sofia')}/rotina?semana=${SEMANA}`)).statusCode).toBe(403);
    expect((await carlos.get(`/api/turma/${beijaFlor()}/rotina?semana=${SEMANA}`)).statusCode).toBe(403);
    // Patricia's Alice is in the other class: her week shows Beija-flor's card only.
    const alice = (
      await (await as('patricia@lunna.demo')).get(`/api/discente/${kid('alice')}/rotina?semana=${SEMANA}`)
    ).json();
    expect(alice.turmas).toMatchObject([
      { nomeTurma: 'Turma Beija-flor', celulas: [{ atividade: 'Leitura' }] },
    ]);
  });

  it('guardians cannot write, an educator cannot write another class, staff of another school are refused — nothing changes', async () => {
    const before = (await cellsOf(girassol(), SEMANA)).length;
    const mariana = await as('mariana@lunna.demo');
    expect((await mariana.put(`/api/turma/${girassol()}/rotina`, card({ diaSemana: 2 }))).statusCode).toBe(
      403,
    );
    expect(
      (await mariana.post(`/api/turma/${girassol()}/rotina/copiar`, { de: SEMANA, para: PROXIMA }))
        .statusCode,
    ).toBe(403);
    const [cell] = await cellsOf(girassol(), SEMANA);
    expect((await mariana.delete(`/api/turma/${girassol()}/rotina/${cell!.id}`)).statusCode).toBe(403);
    expect((await mariana.get(`/api/turma/${girassol()}/rotina`)).statusCode).toBe(403);

    const bruno = await as('bruno.professor@lunna.demo');
    expect((await bruno.put(`/api/turma/${girassol()}/rotina`, card({ diaSemana: 2 }))).statusCode).toBe(403);
    expect((await bruno.get(`/api/turma/${girassol()}/rotina`)).statusCode).toBe(403);

    const out = await as(outsider.email);
    expect((await out.get(`/api/turma/${girassol()}/rotina`)).statusCode).toBe(403);
    expect((await out.put(`/api/turma/${girassol()}/rotina`, card({ diaSemana: 2 }))).statusCode).toBe(403);
    expect((await out.delete(`/api/turma/${girassol()}/rotina/${cell!.id}`)).statusCode).toBe(403);
    expect((await out.get(`/api/discente/${kid('lucas')}/rotina`)).statusCode).toBe(403);
    expect((await cellsOf(girassol(), SEMANA)).length).toBe(before);
    expect((await new TestClient(t.app).get(`/api/discente/${kid('lucas')}/rotina`)).statusCode).toBe(401);
  });

  it('bad input answers 400 with the field and its message, and writes nothing', async () => {
    const ana = await as('ana.professora@lunna.demo');
    const before = (await cellsOf(girassol(), SEMANA)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ horario: '08:00' }, 'horario', msg.horarioRotinaInvalido],
      [{ semana: '2031-03-04' }, 'semana', msg.semanaInvalida],
      [{ diaSemana: 6 }, 'diaSemana', msg.diaSemanaInvalido],
      [{ atividade: '' }, 'atividade', msg.obrigatorio],
      [{ horaFim: '06:00' }, 'horaFim', msg.horaFimAntesInicio],
      [{ cor: 'black' }, 'cor', msg.valorInvalido],
    ];
    for (const [over, field, message] of cases) {
      const res = await ana.put(`/api/turma/${girassol()}/rotina`, card({ diaSemana: 3, ...over }));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { [field]: message } });
    }
    const { atividade: _a, ...missing } = card({ diaSemana: 3 });
    expect((await ana.put(`/api/turma/${girassol()}/rotina`, missing)).json()).toMatchObject({
      fields: { atividade: msg.obrigatorio },
    });
    expect((await ana.get(`/api/turma/${girassol()}/rotina?semana=2031-03-05`)).statusCode).toBe(400);
    expect((await cellsOf(girassol(), SEMANA)).length).toBe(before);
  });
});

describe('copying a week and emptying cells', () => {
  it('copies a week onto an empty one; a filled one answers 409 unless substituir, which replaces its cards', async () => {
    const ana = await as('ana.professora@lunna.demo');
    await ana.put(
      `/api/turma/${girassol()}/rotina`,
      card({
        diaSemana: 4,
        horario: '11:00',
        horaInicio: '11:00',
        horaFim: '12:00',
        atividade: 'Soneca',
        ilustracao: 'soneca',
        cor: 'blue',
      }),
    );
    const source = await cellsOf(girassol(), SEMANA);
    const copy = await ana.post(`/api/turma/${girassol()}/rotina/copiar`, { de: SEMANA, para: PROXIMA });
    expect(copy.statusCode, copy.body).toBe(200);
    expect(copy.json()).toEqual({ copiadas: source.length });
    const copied = await cellsOf(girassol(), PROXIMA);
    expect(copied.map((c) => `${c.diaSemana} ${c.horario} ${c.atividade}`).sort()).toEqual(
      source.map((c) => `${c.diaSemana} ${c.horario} ${c.atividade}`).sort(),
    );

    // The next week gets a card of its own; copying again is refused until confirmed.
    await ana.put(
      `/api/turma/${girassol()}/rotina`,
      card({
        semana: PROXIMA,
        diaSemana: 5,
        horario: '15:00',
        horaInicio: '15:00',
        horaFim: '16:00',
        atividade: 'Festa',
      }),
    );
    const refused = await ana.post(`/api/turma/${girassol()}/rotina/copiar`, { de: SEMANA, para: PROXIMA });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', message: msg.rotinaSemanaPreenchida });
    expect((await cellsOf(girassol(), PROXIMA)).map((c) => c.atividade)).toContain('Festa');
    const replaced = await ana.post(`/api/turma/${girassol()}/rotina/copiar`, {
      de: SEMANA,
      para: PROXIMA,
      substituir: true,
    });
    expect(replaced.statusCode).toBe(200);
    expect((await cellsOf(girassol(), PROXIMA)).map((c) => c.atividade)).not.toContain('Festa');
    expect(await cellsOf(girassol(), PROXIMA)).toHaveLength(source.length);
    // Nothing to copy from an empty week.
    expect(
      (
        await ana.post(`/api/turma/${girassol()}/rotina/copiar`, {
          de: '2031-06-02',
          para: PROXIMA,
          substituir: true,
        })
      ).json(),
    ).toMatchObject({ message: msg.rotinaSemanaVazia });
    expect(await cellsOf(girassol(), PROXIMA)).toHaveLength(source.length);
  });

  it('the director empties a cell; a cell of another class through this class’s address is not found', async () => {
    const diretora = await as('diretora@lunna.demo');
    const [cell] = await cellsOf(girassol(), PROXIMA);
    expect((await diretora.delete(`/api/turma/${beijaFlor()}/rotina/${cell!.id}`)).statusCode).toBe(404);
    expect((await diretora.delete(`/api/turma/${girassol()}/rotina/${cell!.id}`)).statusCode).toBe(204);
    expect((await diretora.delete(`/api/turma/${girassol()}/rotina/${cell!.id}`)).statusCode).toBe(404);
    expect((await cellsOf(girassol(), PROXIMA)).map((c) => c.id)).not.toContain(cell!.id);
  });
});

describe('the week shown by default', () => {
  it('is the school’s current week; on a weekend, the coming one', async () => {
    t.clock.set(new Date('2031-03-05T10:00:00-03:00'));
    // Signed in that week (a session from today would have ended years before).
    const mariana = await as('mariana@lunna.demo');
    expect((await mariana.get(`/api/discente/${kid('lucas')}/rotina`)).json()).toMatchObject({
      semana: SEMANA,
      hoje: '2031-03-05',
    });
    // Saturday 23:30 in São Paulo is already Sunday in UTC: still the same coming week.
    t.clock.set(new Date('2031-03-08T23:30:00-03:00'));
    expect((await mariana.get(`/api/discente/${kid('lucas')}/rotina`)).json()).toMatchObject({
      semana: PROXIMA,
      hoje: '2031-03-08',
    });
  });
});
