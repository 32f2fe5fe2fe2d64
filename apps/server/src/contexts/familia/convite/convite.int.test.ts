import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  convite,
  discente,
  historicoAlteracao,
  notificacao,
  responsavel,
  responsavelDiscente,
  usuario,
} from '../../../db/schema';
import { demoChildCpf, demoChildren, demoSchool } from '../../../db/seed/demo-data';
import { sha256 } from '../../../lib/tokens';
import { multipart, nextCpf, otherSchoolStaff, pngImage, responsavelPayload } from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
const ids = new Map<string, string>();
let outsider: Awaited<ReturnType<typeof otherSchoolStaff>>;

beforeAll(async () => {
  t = await createTestApp();
  for (const child of demoChildren) {
    const [row] = await t.database.db
      .select({ id: discente.id })
      .from(discente)
      .where(eq(discente.cpfDisc, demoChildCpf(child.cpfBase)));
    ids.set(child.key, row!.id);
  }
  outsider = await otherSchoolStaff(t.database.db, 'gestor');
});
afterAll(() => t.close());
afterEach(() => t.clock.reset());

const as = (email: string, senha?: string) => TestClient.signedIn(t.app, email, senha);
const anon = async () => {
  const c = new TestClient(t.app);
  await c.get('/api/health');
  return c;
};
const lucas = () => ids.get('lucas')!;
const theo = () => ids.get('theo')!;
let n = 0;
const newAddress = () => `convidado.${Date.now()}.${n++}@exemplo.com.br`;
const conviteCount = async () => (await t.database.db.select({ id: convite.id }).from(convite)).length;
const usuarioCount = async () => (await t.database.db.select({ id: usuario.id }).from(usuario)).length;
const usuarioId = async (email: string) =>
  (await t.database.db.select({ id: usuario.id }).from(usuario).where(eq(usuario.email, email)))[0]!.id;
const respId = async (email: string) =>
  (
    await t.database.db
      .select({ id: responsavel.id })
      .from(responsavel)
      .innerJoin(usuario, eq(usuario.id, responsavel.usuarioId))
      .where(eq(usuario.email, email))
  )[0]!.id;
const childNames = async (client: TestClient) =>
  ((await client.get('/api/discente')).json() as { nomeDisc: string }[]).map((d) => d.nomeDisc);

