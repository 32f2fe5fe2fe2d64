import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FichaCriancaRead, TurmaRead } from '@lunna/contract';
import { auditLog, discente, fichaMed, usuario } from '../../../db/schema';
import { demoChildCpf, demoChildren, demoGuardians } from '../../../db/seed/demo-data';
import { nextCpf, otherSchoolStaff } from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ACAO_LER_FICHA } from './ficha-crianca.service';

let t: TestApp;
const ids = new Map<string, string>();
let outsideDirector: Awaited<ReturnType<typeof otherSchoolStaff>>;
let outsideEducator: Awaited<ReturnType<typeof otherSchoolStaff>>;

// Wednesday 25 November 2026 in São Paulo.
const QUARTA = new Date('2026-11-25T10:00:00-03:00');
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  for (const child of demoChildren) {
    const [row] = await t.database.db
      .select({ id: discente.id })
      .from(discente)
      .where(eq(discente.cpfDisc, demoChildCpf(child.cpfBase)));
    ids.set(child.key, row!.id);
  }
  outsideDirector = await otherSchoolStaff(t.database.db, 'gestor');
  outsideEducator = await otherSchoolStaff(t.database.db, 'pedagogo');
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(QUARTA));

const as = (email: string) => TestClient.signedIn(t.app, email);
const lucas = () => ids.get('lucas')!;
const ficha = (idDisc: string) => `/api/discente/${idDisc}/ficha`;

const usuarioId = async (email: string) =>
  (await t.database.db.select({ id: usuario.id }).from(usuario).where(eq(usuario.email, email)))[0]!.id;
/** Card reads of a child in the access log, all readers or one. */
const reads = async (discenteId: string, reader?: string) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.discenteId, discenteId),
          eq(auditLog.acao, ACAO_LER_FICHA),
          reader ? eq(auditLog.usuarioId, reader) : undefined,
        ),
      )
  )[0]!.n;
const allAuditRows = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;

