import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONVITE_EQUIPE_VALIDADE_DIAS, msg } from '@lunna/contract';
import { conviteEquipe, equipe, notificacao, turma, turmaPedagogo, usuario } from '../../../db/schema';
import { demoSchool } from '../../../db/seed/demo-data';
import { sha256 } from '../../../lib/tokens';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let escolaId: string;
let diretoraId: string;
const turmaIds = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  const [diretora] = await t.database.db
    .select({ id: usuario.id, escolaId: usuario.escolaId })
    .from(usuario)
    .where(eq(usuario.email, 'diretora@lunna.demo'));
  diretoraId = diretora!.id;
  escolaId = diretora!.escolaId;
  for (const row of await t.database.db.select({ id: turma.id, nome: turma.nomeTurma }).from(turma))
    turmaIds.set(row.nome, row.id);
});
afterAll(() => t.close());
afterEach(() => t.clock.reset());

const DAY_MS = 86_400_000;
let n = 0;
const newAddress = () => `educadora.${Date.now()}.${n++}@exemplo.com.br`;
const anon = async () => {
  const c = new TestClient(t.app);
  await c.get('/api/health');
  return c;
};
const senhas = { senha: 'senha-segura-1', confirmarSenha: 'senha-segura-1' };

/** The token of the newest staff invitation e-mailed to `to`, read from the link in the message. */
function tokenFromMail(to: string): string {
  const mail = [...t.mail].reverse().find((m) => m.to === to);
  expect(mail, `an e-mail to ${to}`).toBeDefined();
  const match = mail!.text.match(/\/convite-equipe\?token=([A-Za-z0-9_%-]+)/);
  expect(match).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

async function invite(body: Record<string, unknown>) {
  const diretora = await TestClient.signedIn(t.app, 'diretora@lunna.demo');
  const res = await diretora.post('/api/gestor/equipe/convites', body);
  expect(res.statusCode, res.body).toBe(201);
  return { ...(res.json() as { idConvite: string }), token: tokenFromMail(body.email as string) };
}

const usuarioByEmail = async (email: string) =>
  (await t.database.db.select().from(usuario).where(eq(usuario.email, email)))[0] ?? null;

describe('the staff invitation link', () => {
  it('shows the school, the name, the e-mail and the role; only the token’s hash is stored', async () => {
    const email = newAddress();
    const { idConvite, token } = await invite({ nome: 'Carla Dias', email, papel: 'pedagogo', turmaIds: [] });
    const res = await (await anon()).get(`/api/convite-equipe/${token}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ nomeEscola: demoSchool.nome, nome: 'Carla Dias', email, papel: 'pedagogo' });
    const days = (new Date(body.expiraEm).getTime() - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(CONVITE_EQUIPE_VALIDADE_DIAS - 0.1);
    expect(days).toBeLessThanOrEqual(CONVITE_EQUIPE_VALIDADE_DIAS);
    const [row] = await t.database.db.select().from(conviteEquipe).where(eq(conviteEquipe.id, idConvite));
    expect(row!.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('answers one uniform 404 for an unknown token', async () => {
    const res = await (await anon()).get(`/api/convite-equipe/${'x'.repeat(43)}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: msg.conviteEquipeInvalido });
  });

  it('expires after the validity days (test clock): no peek, no account', async () => {
    const email = newAddress();
    const { token } = await invite({ nome: 'Dora Lima', email, papel: 'pedagogo' });
    t.clock.advance(CONVITE_EQUIPE_VALIDADE_DIAS * DAY_MS + 60_000);
    const client = await anon();
    const peek = await client.get(`/api/convite-equipe/${token}`);
    expect(peek.statusCode).toBe(404);
    expect(peek.json().message).toBe(msg.conviteEquipeInvalido);
    const accept = await client.post(`/api/convite-equipe/${token}`, senhas);
    expect(accept.statusCode).toBe(404);
    expect(accept.json().message).toBe(msg.conviteEquipeInvalido);
    expect(await usuarioByEmail(email)).toBeNull();
  });

  it('still works one minute before it expires', async () => {
    const email = newAddress();
    const { token } = await invite({ nome: 'Eva Prado', email, papel: 'pedagogo' });
    t.clock.advance(CONVITE_EQUIPE_VALIDADE_DIAS * DAY_MS - 60_000);
    expect((await (await anon()).get(`/api/convite-equipe/${token}`)).statusCode).toBe(200);
  });
});

