import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  arquivo,
  auditLog,
  contatoEmergencia,
  discente,
  escola,
  fichaMed,
  responsavel,
  responsavelDiscente,
} from '../../../db/schema';
import { demoChildCpf, demoChildren, demoGuardians } from '../../../db/seed/demo-data';
import {
  contatoPayload,
  discentePayload,
  fichaMedPayload,
  multipart,
  pngImage,
  responsavelPayload,
} from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
const ids = new Map<string, string>();
let otherSchool: TestClient;
let otherSchoolChild: string;

beforeAll(async () => {
  t = await createTestApp();
  for (const child of demoChildren) {
    const [row] = await t.database.db
      .select({ id: discente.id })
      .from(discente)
      .where(eq(discente.cpfDisc, demoChildCpf(child.cpfBase)));
    ids.set(child.key, row!.id);
  }
  // A second school with its own family, to prove nothing crosses schools.
  await t.database.db.insert(escola).values({ nome: 'Escola Outra', codigo: 'OUTRA1' });
  otherSchool = new TestClient(t.app);
  const payload = responsavelPayload({ codigoEscola: 'outra1' });
  const png = await pngImage();
  expect(
    (
      await otherSchool.post(
        '/api/responsavel',
        multipart(
          { body: JSON.stringify(payload) },
          { ftPerfilResp: { data: png, name: 'a.png', type: 'image/png' } },
        ),
      )
    ).statusCode,
  ).toBe(201);
  const created = await otherSchool.post(
    '/api/discente',
    multipart({ body: JSON.stringify(discentePayload()), cpfResp: payload.cpfResp }, {}),
  );
  otherSchoolChild = created.json().idDisc;
});
afterAll(() => t.close());

const signedIn = (email: string) => TestClient.signedIn(t.app, email);

async function newFamily() {
  const client = new TestClient(t.app);
  const payload = responsavelPayload();
  const png = await pngImage();
  await client.post(
    '/api/responsavel',
    multipart(
      { body: JSON.stringify(payload) },
      { ftPerfilResp: { data: png, name: 'a.png', type: 'image/png' } },
    ),
  );
  return { client, cpfResp: payload.cpfResp };
}

describe('GET /api/discente/cpf/{cpf}', () => {
  it('answers 200 (taken, no data) or 404 (free)', async () => {
    const client = new TestClient(t.app);
    const taken = await client.get(`/api/discente/cpf/${encodeURIComponent(demoChildCpf('318402557'))}`);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ cadastrado: true });
    expect((await client.get(`/api/discente/cpf/${discentePayload().cpfDisc}`)).statusCode).toBe(404);
  });
});

