import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discente, turma, turmaDiscente } from '../../../db/schema';
import { demoChildCpf, demoChildren } from '../../../db/seed/demo-data';
import { otherSchoolStaff } from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
const ids = new Map<string, string>();
let outsider: Awaited<ReturnType<typeof otherSchoolStaff>>;
let outsiderChild: string;

beforeAll(async () => {
  t = await createTestApp();
  for (const child of demoChildren) {
    const [row] = await t.database.db
      .select({ id: discente.id })
      .from(discente)
      .where(eq(discente.cpfDisc, demoChildCpf(child.cpfBase)));
    ids.set(child.key, row!.id);
  }
  outsider = await otherSchoolStaff(t.database.db, 'pedagogo');
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
});
afterAll(() => t.close());

const as = (email: string) => TestClient.signedIn(t.app, email);
const child = (key: string) => ({ idDisc: ids.get(key)! });
const turmaCount = async () => (await t.database.db.select({ id: turma.id }).from(turma)).length;
const newTurma = (overrides: Record<string, unknown> = {}) => ({
  nomeTurma: 'Turma Arco-íris',
  tema: 'roxo-aviso',
  periodo: 'Tarde',
  // Ana's own children (Girassol): an educator adds them without asking the director (see turma-approval.int.test.ts).
  discentes: [child('lucas'), child('theo'), child('davi')],
  ...overrides,
});

describe('GET /api/turma', () => {
  it('401 without a session', async () => {
    expect((await new TestClient(t.app).get('/api/turma')).statusCode).toBe(401);
  });

  it('an educator sees the classes they teach, with theme, shift and children count', async () => {
    const list = (await (await as('ana.professora@lunna.demo')).get('/api/turma')).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      nomeTurma: 'Turma Girassol',
      tema: 'laranja-aviso',
      periodo: 'Manhã',
      quantidadeAlunos: 3,
      arquivada: false,
    });
    expect(list[0].pedagogos.map((p: { nome: string }) => p.nome)).toEqual(['Ana Beatriz Rocha']);
  });

  it('the director sees every class of the school; another school sees none of them', async () => {
    const names = (await (await as('diretora@lunna.demo')).get('/api/turma'))
      .json()
      .map((x: { nomeTurma: string }) => x.nomeTurma);
    expect(names).toEqual(expect.arrayContaining(['Turma Girassol', 'Turma Beija-flor']));
    expect((await (await as(outsider.email)).get('/api/turma')).json()).toEqual([]);
  });

  it("a guardian sees their children's classes listing only their own children", async () => {
    const list = (await (await as('mariana@lunna.demo')).get('/api/turma')).json();
    expect(list.map((x: { nomeTurma: string }) => x.nomeTurma).sort()).toEqual([
      'Turma Beija-flor',
      'Turma Girassol',
    ]);
    const girassol = list.find((x: { nomeTurma: string }) => x.nomeTurma === 'Turma Girassol');
    expect(girassol.quantidadeAlunos).toBe(3);
    expect(girassol.discentes.map((d: { idDisc: string }) => d.idDisc)).toEqual([ids.get('lucas')]);
  });
});

