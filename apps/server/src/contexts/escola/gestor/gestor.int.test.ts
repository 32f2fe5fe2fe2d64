import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cnpjFromBase } from '@lunna/contract';
import {
  discente,
  escola,
  historicoAlteracao,
  notificacao,
  plano,
  responsavel,
  responsavelDiscente,
  usuario,
} from '../../../db/schema';
import { demoChildCpf, demoChildren, demoSchool } from '../../../db/seed/demo-data';
import {
  discentePayload,
  fichaMedPayload,
  multipart,
  otherSchoolStaff,
  pngImage,
  responsavelPayload,
} from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let demoEscolaId: string;
const childIds = new Map<string, string>();
let outsider: Awaited<ReturnType<typeof otherSchoolStaff>>;

beforeAll(async () => {
  t = await createTestApp();
  const [school] = await t.database.db
    .select({ id: escola.id })
    .from(escola)
    .where(eq(escola.codigo, demoSchool.codigo));
  demoEscolaId = school!.id;
  for (const child of demoChildren) {
    const [row] = await t.database.db
      .select({ id: discente.id })
      .from(discente)
      .where(eq(discente.cpfDisc, demoChildCpf(child.cpfBase)));
    childIds.set(child.key, row!.id);
  }
  outsider = await otherSchoolStaff(t.database.db, 'gestor');
});
afterAll(() => t.close());
afterEach(() => t.clock.reset());

const as = (email: string) => TestClient.signedIn(t.app, email);
const diretora = () => as('diretora@lunna.demo');
const anon = async () => {
  const c = new TestClient(t.app);
  await c.get('/api/health');
  return c;
};
const respIdOf = async (email: string) =>
  (
    await t.database.db
      .select({ id: responsavel.id })
      .from(responsavel)
      .innerJoin(usuario, eq(usuario.id, responsavel.usuarioId))
      .where(eq(usuario.email, email))
  )[0]!.id;
const linkStatus = async (idResp: string, idDisc: string) =>
  (
    await t.database.db
      .select({ status: responsavelDiscente.status })
      .from(responsavelDiscente)
      .where(and(eq(responsavelDiscente.responsavelId, idResp), eq(responsavelDiscente.discenteId, idDisc)))
  )[0]?.status;
const escolaRow = async (id = demoEscolaId) =>
  (await t.database.db.select().from(escola).where(eq(escola.id, id)))[0]!;

const form = (overrides: Record<string, unknown> = {}) => ({
  nome: demoSchool.nome,
  cnpj: demoSchool.cnpj,
  telefone: demoSchool.telefone,
  email: demoSchool.email,
  endereco: demoSchool.endereco,
  aprovarVinculos: false,
  ...overrides,
});

/** A family registering itself through the API, as the wizard does: guardian, child, medical record, completion. */
async function registerFamily(codigoEscola = demoSchool.codigo, nomeDisc = 'Nina Nova') {
  const client = new TestClient(t.app);
  await client.get('/api/health');
  const payload = responsavelPayload({ codigoEscola, nomeResp: 'Renata Nova' });
  const png = await pngImage();
  const res = await client.post(
    '/api/responsavel',
    multipart(
      { body: JSON.stringify(payload) },
      {
        ftPerfilResp: { data: png, name: 'eu.png', type: 'image/png' },
        ftRgResp: { data: png, name: 'rg.png', type: 'image/png' },
      },
    ),
  );
  if (res.statusCode !== 201) return { res, client, payload, idDisc: '', idResp: '' };
  const child = await client.post(
    '/api/discente',
    multipart(
      { body: JSON.stringify(discentePayload({ nomeDisc })), cpfResp: payload.cpfResp },
      { imgDisc: { data: png, name: 'f.png', type: 'image/png' } },
    ),
  );
  expect(child.statusCode, child.body).toBe(201);
  const idDisc = child.json().idDisc as string;
  expect((await client.post('/api/ficha-med', fichaMedPayload(idDisc))).statusCode).toBe(201);
  // While the wizard runs its links are active: the calls above needed them.
  expect(await linkStatus(await respIdOf(payload.emailResp), idDisc)).toBe('ativo');
  expect((await client.post('/api/responsavel/cadastro/concluir')).statusCode).toBe(200);
  return { res, client, payload, idDisc, idResp: await respIdOf(payload.emailResp) };
}

