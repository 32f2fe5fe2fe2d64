import { eq } from 'drizzle-orm';
import { usuario } from '../../../db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { TestClient } from '../../../test/http-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/responsavel/login-responsavel', () => {
  it('signs in with the right password: {nome, token, papel} and an httpOnly session cookie', async () => {
    const client = new TestClient(t.app);
    await client.get('/api/health');
    const res = await client.post('/api/responsavel/login-responsavel', {
      email: 'Mariana@lunna.demo',
      senha: 'lunna-demo-2026',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ nome: 'Mariana Souza', token: expect.any(String), papel: 'responsavel' });
    const cookie = res.cookies.find((c) => c.name === 'lunna_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(JSON.stringify(body)).not.toContain('senha');
  });

  it('answers 400 "Usuario ou senha invalido" for a wrong password and for an unknown e-mail alike', async () => {
    const client = new TestClient(t.app);
    const wrong = await client.post('/api/responsavel/login-responsavel', {
      email: 'mariana@lunna.demo',
      senha: 'senha-errada',
    });
    const unknown = await client.post('/api/responsavel/login-responsavel', {
      email: 'ninguem@lunna.demo',
      senha: 'senha-errada',
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Usuario ou senha invalido' });
      expect(res.cookies.find((c) => c.name === 'lunna_session')).toBeUndefined();
    }
  });

  it.each([
    [{ senha: 'lunna-demo-2026' }, 'email', 'O email é obrigatorio'],
    [{ email: '', senha: 'lunna-demo-2026' }, 'email', 'O email é obrigatorio'],
    [{ email: 'nao-e-email', senha: 'lunna-demo-2026' }, 'email', 'Email invalido'],
    [{ email: 'mariana@lunna.demo', senha: '' }, 'senha', 'A senha é obrigatoria'],
    [{ email: 'mariana@lunna.demo', senha: 'curta' }, 'senha', 'O minimo e caracteres é 8'],
  ])('rejects %j with the spec message', async (payload, field, message) => {
    const res = await new TestClient(t.app).post('/api/responsavel/login-responsavel', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(res.json().fields[field]).toBe(message);
  });

  it('rejects malformed JSON with a clear 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/responsavel/login-responsavel',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "mariana@lunna.demo", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: 'JSON invalido' });
  });
});

describe('sessions', () => {
  it('GET /api/sessao is 401 without a session and describes the user with one', async () => {
    const client = new TestClient(t.app);
    expect((await client.get('/api/sessao')).statusCode).toBe(401);
    expect((await client.get('/api/sessao')).json().code).toBe('UNAUTHENTICATED');
    await client.login('mariana@lunna.demo');
    const res = await client.get('/api/sessao');
    expect(res.statusCode).toBe(200);
    const [mariana] = await t.database.db
      .select({ id: usuario.id })
      .from(usuario)
      .where(eq(usuario.email, 'mariana@lunna.demo'));
    expect(res.json()).toEqual({
      usuarioId: mariana!.id,
      nome: 'Mariana Souza',
      email: 'mariana@lunna.demo',
      papel: 'responsavel',
      escola: 'Creche Lunna Jardim das Flores',
      idioma: 'pt-BR',
      tamanhoFonte: 36,
      contraste: 60,
      aguardandoTurma: null,
    });
  });

  it('accepts Authorization: Bearer with the token from the login answer', async () => {
    const { token } = await new TestClient(t.app).login('carlos@lunna.demo');
    const api = new TestClient(t.app);
    api.bearer = token;
    expect((await api.get('/api/sessao')).json().email).toBe('carlos@lunna.demo');
    api.bearer = `${token}x`;
    expect((await api.get('/api/sessao')).statusCode).toBe(401);
  });

  it('logout ends the session for real: the same token no longer works', async () => {
    const client = new TestClient(t.app);
    const { token } = await client.login('patricia@lunna.demo');
    const out = await client.post('/api/sessao/sair');
    expect(out.statusCode).toBe(200);
    expect((await client.get('/api/sessao')).statusCode).toBe(401);
    const replay = new TestClient(t.app);
    replay.bearer = token;
    expect((await replay.get('/api/sessao')).statusCode).toBe(401);
  });

  it('refuses a cookie-authenticated unsafe request without the X-XSRF-TOKEN header (CSRF)', async () => {
    const client = new TestClient(t.app);
    await client.login('mariana@lunna.demo');
    client.csrf = false;
    const res = await client.post('/api/sessao/sair');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF');
    const forged = await client.request({
      method: 'POST',
      url: '/api/sessao/sair',
      headers: { 'x-xsrf-token': 'forged' },
    });
    expect(forged.statusCode).toBe(403);
    client.csrf = true;
    expect((await client.get('/api/sessao')).statusCode).toBe(200);
  });
});

describe('rate limiting', () => {
  it('limits sign-in per account as well as per address: one school Wi-Fi is not locked out by one account under attack', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_LOGIN: '60', RATE_LIMIT_LOGIN_ACCOUNT: '5' } });
    try {
      const client = new TestClient(limited.app);
      await client.get('/api/health');
      const signIn = (email: string, senha: string, remoteAddress: string) =>
        client.request({
          method: 'POST',
          url: '/api/responsavel/login-responsavel',
          payload: { email, senha },
          headers: { 'content-type': 'application/json' },
          remoteAddress,
        });
      const SCHOOL_WIFI = '203.0.113.10';
      // Thirty parents behind the school's one address, each mistyping once: nobody is held back.
      for (let i = 0; i < 30; i++)
        expect((await signIn(`pai.${i}@exemplo.com.br`, 'senha-errada-1', SCHOOL_WIFI)).statusCode).toBe(400);
      // Mariana's account is attacked from five addresses: the sixth try is refused wherever it comes from…
      for (let i = 1; i <= 5; i++)
        expect((await signIn('mariana@lunna.demo', 'senha-errada-1', `198.51.100.${i}`)).statusCode).toBe(
          400,
        );
      const blocked = await signIn('MARIANA@lunna.demo', 'lunna-demo-2026', '198.51.100.99');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe('RATE_LIMITED');
      expect((await signIn('mariana@lunna.demo', 'lunna-demo-2026', SCHOOL_WIFI)).statusCode).toBe(429);
      // …while the other parents on the school's Wi-Fi (and the attacker's addresses) still sign in.
      expect((await signIn('carlos@lunna.demo', 'lunna-demo-2026', SCHOOL_WIFI)).statusCode).toBe(200);
      expect((await signIn('patricia@lunna.demo', 'lunna-demo-2026', '198.51.100.1')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('answers 429 after too many sign-in attempts from one address', async () => {
    const limited = await createTestApp({ seed: false, env: { RATE_LIMIT_LOGIN: '3' } });
    try {
      const client = new TestClient(limited.app);
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        codes.push(
          (
            await client.post('/api/responsavel/login-responsavel', {
              email: 'x@lunna.demo',
              senha: 'senha-errada',
            })
          ).statusCode,
        );
      }
      expect(codes).toEqual([400, 400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});