describe('POST /api/discente', () => {
  it('401 without a session, nothing written', async () => {
    const child = discentePayload();
    const res = await new TestClient(t.app).post(
      '/api/discente',
      multipart({ body: JSON.stringify(child) }, {}),
    );
    expect(res.statusCode).toBe(401);
    expect(
      await t.database.db.select().from(discente).where(eq(discente.cpfDisc, child.cpfDisc)),
    ).toHaveLength(0);
  });

  it('creates a child of the signed-in guardian, with a photo', async () => {
    const { client, cpfResp } = await newFamily();
    const png = await pngImage('#F53491');
    const res = await client.post(
      '/api/discente',
      multipart(
        { body: JSON.stringify(discentePayload({ nomeDisc: 'Nina' })), cpfResp },
        { imgDisc: { data: png, name: 'n.png', type: 'image/png' } },
      ),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ idDisc: expect.any(String), nomeDisc: 'Nina' });
    const profile = await client.get(`/api/discente/${res.json().idDisc}`);
    expect(profile.json()).toMatchObject({
      nomeDisc: 'Nina',
      alturaDisc: 92.5,
      pesoDisc: 13.4,
      dataNasDisc: '2022-06-15',
      escola: { nome: 'Creche Lunna Jardim das Flores' },
    });
    expect(profile.json().imgDisc).toMatch(/\.webp$/);
  });

  it('keeps the optional document and SUS card photos, readable by the family and the director only', async () => {
    const { client, cpfResp } = await newFamily();
    const png = await pngImage('#54FB83');
    const file = (name: string) => ({ data: png, name, type: 'image/png' });
    const res = await client.post(
      '/api/discente',
      multipart(
        { body: JSON.stringify(discentePayload()), cpfResp },
        { imgDisc: file('f.png'), docDisc: file('d.png'), ftCartSus: file('s.png') },
      ),
    );
    expect(res.statusCode).toBe(201);
    const files = await t.database.db.select().from(arquivo).where(eq(arquivo.discenteId, res.json().idDisc));
    expect(files.map((f) => f.tipo).sort()).toEqual(['cartao_sus', 'doc_disc', 'foto_disc']);
    const sus = files.find((f) => f.tipo === 'cartao_sus')!.filename;
    expect((await client.get(`/api/images?filename=${sus}`)).statusCode).toBe(200);
    expect(
      (await (await signedIn('diretora@lunna.demo')).get(`/api/images?filename=${sus}`)).statusCode,
    ).toBe(200);
    expect(
      (await (await signedIn('ana.professora@lunna.demo')).get(`/api/images?filename=${sus}`)).statusCode,
    ).toBe(403);
    expect((await (await signedIn('mariana@lunna.demo')).get(`/api/images?filename=${sus}`)).statusCode).toBe(
      403,
    );
  });

  it('403 when cpfResp is another guardian\'s CPF; 409 "O CPF ja existe" for a taken child CPF', async () => {
    const { client, cpfResp } = await newFamily();
    const stranger = await client.post(
      '/api/discente',
      multipart({ body: JSON.stringify(discentePayload()), cpfResp: demoGuardians[0]!.cpfResp }, {}),
    );
    expect(stranger.statusCode).toBe(403);
    const dup = await client.post(
      '/api/discente',
      multipart(
        { body: JSON.stringify(discentePayload({ cpfDisc: demoChildCpf('318402557') })), cpfResp },
        {},
      ),
    );
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'CONFLICT', message: 'O CPF ja existe' });
  });

  it.each([
    [{ nomeDisc: '' }, 'nomeDisc', 'O nome é obrigatorio'],
    [{ dataNasDisc: '2022-02-30' }, 'dataNasDisc', 'A data está invalida'],
    [{ dataNasDisc: '2999-01-01' }, 'dataNasDisc', 'A data está invalida'],
    [{ alturaDisc: 'alto' }, 'alturaDisc', 'Altura invalida'],
    [{ pesoDisc: -2 }, 'pesoDisc', 'Peso é invalido'],
    [{ cpfDisc: '111.111.111-11' }, 'cpfDisc', 'CPF invalido'],
    [{ rgDisc: '' }, 'rgDisc', 'O RG é obrigatorio'],
  ])('rejects %j with the spec message', async (override, field, message) => {
    const { client, cpfResp } = await newFamily();
    const res = await client.post(
      '/api/discente',
      multipart({ body: JSON.stringify(discentePayload(override)), cpfResp }, {}),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });

  it('staff cannot add children as a guardian (403)', async () => {
    const staff = await signedIn('ana.professora@lunna.demo');
    expect(
      (await staff.post('/api/discente', multipart({ body: JSON.stringify(discentePayload()) }, {})))
        .statusCode,
    ).toBe(403);
  });
});

