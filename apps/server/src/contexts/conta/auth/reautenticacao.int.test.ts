import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerGuardian } from '../conta/conta.test-helpers';
import { enableTotp, totpCode } from '../seguranca/seguranca.test-support';

/**
 * Re-authentication (decision record: session lifetimes and re-authentication): a long-lived session may read and write everyday things, but exporting
 * data, changing e-mail, password or second factor, or deleting the account needs the password typed in
 * the last 10 minutes, by this session. The mark lives on the session, on the server.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => t.clock.reset());

const MINUTE = 60 * 1000;
const REAUTH = 'REAUTENTICACAO_NECESSARIA';
const json = (client: TestClient, method: 'POST' | 'PUT' | 'DELETE', url: string, payload: unknown = {}) =>
  client.request({ method, url, payload: payload as never, headers: { 'content-type': 'application/json' } });

/** Actions that ask for nothing but the session: past 10 minutes they answer 403 REAUTENTICACAO_NECESSARIA. */
const GUARDED: [string, 'POST', string, unknown][] = [
  ['asking for a data export', 'POST', '/api/privacidade/exportacao', undefined],
  ['starting an authenticator', 'POST', '/api/seguranca/totp', undefined],
  ['confirming an authenticator', 'POST', '/api/seguranca/totp/confirmar', { codigo: '123456' }],
  ['sending a code to a new phone', 'POST', '/api/seguranca/sms', { celular: '(11) 98765-4321' }],
  ['confirming the phone', 'POST', '/api/seguranca/sms/confirmar', { codigo: '123456' }],
];

describe('the guarded actions', () => {
  it.each(GUARDED)(
    '%s: fine right after sign-in, 403 REAUTENTICACAO_NECESSARIA after 10 minutes',
    async (_what, method, url, payload) => {
      const { client } = await registerGuardian(t);
      t.clock.advance(11 * MINUTE);
      const res = await (payload === undefined
        ? client.request({ method, url })
        : json(client, method, url, payload));
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ code: REAUTH, message: expect.any(String) });
      // The session itself is fine: everyday reading goes on.
      expect((await client.get('/api/sessao')).statusCode).toBe(200);
    },
  );

  it('a fresh sign-in counts as typing the password: the export is accepted at once', async () => {
    const mariana = await TestClient.signedIn(t.app, 'mariana@lunna.demo');
    const res = await mariana.post('/api/privacidade/exportacao');
    expect(res.statusCode, res.body).toBe(202);
  });

  it('actions whose form carries the password count it as the confirmation, at any age of the session', async () => {
    const g = await registerGuardian(t);
    t.clock.advance(30 * MINUTE);
    const wrong = await json(g.client, 'PUT', '/api/conta/senha', {
      senhaAtual: 'nao-e-esta-1',
      novaSenha: 'nova-senha-boa-1',
      confirmarSenha: 'nova-senha-boa-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).not.toBe(REAUTH);
    const changed = await json(g.client, 'PUT', '/api/conta/senha', {
      senhaAtual: g.senha,
      novaSenha: 'nova-senha-boa-1',
      confirmarSenha: 'nova-senha-boa-1',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // …and having just typed it, the next guarded action needs no other confirmation.
    expect((await g.client.post('/api/seguranca/totp')).statusCode).toBe(200);
  });
});

describe('POST /api/sessao/reautenticar', () => {
  it('with the right password the guarded action works again for 10 minutes, then asks again', async () => {
    const { client, senha } = await registerGuardian(t);
    t.clock.advance(60 * MINUTE);
    expect((await client.post('/api/seguranca/totp')).json().code).toBe(REAUTH);
    const before = t.clock.now().getTime();
    const ok = await client.post('/api/sessao/reautenticar', { senha });
    expect(ok.statusCode, ok.body).toBe(200);
    const validoAte = new Date(ok.json().validoAte).getTime();
    expect(validoAte).toBeGreaterThanOrEqual(before + 10 * MINUTE);
    expect(validoAte).toBeLessThanOrEqual(t.clock.now().getTime() + 10 * MINUTE);
    t.clock.advance(9 * MINUTE);
    expect((await client.post('/api/seguranca/totp')).statusCode).toBe(200);
    t.clock.advance(2 * MINUTE);
    expect((await client.post('/api/seguranca/totp')).json().code).toBe(REAUTH);
  });

  it('a wrong password is 400 on the field and confirms nothing', async () => {
    const { client } = await registerGuardian(t);
    t.clock.advance(11 * MINUTE);
    const res = await client.post('/api/sessao/reautenticar', { senha: 'nao-e-esta-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', fields: { senha: 'Senha incorreta' } });
    expect((await client.post('/api/seguranca/totp')).json().code).toBe(REAUTH);
    const empty = await client.post('/api/sessao/reautenticar', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('VALIDATION');
  });

  it('the confirmation belongs to the session that typed it, not to the account’s other sessions', async () => {
    const g = await registerGuardian(t);
    const phone = await TestClient.signedIn(t.app, g.email, g.senha);
    t.clock.advance(11 * MINUTE);
    expect((await g.client.post('/api/sessao/reautenticar', { senha: g.senha })).statusCode).toBe(200);
    expect((await g.client.post('/api/seguranca/totp')).statusCode).toBe(200);
    expect((await phone.post('/api/seguranca/totp')).json().code).toBe(REAUTH);
  });

  it('anonymous: 401, and a bearer token (the mobile app) confirms its own session', async () => {
    expect(
      (await new TestClient(t.app).post('/api/sessao/reautenticar', { senha: 'lunna-demo-2026' })).statusCode,
    ).toBe(401);
    const g = await registerGuardian(t);
    const app = new TestClient(t.app);
    app.bearer = g.token;
    t.clock.advance(11 * MINUTE);
    expect((await app.post('/api/seguranca/totp')).json().code).toBe(REAUTH);
    expect((await app.post('/api/sessao/reautenticar', { senha: g.senha })).statusCode).toBe(200);
    expect((await app.post('/api/seguranca/totp')).statusCode).toBe(200);
  });

  it('with two-factor on, the second step’s sign-in counts too', async () => {
    const g = await registerGuardian(t);
    const { segredo } = await enableTotp(g.client);
    t.clock.advance(11 * MINUTE);
    const c = new TestClient(t.app);
    await c.get('/api/health');
    const first = await c.post('/api/responsavel/login-responsavel', { email: g.email, senha: g.senha });
    const desafio = first.json().segundoFator.desafio as string;
    expect(
      (
        await c.post('/api/responsavel/login-responsavel/segundo-fator', {
          desafio,
          codigo: totpCode(segredo, 1),
        })
      ).statusCode,
    ).toBe(200);
    expect((await c.post('/api/privacidade/exportacao')).statusCode).toBe(202);
  });
});
