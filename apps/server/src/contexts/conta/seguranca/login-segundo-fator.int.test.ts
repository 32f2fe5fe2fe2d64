import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desafioLogin, dispositivoConhecido, sessao, usuario } from '../../../db/schema';
import { sha256 } from '../../../lib/tokens';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  enableSms,
  enableTotp,
  lastSmsCode,
  newAccount,
  totpCode,
  wrongTotp,
} from './seguranca.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const idOf = async (email: string) =>
  (await db().select({ id: usuario.id }).from(usuario).where(eq(usuario.email, email)))[0]!.id;
const sessionsOf = async (email: string) =>
  (
    await db()
      .select()
      .from(sessao)
      .where(eq(sessao.usuarioId, await idOf(email)))
  ).length;

/** A browser that visited once (CSRF cookie) and has not signed in. */
async function browser() {
  const c = new TestClient(t.app);
  await c.get('/api/health');
  return c;
}

const firstStep = (c: TestClient, email: string, senha: string) =>
  c.post('/api/responsavel/login-responsavel', { email, senha });
const secondStep = (c: TestClient, desafio: string, codigo: string) =>
  c.post('/api/responsavel/login-responsavel/segundo-fator', { desafio, codigo });

/** An account with the authenticator on (and its recovery codes). */
async function withTotp() {
  const account = await newAccount(t);
  const { segredo, codigos } = await enableTotp(account.client);
  return { ...account, segredo, codigos: codigos! };
}

/** Signs in up to the second step; returns the challenge. */
async function challenge(c: TestClient, email: string, senha: string) {
  const res = await firstStep(c, email, senha);
  expect(res.statusCode).toBe(200);
  return res.json().segundoFator.desafio as string;
}

describe('sign-in without two-factor', () => {
  it('answers the spec’s {nome, token, papel} and opens the session', async () => {
    const { email, senha, nome } = await newAccount(t);
    const c = await browser();
    const res = await firstStep(c, email, senha);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['nome', 'papel', 'token']);
    expect(res.json()).toMatchObject({ nome, papel: 'responsavel' });
    expect(c.cookies.has('lunna_session')).toBe(true);
    expect((await c.get('/api/sessao')).statusCode).toBe(200);
  });
});