describe('GET /api/discente/:idDisc/ficha — who may read it', () => {
  it('the class educator reads the card, as seeded, with no CPF or RG anywhere', async () => {
    const ana = await as('ana.professora@lunna.demo');
    const res = await ana.get(ficha(lucas()));
    expect(res.statusCode).toBe(200);
    const card = res.json() as FichaCriancaRead;
    expect(card).toMatchObject({
      idDisc: lucas(),
      nomeDisc: 'Lucas Souza Pereira',
      dataNasDisc: '2022-03-14',
      situacao: 'ativo',
      deficiencia: null,
      turmas: [{ nomeTurma: 'Turma Girassol' }],
      alergenos: ['amendoim'],
      fichaMed: {
        comidasAlergicas: 'Amendoim',
        planSaud: 'Unimed Infantil',
        nomeHospital: 'Hospital Infantil Sabará',
        cuidados: 'Usa protetor solar antes das atividades ao ar livre.',
        remedios: null,
        qtdMed: null,
        qtdHoraMed: null,
      },
    });
    expect(card.imgDisc).toBeTruthy();
    // Registered together, so in name order.
    expect(card.contato.map((c) => [c.nome, c.parentesco, c.numeroCelular, c.numeroTelefone])).toEqual([
      ['Pedro Pereira', 'Pai', '11976543210', '11934507788'],
      ['Rosa Souza', 'Avó', '11987650011', '11932104455'],
    ]);
    expect(card.responsaveis).toEqual([
      expect.objectContaining({
        nomeResp: 'Mariana Souza',
        parentesco: 'Mãe',
        numeroTel: '11933334444',
        numeroCel: '11988887777',
        impedido: false,
      }),
    ]);
    const body = JSON.stringify(card);
    const lucasCpf = demoChildCpf(demoChildren.find((c) => c.key === 'lucas')!.cpfBase);
    const marianaCpf = demoGuardians.find((g) => g.email === 'mariana@lunna.demo')!.cpfResp;
    for (const secret of [
      '"cpf',
      '"rg',
      '"numCartSus"',
      '"emailRecResp"',
      '"ruaHospital"',
      '898001160660001',
      '52.114.309-1',
      '12.345.678-9',
      lucasCpf,
      marianaCpf,
    ]) {
      expect(body).not.toContain(secret);
    }
  });

  it('the director reads it too', async () => {
    const res = await (await as('diretora@lunna.demo')).get(ficha(lucas()));
    expect(res.statusCode).toBe(200);
    expect((res.json() as FichaCriancaRead).alergenos).toEqual(['amendoim']);
  });

  it('every read adds one access-log row naming the reader and the child', async () => {
    const anaId = await usuarioId('ana.professora@lunna.demo');
    const directorId = await usuarioId('diretora@lunna.demo');
    const [anaBefore, directorBefore, allBefore] = [
      await reads(lucas(), anaId),
      await reads(lucas(), directorId),
      await reads(lucas()),
    ];
    const ana = await as('ana.professora@lunna.demo');
    expect((await ana.get(ficha(lucas()))).statusCode).toBe(200);
    expect((await ana.get(ficha(lucas()))).statusCode).toBe(200);
    expect((await (await as('diretora@lunna.demo')).get(ficha(lucas()))).statusCode).toBe(200);
    expect(await reads(lucas(), anaId)).toBe(anaBefore + 2);
    expect(await reads(lucas(), directorId)).toBe(directorBefore + 1);
    expect(await reads(lucas())).toBe(allBefore + 3);
  });

  it('an educator of another class gets 403 and leaves no read in the log', async () => {
    const before = await allAuditRows();
    const bruno = await as('bruno.professor@lunna.demo');
    const res = await bruno.get(ficha(lucas()));
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('Lucas');
    expect(await reads(lucas(), await usuarioId('bruno.professor@lunna.demo'))).toBe(0);
    expect(await allAuditRows()).toBe(before);
  });

  it('a guardian gets 403, even for their own child (they have the full profile)', async () => {
    const before = await allAuditRows();
    const mariana = await as('mariana@lunna.demo');
    expect((await mariana.get(ficha(lucas()))).statusCode).toBe(403);
    expect((await mariana.get(ficha(ids.get('theo')!))).statusCode).toBe(403);
    expect(await allAuditRows()).toBe(before);
  });

  it("another school's director and educator get 403, nothing logged", async () => {
    const before = await allAuditRows();
    for (const outsider of [outsideDirector, outsideEducator]) {
      expect((await (await as(outsider.email)).get(ficha(lucas()))).statusCode).toBe(403);
    }
    expect(await allAuditRows()).toBe(before);
  });

  it('an unknown child is 404, a malformed id 400, no session 401', async () => {
    const director = await as('diretora@lunna.demo');
    expect((await director.get(ficha(UNKNOWN))).statusCode).toBe(404);
    expect((await director.get(ficha('nao-e-um-id'))).statusCode).toBe(400);
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get(ficha(lucas()))).statusCode).toBe(401);
  });

  it('an archived class no longer opens its children’s cards to its educator', async () => {
    const director = await as('diretora@lunna.demo');
    const [bruno, brunoId] = [
      await as('bruno.professor@lunna.demo'),
      await usuarioId('bruno.professor@lunna.demo'),
    ];
    const created = await director.post('/api/turma', {
      nomeTurma: 'Turma Temporária',
      tema: 'azul-aviso',
      periodo: 'Manhã',
      discentes: [{ idDisc: ids.get('davi')! }],
    });
    expect(created.statusCode).toBe(201);
    const idTurma = (created.json() as TurmaRead).idTurma;
    expect(
      (await director.put(`/api/turma/${idTurma}`, { pedagogos: [{ idUsuario: brunoId }] })).statusCode,
    ).toBe(200);
    expect((await bruno.get(ficha(ids.get('davi')!))).statusCode).toBe(200);
    expect((await director.post(`/api/turma/${idTurma}/arquivar`)).statusCode).toBe(200);
    expect((await bruno.get(ficha(ids.get('davi')!))).statusCode).toBe(403);
  });

  it('a pending child (in no class yet) opens for the director only', async () => {
    const [director, escolaId] = [
      await as('diretora@lunna.demo'),
      (
        await t.database.db.select({ e: discente.escolaId }).from(discente).where(eq(discente.id, lucas()))
      )[0]!.e,
    ];
    const [pending] = await t.database.db
      .insert(discente)
      .values({
        escolaId,
        nomeDisc: 'Nina Pendente',
        cpfDisc: nextCpf(),
        rgDisc: '1',
        dataNasDisc: '2023-05-01',
        alturaDisc: 80,
        pesoDisc: 10,
        situacao: 'pendente',
      })
      .returning({ id: discente.id });
    const res = await director.get(ficha(pending!.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      situacao: 'pendente',
      turmas: [],
      fichaMed: null,
      alergenos: [],
      contato: [],
      responsaveis: [],
      autorizadosBusca: [],
    });
    expect((await (await as('ana.professora@lunna.demo')).get(ficha(pending!.id))).statusCode).toBe(403);
  });
});