/** The token of the newest invitation e-mailed to `to`, read from the link in the message. */
function tokenFromMail(to: string): string {
  const mail = [...t.mail].reverse().find((m) => m.to === to);
  expect(mail, `an e-mail to ${to}`).toBeDefined();
  const match = mail!.text.match(/\/convite\?token=([A-Za-z0-9_-]+)/);
  expect(match).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

async function invite(client: TestClient, idDisc: string, email: string, parentesco = 'Pai') {
  const res = await client.post(`/api/discente/${idDisc}/convites`, { email, parentesco });
  expect(res.statusCode, res.body).toBe(201);
  return { ...(res.json() as { idConvite: string; expiraEm: string }), token: tokenFromMail(email) };
}

async function cadastroForm(overrides: Record<string, unknown> = {}, withPhoto = true) {
  const { codigoEscola: _c, emailResp: _e, ...payload } = responsavelPayload({ nomeResp: 'Pedro Pereira' });
  const png = await pngImage();
  return multipart(
    { body: JSON.stringify({ ...payload, ...overrides }) },
    withPhoto
      ? {
          ftPerfilResp: { data: png, name: 'eu.png', type: 'image/png' },
          ftRgResp: { data: png, name: 'rg.png', type: 'image/png' },
        }
      : {},
  );
}

describe('inviting a second guardian', () => {
  it('e-mails a link naming the inviter, the child’s first name and the school; only the token’s hash is stored', async () => {
    const mariana = await as('mariana@lunna.demo');
    const email = newAddress();
    const res = await mariana.post(`/api/discente/${lucas()}/convites`, {
      email: `  ${email.toUpperCase()} `,
      parentesco: 'Pai',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ email, parentesco: 'Pai' });
    const days = (new Date(body.expiraEm).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const mail = t.mail.at(-1)!;
    expect(mail.to).toBe(email);
    expect(mail.subject).toContain('Lucas');
    expect(mail.text).toContain('Mariana Souza');
    expect(mail.text).toContain(demoSchool.nome);
    expect(mail.text).toContain('acompanhar Lucas');
    // No other personal data of the child: not the full name, nothing of the record.
    expect(mail.text).not.toContain('Souza Pereira');
    expect(mail.text).not.toContain('Sabará');
    const token = tokenFromMail(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.database.db.select().from(convite).where(eq(convite.id, body.idConvite));
    expect(row!.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const pending = (await mariana.get(`/api/discente/${lucas()}/convites`)).json();
    expect(pending).toEqual([
      expect.objectContaining({
        idConvite: body.idConvite,
        email,
        parentesco: 'Pai',
        convidadoPor: 'Mariana Souza',
      }),
    ]);
  });

  it('the public page shows first names, the school, the invited address and whether it has an account', async () => {
    const email = newAddress();
    const { token } = await invite(await as('mariana@lunna.demo'), lucas(), email);
    const res = await (await anon()).get(`/api/convites/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      nomeDisc: 'Lucas',
      escola: { nome: demoSchool.nome },
      convidadoPor: 'Mariana',
      email,
      contaExiste: false,
    });
    const known = await invite(await as('mariana@lunna.demo'), lucas(), 'patricia@lunna.demo', 'Madrinha');
    expect((await (await anon()).get(`/api/convites/${known.token}`)).json().contaExiste).toBe(true);
    await (await as('mariana@lunna.demo')).delete(`/api/convites/${known.idConvite}`);
  });

  it('refuses an address already an active guardian of the child, and a staff address (409); nothing written', async () => {
    const mariana = await as('mariana@lunna.demo');
    const before = await conviteCount();
    const self = await mariana.post(`/api/discente/${lucas()}/convites`, {
      email: 'mariana@lunna.demo',
      parentesco: 'Mãe',
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('Esta pessoa já é responsável pela criança');
    for (const staff of ['ana.professora@lunna.demo', 'diretora@lunna.demo', outsider.email]) {
      const res = await mariana.post(`/api/discente/${lucas()}/convites`, {
        email: staff,
        parentesco: 'Tia',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().fields.email).toBe(
        'Este e-mail é de uma conta da equipe da escola: convide outro e-mail',
      );
    }
    expect(await conviteCount()).toBe(before);
  });

  it('bad input: invalid e-mail, missing relationship, unknown or malformed child; nothing written', async () => {
    const mariana = await as('mariana@lunna.demo');
    const before = await conviteCount();
    const mails = t.mail.length;
    const bad = await mariana.post(`/api/discente/${lucas()}/convites`, {
      email: 'nao-e-email',
      parentesco: 'Pai',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.email).toBe('Email invalido');
    const noRel = await mariana.post(`/api/discente/${lucas()}/convites`, {
      email: newAddress(),
      parentesco: '  ',
    });
    expect(noRel.statusCode).toBe(400);
    expect(noRel.json().fields.parentesco).toBe('O parentesco é obrigatorio');
    const missing = await mariana.post(`/api/discente/${lucas()}/convites`, { email: newAddress() });
    expect(missing.json().fields.parentesco).toBe('O parentesco é obrigatorio');
    expect(
      (
        await mariana.post('/api/discente/00000000-0000-4000-8000-000000000000/convites', {
          email: newAddress(),
          parentesco: 'Pai',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await mariana.post('/api/discente/lucas/convites', { email: newAddress(), parentesco: 'Pai' }))
        .statusCode,
    ).toBe(400);
    expect(await conviteCount()).toBe(before);
    expect(t.mail.length).toBe(mails);
  });

  it('only the child’s guardians invite, list and cancel: another family, educators, the director and another school get 403', async () => {
    const before = await conviteCount();
    const payload = { email: newAddress(), parentesco: 'Pai' };
    expect((await (await anon()).post(`/api/discente/${lucas()}/convites`, payload)).statusCode).toBe(401);
    for (const email of [
      'carlos@lunna.demo',
      'ana.professora@lunna.demo',
      'diretora@lunna.demo',
      outsider.email,
    ]) {
      const client = await as(email);
      const res = await client.post(`/api/discente/${lucas()}/convites`, payload);
      expect(res.statusCode, email).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
      expect((await client.get(`/api/discente/${lucas()}/convites`)).statusCode, email).toBe(403);
    }
    expect(await conviteCount()).toBe(before);

    const pending = await invite(await as('mariana@lunna.demo'), lucas(), newAddress());
    for (const email of ['carlos@lunna.demo', 'ana.professora@lunna.demo', 'diretora@lunna.demo']) {
      expect((await (await as(email)).delete(`/api/convites/${pending.idConvite}`)).statusCode, email).toBe(
        403,
      );
    }
    expect((await (await anon()).get(`/api/convites/${pending.token}`)).statusCode).toBe(200);
  });

  it('a new invitation to the same address replaces the pending one; a cancelled one stops working', async () => {
    const mariana = await as('mariana@lunna.demo');
    const email = newAddress();
    const first = await invite(mariana, lucas(), email);
    const second = await invite(mariana, lucas(), email, 'Padrasto');
    const visitor = await anon();
    expect((await visitor.get(`/api/convites/${first.token}`)).statusCode).toBe(404);
    expect((await visitor.get(`/api/convites/${second.token}`)).statusCode).toBe(200);
    const pending = (await mariana.get(`/api/discente/${lucas()}/convites`)).json() as {
      email: string;
      parentesco: string;
    }[];
    expect(pending.filter((p) => p.email === email)).toEqual([
      expect.objectContaining({ parentesco: 'Padrasto' }),
    ]);

    expect((await mariana.delete(`/api/convites/${second.idConvite}`)).statusCode).toBe(200);
    const gone = await visitor.get(`/api/convites/${second.token}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Convite inválido ou expirado');
    expect(
      (await visitor.post(`/api/convites/${second.token}/aceitar`, await cadastroForm())).statusCode,
    ).toBe(404);
    expect((await mariana.delete(`/api/convites/${second.idConvite}`)).statusCode).toBe(404);
    expect(
      ((await mariana.get(`/api/discente/${lucas()}/convites`)).json() as { email: string }[]).some(
        (p) => p.email === email,
      ),
    ).toBe(false);
  });

  it('an invitation expires after 7 days, with the same answer as an unknown token', async () => {
    const email = newAddress();
    const { token } = await invite(await as('mariana@lunna.demo'), lucas(), email);
    const visitor = await anon();
    t.clock.advance(6 * 86_400_000);
    expect((await visitor.get(`/api/convites/${token}`)).statusCode).toBe(200);
    t.clock.advance(86_400_000 + 60_000);
    const expired = await visitor.get(`/api/convites/${token}`);
    const unknown = await visitor.get('/api/convites/nao-existe');
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual(unknown.json());
    const users = await usuarioCount();
    expect((await visitor.post(`/api/convites/${token}/aceitar`, await cadastroForm())).statusCode).toBe(404);
    expect(await usuarioCount()).toBe(users);
    expect(
      (
        (await (await as('mariana@lunna.demo')).get(`/api/discente/${lucas()}/convites`)).json() as {
          email: string;
        }[]
      ).some((p) => p.email === email),
    ).toBe(false);
  });
});

describe('accepting an invitation', () => {
  it('without an account: creates it (e-mail confirmed, same school), links the child, signs in, and tells the family and the director', async () => {
    const email = newAddress();
    const { token, idConvite } = await invite(await as('mariana@lunna.demo'), lucas(), email, 'Pai');
    const visitor = await anon();
    const res = await visitor.post(`/api/convites/${token}/aceitar`, await cadastroForm());
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      idDisc: lucas(),
      nomeDisc: 'Lucas Souza Pereira',
      conta: { nome: 'Pedro Pereira', papel: 'responsavel' },
    });
    expect(visitor.cookies.has('lunna_session')).toBe(true);

    // Signed in by the cookie: the new guardian sees Lucas and only Lucas.
    expect((await visitor.get('/api/sessao')).json()).toMatchObject({
      email,
      papel: 'responsavel',
      escola: demoSchool.nome,
    });
    expect(await childNames(visitor)).toEqual(['Lucas Souza Pereira']);
    expect((await visitor.get(`/api/discente/${ids.get('sofia')}`)).statusCode).toBe(403);

    const [user] = await t.database.db.select().from(usuario).where(eq(usuario.email, email));
    expect(user!.emailConfirmadoEm).not.toBeNull();
    expect(user!.cadastroConcluido).toBe(true);
    const [school] = await t.database.db
      .select({ escolaId: discente.escolaId })
      .from(discente)
      .where(eq(discente.id, lucas()));
    expect(user!.escolaId).toBe(school!.escolaId);
    const [link] = await t.database.db
      .select()
      .from(responsavelDiscente)
      .where(
        and(
          eq(responsavelDiscente.discenteId, lucas()),
          eq(responsavelDiscente.responsavelId, await respId(email)),
        ),
      );
    expect(link).toMatchObject({ parentesco: 'Pai', status: 'ativo' });
    expect((await t.database.db.select().from(convite).where(eq(convite.id, idConvite)))[0]!.aceitoPor).toBe(
      user!.id,
    );

    const notes = await t.database.db.select().from(notificacao).where(eq(notificacao.refId, idConvite));
    const to = new Set(notes.map((x) => x.usuarioId));
    expect(to).toEqual(
      new Set([await usuarioId('mariana@lunna.demo'), await usuarioId('diretora@lunna.demo')]),
    );
    expect(
      notes.every(
        (x) =>
          x.tipo === 'convite' && x.prioridade === 'Normal' && x.link === `/perfil/${lucas()}#responsaveis`,
      ),
    ).toBe(true);
    const history = await t.database.db
      .select()
      .from(historicoAlteracao)
      .where(eq(historicoAlteracao.discenteId, lucas()));
    expect(
      history.some(
        (h) => h.entidade === 'responsavel_discente' && h.acao === 'criado' && h.usuarioId === user!.id,
      ),
    ).toBe(true);

    // The guardians list shows both, active, each with their relationship.
    const list = (await visitor.get(`/api/discente/${lucas()}/responsaveis`)).json() as {
      nome: string;
      status: string;
      voce: boolean;
      parentesco: string;
    }[];
    expect(list.map((g) => [g.nome, g.status, g.voce])).toEqual([
      ['Mariana Souza', 'ativo', false],
      ['Pedro Pereira', 'ativo', true],
    ]);

    // Used: the link no longer works.
    expect((await (await anon()).get(`/api/convites/${token}`)).statusCode).toBe(404);
    expect(
      (await (await anon()).post(`/api/convites/${token}/aceitar`, await cadastroForm())).statusCode,
    ).toBe(404);
  });

  it('without an account, bad registration data or a missing photo is refused and nothing is written; the invitation stays usable', async () => {
    const email = newAddress();
    const { token } = await invite(await as('mariana@lunna.demo'), lucas(), email);
    const visitor = await anon();
    const users = await usuarioCount();
    const url = `/api/convites/${token}/aceitar`;

    const noPhoto = await visitor.post(url, await cadastroForm({}, false));
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.json().fields.ftPerfilResp).toBe('A imagem é obrigatoria');
    const badCpf = await visitor.post(url, await cadastroForm({ cpfResp: '123.456.789-00' }));
    expect(badCpf.statusCode).toBe(400);
    expect(badCpf.json().fields.cpfResp).toBe('CPF invalido');
    const short = await visitor.post(url, await cadastroForm({ senha: 'curta' }));
    expect(short.json().fields.senha).toBe('O minimo de caracteres é 8');
    const noName = await visitor.post(url, await cadastroForm({ nomeResp: '' }));
    expect(noName.json().fields.nomeResp).toBe('O nome é obrigatorio');
    const [mariana] = await t.database.db
      .select({ cpf: responsavel.cpfResp })
      .from(responsavel)
      .where(eq(responsavel.id, await respId('mariana@lunna.demo')));
    const taken = await visitor.post(url, await cadastroForm({ cpfResp: mariana!.cpf }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields.cpfResp).toBe('CPF já cadastrado');
    expect((await visitor.post(url)).statusCode).toBe(400);
    expect((await visitor.post(url, { nomeResp: 'Json' })).statusCode).toBe(400);

    expect(await usuarioCount()).toBe(users);
    expect(visitor.cookies.has('lunna_session')).toBe(false);
    expect((await visitor.get(`/api/convites/${token}`)).statusCode).toBe(200);
    expect((await visitor.post(url, await cadastroForm({ cpfResp: nextCpf() }))).statusCode).toBe(201);
  });

  it('two acceptances of one link at once: one account is made, the other gets 404', async () => {
    const email = newAddress();
    const { token } = await invite(await as('mariana@lunna.demo'), lucas(), email);
    const [a, b] = await Promise.all([
      (await anon()).post(`/api/convites/${token}/aceitar`, await cadastroForm({ cpfResp: nextCpf() })),
      (await anon()).post(`/api/convites/${token}/aceitar`, await cadastroForm({ cpfResp: nextCpf() })),
    ]);
    const [first, second] = [a.statusCode, b.statusCode].sort();
    expect(first).toBe(201);
    // The loser finds the link used (404) or, once the winner committed, an account for the address (401).
    expect([401, 404]).toContain(second);
    expect(await t.database.db.select().from(usuario).where(eq(usuario.email, email))).toHaveLength(1);
  });

  it('with an account: signed out → 401; signed in with another address → 403; the invited account → linked', async () => {
    // Carlos (Theo and Davi) is invited to follow Sofia too.
    const { token, idConvite } = await invite(
      await as('mariana@lunna.demo'),
      ids.get('sofia')!,
      'carlos@lunna.demo',
      'Padrasto',
    );
    const signedOut = await (await anon()).post(`/api/convites/${token}/aceitar`);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().message).toBe(
      'Já existe uma conta com este e-mail: entre com ela para aceitar o convite',
    );
    // Even with registration data, an existing address cannot get a second account.
    expect(
      (await (await anon()).post(`/api/convites/${token}/aceitar`, await cadastroForm())).statusCode,
    ).toBe(401);

    for (const other of ['patricia@lunna.demo', 'ana.professora@lunna.demo', 'diretora@lunna.demo']) {
      const res = await (await as(other)).post(`/api/convites/${token}/aceitar`);
      expect(res.statusCode, other).toBe(403);
    }
    expect(await childNames(await as('patricia@lunna.demo'))).not.toContain('Sofia Souza Pereira');

    const carlos = await as('carlos@lunna.demo');
    expect(await childNames(carlos)).not.toContain('Sofia Souza Pereira');
    const res = await carlos.post(`/api/convites/${token}/aceitar`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ idDisc: ids.get('sofia'), nomeDisc: 'Sofia Souza Pereira', conta: null });
    expect(await childNames(carlos)).toContain('Sofia Souza Pereira');
    const notes = await t.database.db.select().from(notificacao).where(eq(notificacao.refId, idConvite));
    expect(new Set(notes.map((x) => x.usuarioId))).toEqual(
      new Set([await usuarioId('mariana@lunna.demo'), await usuarioId('diretora@lunna.demo')]),
    );
    expect((await carlos.post(`/api/convites/${token}/aceitar`)).statusCode).toBe(404);
  });

  it('an account of another school cannot take the child (409)', async () => {
    const codigo = outsider.email.split('@')[0]!.split('.')[1]!.toUpperCase();
    const payload = responsavelPayload({ codigoEscola: codigo });
    const png = await pngImage();
    const reg = await (
      await anon()
    ).post(
      '/api/responsavel',
      multipart(
        { body: JSON.stringify(payload) },
        { ftPerfilResp: { data: png, name: 'eu.png', type: 'image/png' } },
      ),
    );
    expect(reg.statusCode, reg.body).toBe(201);

    const { token } = await invite(await as('mariana@lunna.demo'), lucas(), payload.emailResp);
    const stranger = await as(payload.emailResp, payload.senha);
    const res = await stranger.post(`/api/convites/${token}/aceitar`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Esta conta é de outra escola');
    expect((await stranger.get(`/api/discente/${lucas()}`)).statusCode).toBe(403);
  });
});

describe('who the guardians are, and removing an access', () => {
  it('the child’s readers list its guardians; another family and another class’s educator get 403', async () => {
    for (const email of [
      'carlos@lunna.demo',
      'patricia@lunna.demo',
      'ana.professora@lunna.demo',
      'diretora@lunna.demo',
    ]) {
      const res = await (await as(email)).get(`/api/discente/${theo()}/responsaveis`);
      expect(res.statusCode, email).toBe(200);
      expect((res.json() as { nome: string }[]).map((g) => g.nome)).toEqual(
        expect.arrayContaining(['Carlos Lima', 'Patrícia Alves']),
      );
    }
    for (const email of ['mariana@lunna.demo', 'bruno.professor@lunna.demo', outsider.email]) {
      expect((await (await as(email)).get(`/api/discente/${theo()}/responsaveis`)).statusCode, email).toBe(
        403,
      );
    }
    expect((await (await anon()).get(`/api/discente/${theo()}/responsaveis`)).statusCode).toBe(401);
  });

  it('only the director of the child’s school removes; the link is suspended, the family told, and that guardian loses the child', async () => {
    // Davi: Carlos only; Patrícia is invited in, so Davi has two guardians.
    const carlos = await as('carlos@lunna.demo');
    const { token } = await invite(carlos, ids.get('davi')!, 'patricia@lunna.demo', 'Madrinha');
    const patricia = await as('patricia@lunna.demo');
    expect((await patricia.post(`/api/convites/${token}/aceitar`)).statusCode).toBe(200);
    // A pending invitation Patrícia sent for Davi stops working when her access is removed.
    const hers = await invite(patricia, ids.get('davi')!, newAddress());
    const davi = ids.get('davi')!;
    const patriciaResp = await respId('patricia@lunna.demo');
    const url = `/api/discente/${davi}/responsaveis/${patriciaResp}`;

    for (const email of [
      'carlos@lunna.demo',
      'patricia@lunna.demo',
      'ana.professora@lunna.demo',
      outsider.email,
    ]) {
      const res = await (await as(email)).delete(url);
      expect(res.statusCode, email).toBe(403);
    }
    expect((await (await anon()).delete(url)).statusCode).toBe(401);
    expect(await childNames(patricia)).toContain('Davi Lima Santos');

    const diretora = await as('diretora@lunna.demo');
    expect(
      (
        await diretora.delete(
          `/api/discente/00000000-0000-4000-8000-000000000000/responsaveis/${patriciaResp}`,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await diretora.delete(`/api/discente/${davi}/responsaveis/${await respId('mariana@lunna.demo')}`))
        .statusCode,
    ).toBe(404);
    const res = await diretora.delete(url);
    expect(res.statusCode, res.body).toBe(200);

    const [link] = await t.database.db
      .select()
      .from(responsavelDiscente)
      .where(
        and(eq(responsavelDiscente.discenteId, davi), eq(responsavelDiscente.responsavelId, patriciaResp)),
      );
    expect(link!.status).toBe('suspenso');

    // She no longer reads Davi (but keeps her own children); the history shows the change.
    expect((await patricia.get(`/api/discente/${davi}`)).statusCode).toBe(403);
    expect((await patricia.get(`/api/discente/${davi}/responsaveis`)).statusCode).toBe(403);
    expect(
      (await patricia.post(`/api/discente/${davi}/convites`, { email: newAddress(), parentesco: 'Tia' }))
        .statusCode,
    ).toBe(403);
    const mine = await childNames(patricia);
    expect(mine).not.toContain('Davi Lima Santos');
    expect(mine).toEqual(expect.arrayContaining(['Theo Alves Lima', 'Alice Alves Moreira']));
    const own = (await patricia.get('/api/responsavel/email/patricia@lunna.demo')).json() as {
      discentes: { nomeDisc: string }[];
    };
    expect(own.discentes.map((d) => d.nomeDisc)).not.toContain('Davi Lima Santos');
    expect((await (await anon()).get(`/api/convites/${hers.token}`)).statusCode).toBe(404);
    // The child's profile no longer lists her among its guardians.
    const profile = (await carlos.get(`/api/discente/${davi}`)).json() as { idResp: { nomeResp: string }[] };
    expect(profile.idResp.map((r) => r.nomeResp)).toEqual(['Carlos Lima']);

    const notes = await t.database.db
      .select()
      .from(notificacao)
      .where(and(eq(notificacao.tipo, 'convite'), eq(notificacao.prioridade, 'Importante')));
    const patriciaUser = await usuarioId('patricia@lunna.demo');
    const carlosUser = await usuarioId('carlos@lunna.demo');
    expect(notes.find((x) => x.usuarioId === patriciaUser)).toMatchObject({
      titulo: 'Seu acesso a Davi foi removido',
      link: '/dashboard',
    });
    expect(notes.find((x) => x.usuarioId === carlosUser)).toMatchObject({
      titulo: 'Patrícia não acompanha mais Davi',
      link: `/perfil/${davi}#responsaveis`,
    });
    const history = await t.database.db
      .select()
      .from(historicoAlteracao)
      .where(and(eq(historicoAlteracao.discenteId, davi), eq(historicoAlteracao.acao, 'alterado')));
    expect(history).toEqual([
      expect.objectContaining({ entidadeId: patriciaResp, depois: { status: 'suspenso' } }),
    ]);

    // Listed as removed; a second removal, re-inviting her, and removing the last active guardian are refused.
    const list = (await diretora.get(`/api/discente/${davi}/responsaveis`)).json() as {
      nome: string;
      status: string;
    }[];
    expect(list.map((g) => [g.nome, g.status])).toEqual([
      ['Carlos Lima', 'ativo'],
      ['Patrícia Alves', 'suspenso'],
    ]);
    expect((await diretora.delete(url)).statusCode).toBe(409);
    const again = await carlos.post(`/api/discente/${davi}/convites`, {
      email: 'patricia@lunna.demo',
      parentesco: 'Madrinha',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'O acesso desta pessoa à criança foi removido pela escola: fale com a direção',
    );
    const last = await diretora.delete(
      `/api/discente/${davi}/responsaveis/${await respId('carlos@lunna.demo')}`,
    );
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('A criança precisa de pelo menos um responsável com acesso');
    expect(await childNames(carlos)).toContain('Davi Lima Santos');
  });
});