describe('accepting a staff invitation', () => {
  it('creates a confirmed educator account with its classes, works once, and tells the directors', async () => {
    const email = newAddress();
    const girassol = turmaIds.get('Turma Girassol')!;
    const { idConvite, token } = await invite({
      nome: 'Fernanda Alves',
      email,
      papel: 'pedagogo',
      turmaIds: [girassol],
    });
    const client = await anon();
    const res = await client.post(`/api/convite-equipe/${token}`, senhas);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, email, nomeEscola: demoSchool.nome });
    // No session: the person signs in on the login page like everybody else.
    expect(client.cookies.has('lunna_session')).toBe(false);

    const user = (await usuarioByEmail(email))!;
    expect(user).toMatchObject({ papel: 'pedagogo', nome: 'Fernanda Alves', escolaId, desativadoEm: null });
    expect(user.emailConfirmadoEm).not.toBeNull();
    expect(user.idUsuario).toBe('fernanda.alves');
    expect(user.senhaHash).not.toContain('senha-segura-1');
    const [perfil] = await t.database.db.select().from(equipe).where(eq(equipe.usuarioId, user.id));
    expect(perfil).toMatchObject({ escolaId, nome: 'Fernanda Alves' });
    const classes = await t.database.db
      .select()
      .from(turmaPedagogo)
      .where(eq(turmaPedagogo.usuarioId, user.id));
    expect(classes.map((c) => c.turmaId)).toEqual([girassol]);
    const [row] = await t.database.db.select().from(conviteEquipe).where(eq(conviteEquipe.id, idConvite));
    expect(row!.aceitoEm).not.toBeNull();
    expect(row!.aceitoPor).toBe(user.id);

    const notices = await t.database.db.select().from(notificacao).where(eq(notificacao.refId, idConvite));
    expect(notices.map((x) => x.usuarioId)).toEqual([diretoraId]);
    expect(notices[0]).toMatchObject({ tipo: 'conta', link: '/escola#equipe' });
    expect(notices[0]!.titulo).toContain('Fernanda Alves');

    // The educator signs in with the chosen password and sees the class.
    const educadora = await TestClient.signedIn(t.app, email, 'senha-segura-1');
    const list = (await educadora.get('/api/turma')).json() as { idTurma: string }[];
    expect(list.map((x) => x.idTurma)).toEqual([girassol]);

    // The link worked once.
    const again = await (await anon()).post(`/api/convite-equipe/${token}`, senhas);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(msg.conviteEquipeInvalido);
    expect((await (await anon()).get(`/api/convite-equipe/${token}`)).statusCode).toBe(404);
  });

  it('a director joins as a director, without classes', async () => {
    const email = newAddress();
    const { token } = await invite({ nome: 'Gabriela Nunes', email, papel: 'gestor', turmaIds: [] });
    expect((await (await anon()).post(`/api/convite-equipe/${token}`, senhas)).statusCode).toBe(200);
    const user = (await usuarioByEmail(email))!;
    expect(user.papel).toBe('gestor');
    const vice = await TestClient.signedIn(t.app, email, 'senha-segura-1');
    expect((await vice.get('/api/gestor/equipe')).statusCode).toBe(200);
  });

  it('two acceptances at the same time make one account', async () => {
    const email = newAddress();
    const { token } = await invite({ nome: 'Helena Castro', email, papel: 'pedagogo' });
    const [a, b] = await Promise.all([
      (await anon()).post(`/api/convite-equipe/${token}`, senhas),
      (await anon()).post(`/api/convite-equipe/${token}`, senhas),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 404]);
    expect((await t.database.db.select().from(usuario).where(eq(usuario.email, email))).length).toBe(1);
  });

  it('leaves out a class archived since the invitation', async () => {
    const email = newAddress();
    const [arquivada] = await t.database.db
      .insert(turma)
      .values({ escolaId, nomeTurma: 'Turma Arquivada', periodo: 'Manhã' })
      .returning({ id: turma.id });
    const beijaFlor = turmaIds.get('Turma Beija-flor')!;
    const { token } = await invite({
      nome: 'Iara Reis',
      email,
      papel: 'pedagogo',
      turmaIds: [arquivada!.id, beijaFlor],
    });
    await t.database.db.update(turma).set({ arquivadaEm: new Date() }).where(eq(turma.id, arquivada!.id));
    expect((await (await anon()).post(`/api/convite-equipe/${token}`, senhas)).statusCode).toBe(200);
    const user = (await usuarioByEmail(email))!;
    const classes = await t.database.db
      .select()
      .from(turmaPedagogo)
      .where(eq(turmaPedagogo.usuarioId, user.id));
    expect(classes.map((c) => c.turmaId)).toEqual([beijaFlor]);
  });

  it('refuses an address that got an account in the meantime (409) and writes nothing', async () => {
    const email = newAddress();
    const { idConvite, token } = await invite({ nome: 'Júlia Melo', email, papel: 'pedagogo' });
    // The address signed up as a guardian meanwhile.
    await t.database.db.insert(usuario).values({
      escolaId,
      email,
      senhaHash: 'x',
      papel: 'responsavel',
      nome: 'Júlia Melo',
      idUsuario: `julia.${n++}`,
    });
    const res = await (await anon()).post(`/api/convite-equipe/${token}`, senhas);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', fields: { email: msg.emailDuplicado } });
    const [row] = await t.database.db.select().from(conviteEquipe).where(eq(conviteEquipe.id, idConvite));
    expect(row!.aceitoEm).toBeNull();
  });

  it('bad passwords: 400 with fields, nothing written, the link still works', async () => {
    const email = newAddress();
    const { token } = await invite({ nome: 'Laura Paz', email, papel: 'pedagogo' });
    const client = await anon();
    const short = await client.post(`/api/convite-equipe/${token}`, { senha: 'abc', confirmarSenha: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe('VALIDATION');
    expect(short.json().fields).toHaveProperty('senha');
    const differ = await client.post(`/api/convite-equipe/${token}`, {
      senha: 'senha-segura-1',
      confirmarSenha: 'senha-segura-2',
    });
    expect(differ.statusCode).toBe(400);
    expect(differ.json().fields).toMatchObject({ confirmarSenha: msg.senhasDiferentes });
    expect(await usuarioByEmail(email)).toBeNull();
    expect((await client.get(`/api/convite-equipe/${token}`)).statusCode).toBe(200);
  });
});