describe('POST /api/ficha-med and /api/contato-emergencia', () => {
  it("attach to the guardian's own child; the profile shows them", async () => {
    const { client, cpfResp } = await newFamily();
    const idDisc = (
      await client.post('/api/discente', multipart({ body: JSON.stringify(discentePayload()), cpfResp }, {}))
    ).json().idDisc;
    expect((await client.post('/api/ficha-med', fichaMedPayload(idDisc))).statusCode).toBe(201);
    expect((await client.post('/api/contato-emergencia', contatoPayload(idDisc))).statusCode).toBe(201);
    expect(
      (
        await client.post(
          '/api/contato-emergencia',
          contatoPayload(idDisc, { nome: 'Vô Zé', parentesco: 'Avô' }),
        )
      ).statusCode,
    ).toBe(201);
    const profile = (await client.get(`/api/discente/${idDisc}`)).json();
    expect(profile.fichaMed).toMatchObject({
      numCartSus: '898001160669999',
      comidasAlergicas: 'Camarão',
      qtdHoraMed: 6,
      endereco: { nomeHospital: 'Hospital Central', cep: '01001-000' },
    });
    expect(profile.contato.map((c: { nome: string }) => c.nome)).toEqual(['Tia Rita', 'Vô Zé']);
  });

  it('a second medical record replaces the first and counts the version', async () => {
    const { client, cpfResp } = await newFamily();
    const idDisc = (
      await client.post('/api/discente', multipart({ body: JSON.stringify(discentePayload()), cpfResp }, {}))
    ).json().idDisc;
    await client.post('/api/ficha-med', fichaMedPayload(idDisc));
    await client.post('/api/ficha-med', fichaMedPayload(idDisc, { comidasAlergicas: 'Glúten' }));
    const [row] = await t.database.db.select().from(fichaMed).where(eq(fichaMed.discenteId, idDisc));
    expect(row).toMatchObject({ comidasAlergicas: 'Glúten', versao: 2 });
  });

  it("403 for another family's child and for another school's child; nothing written", async () => {
    const mariana = await signedIn('mariana@lunna.demo');
    const davi = ids.get('davi')!;
    const before = await t.database.db
      .select()
      .from(contatoEmergencia)
      .where(eq(contatoEmergencia.discenteId, davi));
    expect((await mariana.post('/api/ficha-med', fichaMedPayload(davi))).statusCode).toBe(403);
    expect((await mariana.post('/api/contato-emergencia', contatoPayload(davi))).statusCode).toBe(403);
    expect((await mariana.post('/api/contato-emergencia', contatoPayload(otherSchoolChild))).statusCode).toBe(
      403,
    );
    expect(
      await t.database.db.select().from(contatoEmergencia).where(eq(contatoEmergencia.discenteId, davi)),
    ).toEqual(before);
    const [ficha] = await t.database.db.select().from(fichaMed).where(eq(fichaMed.discenteId, davi));
    expect(ficha!.comidasAlergicas).toBe('Ovo');
  });

  it('401 without a session even with a bad body; 400 with the spec messages when signed in', async () => {
    expect((await new TestClient(t.app).post('/api/ficha-med', { nada: 1 })).statusCode).toBe(401);
    const mariana = await signedIn('mariana@lunna.demo');
    const lucas = ids.get('lucas')!;
    const sus = await mariana.post('/api/ficha-med', fichaMedPayload(lucas, { numCartSus: '12ab' }));
    expect(sus.statusCode).toBe(400);
    expect(sus.json().fields.numCartSus).toBe('Apenas números são permitidos');
    const phone = await mariana.post(
      '/api/contato-emergencia',
      contatoPayload(lucas, { numeroCelular: '119999' }),
    );
    expect(phone.json().fields.numeroCelular).toBe('Quantidade de caracteres invalida');
    const name = await mariana.post('/api/contato-emergencia', contatoPayload(lucas, { nome: ' ' }));
    expect(name.json().fields.nome).toBe('O nome é obrigatorio');
  });
});

