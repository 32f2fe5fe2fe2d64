import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codigoVerificacao, sessao, usuario } from '../../../db/schema';
import { otherSchoolStaff } from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerGuardian } from './conta.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userRow = async (email: string) =>
  (await t.database.db.select().from(usuario).where(eq(usuario.email, email)))[0];
const openEmailCodes = async (usuarioId: string) =>
  t.database.db
    .select()
    .from(codigoVerificacao)
    .where(
      and(
        eq(codigoVerificacao.usuarioId, usuarioId),
        eq(codigoVerificacao.finalidade, 'alterar_email'),
        isNull(codigoVerificacao.usadoEm),
      ),
    );
const codeIn = (to: string) => {
  const mail = [...t.mail].reverse().find((m) => m.to === to && /novo e-mail/.test(m.subject));
  return /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
};
const bearer = (token: string) => {
  const c = new TestClient(t.app);
  c.bearer = token;
  return c;
};

describe('anonymous', () => {
  it.each([
    ['GET', '/api/conta'],
    ['GET', '/api/conta/id-usuario/disponivel?idUsuario=abc'],
    ['PUT', '/api/conta/id-usuario'],
    ['POST', '/api/conta/email'],
    ['POST', '/api/conta/email/confirmar'],
    ['DELETE', '/api/conta/email'],
    ['PUT', '/api/conta/senha'],
    ['GET', '/api/conta/sessoes'],
    ['DELETE', '/api/conta/sessoes/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/conta/sessoes/sair-de-todas'],
    ['DELETE', '/api/conta'],
  ])('%s %s is 401', async (method, url) => {
    const res = await new TestClient(t.app).request({
      method: method as 'GET',
      url,
      payload: method === 'GET' ? undefined : {},
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/conta', () => {
  it('answers the account of whoever is signed in, demo accounts with readable user IDs', async () => {
    const mariana = await TestClient.signedIn(t.app, 'mariana@lunna.demo');
    expect((await mariana.get('/api/conta')).json()).toEqual({
      email: 'mariana@lunna.demo',
      idUsuario: 'mariana',
      papel: 'responsavel',
      nome: 'Mariana Souza',
      emailPendente: null,
    });
    const ana = await TestClient.signedIn(t.app, 'ana.professora@lunna.demo');
    expect((await ana.get('/api/conta')).json()).toMatchObject({
      idUsuario: 'ana.professora',
      papel: 'pedagogo',
    });
    expect(JSON.stringify((await ana.get('/api/conta')).json())).not.toContain('senha');
  });

  it('a new account gets a user ID from its name, with a number when the name is taken', async () => {
    const a = await registerGuardian(t, { nomeResp: 'Lívia Quintela' });
    const b = await registerGuardian(t, { nomeResp: 'Lívia Quintela' });
    expect((await a.client.get('/api/conta')).json().idUsuario).toBe('livia.quintela');
    expect((await b.client.get('/api/conta')).json().idUsuario).toMatch(/^livia\.quintela\d+$/);
  });
});

describe('user ID', () => {
  it('availability: the rules, then whether someone else has it', async () => {
    const carlos = await TestClient.signedIn(t.app, 'carlos@lunna.demo');
    const check = async (v: string) =>
      (await carlos.get(`/api/conta/id-usuario/disponivel?idUsuario=${encodeURIComponent(v)}`)).json();
    expect(await check('mariana')).toEqual({
      disponivel: false,
      motivo: 'Este ID de usuário já está em uso',
    });
    expect(await check('MARIANA')).toEqual({
      disponivel: false,
      motivo: 'Este ID de usuário já está em uso',
    });
    expect(await check('carlos')).toEqual({ disponivel: true });
    expect(await check('carlos.livre.99')).toEqual({ disponivel: true });
    expect(await check('ab')).toEqual({
      disponivel: false,
      motivo: 'O ID de usuário deve ter pelo menos 3 caracteres',
    });
    expect(await check('9abc')).toEqual({
      disponivel: false,
      motivo: 'O ID de usuário deve começar com uma letra',
    });
    expect(await check('admin')).toEqual({ disponivel: false, motivo: 'Este ID de usuário é reservado' });
    expect(await check('olá mundo')).toMatchObject({ disponivel: false });
  });

  it('PUT changes it; taken → 409 ID_USUARIO_EM_USO and nothing changes; bad input → 400', async () => {
    const g = await registerGuardian(t);
    const before = (await userRow(g.email))!.idUsuario;
    const taken = await g.client.put('/api/conta/id-usuario', { idUsuario: 'Mariana' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: 'ID_USUARIO_EM_USO',
      message: 'Este ID de usuário já está em uso',
      fields: { idUsuario: 'Este ID de usuário já está em uso' },
    });
    for (const [idUsuario, message] of [
      ['x', 'O ID de usuário deve ter pelo menos 3 caracteres'],
      ['suporte', 'Este ID de usuário é reservado'],
      ['com espaço', 'Use apenas letras minúsculas sem acento, números, ponto (.) e sublinhado (_)'],
    ]) {
      const res = await g.client.put('/api/conta/id-usuario', { idUsuario });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.idUsuario).toBe(message);
    }
    expect((await userRow(g.email))!.idUsuario).toBe(before);
    const ok = await g.client.put('/api/conta/id-usuario', { idUsuario: ' Nova.Joana_1 ' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().idUsuario).toBe('nova.joana_1');
    expect((await userRow(g.email))!.idUsuario).toBe('nova.joana_1');
    // Keeping one's own handle is no conflict.
    expect((await g.client.put('/api/conta/id-usuario', { idUsuario: 'nova.joana_1' })).statusCode).toBe(200);
  });

  it('two people asking for the same free handle at once: one gets it, the other a 409', async () => {
    const a = await registerGuardian(t);
    const b = await registerGuardian(t);
    const results = await Promise.all([
      a.client.put('/api/conta/id-usuario', { idUsuario: 'corrida.justa' }),
      b.client.put('/api/conta/id-usuario', { idUsuario: 'corrida.justa' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(
      await t.database.db.select().from(usuario).where(eq(usuario.idUsuario, 'corrida.justa')),
    ).toHaveLength(1);
  });
});

describe('changing the e-mail', () => {
  it('needs the password and a free, different address; refusals write nothing and send nothing', async () => {
    const g = await registerGuardian(t);
    const id = (await userRow(g.email))!.id;
    const sent = t.mail.length;
    const wrong = await g.client.post('/api/conta/email', {
      novoEmail: 'novo.endereco@exemplo.com.br',
      senha: 'senha-errada-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ senha: 'Senha incorreta' });
    const taken = await g.client.post('/api/conta/email', {
      novoEmail: 'MARIANA@lunna.demo',
      senha: g.senha,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ novoEmail: 'Email ja cadastrado' });
    const same = await g.client.post('/api/conta/email', { novoEmail: g.email, senha: g.senha });
    expect(same.statusCode).toBe(400);
    const bad = await g.client.post('/api/conta/email', { novoEmail: 'nao-e-email', senha: g.senha });
    expect(bad.json().fields.novoEmail).toBe('Email invalido');
    expect(await openEmailCodes(id)).toHaveLength(0);
    expect(t.mail.length).toBe(sent);
  });

  it('sends a 6-digit code to the new address (stored hashed); the code changes the sign-in e-mail and the old address is told', async () => {
    const g = await registerGuardian(t);
    const novo = `trocado.${Date.now()}@exemplo.com.br`;
    const res = await g.client.post('/api/conta/email', { novoEmail: novo, senha: g.senha });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(g.email);
    expect(res.json().emailPendente).toMatch(/^tr\*\*\*@ex\*\*\*\.com\.br$/);
    const codigo = codeIn(novo)!;
    expect(codigo).toMatch(/^\d{6}$/);
    const [row] = await openEmailCodes((await userRow(g.email))!.id);
    expect(row!.destino).toBe(novo);
    expect(row!.codigoHash).not.toContain(codigo);
    // Nothing changed yet: the old address still signs in.
    expect((await userRow(g.email))!.email).toBe(g.email);

    const wrongCode = await g.client.post('/api/conta/email/confirmar', {
      codigo: codigo === '000000' ? '111111' : '000000',
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().code).toBe('INVALID_CODE');
    expect((await g.client.post('/api/conta/email/confirmar', { codigo: '12ab' })).statusCode).toBe(400);

    const ok = await g.client.post('/api/conta/email/confirmar', { codigo });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ email: novo, emailPendente: null });
    expect(await userRow(g.email)).toBeUndefined();
    expect((await userRow(novo))!.emailConfirmadoEm).toBeInstanceOf(Date);

    const notice = [...t.mail]
      .reverse()
      .find((m) => m.to === g.email && m.subject === 'Lunna — o e-mail da sua conta foi alterado')!;
    expect(notice.text).toContain('tr***@ex***.com.br');
    expect(notice.text).not.toContain(codigo);
    expect(notice.text).not.toMatch(/https?:\/\//);
    expect(notice.text).not.toContain(novo);

    expect(
      (
        await new TestClient(t.app).post('/api/responsavel/login-responsavel', {
          email: g.email,
          senha: g.senha,
        })
      ).statusCode,
    ).toBe(400);
    await TestClient.signedIn(t.app, novo, g.senha);
    // Used once.
    expect((await g.client.post('/api/conta/email/confirmar', { codigo })).statusCode).toBe(400);
  });

  it('a code dies after 5 wrong tries, after it expires, and when the change is cancelled', async () => {
    const g = await registerGuardian(t);
    const id = (await userRow(g.email))!.id;
    const start = async () => {
      const novo = `tentativa.${Date.now()}${Math.random().toString(36).slice(2, 6)}@exemplo.com.br`;
      expect((await g.client.post('/api/conta/email', { novoEmail: novo, senha: g.senha })).statusCode).toBe(
        200,
      );
      return codeIn(novo)!;
    };
    const wrong = (c: string) => (c === '999999' ? '999998' : '999999');

    let codigo = await start();
    for (let i = 0; i < 5; i++)
      expect((await g.client.post('/api/conta/email/confirmar', { codigo: wrong(codigo) })).statusCode).toBe(
        400,
      );
    expect((await g.client.post('/api/conta/email/confirmar', { codigo })).statusCode).toBe(400);

    codigo = await start();
    await t.database.db
      .update(codigoVerificacao)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(codigoVerificacao.usuarioId, id));
    expect((await g.client.post('/api/conta/email/confirmar', { codigo })).statusCode).toBe(400);
    expect((await g.client.get('/api/conta')).json().emailPendente).toBeNull();

    codigo = await start();
    const cancelled = await g.client.delete('/api/conta/email');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().emailPendente).toBeNull();
    expect((await g.client.post('/api/conta/email/confirmar', { codigo })).statusCode).toBe(400);
    expect((await userRow(g.email))!.email).toBe(g.email);
  });

  it('an address taken by someone else before the code is typed is refused then (409) and nothing changes', async () => {
    const g = await registerGuardian(t);
    const other = await registerGuardian(t);
    const novo = `disputado.${Date.now()}@exemplo.com.br`;
    await g.client.post('/api/conta/email', { novoEmail: novo, senha: g.senha });
    await t.database.db.update(usuario).set({ email: novo }).where(eq(usuario.email, other.email));
    const res = await g.client.post('/api/conta/email/confirmar', { codigo: codeIn(novo)! });
    expect(res.statusCode).toBe(409);
    expect(await userRow(g.email)).toBeDefined();
  });
});

describe('changing the password', () => {
  it('refuses a wrong current password, a mismatch or a short one, changing nothing', async () => {
    const g = await registerGuardian(t);
    const hash = (await userRow(g.email))!.senhaHash;
    const wrong = await g.client.put('/api/conta/senha', {
      senhaAtual: 'nao-e-esta-1',
      novaSenha: 'nova-senha-boa-1',
      confirmarSenha: 'nova-senha-boa-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'A senha atual está incorreta',
      fields: { senhaAtual: 'A senha atual está incorreta' },
    });
    const mismatch = await g.client.put('/api/conta/senha', {
      senhaAtual: g.senha,
      novaSenha: 'nova-senha-boa-1',
      confirmarSenha: 'outra-coisa-1',
    });
    expect(mismatch.json().fields.confirmarSenha).toBe('As senhas nao sao iguais');
    const short = await g.client.put('/api/conta/senha', {
      senhaAtual: g.senha,
      novaSenha: 'curta',
      confirmarSenha: 'curta',
    });
    expect(short.json().fields.novaSenha).toBe('O minimo de caracteres é 8');
    const same = await g.client.put('/api/conta/senha', {
      senhaAtual: g.senha,
      novaSenha: g.senha,
      confirmarSenha: g.senha,
    });
    expect(same.json().fields.novaSenha).toBe('A nova senha deve ser diferente da atual');
    expect((await userRow(g.email))!.senhaHash).toBe(hash);
  });

  it('changes it, ends every other session (this one stays) and tells the owner', async () => {
    const g = await registerGuardian(t);
    const phone = await TestClient.signedIn(t.app, g.email, g.senha);
    const { token: otherToken } = await new TestClient(t.app).login(g.email, g.senha);
    const res = await g.client.put('/api/conta/senha', {
      senhaAtual: g.senha,
      novaSenha: 'nova-senha-boa-1',
      confirmarSenha: 'nova-senha-boa-1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ encerradas: 2 });
    expect((await g.client.get('/api/conta')).statusCode).toBe(200);
    expect((await phone.get('/api/conta')).statusCode).toBe(401);
    expect((await bearer(otherToken).get('/api/conta')).statusCode).toBe(401);
    expect(
      (
        await new TestClient(t.app).post('/api/responsavel/login-responsavel', {
          email: g.email,
          senha: g.senha,
        })
      ).statusCode,
    ).toBe(400);
    await TestClient.signedIn(t.app, g.email, 'nova-senha-boa-1');
    const mail = [...t.mail]
      .reverse()
      .find((m) => m.to === g.email && m.subject === 'Lunna — sua senha foi alterada')!;
    expect(mail.text).toContain('outras sessões');
    expect(mail.text).not.toContain('nova-senha-boa-1');
  });
});

describe('sessions', () => {
  const CHROME =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
  const PHONE =
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Mobile Safari/537.36';

  async function signInWith(email: string, senha: string, userAgent: string, remoteAddress = '127.0.0.1') {
    const client = new TestClient(t.app);
    await client.get('/api/health');
    const res = await client.request({
      method: 'POST',
      url: '/api/responsavel/login-responsavel',
      payload: { email, senha },
      headers: { 'content-type': 'application/json', 'user-agent': userAgent },
      remoteAddress,
    });
    expect(res.statusCode).toBe(200);
    return { client, token: (res.json() as { token: string }).token };
  }

  it('lists the live sessions with browser, system, device, place and which one is asking', async () => {
    const g = await registerGuardian(t);
    const desk = await signInWith(g.email, g.senha, CHROME, '192.168.0.12');
    await signInWith(g.email, g.senha, PHONE, '200.160.2.3');
    const res = await desk.client.get('/api/conta/sessoes');
    expect(res.statusCode).toBe(200);
    const { sessoes } = res.json() as { sessoes: Record<string, unknown>[] };
    expect(sessoes).toHaveLength(3);
    expect(sessoes[0]!.atual).toBe(true);
    expect(sessoes.filter((s) => s.atual)).toEqual([
      expect.objectContaining({
        navegador: 'Chrome 140',
        sistema: 'Windows 10',
        dispositivo: 'computador',
        local: 'Rede local',
      }),
    ]);
    expect(sessoes).toContainEqual(
      expect.objectContaining({
        navegador: 'Chrome 139',
        sistema: 'Android 14',
        dispositivo: 'celular',
        local: 'Local desconhecido',
        atual: false,
      }),
    );
    expect(Object.keys(sessoes[0]!).sort()).toEqual([
      'atual',
      'criadaEm',
      'dispositivo',
      'idSessao',
      'local',
      'navegador',
      'sistema',
      'ultimoUso',
    ]);
  });

  it('"Sair" on a session ends it: its bearer token gets 401 on the very next request', async () => {
    const g = await registerGuardian(t);
    const other = await signInWith(g.email, g.senha, PHONE);
    expect((await bearer(other.token).get('/api/conta')).statusCode).toBe(200);
    const { sessoes } = (await g.client.get('/api/conta/sessoes')).json() as {
      sessoes: { idSessao: string; atual: boolean }[];
    };
    const target = sessoes.find((s) => !s.atual)!;
    const res = await g.client.delete(`/api/conta/sessoes/${target.idSessao}`);
    expect(res.statusCode).toBe(200);
    expect((await bearer(other.token).get('/api/conta')).statusCode).toBe(401);
    expect((await g.client.get('/api/conta')).statusCode).toBe(200);
  });

  it('another user\'s session is "not found" and keeps working; a malformed id is 400', async () => {
    const g = await registerGuardian(t);
    const stranger = await registerGuardian(t);
    const [theirs] = await t.database.db
      .select({ id: sessao.id })
      .from(sessao)
      .innerJoin(usuario, eq(usuario.id, sessao.usuarioId))
      .where(eq(usuario.email, stranger.email));
    const res = await g.client.delete(`/api/conta/sessoes/${theirs!.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Sessão não encontrada' });
    expect((await stranger.client.get('/api/conta')).statusCode).toBe(200);
    expect((await g.client.delete('/api/conta/sessoes/nao-e-id')).statusCode).toBe(400);
  });

  it('"Sair de todas" ends every other session and keeps this one', async () => {
    const g = await registerGuardian(t);
    const a = await signInWith(g.email, g.senha, PHONE);
    const b = await signInWith(g.email, g.senha, CHROME);
    const res = await g.client.post('/api/conta/sessoes/sair-de-todas');
    expect(res.json()).toEqual({ encerradas: 2 });
    expect((await bearer(a.token).get('/api/conta')).statusCode).toBe(401);
    expect((await bearer(b.token).get('/api/conta')).statusCode).toBe(401);
    const after = (await g.client.get('/api/conta/sessoes')).json();
    expect(after.sessoes).toHaveLength(1);
    expect(after.sessoes[0].atual).toBe(true);
  });

  it('ending the session one is using signs it out (cookie cleared)', async () => {
    const g = await registerGuardian(t);
    const { sessoes } = (await g.client.get('/api/conta/sessoes')).json() as {
      sessoes: { idSessao: string; atual: boolean }[];
    };
    const res = await g.client.delete(`/api/conta/sessoes/${sessoes.find((s) => s.atual)!.idSessao}`);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'lunna_session')?.value).toBe('');
    expect((await g.client.get('/api/conta')).statusCode).toBe(401);
  });
});

describe('other schools', () => {
  it('staff of another school see only their own account', async () => {
    const outside = await otherSchoolStaff(t.database.db, 'gestor');
    const client = await TestClient.signedIn(t.app, outside.email);
    const res = await client.get('/api/conta');
    expect(res.json()).toMatchObject({ email: outside.email, papel: 'gestor' });
    const { sessoes } = (await client.get('/api/conta/sessoes')).json() as { sessoes: unknown[] };
    expect(sessoes).toHaveLength(1);
  });
});
