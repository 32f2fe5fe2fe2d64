import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { msg, type EquipeGestor, type MembroEquipe } from '@lunna/contract';
import { conviteEquipe, historicoAlteracao, sessao, turma, turmaPedagogo, usuario } from '../../../db/schema';
import { randomToken, sha256 } from '../../../lib/tokens';
import { otherSchoolStaff } from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let escolaId: string;
let diretoraId: string;
let anaId: string;
let girassol: string;
let beijaFlor: string;
let outsider: Awaited<ReturnType<typeof otherSchoolStaff>>;
let outraTurma: string;

const idOf = async (email: string) =>
  (await t.database.db.select({ id: usuario.id }).from(usuario).where(eq(usuario.email, email)))[0]!.id;
const turmaId = async (nome: string) =>
  (await t.database.db.select({ id: turma.id }).from(turma).where(eq(turma.nomeTurma, nome)))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  diretoraId = await idOf('diretora@lunna.demo');
  anaId = await idOf('ana.professora@lunna.demo');
  escolaId = (await t.database.db.select().from(usuario).where(eq(usuario.id, diretoraId)))[0]!.escolaId;
  girassol = await turmaId('Turma Girassol');
  beijaFlor = await turmaId('Turma Beija-flor');
  outsider = await otherSchoolStaff(t.database.db, 'gestor');
  const [row] = await t.database.db
    .insert(turma)
    .values({ escolaId: outsider.escolaId, nomeTurma: 'Turma de Fora', periodo: 'Manhã' })
    .returning({ id: turma.id });
  outraTurma = row!.id;
});
afterAll(() => t.close());
afterEach(() => t.clock.reset());

const as = (email: string, senha?: string) => TestClient.signedIn(t.app, email, senha);
const diretora = () => as('diretora@lunna.demo');
const anon = async () => {
  const c = new TestClient(t.app);
  await c.get('/api/health');
  return c;
};
let n = 0;
const newAddress = () => `equipe.${Date.now()}.${n++}@exemplo.com.br`;
const SENHA = 'senha-segura-1';
const conviteCount = async () =>
  (await t.database.db.select({ id: conviteEquipe.id }).from(conviteEquipe)).length;

function tokenFromMail(to: string): string {
  const mail = [...t.mail].reverse().find((m) => m.to === to);
  expect(mail, `an e-mail to ${to}`).toBeDefined();
  return decodeURIComponent(mail!.text.match(/\/convite-equipe\?token=([A-Za-z0-9_%-]+)/)![1]!);
}

/** A new educator of the demo school, through the invitation, signed in. */
async function newEducator(turmaIds: string[] = [], papel: 'pedagogo' | 'gestor' = 'pedagogo') {
  const email = newAddress();
  const d = await diretora();
  expect(
    (await d.post('/api/gestor/equipe/convites', { nome: `Pessoa ${n}`, email, papel, turmaIds })).statusCode,
  ).toBe(201);
  const accept = await (
    await anon()
  ).post(`/api/convite-equipe/${tokenFromMail(email)}`, { senha: SENHA, confirmarSenha: SENHA });
  expect(accept.statusCode, accept.body).toBe(200);
  return { email, id: await idOf(email), client: await as(email, SENHA) };
}

const turmasVistas = async (client: TestClient) =>
  ((await client.get('/api/turma')).json() as { idTurma: string }[]).map((x) => x.idTurma).sort();