describe('GET /api/discente and /api/discente/{idDisc}', () => {
  it('a guardian lists only their own children', async () => {
    const carlos = await signedIn('carlos@lunna.demo');
    const list = (await carlos.get('/api/discente')).json();
    expect(list.map((d: { nomeDisc: string }) => d.nomeDisc).sort()).toEqual([
      'Davi Lima Santos',
      'Theo Alves Lima',
    ]);
  });

  it('separated guardians both see their shared child, with both listed in idResp', async () => {
    const theo = ids.get('theo')!;
    for (const email of ['carlos@lunna.demo', 'patricia@lunna.demo']) {
      const res = await (await signedIn(email)).get(`/api/discente/${theo}`);
      expect(res.statusCode).toBe(200);
      expect(
        res
          .json()
          .idResp.map((r: { nomeResp: string }) => r.nomeResp)
          .sort(),
      ).toEqual(['Carlos Lima', 'Patrícia Alves']);
    }
  });

  it("403 for another family's child and another school's child, 404 for an unknown id, 400 for a malformed id", async () => {
    const mariana = await signedIn('mariana@lunna.demo');
    const forbidden = await mariana.get(`/api/discente/${ids.get('theo')}`);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ code: 'FORBIDDEN', message: 'Acesso não permitido' });
    expect((await mariana.get(`/api/discente/${otherSchoolChild}`)).statusCode).toBe(403);
    expect((await otherSchool.get(`/api/discente/${ids.get('lucas')}`)).statusCode).toBe(403);
    expect((await mariana.get('/api/discente/3f0c8a4e-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await mariana.get('/api/discente/1 or 1=1')).statusCode).toBe(400);
    expect((await new TestClient(t.app).get(`/api/discente/${ids.get('lucas')}`)).statusCode).toBe(401);
  });

  it("the director reads the school's children, not another school's", async () => {
    const director = await signedIn('diretora@lunna.demo');
    expect((await director.get(`/api/discente/${ids.get('sofia')}`)).json().fichaMed.comidasAlergicas).toBe(
      'Leite de vaca (APLV)',
    );
    expect((await director.get(`/api/discente/${otherSchoolChild}`)).statusCode).toBe(403);
    const all: { idDisc: string }[] = (await director.get('/api/discente')).json();
    const listed = all.map((d) => d.idDisc);
    expect(listed).toEqual(expect.arrayContaining([...ids.values()]));
    expect(listed).not.toContain(otherSchoolChild);
  });

  it('an educator reads the records of the children of the classes they teach, and no others', async () => {
    const ana = await signedIn('ana.professora@lunna.demo');
    // Demo: Ana teaches Turma Girassol (Lucas, Theo, Davi); Sofia is in Bruno's class.
    expect((await ana.get(`/api/discente/${ids.get('sofia')}`)).statusCode).toBe(403);
    expect((await ana.get(`/api/discente/${otherSchoolChild}`)).statusCode).toBe(403);
    const lucas = await ana.get(`/api/discente/${ids.get('lucas')}`);
    expect(lucas.statusCode).toBe(200);
    expect(lucas.json().fichaMed).toBeTruthy();
    const listed = (await ana.get('/api/discente')).json().map((d: { idDisc: string }) => d.idDisc);
    expect(listed.sort()).toEqual([ids.get('lucas'), ids.get('theo'), ids.get('davi')].sort());
  });

  it('a suspended guardian link grants nothing', async () => {
    const theo = ids.get('theo')!;
    const [carlos] = await t.database.db
      .select({ id: responsavel.id })
      .from(responsavel)
      .where(eq(responsavel.nomeResp, 'Carlos Lima'));
    const link = and(
      eq(responsavelDiscente.responsavelId, carlos!.id),
      eq(responsavelDiscente.discenteId, theo),
    );
    await t.database.db.update(responsavelDiscente).set({ status: 'suspenso' }).where(link);
    try {
      const client = await signedIn('carlos@lunna.demo');
      expect((await client.get(`/api/discente/${theo}`)).statusCode).toBe(403);
      expect((await client.get('/api/discente')).json().map((d: { nomeDisc: string }) => d.nomeDisc)).toEqual(
        ['Davi Lima Santos'],
      );
      expect((await client.post('/api/contato-emergencia', contatoPayload(theo))).statusCode).toBe(403);
    } finally {
      await t.database.db.update(responsavelDiscente).set({ status: 'ativo' }).where(link);
    }
  });

  it("every staff read of a child's profile is written to the audit log, without personal data; the family's own reads are not", async () => {
    const patricia = await signedIn('patricia@lunna.demo');
    const diretora = await signedIn('diretora@lunna.demo');
    const alice = ids.get('alice')!;
    const count = async () =>
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(auditLog)
          .where(and(eq(auditLog.discenteId, alice), eq(auditLog.acao, 'ler_perfil')))
      )[0]!.n;
    const before = await count();
    expect((await patricia.get(`/api/discente/${alice}`)).statusCode).toBe(200);
    expect(await count()).toBe(before);
    expect((await diretora.get(`/api/discente/${alice}`)).statusCode).toBe(200);
    expect(await count()).toBe(before + 1);
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.discenteId, alice));
    expect(JSON.stringify(rows)).not.toContain('Alice');
  });
});