async function setApproval(on: boolean) {
  const res = await (await diretora()).put('/api/gestor/escola', form({ aprovarVinculos: on }));
  expect(res.statusCode, res.body).toBe(200);
}

describe('who reaches the director’s routes', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/gestor/escola'],
    ['PUT', '/api/gestor/escola', form()],
    ['POST', '/api/gestor/escola/codigo'],
    ['GET', '/api/gestor/assinatura'],
    ['GET', '/api/gestor/vinculos'],
    ['POST', `/api/gestor/vinculos/${crypto.randomUUID()}/${crypto.randomUUID()}/aprovar`],
    ['DELETE', `/api/gestor/vinculos/${crypto.randomUUID()}/${crypto.randomUUID()}`],
  ];

  it('no session: 401 on every route', async () => {
    const client = await anon();
    for (const [method, url, payload] of routes) {
      const res = await client.request({
        method: method as 'GET',
        url,
        payload: payload as never,
        headers: payload ? { 'content-type': 'application/json' } : {},
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('an educator and a guardian: 403 on every route, and nothing changes', async () => {
    const before = await escolaRow();
    for (const email of ['ana.professora@lunna.demo', 'mariana@lunna.demo']) {
      const client = await as(email);
      for (const [method, url, payload] of routes) {
        const res = await client.request({
          method: method as 'GET',
          url,
          payload: payload as never,
          headers: payload ? { 'content-type': 'application/json' } : {},
        });
        expect(res.statusCode, `${email} ${method} ${url}`).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
    }
    expect(await escolaRow()).toEqual(before);
  });

  it('another school’s director sees only their own school and cannot touch the demo school’s links (404)', async () => {
    const other = await as(outsider.email);
    const escolaRes = (await other.get('/api/gestor/escola')).json();
    expect(escolaRes.nome).not.toBe(demoSchool.nome);
    expect((await other.get('/api/gestor/vinculos')).json()).toEqual([]);
    const assinatura = (await other.get('/api/gestor/assinatura')).json();
    expect(assinatura).toMatchObject({ plano: null, alunosAtivos: 0, recibos: [] });

    const mariana = await respIdOf('mariana@lunna.demo');
    const lucas = childIds.get('lucas')!;
    const approve = await other.post(`/api/gestor/vinculos/${mariana}/${lucas}/aprovar`);
    expect(approve.statusCode).toBe(404);
    const remove = await other.delete(`/api/gestor/vinculos/${mariana}/${lucas}`);
    expect(remove.statusCode).toBe(404);
    // Same answer as ids that never existed: nothing revealed.
    const unknown = await other.delete(`/api/gestor/vinculos/${crypto.randomUUID()}/${crypto.randomUUID()}`);
    expect(remove.json()).toEqual(unknown.json());
    expect(await linkStatus(mariana, lucas)).toBe('ativo');
  });
});

describe('the school’s data', () => {
  it('GET: the seeded details, the code and the registration link with the code filled in', async () => {
    const res = await (await diretora()).get('/api/gestor/escola');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      nome: demoSchool.nome,
      codigo: 'LUNNA1',
      linkCadastro: expect.stringMatching(/\/cadastro\?escola=LUNNA1$/),
      cnpj: demoSchool.cnpj,
      telefone: demoSchool.telefone,
      email: demoSchool.email,
      endereco: demoSchool.endereco,
      aprovarVinculos: false,
    });
  });

  it('PUT saves the details (CNPJ in its canonical form, empty fields as null) and records the change', async () => {
    const client = await diretora();
    const digits = demoSchool.cnpj.replace(/\D/g, '');
    const res = await client.put(
      '/api/gestor/escola',
      form({ telefone: '(11) 99999-0000', cnpj: digits, endereco: '  ' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ telefone: '(11) 99999-0000', cnpj: demoSchool.cnpj, endereco: null });
    expect((await client.get('/api/gestor/escola')).json()).toMatchObject({
      telefone: '(11) 99999-0000',
      endereco: null,
    });
    const history = await t.database.db
      .select()
      .from(historicoAlteracao)
      .where(and(eq(historicoAlteracao.entidade, 'escola'), eq(historicoAlteracao.entidadeId, demoEscolaId)));
    expect(history.at(-1)).toMatchObject({
      acao: 'alterado',
      antes: { telefone: demoSchool.telefone, endereco: demoSchool.endereco },
      depois: { telefone: '(11) 99999-0000', endereco: null },
    });
    expect((await client.put('/api/gestor/escola', form())).statusCode).toBe(200);
  });

  it('bad input: 400 with the fields, nothing written', async () => {
    const client = await diretora();
    const before = await escolaRow();
    const cases: [Record<string, unknown>, string][] = [
      [{ cnpj: '12.345.678/0001-00' }, 'cnpj'],
      [{ nome: '' }, 'nome'],
      [{ email: 'não-é-email' }, 'email'],
      [{ telefone: '1'.repeat(21) }, 'telefone'],
      [{ aprovarVinculos: 'sim' }, 'aprovarVinculos'],
    ];
    for (const [override, field] of cases) {
      const res = await client.put('/api/gestor/escola', form(override));
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
      expect(res.json().fields).toHaveProperty(field);
    }
    expect(await escolaRow()).toEqual(before);
  });

  it('another school’s CNPJ: 409 on the cnpj field, nothing written', async () => {
    const cnpj = cnpjFromBase('112233440001');
    await t.database.db.update(escola).set({ cnpj }).where(eq(escola.id, outsider.escolaId));
    const before = await escolaRow();
    const res = await (
      await diretora()
    ).put('/api/gestor/escola', form({ cnpj, telefone: '(11) 1111-1111' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      fields: { cnpj: 'Já existe uma escola com este CNPJ' },
    });
    expect(await escolaRow()).toEqual(before);
  });
});

describe('the school code', () => {
  it('a new code replaces the old one at once: registration refuses the old code and takes the new one', async () => {
    const other = await as(outsider.email);
    const old = (await other.get('/api/gestor/escola')).json().codigo as string;
    const res = await other.post('/api/gestor/escola/codigo');
    expect(res.statusCode).toBe(200);
    const { codigo, linkCadastro } = res.json() as { codigo: string; linkCadastro: string };
    expect(codigo).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(codigo).not.toBe(old);
    expect(linkCadastro).toContain(`/cadastro?escola=${codigo}`);

    const refused = await registerFamily(old);
    expect(refused.res.statusCode).toBe(400);
    expect(refused.res.json().fields).toHaveProperty('codigoEscola');
    const accepted = await registerFamily(codigo.toLowerCase());
    expect(accepted.res.statusCode).toBe(201);
    const [user] = await t.database.db
      .select({ escolaId: usuario.escolaId })
      .from(usuario)
      .where(eq(usuario.email, accepted.payload.emailResp));
    expect(user!.escolaId).toBe(outsider.escolaId);
    // The demo school's code did not move.
    expect((await escolaRow()).codigo).toBe('LUNNA1');
  });
});

describe('the subscription', () => {
  it('the seeded plan, paid until a year from now, the students counted and one sandbox receipt', async () => {
    const res = await (await diretora()).get('/api/gestor/assinatura');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      plano: { id: 'sementinha', nomePlan: 'Sementinha', alunosMax: 450 },
      periodo: 'anual',
      alunosAtivos: demoChildren.length,
      acimaDoLimite: false,
      proximoPlano: null,
    });
    const days = (new Date(body.pagoAte).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(360);
    expect(body.recibos).toEqual([
      expect.objectContaining({
        nomePlan: 'Sementinha',
        periodo: 'anual',
        numeroAlunos: demoChildren.length,
        valor: 8640,
        provedor: 'sandbox',
        referencia: expect.stringMatching(/^SANDBOX-CAPTURE-/),
      }),
    ]);
  });

  it('over the plan’s limit: flagged, and the next plan that fits is offered', async () => {
    await t.database.db
      .update(plano)
      .set({ alunosMax: demoChildren.length - 1 })
      .where(eq(plano.id, 'sementinha'));
    try {
      const body = (await (await diretora()).get('/api/gestor/assinatura')).json();
      expect(body).toMatchObject({
        alunosAtivos: demoChildren.length,
        acimaDoLimite: true,
        proximoPlano: { id: 'brincadeira', nomePlan: 'Brincadeira' },
      });
      // A plan that would not fit either is skipped.
      await t.database.db.update(plano).set({ alunosMax: 1 }).where(eq(plano.id, 'brincadeira'));
      const skipped = (await (await diretora()).get('/api/gestor/assinatura')).json();
      expect(skipped.proximoPlano).toEqual({ id: 'crescer', nomePlan: 'Crescer' });
    } finally {
      await t.database.db.update(plano).set({ alunosMax: 450 }).where(eq(plano.id, 'sementinha'));
      await t.database.db.update(plano).set({ alunosMax: 960 }).where(eq(plano.id, 'brincadeira'));
    }
  });
});

describe('families’ links and approval at registration', () => {
  it('with approval off, a self-registered family follows its child at once', async () => {
    const family = await registerFamily();
    expect(await linkStatus(family.idResp, family.idDisc)).toBe('ativo');
    expect((await family.client.get(`/api/discente/${family.idDisc}`)).statusCode).toBe(200);
  });

  it('with approval on: the link waits, the directors are told, the family sees nothing until approved, then sees the child', async () => {
    await setApproval(true);
    try {
      const mailsBefore = t.mail.length;
      const family = await registerFamily(demoSchool.codigo, 'Nina Aguardando');
      expect(await linkStatus(family.idResp, family.idDisc)).toBe('pendente');

      // The family: no child anywhere, and the portal knows why.
      const own = (
        await family.client.get(`/api/responsavel/email/${encodeURIComponent(family.payload.emailResp)}`)
      ).json();
      expect(own).toMatchObject({ discentes: [], aguardandoAprovacao: true });
      expect((await family.client.get('/api/discente')).json()).toEqual([]);
      expect([403, 404]).toContain((await family.client.get(`/api/discente/${family.idDisc}`)).statusCode);
      expect([403, 404]).toContain(
        (await family.client.post('/api/ficha-med', fichaMedPayload(family.idDisc))).statusCode,
      );

      // The school: not counted yet; the directors have a notification and (Atenção) an e-mail.
      const director = await diretora();
      expect((await director.get('/api/gestor/assinatura')).json().alunosAtivos).toBe(
        demoChildren.length + 1,
      );
      const [notice] = await t.database.db
        .select()
        .from(notificacao)
        .innerJoin(usuario, eq(usuario.id, notificacao.usuarioId))
        .where(
          and(
            eq(usuario.email, 'diretora@lunna.demo'),
            eq(notificacao.titulo, 'Nova família aguardando aprovação'),
          ),
        );
      expect(notice!.notificacao).toMatchObject({ tipo: 'solicitacao', link: '/escola#familias' });
      expect(
        t.mail
          .slice(mailsBefore)
          .some(
            (m) => m.to === 'diretora@lunna.demo' && m.subject.includes('Nova família aguardando aprovação'),
          ),
      ).toBe(true);

      // Pending first in the director's list.
      const list = (await director.get('/api/gestor/vinculos')).json() as {
        idResp: string;
        status: string;
      }[];
      expect(list[0]).toMatchObject({
        idResp: family.idResp,
        idDisc: family.idDisc,
        status: 'pendente',
        nomeDisc: 'Nina Aguardando',
        emailResp: family.payload.emailResp,
      });
      expect(
        list.filter((l) => l.status === 'pendente').every((l, i) => list[i]!.status === 'pendente'),
      ).toBe(true);
      const pendentes = (await director.get('/api/gestor/vinculos?status=pendente')).json() as {
        status: string;
      }[];
      expect(pendentes.length).toBeGreaterThan(0);
      expect(pendentes.every((l) => l.status === 'pendente')).toBe(true);

      const approved = await director.post(`/api/gestor/vinculos/${family.idResp}/${family.idDisc}/aprovar`);
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json()).toMatchObject({ status: 'ativo' });
      expect(await linkStatus(family.idResp, family.idDisc)).toBe('ativo');
      expect((await family.client.get(`/api/discente/${family.idDisc}`)).statusCode).toBe(200);
      const after = (
        await family.client.get(`/api/responsavel/email/${encodeURIComponent(family.payload.emailResp)}`)
      ).json();
      expect(after).toMatchObject({
        aguardandoAprovacao: false,
        discentes: [expect.objectContaining({ nomeDisc: 'Nina Aguardando' })],
      });
      expect(
        t.mail.some((m) => m.to === family.payload.emailResp && m.subject.includes('aprovou o seu cadastro')),
      ).toBe(true);
      expect((await director.get('/api/gestor/assinatura')).json().alunosAtivos).toBe(
        demoChildren.length + 2,
      );

      // Decided already: 409.
      expect(
        (await director.post(`/api/gestor/vinculos/${family.idResp}/${family.idDisc}/aprovar`)).statusCode,
      ).toBe(409);
    } finally {
      await setApproval(false);
    }
  });

  it('declining a pending link suspends it (even for a child with no other guardian); the family still sees nothing', async () => {
    await setApproval(true);
    const family = await registerFamily(demoSchool.codigo, 'Rui Recusado').finally(() => setApproval(false));
    const director = await diretora();
    const res = await director.delete(`/api/gestor/vinculos/${family.idResp}/${family.idDisc}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await linkStatus(family.idResp, family.idDisc)).toBe('suspenso');
    const own = (
      await family.client.get(`/api/responsavel/email/${encodeURIComponent(family.payload.emailResp)}`)
    ).json();
    expect(own).toMatchObject({ discentes: [], aguardandoAprovacao: false });
    expect([403, 404]).toContain((await family.client.get(`/api/discente/${family.idDisc}`)).statusCode);
    expect(
      t.mail.some((m) => m.to === family.payload.emailResp && m.subject.includes('Sobre o seu cadastro')),
    ).toBe(true);
    // Neither approved nor declined twice.
    expect(
      (await director.post(`/api/gestor/vinculos/${family.idResp}/${family.idDisc}/aprovar`)).statusCode,
    ).toBe(409);
    expect((await director.delete(`/api/gestor/vinculos/${family.idResp}/${family.idDisc}`)).statusCode).toBe(
      409,
    );
  });

  it('removing an active link goes through the profile’s rule: allowed while another guardian stays, never the last one', async () => {
    const director = await diretora();
    const theo = childIds.get('theo')!;
    const carlos = await respIdOf('carlos@lunna.demo');
    const patricia = await respIdOf('patricia@lunna.demo');
    const removed = await director.delete(`/api/gestor/vinculos/${carlos}/${theo}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await linkStatus(carlos, theo)).toBe('suspenso');
    const last = await director.delete(`/api/gestor/vinculos/${patricia}/${theo}`);
    expect(last.statusCode).toBe(409);
    expect(await linkStatus(patricia, theo)).toBe('ativo');
    // Active links cannot be "approved".
    expect((await director.post(`/api/gestor/vinculos/${patricia}/${theo}/aprovar`)).statusCode).toBe(409);
  });

  it('bad ids and filters: 400', async () => {
    const director = await diretora();
    expect((await director.get('/api/gestor/vinculos?status=talvez')).statusCode).toBe(400);
    const bad = await director.post('/api/gestor/vinculos/nao-e-uuid/tambem-nao/aprovar');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION');
    expect(
      (await director.delete(`/api/gestor/vinculos/${crypto.randomUUID()}/${crypto.randomUUID()}`))
        .statusCode,
    ).toBe(404);
  });
});