describe('sign-in with the authenticator on', () => {
  it('the password alone opens no session: a challenge (stored hashed) and the methods', async () => {
    const { email, senha } = await withTotp();
    const before = await sessionsOf(email);
    const c = await browser();
    const res = await firstStep(c, email, senha);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['segundoFator']);
    expect(body.segundoFator.metodos).toEqual(['totp']);
    expect(body.segundoFator.desafio.length).toBeGreaterThanOrEqual(40);
    expect(c.cookies.has('lunna_session')).toBe(false);
    expect(res.cookies.find((k) => k.name === 'lunna_session')).toBeUndefined();
    expect((await c.get('/api/sessao')).statusCode).toBe(401);
    expect(await sessionsOf(email)).toBe(before);
    const [row] = await db()
      .select()
      .from(desafioLogin)
      .where(eq(desafioLogin.usuarioId, await idOf(email)));
    expect(row!.tokenHash).toBe(sha256(body.segundoFator.desafio));
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);

    // A wrong password is still the plain refusal.
    expect((await firstStep(await browser(), email, 'errada-12345')).json()).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Usuario ou senha invalido',
    });
  });

  it('refuses a wrong code (no session), accepts the right one: session and cookie as a normal sign-in; the challenge is then used up', async () => {
    const { email, senha, nome, segredo } = await withTotp();
    const c = await browser();
    const desafio = await challenge(c, email, senha);
    const before = await sessionsOf(email);

    const wrong = await secondStep(c, desafio, wrongTotp(segredo));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'INVALID_CODE',
      message: 'Código incorreto ou expirado. Confira e tente de novo.',
      fields: { codigo: 'Código incorreto ou expirado. Confira e tente de novo.' },
    });
    expect(c.cookies.has('lunna_session')).toBe(false);
    expect(await sessionsOf(email)).toBe(before);

    const ok = await secondStep(c, desafio, totpCode(segredo));
    expect(ok.statusCode).toBe(200);
    expect(Object.keys(ok.json()).sort()).toEqual(['nome', 'papel', 'token']);
    expect(ok.json()).toMatchObject({ nome, papel: 'responsavel' });
    const cookie = ok.cookies.find((k) => k.name === 'lunna_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect((await c.get('/api/sessao')).json()).toMatchObject({ nome, email });
    expect(await sessionsOf(email)).toBe(before + 1);
    // The bearer token works too.
    const bearer = new TestClient(t.app);
    bearer.bearer = ok.json().token;
    expect((await bearer.get('/api/sessao')).statusCode).toBe(200);

    const reuse = await secondStep(await browser(), desafio, totpCode(segredo));
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().fields).toEqual({
      desafio: 'A verificação expirou ou teve tentativas demais. Entre de novo com seu e-mail e senha.',
    });
  });

  it('accepts a recovery code once (any case, with or without the dash) and refuses it the second time', async () => {
    const { email, senha, codigos, client } = await withTotp();
    const code = codigos[3]!;
    const c = await browser();
    const ok = await secondStep(c, await challenge(c, email, senha), code.replace('-', '').toLowerCase());
    expect(ok.statusCode).toBe(200);
    expect(c.cookies.has('lunna_session')).toBe(true);
    expect((await client.get('/api/seguranca')).json().codigosRestantes).toBe(9);

    const again = await browser();
    const refused = await secondStep(again, await challenge(again, email, senha), code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.codigo).toBeDefined();
    expect(again.cookies.has('lunna_session')).toBe(false);
    // Another unused code still works.
    const other = await browser();
    expect((await secondStep(other, await challenge(other, email, senha), codigos[4]!)).statusCode).toBe(200);
  });

  it('five wrong codes end the challenge: the right code is then refused too', async () => {
    const { email, senha, segredo } = await withTotp();
    const c = await browser();
    const desafio = await challenge(c, email, senha);
    for (let i = 1; i <= 4; i++)
      expect((await secondStep(c, desafio, wrongTotp(segredo))).json().fields).toHaveProperty('codigo');
    const fifth = await secondStep(c, desafio, wrongTotp(segredo));
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json().fields).toHaveProperty('desafio');
    const right = await secondStep(c, desafio, totpCode(segredo));
    expect(right.statusCode).toBe(400);
    expect(right.json().fields).toHaveProperty('desafio');
    expect(c.cookies.has('lunna_session')).toBe(false);
    expect(
      await db()
        .select()
        .from(desafioLogin)
        .where(eq(desafioLogin.usuarioId, await idOf(email))),
    ).toHaveLength(0);
    // Signing in again gives a fresh challenge.
    const d2 = await challenge(c, email, senha);
    expect((await secondStep(c, d2, totpCode(segredo))).statusCode).toBe(200);
  });

  it('refuses an expired challenge', async () => {
    const { email, senha, segredo } = await withTotp();
    const c = await browser();
    const desafio = await challenge(c, email, senha);
    await db()
      .update(desafioLogin)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(desafioLogin.tokenHash, sha256(desafio)));
    const res = await secondStep(c, desafio, totpCode(segredo));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('desafio');
    expect(c.cookies.has('lunna_session')).toBe(false);
  });

  it('validates the second step: unknown challenge, missing code', async () => {
    const c = await browser();
    expect((await secondStep(c, 'x'.repeat(43), '123456')).json()).toMatchObject({
      code: 'INVALID_CODE',
      fields: { desafio: expect.any(String) },
    });
    const missing = await c.post('/api/responsavel/login-responsavel/segundo-fator', {
      desafio: 'x'.repeat(43),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION', fields: { codigo: 'Digite o código' } });
    expect((await c.post('/api/responsavel/login-responsavel/segundo-fator', {})).statusCode).toBe(400);
  });
});