describe("who reaches the director's staff routes", () => {
  const routes = (id: string) => [
    { method: 'GET', url: '/api/gestor/equipe' },
    {
      method: 'POST',
      url: '/api/gestor/equipe/convites',
      payload: { nome: 'X Y', email: 'x@exemplo.com.br', papel: 'pedagogo' },
    },
    { method: 'DELETE', url: `/api/gestor/equipe/convites/${id}` },
    { method: 'POST', url: `/api/gestor/equipe/convites/${id}/reenviar` },
    { method: 'PUT', url: `/api/gestor/equipe/${id}/turmas`, payload: { turmaIds: [] } },
    { method: 'POST', url: `/api/gestor/equipe/${id}/desativar` },
    { method: 'POST', url: `/api/gestor/equipe/${id}/reativar` },
  ];
  const send = (c: TestClient, r: { method: string; url: string; payload?: unknown }) =>
    c.request({
      method: r.method as 'GET',
      url: r.url,
      payload: r.payload as never,
      headers: r.payload ? { 'content-type': 'application/json' } : {},
    });

  it('nobody signed in: 401', async () => {
    const c = await anon();
    for (const r of routes(anaId)) expect((await send(c, r)).statusCode, r.url).toBe(401);
  });

  it('an educator or a guardian: 403, nothing written', async () => {
    const before = await conviteCount();
    for (const email of ['ana.professora@lunna.demo', 'mariana@lunna.demo']) {
      const c = await as(email);
      for (const r of routes(anaId)) {
        const res = await send(c, r);
        expect(res.statusCode, `${email} ${r.method} ${r.url}`).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
    }
    expect(await conviteCount()).toBe(before);
    expect(
      (await t.database.db.select().from(usuario).where(eq(usuario.id, anaId)))[0]!.desativadoEm,
    ).toBeNull();
  });

  it("another school's director sees only their own school and gets 404 for this school's people and invitations", async () => {
    const d = await diretora();
    const email = newAddress();
    const created = (
      await d.post('/api/gestor/equipe/convites', { nome: 'Nina Souza', email, papel: 'pedagogo' })
    ).json();
    const fora = await as(outsider.email);
    const list = (await fora.get('/api/gestor/equipe')).json() as EquipeGestor;
    expect(list.membros.map((m) => m.idUsuario)).toEqual([outsider.usuarioId]);
    expect(list.convites).toEqual([]);

    for (const r of [
      { method: 'DELETE', url: `/api/gestor/equipe/convites/${created.idConvite}` },
      { method: 'POST', url: `/api/gestor/equipe/convites/${created.idConvite}/reenviar` },
      { method: 'PUT', url: `/api/gestor/equipe/${anaId}/turmas`, payload: { turmaIds: [] } },
      { method: 'POST', url: `/api/gestor/equipe/${anaId}/desativar` },
      { method: 'POST', url: `/api/gestor/equipe/${diretoraId}/desativar` },
      { method: 'POST', url: `/api/gestor/equipe/${anaId}/reativar` },
    ]) {
      const res = await send(fora, r);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(404);
    }
    // Nothing changed: the invitation still works, Ana keeps her class and her access.
    expect((await (await anon()).get(`/api/convite-equipe/${tokenFromMail(email)}`)).statusCode).toBe(200);
    expect(await turmasVistas(await as('ana.professora@lunna.demo'))).toEqual([girassol]);

    // Nor can they invite someone into this school's classes.
    const res = await fora.post('/api/gestor/equipe/convites', {
      nome: 'Otto',
      email: newAddress(),
      papel: 'pedagogo',
      turmaIds: [girassol],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ turmaIds: msg.turmaDeOutraEscola });
  });
});

describe('the staff list', () => {
  it('lists the directors and educators with their classes, and the pending invitations', async () => {
    const d = await diretora();
    const email = newAddress();
    await d.post('/api/gestor/equipe/convites', {
      nome: 'Olga Ramos',
      email,
      papel: 'pedagogo',
      turmaIds: [beijaFlor],
    });
    const list = (await d.get('/api/gestor/equipe')).json() as EquipeGestor;
    const byEmail = new Map(list.membros.map((m) => [m.email, m]));
    expect(list.membros[0]!.papel).toBe('gestor');
    expect(byEmail.get('diretora@lunna.demo')).toMatchObject({
      nome: 'Helena Martins',
      papel: 'gestor',
      ativo: true,
      turmas: [],
    });
    expect(byEmail.get('ana.professora@lunna.demo')).toMatchObject({
      papel: 'pedagogo',
      ativo: true,
      desativadoEm: null,
      turmas: [{ idTurma: girassol, nomeTurma: 'Turma Girassol' }],
    });
    expect(byEmail.has('mariana@lunna.demo')).toBe(false);
    expect(list.convites.find((c) => c.email === email)).toMatchObject({
      nome: 'Olga Ramos',
      papel: 'pedagogo',
      turmaIds: [beijaFlor],
    });
  });

  it('leaves out accepted, cancelled and expired invitations', async () => {
    const d = await diretora();
    const cancelada = newAddress();
    const { idConvite } = (
      await d.post('/api/gestor/equipe/convites', { nome: 'Paula', email: cancelada, papel: 'pedagogo' })
    ).json();
    await d.delete(`/api/gestor/equipe/convites/${idConvite}`);
    const aceita = (await newEducator()).email;
    const expira = newAddress();
    await d.post('/api/gestor/equipe/convites', { nome: 'Quitéria', email: expira, papel: 'pedagogo' });
    const pendentes = async (c: TestClient) =>
      ((await c.get('/api/gestor/equipe')).json() as EquipeGestor).convites.map((c) => c.email);
    expect(await pendentes(d)).toContain(expira);
    t.clock.advance(8 * 86_400_000);
    // Eight days later the director signs in again (staff sessions last 12 hours).
    const emails = await pendentes(await diretora());
    for (const e of [cancelada, aceita, expira]) expect(emails).not.toContain(e);
  });
});

describe('inviting staff', () => {
  it('201, an e-mail with the link, the role and the school', async () => {
    const d = await diretora();
    const email = newAddress();
    const res = await d.post('/api/gestor/equipe/convites', {
      nome: 'Rita Lopes',
      email: ` ${email.toUpperCase()} `,
      papel: 'pedagogo',
      turmaIds: [girassol, girassol],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ nome: 'Rita Lopes', email, papel: 'pedagogo', turmaIds: [girassol] });
    const mail = t.mail.at(-1)!;
    expect(mail.to).toBe(email);
    expect(mail.subject).toContain('educadores');
    expect(mail.text).toContain('/convite-equipe?token=');
  });

  it('bad input: 400 with fields and nothing written', async () => {
    const d = await diretora();
    const before = await conviteCount();
    const mails = t.mail.length;
    const bad = [
      [{ nome: '', email: newAddress(), papel: 'pedagogo' }, 'nome'],
      [{ nome: 'Sara', email: 'não-é-email', papel: 'pedagogo' }, 'email'],
      [{ nome: 'Sara', email: newAddress(), papel: 'responsavel' }, 'papel'],
      [{ nome: 'Sara', email: newAddress(), papel: 'pedagogo', turmaIds: ['x'] }, 'turmaIds.0'],
      [{ nome: 'Sara', email: newAddress(), papel: 'pedagogo', turmaIds: [outraTurma] }, 'turmaIds'],
    ] as const;
    for (const [body, field] of bad) {
      const res = await d.post('/api/gestor/equipe/convites', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
      expect(Object.keys(res.json().fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(
      res400PapelMessage(
        await d.post('/api/gestor/equipe/convites', { nome: 'S', email: newAddress(), papel: 'x' }),
      ),
    ).toBe(msg.papelEquipeInvalido);
    expect(await conviteCount()).toBe(before);
    expect(t.mail.length).toBe(mails);
  });

  it('an address that already has an account: 409 on e-mail, nothing written', async () => {
    const d = await diretora();
    const before = await conviteCount();
    for (const email of ['ana.professora@lunna.demo', 'MARIANA@lunna.demo']) {
      const res = await d.post('/api/gestor/equipe/convites', { nome: 'Ana', email, papel: 'pedagogo' });
      expect(res.statusCode).toBe(409);
      expect(res.json().fields).toEqual({ email: msg.emailDuplicado });
    }
    expect(await conviteCount()).toBe(before);
  });

  it('a second invitation to the same address replaces the first: the old link stops working', async () => {
    const d = await diretora();
    const email = newAddress();
    await d.post('/api/gestor/equipe/convites', { nome: 'Tânia', email, papel: 'pedagogo' });
    const first = tokenFromMail(email);
    await d.post('/api/gestor/equipe/convites', { nome: 'Tânia Borges', email, papel: 'gestor' });
    const second = tokenFromMail(email);
    expect(second).not.toBe(first);
    expect((await (await anon()).get(`/api/convite-equipe/${first}`)).statusCode).toBe(404);
    expect((await (await anon()).get(`/api/convite-equipe/${second}`)).json()).toMatchObject({
      nome: 'Tânia Borges',
      papel: 'gestor',
    });
    const pending = ((await d.get('/api/gestor/equipe')).json() as EquipeGestor).convites.filter(
      (c) => c.email === email,
    );
    expect(pending.length).toBe(1);
  });

  it('cancelling kills the link; cancelling again is 404', async () => {
    const d = await diretora();
    const email = newAddress();
    const { idConvite } = (
      await d.post('/api/gestor/equipe/convites', { nome: 'Úrsula', email, papel: 'pedagogo' })
    ).json();
    const token = tokenFromMail(email);
    expect((await d.delete(`/api/gestor/equipe/convites/${idConvite}`)).statusCode).toBe(200);
    expect((await (await anon()).get(`/api/convite-equipe/${token}`)).statusCode).toBe(404);
    const accept = await (
      await anon()
    ).post(`/api/convite-equipe/${token}`, { senha: SENHA, confirmarSenha: SENHA });
    expect(accept.statusCode).toBe(404);
    expect((await d.delete(`/api/gestor/equipe/convites/${idConvite}`)).statusCode).toBe(404);
    expect((await t.database.db.select().from(usuario).where(eq(usuario.email, email))).length).toBe(0);
  });

  it('resending gives a new link (old one dead) and a new expiry, also after it expired', async () => {
    const d = await diretora();
    const email = newAddress();
    const { idConvite } = (
      await d.post('/api/gestor/equipe/convites', {
        nome: 'Vera',
        email,
        papel: 'pedagogo',
        turmaIds: [beijaFlor],
      })
    ).json();
    const old = tokenFromMail(email);
    t.clock.advance(8 * 86_400_000);
    // Eight days later, a new sign-in (staff sessions last 12 hours).
    const later = await diretora();
    const res = await later.post(`/api/gestor/equipe/convites/${idConvite}/reenviar`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ email, turmaIds: [beijaFlor] });
    expect(new Date(res.json().expiraEm).getTime()).toBeGreaterThan(t.clock.now().getTime() + 6 * 86_400_000);
    const fresh = tokenFromMail(email);
    expect(fresh).not.toBe(old);
    expect((await (await anon()).get(`/api/convite-equipe/${old}`)).statusCode).toBe(404);
    expect((await (await anon()).get(`/api/convite-equipe/${fresh}`)).statusCode).toBe(200);
    // The replaced invitation cannot be resent again.
    expect((await later.post(`/api/gestor/equipe/convites/${idConvite}/reenviar`)).statusCode).toBe(404);
  });
});

function res400PapelMessage(res: { statusCode: number; json(): { fields?: Record<string, string> } }) {
  expect(res.statusCode).toBe(400);
  return res.json().fields?.papel;
}

describe("assigning an educator's classes", () => {
  it('replaces the classes; the educator sees them in /api/turma', async () => {
    const ed = await newEducator([girassol]);
    expect(await turmasVistas(ed.client)).toEqual([girassol]);
    const d = await diretora();
    const res = await d.put(`/api/gestor/equipe/${ed.id}/turmas`, { turmaIds: [beijaFlor] });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as MembroEquipe).turmas).toEqual([
      { idTurma: beijaFlor, nomeTurma: 'Turma Beija-flor' },
    ]);
    expect(await turmasVistas(ed.client)).toEqual([beijaFlor]);
    expect((await ed.client.get(`/api/turma/${girassol}`)).statusCode).toBe(403);
    expect((await d.put(`/api/gestor/equipe/${ed.id}/turmas`, { turmaIds: [] })).json().turmas).toEqual([]);
    expect(await turmasVistas(ed.client)).toEqual([]);
  });

  it('keeps the record of archived classes (only the classes in use are replaced)', async () => {
    const ed = await newEducator([girassol]);
    const [arquivada] = await t.database.db
      .insert(turma)
      .values({ escolaId, nomeTurma: 'Turma Antiga', periodo: 'Tarde', arquivadaEm: new Date() })
      .returning({ id: turma.id });
    await t.database.db.insert(turmaPedagogo).values({ turmaId: arquivada!.id, usuarioId: ed.id });
    await (await diretora()).put(`/api/gestor/equipe/${ed.id}/turmas`, { turmaIds: [beijaFlor] });
    const rows = await t.database.db.select().from(turmaPedagogo).where(eq(turmaPedagogo.usuarioId, ed.id));
    expect(rows.map((r) => r.turmaId).sort()).toEqual([arquivada!.id, beijaFlor].sort());
  });

  it("another school's class: 400 on turmaIds and nothing changes; a director: 409; not staff: 404; bad ids: 400", async () => {
    const ed = await newEducator([girassol]);
    const d = await diretora();
    const fora = await d.put(`/api/gestor/equipe/${ed.id}/turmas`, { turmaIds: [beijaFlor, outraTurma] });
    expect(fora.statusCode).toBe(400);
    expect(fora.json()).toMatchObject({ code: 'VALIDATION', fields: { turmaIds: msg.turmaDeOutraEscola } });
    expect(await turmasVistas(ed.client)).toEqual([girassol]);

    const direcao = await d.put(`/api/gestor/equipe/${diretoraId}/turmas`, { turmaIds: [girassol] });
    expect(direcao.statusCode).toBe(409);
    expect(direcao.json().message).toBe(msg.turmasSoEducadores);
    const mariana = await idOf('mariana@lunna.demo');
    expect((await d.put(`/api/gestor/equipe/${mariana}/turmas`, { turmaIds: [] })).statusCode).toBe(404);

    const badBody = await d.put(`/api/gestor/equipe/${ed.id}/turmas`, { turmaIds: ['nope'] });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().fields).toHaveProperty(['turmaIds.0']);
    expect((await d.put('/api/gestor/equipe/not-a-uuid/turmas', { turmaIds: [] })).statusCode).toBe(400);
    expect(await turmasVistas(ed.client)).toEqual([girassol]);
  });
});

describe('deactivating staff', () => {
  it('ends every session at once, refuses sign-in with CONTA_DESATIVADA, keeps the classes; reactivation restores access', async () => {
    const ed = await newEducator([girassol]);
    const other = await as(ed.email, SENHA);
    const bearer = new TestClient(t.app);
    bearer.bearer = ((await new TestClient(t.app).login(ed.email, SENHA)) as { token: string }).token;
    expect((await bearer.get('/api/sessao')).statusCode).toBe(200);

    const d = await diretora();
    const res = await d.post(`/api/gestor/equipe/${ed.id}/desativar`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ativo: false, turmas: [{ idTurma: girassol }] });
    expect(res.json().desativadoEm).not.toBeNull();

    for (const c of [ed.client, other, bearer]) expect((await c.get('/api/turma')).statusCode).toBe(401);
    expect((await t.database.db.select().from(sessao).where(eq(sessao.usuarioId, ed.id))).length).toBe(0);

    const login = await (
      await anon()
    ).post('/api/responsavel/login-responsavel', { email: ed.email, senha: SENHA });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ code: 'CONTA_DESATIVADA', message: msg.contaDesativada });
    // A wrong password says nothing about the account's state.
    const wrong = await (
      await anon()
    ).post('/api/responsavel/login-responsavel', { email: ed.email, senha: 'outra-senha-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');

    const listed = ((await d.get('/api/gestor/equipe')).json() as EquipeGestor).membros.find(
      (m) => m.idUsuario === ed.id,
    );
    expect(listed).toMatchObject({
      ativo: false,
      turmas: [{ idTurma: girassol, nomeTurma: 'Turma Girassol' }],
    });

    const [hist] = await t.database.db
      .select()
      .from(historicoAlteracao)
      .where(and(eq(historicoAlteracao.entidade, 'usuario'), eq(historicoAlteracao.entidadeId, ed.id)));
    expect(hist).toMatchObject({ usuarioId: diretoraId, acao: 'alterado', antes: { desativadoEm: null } });

    // Deactivating again changes nothing.
    expect((await d.post(`/api/gestor/equipe/${ed.id}/desativar`)).json().desativadoEm).toBe(
      res.json().desativadoEm,
    );

    const back = await d.post(`/api/gestor/equipe/${ed.id}/reativar`);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ ativo: true, desativadoEm: null });
    const again = await as(ed.email, SENHA);
    expect(await turmasVistas(again)).toEqual([girassol]);
  });

  it('a session row that survived deactivation does not work', async () => {
    const ed = await newEducator();
    await (await diretora()).post(`/api/gestor/equipe/${ed.id}/desativar`);
    const token = randomToken();
    await t.database.db
      .insert(sessao)
      .values({ usuarioId: ed.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + 86_400_000) });
    const c = new TestClient(t.app);
    c.bearer = token;
    expect((await c.get('/api/sessao')).statusCode).toBe(401);
  });

  it('a director cannot deactivate themself (409)', async () => {
    const d = await diretora();
    const res = await d.post(`/api/gestor/equipe/${diretoraId}/desativar`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(msg.desativarPropriaConta);
    expect((await d.get('/api/gestor/equipe')).statusCode).toBe(200);
  });

  it('two directors deactivating each other at once leave the school one active director', async () => {
    const vice = await newEducator([], 'gestor');
    const d = await diretora();
    const [a, b] = await Promise.all([
      d.post(`/api/gestor/equipe/${vice.id}/desativar`),
      vice.client.post(`/api/gestor/equipe/${diretoraId}/desativar`),
    ]);
    expect([a.statusCode, b.statusCode].filter((s) => s === 200).length).toBe(1);
    expect([409, 401]).toContain([a.statusCode, b.statusCode].find((s) => s !== 200));
    const ativos = await t.database.db
      .select({ id: usuario.id, desativadoEm: usuario.desativadoEm })
      .from(usuario)
      .where(and(eq(usuario.escolaId, escolaId), eq(usuario.papel, 'gestor')));
    expect(ativos.filter((r) => r.desativadoEm === null).length).toBeGreaterThanOrEqual(1);
    // Put things back for the other tests.
    await t.database.db.update(usuario).set({ desativadoEm: null }).where(eq(usuario.id, diretoraId));
  });

  it('a deactivated director is refused too, and another director can reactivate them', async () => {
    const vice = await newEducator([], 'gestor');
    const d = await diretora();
    expect((await d.post(`/api/gestor/equipe/${vice.id}/desativar`)).statusCode).toBe(200);
    expect((await vice.client.get('/api/gestor/equipe')).statusCode).toBe(401);
    expect(
      (await (await anon()).post('/api/responsavel/login-responsavel', { email: vice.email, senha: SENHA }))
        .statusCode,
    ).toBe(403);
    expect((await d.post(`/api/gestor/equipe/${vice.id}/reativar`)).statusCode).toBe(200);
    expect((await (await as(vice.email, SENHA)).get('/api/gestor/equipe')).statusCode).toBe(200);
  });
});