describe('POST /api/turma', () => {
  it('an educator creates a class of school children, teaches it, and the count is the server’s', async () => {
    const ana = await as('ana.professora@lunna.demo');
    const res = await ana.post('/api/turma', newTurma({ quantidadeAlunos: 99 }));
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      nomeTurma: 'Turma Arco-íris',
      tema: 'roxo-aviso',
      periodo: 'Tarde',
      quantidadeAlunos: 3,
    });
    expect(created.pedagogos.map((p: { nome: string }) => p.nome)).toEqual(['Ana Beatriz Rocha']);
    expect(created.discentesPendentes).toEqual([]);
    const mine = (await ana.get('/api/turma')).json().map((x: { idTurma: string }) => x.idTurma);
    expect(mine).toContain(created.idTurma);
  });

  it('401 without a session and 403 for a guardian; nothing written', async () => {
    const before = await turmaCount();
    expect((await new TestClient(t.app).post('/api/turma', newTurma())).statusCode).toBe(401);
    const res = await (await as('mariana@lunna.demo')).post('/api/turma', newTurma());
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    expect(await turmaCount()).toBe(before);
  });

  it("refuses a child of another school, and another school's educator with our children; nothing written", async () => {
    const before = await turmaCount();
    const mixed = await (
      await as('ana.professora@lunna.demo')
    ).post('/api/turma', newTurma({ discentes: [child('lucas'), { idDisc: outsiderChild }] }));
    expect(mixed.statusCode).toBe(403);
    expect((await (await as(outsider.email)).post('/api/turma', newTurma())).statusCode).toBe(403);
    expect(await turmaCount()).toBe(before);
  });

  it('answers "Campo obrigatorio" for an empty name and for the shift placeholder; other bad input is 400; nothing written', async () => {
    const ana = await as('ana.professora@lunna.demo');
    const before = await turmaCount();
    const noName = await ana.post('/api/turma', newTurma({ nomeTurma: '  ' }));
    expect(noName.statusCode).toBe(400);
    expect(noName.json().fields.nomeTurma).toBe('Campo obrigatorio');
    for (const periodo of ['', 'Turno', undefined]) {
      const res = await ana.post('/api/turma', newTurma({ periodo }));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.periodo).toBe('Campo obrigatorio');
    }
    expect(
      (await ana.post('/api/turma', newTurma({ nomeTurma: 'x'.repeat(81) }))).json().fields.nomeTurma,
    ).toBe('Quantidade de caracteres invalida');
    expect((await ana.post('/api/turma', newTurma({ tema: 'verde-aviso' }))).statusCode).toBe(400);
    expect((await ana.post('/api/turma', newTurma({ discentes: [{ idDisc: 'abc' }] }))).statusCode).toBe(400);
    expect(await turmaCount()).toBe(before);
  });
});