describe('one-time codes are used once (RFC 6238 §5.2)', () => {
  it('an authenticator code that opened a session is refused afterwards, on a new challenge too; the next code works', async () => {
    const { email, senha, segredo } = await withTotp();
    const codigo = totpCode(segredo);
    const first = await browser();
    expect((await secondStep(first, await challenge(first, email, senha), codigo)).statusCode).toBe(200);

    const replay = await browser();
    const refused = await secondStep(replay, await challenge(replay, email, senha), codigo);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty('codigo');
    expect(replay.cookies.has('lunna_session')).toBe(false);
    // A code of an earlier time step (still inside the drift window) is refused as well.
    const older = await browser();
    expect(
      (await secondStep(older, await challenge(older, email, senha), totpCode(segredo, -1))).statusCode,
    ).toBe(400);
    // The code of the next step has not been used: it works.
    const next = await browser();
    expect(
      (await secondStep(next, await challenge(next, email, senha), totpCode(segredo, 1))).statusCode,
    ).toBe(200);
  });

  it('the code that turned the authenticator on cannot sign in', async () => {
    const { email, senha, client } = await newAccount(t);
    const start = await client.post('/api/seguranca/totp');
    const { segredo } = start.json() as { segredo: string };
    const codigo = totpCode(segredo);
    expect((await client.post('/api/seguranca/totp/confirmar', { codigo })).statusCode).toBe(200);
    const c = await browser();
    expect((await secondStep(c, await challenge(c, email, senha), codigo)).statusCode).toBe(400);
  });

  it('an SMS sign-in code takes 5 wrong tries per account, whatever the number of challenges; then a new code is needed', async () => {
    const { email, senha, client } = await newAccount(t);
    await enableSms(t, client);
    const c = await browser();
    const first = await challenge(c, email, senha);
    expect((await c.post('/api/responsavel/login-responsavel/sms', { desafio: first })).statusCode).toBe(200);
    const codigo = lastSmsCode(t);
    const wrong = codigo === '111111' ? '222222' : '111111';
    // Two wrong tries on each of three challenges: none of them runs out of its own five.
    let tries = 0;
    for (const desafio of [first, await challenge(c, email, senha), await challenge(c, email, senha)]) {
      for (let i = 0; i < 2 && tries < 5; i++, tries++)
        expect((await secondStep(c, desafio, wrong)).statusCode).toBe(400);
    }
    const right = await secondStep(c, await challenge(c, email, senha), codigo);
    expect(right.statusCode).toBe(400);
    expect(c.cookies.has('lunna_session')).toBe(false);
    // A new SMS brings a new code, which works.
    const desafio = await challenge(c, email, senha);
    expect((await c.post('/api/responsavel/login-responsavel/sms', { desafio })).statusCode).toBe(200);
    expect((await secondStep(c, desafio, lastSmsCode(t))).statusCode).toBe(200);
  });
});