describe('the card shows the record as the family keeps it', () => {
  it('medications with dose and hours between doses, allergens recognised in free text', async () => {
    const sofia = ids.get('sofia')!;
    const card = (
      await (await as('bruno.professor@lunna.demo')).get(ficha(sofia))
    ).json() as FichaCriancaRead;
    expect(card.fichaMed).toMatchObject({
      remedios: 'Vitamina D, 2 gotas',
      qtdMed: 2,
      qtdHoraMed: 24,
      comidasAlergicas: 'Leite de vaca (APLV)',
    });
    expect(card.alergenos).toEqual(['leite']);
  });

  it('authorised pickup people not yet over (with their contact and photo), not the removed or ended ones; custody restrictions mark who may not come', async () => {
    const theo = ids.get('theo')!;
    const carlos = await as('carlos@lunna.demo');
    const add = async (body: Record<string, unknown>) => {
      const res = await carlos.post(`/api/discente/${theo}/autorizados`, {
        rg: '12.345.678-9',
        cpf: nextCpf(),
        parentesco: 'Tia',
        telefone: '(11) 98765-4321',
        temporario: false,
        dataInicio: null,
        dataFim: null,
        ...body,
      });
      expect(res.statusCode).toBe(201);
      return res.json() as { idAutorizado: string; cpf: string };
    };
    await add({ nome: 'Vera Permanente' });
    await add({ nome: 'Gil Sexta', temporario: true, dataInicio: '2026-11-27', dataFim: '2026-11-27' });
    const barred = await add({ nome: 'Rui Impedido' });
    const removed = await add({ nome: 'Ivo Removido' });
    expect((await carlos.delete(`/api/autorizados/${removed.idAutorizado}`)).statusCode).toBe(200);
    t.clock.set(new Date('2026-11-20T10:00:00-03:00'));
    await add({ nome: 'Lia Passada', temporario: true, dataInicio: '2026-11-20', dataFim: '2026-11-21' });
    t.clock.set(QUARTA);
    const director = await as('diretora@lunna.demo');
    expect(
      (
        await director.post(`/api/discente/${theo}/restricoes`, {
          nome: 'Rui Impedido',
          cpf: barred.cpf,
          motivo: 'Decisão judicial',
        })
      ).statusCode,
    ).toBe(201);

    const card = (await (await as('ana.professora@lunna.demo')).get(ficha(theo))).json() as FichaCriancaRead;
    const byName = new Map(card.autorizadosBusca.map((p) => [p.nome, p]));
    expect([...byName.keys()].sort()).toEqual(['Gil Sexta', 'Rui Impedido', 'Vera Permanente']);
    expect(byName.get('Vera Permanente')).toMatchObject({
      parentesco: 'Tia',
      contato: '11987654321',
      foto: null,
      ativoHoje: true,
      impedido: false,
      dataInicio: null,
    });
    expect(byName.get('Gil Sexta')).toMatchObject({
      ativoHoje: false,
      dataInicio: '2026-11-27',
      dataFim: '2026-11-27',
    });
    expect(byName.get('Rui Impedido')).toMatchObject({ impedido: true });
    expect(JSON.stringify(card)).not.toContain(barred.cpf);
    expect(JSON.stringify(card)).not.toContain('Decisão judicial');
    // Theo has two guardians; both, with their phones.
    expect(card.responsaveis.map((r) => r.nomeResp).sort()).toEqual(['Carlos Lima', 'Patrícia Alves']);
  });

  it('a change to the record shows on the next read (the family’s words verbatim)', async () => {
    const davi = ids.get('davi')!;
    await t.database.db
      .update(fichaMed)
      .set({ comidasAlergicas: 'Ovo e camarão', remedios: 'Amoxicilina', qtdMed: 5, qtdHoraMed: 8 })
      .where(eq(fichaMed.discenteId, davi));
    const card = (await (await as('ana.professora@lunna.demo')).get(ficha(davi))).json() as FichaCriancaRead;
    expect(card.fichaMed).toMatchObject({
      comidasAlergicas: 'Ovo e camarão',
      remedios: 'Amoxicilina',
      qtdMed: 5,
      qtdHoraMed: 8,
    });
    expect(card.alergenos).toEqual(['ovo', 'crustaceos']);
  });
});