describe('PUT /api/turma/{idTurma} and POST /api/turma/{idTurma}/arquivar', () => {
  const girassol = async () =>
    (await (await as('diretora@lunna.demo')).get('/api/turma'))
      .json()
      .find((x: { nomeTurma: string }) => x.nomeTurma === 'Turma Girassol').idTurma as string;
  const beijaFlor = async () =>
    (await (await as('diretora@lunna.demo')).get('/api/turma'))
      .json()
      .find((x: { nomeTurma: string }) => x.nomeTurma === 'Turma Beija-flor').idTurma as string;

  it("an educator edits the children of her class, but not another educator's class nor who teaches it", async () => {
    const ana = await as('ana.professora@lunna.demo');
    const id = (await (await ana.post('/api/turma', newTurma({ nomeTurma: 'Turma Editável' }))).json())
      .idTurma;
    const res = await ana.put(`/api/turma/${id}`, {
      discentes: [child('lucas'), child('davi')],
      tema: 'rosa-aviso',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ quantidadeAlunos: 2, tema: 'rosa-aviso' });
    const members = await t.database.db.select().from(turmaDiscente).where(eq(turmaDiscente.turmaId, id));
    expect(members.map((m) => m.discenteId).sort()).toEqual([ids.get('lucas'), ids.get('davi')].sort());

    expect((await ana.put(`/api/turma/${await beijaFlor()}`, { nomeTurma: 'Minha' })).statusCode).toBe(403);
    expect((await ana.put(`/api/turma/${id}`, { pedagogos: [] })).statusCode).toBe(403);
    expect((await (await as(outsider.email)).put(`/api/turma/${id}`, { nomeTurma: 'X' })).statusCode).toBe(
      403,
    );
    expect(
      (await (await as('mariana@lunna.demo')).put(`/api/turma/${id}`, { nomeTurma: 'X' })).statusCode,
    ).toBe(403);
    expect((await ana.put(`/api/turma/${id}`, { nomeTurma: '' })).json().fields.nomeTurma).toBe(
      'Campo obrigatorio',
    );
    expect(
      (await ana.put('/api/turma/00000000-0000-4000-8000-000000000000', { nomeTurma: 'X' })).statusCode,
    ).toBe(404);
  });

  it('the director changes who teaches a class (only educators of her school)', async () => {
    const helena = await as('diretora@lunna.demo');
    const id = await beijaFlor();
    const bruno = (await helena.get('/api/equipe'))
      .json()
      .find((p: { nome: string }) => p.nome === 'Bruno Carvalho');
    const ana = (await helena.get('/api/equipe'))
      .json()
      .find((p: { nome: string }) => p.nome === 'Ana Beatriz Rocha');
    expect(
      (await helena.put(`/api/turma/${id}`, { pedagogos: [{ idUsuario: outsider.usuarioId }] })).statusCode,
    ).toBe(403);
    const res = await helena.put(`/api/turma/${id}`, {
      pedagogos: [bruno, ana].map((p) => ({ idUsuario: p.idUsuario })),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().pedagogos).toHaveLength(2);
    expect((await (await as('ana.professora@lunna.demo')).get(`/api/turma/${id}`)).statusCode).toBe(200);
    await helena.put(`/api/turma/${id}`, { pedagogos: [{ idUsuario: bruno.idUsuario }] });
    expect((await (await as('ana.professora@lunna.demo')).get(`/api/turma/${id}`)).statusCode).toBe(403);
    expect(await girassol()).toBeTruthy();
  });

  it('archiving hides the class, ends access through it, and refuses further edits', async () => {
    const ana = await as('ana.professora@lunna.demo');
    const helena = await as('diretora@lunna.demo');
    // The director forms a class of Alice (Bruno's) and gives it to Ana: Alice opens to her through it.
    const created = (
      await helena.post('/api/turma', newTurma({ nomeTurma: 'Turma Verão', discentes: [child('alice')] }))
    ).json();
    const anaId = (await helena.get('/api/equipe'))
      .json()
      .find((p: { nome: string }) => p.nome === 'Ana Beatriz Rocha').idUsuario;
    expect(
      (await helena.put(`/api/turma/${created.idTurma}`, { pedagogos: [{ idUsuario: anaId }] })).statusCode,
    ).toBe(200);
    expect((await ana.get(`/api/discente/${ids.get('alice')}`)).statusCode).toBe(200);
    expect(
      (await (await as('bruno.professor@lunna.demo')).post(`/api/turma/${created.idTurma}/arquivar`))
        .statusCode,
    ).toBe(403);
    const res = await ana.post(`/api/turma/${created.idTurma}/arquivar`);
    expect(res.statusCode).toBe(200);
    expect(res.json().arquivada).toBe(true);
    expect((await ana.get('/api/turma')).json().map((x: { idTurma: string }) => x.idTurma)).not.toContain(
      created.idTurma,
    );
    expect(
      (await ana.get('/api/turma?arquivadas=true')).json().map((x: { idTurma: string }) => x.idTurma),
    ).toContain(created.idTurma);
    expect((await ana.put(`/api/turma/${created.idTurma}`, { nomeTurma: 'X' })).statusCode).toBe(409);
    // Alice is only in Bruno's class and the archived one now.
    expect((await ana.get(`/api/discente/${ids.get('alice')}`)).statusCode).toBe(403);
  });
});

describe('GET /api/discente/resumo and GET /api/equipe', () => {
  it("staff see the school's children without health data; guardians and strangers do not", async () => {
    const list = (await (await as('ana.professora@lunna.demo')).get('/api/discente/resumo')).json();
    expect(list.map((d: { idDisc: string }) => d.idDisc)).toEqual(expect.arrayContaining([...ids.values()]));
    expect(list.map((d: { idDisc: string }) => d.idDisc)).not.toContain(outsiderChild);
    expect(Object.keys(list[0]).sort()).toEqual(['dataNasDisc', 'idDisc', 'imgDisc', 'nomeDisc']);
    expect((await (await as('mariana@lunna.demo')).get('/api/discente/resumo')).statusCode).toBe(403);
    expect((await new TestClient(t.app).get('/api/discente/resumo')).statusCode).toBe(401);
    expect((await (await as('mariana@lunna.demo')).get('/api/equipe')).statusCode).toBe(403);
    const equipe = (await (await as(outsider.email)).get('/api/equipe')).json();
    expect(equipe.map((p: { nome: string }) => p.nome)).not.toContain('Ana Beatriz Rocha');
  });
});