describe('sign-in by SMS', () => {
  it('sends the code to the confirmed phone and signs in with it; the code works once', async () => {
    const { email, senha, client } = await newAccount(t);
    await enableSms(t, client, '21 99876-5432');
    const c = await browser();
    const res = await firstStep(c, email, senha);
    expect(res.json().segundoFator.metodos).toEqual(['sms']);
    const desafio = res.json().segundoFator.desafio as string;

    const sent = await c.post('/api/responsavel/login-responsavel/sms', { desafio });
    expect(sent.statusCode).toBe(200);
    expect(t.sms.at(-1)!.to).toBe('+5521998765432');
    expect(t.sms.at(-1)!.text).toContain('para entrar no Lunna');
    const codigo = lastSmsCode(t);
    expect((await secondStep(c, desafio, codigo)).statusCode).toBe(200);
    expect(c.cookies.has('lunna_session')).toBe(true);

    const again = await browser();
    expect((await secondStep(again, await challenge(again, email, senha), codigo)).statusCode).toBe(400);
  });

  it('refuses to send for an unknown challenge or an account without SMS', async () => {
    const c = await browser();
    const sent = t.sms.length;
    expect(
      (await c.post('/api/responsavel/login-responsavel/sms', { desafio: 'y'.repeat(43) })).json().fields,
    ).toHaveProperty('desafio');
    const { email, senha } = await withTotp();
    const res = await c.post('/api/responsavel/login-responsavel/sms', {
      desafio: await challenge(c, email, senha),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('O código por SMS não está disponível para esta conta');
    expect(t.sms.length).toBe(sent);
  });

  it('with both methods on, offers both and accepts either', async () => {
    const { email, senha, client } = await newAccount(t);
    const { segredo } = await enableTotp(client);
    await enableSms(t, client);
    const c = await browser();
    const res = await firstStep(c, email, senha);
    expect(res.json().segundoFator.metodos).toEqual(['totp', 'sms']);
    expect((await secondStep(c, res.json().segundoFator.desafio, totpCode(segredo))).statusCode).toBe(200);
  });
});

describe('rate limiting', () => {
  it('answers 429 after too many second-step tries from one address', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_LOGIN: '3' }, seed: false });
    try {
      const c = new TestClient(limited.app);
      const answers = [];
      for (let i = 0; i < 4; i++)
        answers.push(
          (
            await c.post('/api/responsavel/login-responsavel/segundo-fator', {
              desafio: 'z'.repeat(43),
              codigo: '123456',
            })
          ).statusCode,
        );
      expect(answers).toEqual([400, 400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('the suspicious-login alert', () => {
  const alerts = (email: string) =>
    t.mail.filter((m) => m.to === email && m.subject === 'Lunna — novo acesso à sua conta');
  const CHROME_WINDOWS =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
  const signIn = (c: TestClient, email: string, senha: string) =>
    c.request({
      method: 'POST',
      url: '/api/responsavel/login-responsavel',
      payload: { email, senha },
      headers: { 'content-type': 'application/json', 'user-agent': CHROME_WINDOWS },
    });

  it('records the first device silently, says nothing for a known one, e-mails for a new one', async () => {
    const { email, senha } = await newAccount(t);
    const first = await browser();
    const res = await signIn(first, email, senha);
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((k) => k.name === 'lunna_dispositivo');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });
    expect(cookie!.maxAge).toBeGreaterThan(300 * 24 * 3600);
    const devices = await db()
      .select()
      .from(dispositivoConhecido)
      .where(eq(dispositivoConhecido.usuarioId, await idOf(email)));
    expect(devices).toHaveLength(1);
    expect(devices[0]!.dispositivoHash).toBe(sha256(cookie!.value));
    expect(alerts(email)).toHaveLength(0);

    // The same browser again (its cookie is sent): known, no e-mail, no new cookie.
    const again = await signIn(first, email, senha);
    expect(again.cookies.find((k) => k.name === 'lunna_dispositivo')).toBeUndefined();
    expect(alerts(email)).toHaveLength(0);

    // Another browser: an e-mail, with when, what and what to do.
    await signIn(await browser(), email, senha);
    expect(alerts(email)).toHaveLength(1);
    const text = alerts(email)[0]!.text;
    expect(text).toContain('Chrome no Windows');
    expect(text).toMatch(/\d{4}/);
    expect(text).toContain('Troque sua senha');
    expect(text).toContain('Configurações → Sessões');
    expect(text).toContain('/configuracao');
    expect(
      await db()
        .select()
        .from(dispositivoConhecido)
        .where(eq(dispositivoConhecido.usuarioId, await idOf(email))),
    ).toHaveLength(2);
  });

  it('sends nothing when the user turned it off', async () => {
    const { email, senha, client } = await newAccount(t);
    await signIn(await browser(), email, senha);
    expect((await client.put('/api/seguranca/alerta-login', { alertaLoginSuspeito: false })).statusCode).toBe(
      200,
    );
    await signIn(await browser(), email, senha);
    expect(alerts(email)).toHaveLength(0);
    // Back on: the next new browser is reported.
    await client.put('/api/seguranca/alerta-login', { alertaLoginSuspeito: true });
    await signIn(await browser(), email, senha);
    expect(alerts(email)).toHaveLength(1);
  });

  it('with two-factor on, looks at the device only once the second step passes', async () => {
    const { email, senha, segredo } = await withTotp();
    await signIn(await browser(), email, senha); // only the first step: not a sign-in
    expect(
      await db()
        .select()
        .from(dispositivoConhecido)
        .where(eq(dispositivoConhecido.usuarioId, await idOf(email))),
    ).toHaveLength(0);
    const c1 = await browser();
    await secondStep(c1, await challenge(c1, email, senha), totpCode(segredo));
    expect(alerts(email)).toHaveLength(0);
    const c2 = await browser();
    // The next step's code: each code signs in once.
    await secondStep(c2, await challenge(c2, email, senha), totpCode(segredo, 1));
    expect(alerts(email)).toHaveLength(1);
  });
});