describe('class list badges', () => {
  type Child = TurmaRead['discentes'][number];
  const girassol = (list: TurmaRead[]) => list.find((x) => x.nomeTurma === 'Turma Girassol')!;
  const byName = (turma: TurmaRead) =>
    new Map(turma.discentes.map((d): [string, Child] => [d.nomeDisc.split(' ')[0]!, d]));

  it('staff get allergy and medication flags per child on the class list and on one class', async () => {
    const director = await as('diretora@lunna.demo');
    const list = (await director.get('/api/turma')).json() as TurmaRead[];
    const beijaFlor = byName(list.find((x) => x.nomeTurma === 'Turma Beija-flor')!);
    expect(beijaFlor.get('Sofia')).toMatchObject({ alergia: true, medicamento: true });

    const ana = await as('ana.professora@lunna.demo');
    const mine = girassol((await ana.get('/api/turma')).json() as TurmaRead[]);
    expect(byName(mine).get('Lucas')).toMatchObject({ alergia: true, medicamento: false });
    const one = (await ana.get(`/api/turma/${mine.idTurma}`)).json() as TurmaRead;
    expect(byName(one).get('Lucas')).toMatchObject({ alergia: true, medicamento: false });
  });

  it('"Nenhuma" and an empty record are no allergy', async () => {
    const theo = ids.get('theo')!;
    const [before] = await t.database.db.select().from(fichaMed).where(eq(fichaMed.discenteId, theo));
    await t.database.db
      .update(fichaMed)
      .set({ comidasAlergicas: 'Nenhuma', remedios: ' ' })
      .where(eq(fichaMed.discenteId, theo));
    const mine = girassol(
      (await (await as('ana.professora@lunna.demo')).get('/api/turma')).json() as TurmaRead[],
    );
    expect(byName(mine).get('Theo')).toMatchObject({ alergia: false, medicamento: false });
    await t.database.db
      .update(fichaMed)
      .set({ comidasAlergicas: before!.comidasAlergicas, remedios: before!.remedios })
      .where(eq(fichaMed.discenteId, theo));
  });

  it('guardians never receive the flags through any class route', async () => {
    const mariana = await as('mariana@lunna.demo');
    const list = (await mariana.get('/api/turma')).json() as TurmaRead[];
    expect(list.length).toBeGreaterThan(0);
    for (const turma of list) {
      for (const child of turma.discentes) {
        expect(child).not.toHaveProperty('alergia');
        expect(child).not.toHaveProperty('medicamento');
      }
      expect((await mariana.get(`/api/turma/${turma.idTurma}`)).statusCode).toBe(403);
    }
  });
});
