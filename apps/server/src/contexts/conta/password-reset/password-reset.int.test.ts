import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codigoVerificacao, usuario } from '../../../db/schema';
import { multipart, pngImage, responsavelPayload } from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WRONG = '00000'; // valid shape, but 0 is not in the code alphabet: never a real code
const invalidCode = {
  code: 'INVALID_CODE',
  message: 'Código invalido',
  fields: { codigo: 'Código invalido' },
};

/** A fresh account per test, so tests do not share codes or attempts. The client holds its session. */
async function newAccount() {
  const payload = responsavelPayload();
  const client = new TestClient(t.app);
  const png = await pngImage();
  const res = await client.post(
    '/api/responsavel',
    multipart(
      { body: JSON.stringify(payload) },
      { ftPerfilResp: { data: png, name: 'eu.png', type: 'image/png' } },
    ),
  );
  expect(res.statusCode).toBe(201);
  return { email: payload.emailResp, senha: payload.senha, client };
}

const mailsTo = (email: string) => t.mail.filter((m) => m.to === email);

/** The e-mail goes out after the answer, so wait briefly for it. */
async function waitForMails(email: string, count: number) {
  for (let i = 0; i < 200 && mailsTo(email).length < count; i++) await new Promise((r) => setTimeout(r, 10));
  return mailsTo(email);
}

async function requestCode(email: string): Promise<string> {
  const before = mailsTo(email).length;
  const res = await new TestClient(t.app).post('/api/senha/codigo', { email });
  expect(res.statusCode).toBe(202);
  const mails = await waitForMails(email, before + 1);
  expect(mails).toHaveLength(before + 1);
  const codigo = mails.at(-1)!.text.match(/\b([A-Z2-9]{5})\b/)?.[1];
  expect(codigo).toMatch(/^[A-Z2-9]{5}$/);
  return codigo!;
}

const verify = (email: string, codigo: string) =>
  new TestClient(t.app).post('/api/senha/verificar', { email, codigo });
const reset = (email: string, codigo: string, senha: string, confirmarSenha = senha) =>
  new TestClient(t.app).post('/api/senha/redefinir', { email, codigo, senha, confirmarSenha });
const login = (email: string, senha: string) =>
  new TestClient(t.app).post('/api/responsavel/login-responsavel', { email, senha });

describe('POST /api/senha/codigo', () => {
  it('answers 202 for an unknown e-mail and sends nothing', async () => {
    const sent = t.mail.length;
    const res = await new TestClient(t.app).post('/api/senha/codigo', { email: 'ninguem@exemplo.com.br' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ ok: true });
    await new Promise((r) => setTimeout(r, 100));
    expect(t.mail.length).toBe(sent);
  });

  it('answers 202 for a known e-mail and sends it one code', async () => {
    const { email } = await newAccount();
    const res = await new TestClient(t.app).post('/api/senha/codigo', { email: email.toUpperCase() });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ ok: true });
    const mails = await waitForMails(email, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Lunna — código para redefinir sua senha');
    expect(mails[0]!.text).toMatch(/Seu código para redefinir a senha é: [A-Z2-9]{5}\n/);
  });

  it.each([
    [{}, 'email', 'O email é obrigatorio'],
    [{ email: '' }, 'email', 'O email é obrigatorio'],
    [{ email: 'nao-e-email' }, 'email', 'Email invalido'],
  ])('rejects %j with 400 VALIDATION', async (payload, field, message) => {
    const res = await new TestClient(t.app).post('/api/senha/codigo', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { [field]: message } });
  });
});

describe('POST /api/senha/verificar', () => {
  it('refuses a wrong code and accepts the right one, without using it up', async () => {
    const { email } = await newAccount();
    const codigo = await requestCode(email);
    const wrong = await verify(email, WRONG);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(invalidCode);
    const right = await verify(email, codigo.toLowerCase());
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ ok: true });
    expect((await verify(email, codigo)).statusCode).toBe(200);
  });

  it('accepts the right code after 4 wrong tries, but not after 5', async () => {
    const four = await newAccount();
    const fourCode = await requestCode(four.email);
    for (let i = 0; i < 4; i++) expect((await verify(four.email, WRONG)).statusCode).toBe(400);
    expect((await verify(four.email, fourCode)).statusCode).toBe(200);

    const { email } = await newAccount();
    const codigo = await requestCode(email);
    for (let i = 0; i < 5; i++) expect((await verify(email, WRONG)).statusCode).toBe(400);
    const res = await verify(email, codigo);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidCode);
  });

  it('refuses an expired code', async () => {
    const { email } = await newAccount();
    const codigo = await requestCode(email);
    const [user] = await t.database.db
      .select({ id: usuario.id })
      .from(usuario)
      .where(eq(usuario.email, email));
    await t.database.db
      .update(codigoVerificacao)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(codigoVerificacao.usuarioId, user!.id));
    expect((await verify(email, codigo)).json()).toEqual(invalidCode);
    expect((await reset(email, codigo, 'senha-nova-123')).statusCode).toBe(400);
    expect((await login(email, 'senha-nova-123')).statusCode).toBe(400);
  });

  it('a new code replaces the previous one', async () => {
    const { email } = await newAccount();
    const first = await requestCode(email);
    const second = await requestCode(email);
    expect((await verify(email, first)).json()).toEqual(invalidCode);
    expect((await verify(email, second)).statusCode).toBe(200);
  });

  it('refuses a code for an e-mail without account', async () => {
    expect((await verify('ninguem@exemplo.com.br', 'ABCDE')).json()).toEqual(invalidCode);
  });

  it.each([
    [{ codigo: 'ABCDE' }, 'email', 'O email é obrigatorio'],
    [{ email: 'nao-e-email', codigo: 'ABCDE' }, 'email', 'Email invalido'],
    [{ email: 'mariana@lunna.demo', codigo: 'ABCD' }, 'codigo', 'Código invalido'],
    [{ email: 'mariana@lunna.demo' }, 'codigo', 'Código invalido'],
  ])('rejects %j with 400 VALIDATION', async (payload, field, message) => {
    const res = await new TestClient(t.app).post('/api/senha/verificar', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { [field]: message } });
  });
});

describe('POST /api/senha/redefinir', () => {
  it('validates the new password', async () => {
    const short = await reset('mariana@lunna.demo', 'ABCDE', 'curta', 'curta');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { senha: 'O minimo de caracteres é 8' },
    });
    const different = await reset('mariana@lunna.demo', 'ABCDE', 'senha-nova-123', 'senha-nova-124');
    expect(different.statusCode).toBe(400);
    expect(different.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { confirmarSenha: 'As senhas nao sao iguais' },
    });
  });

  it('sets the new password, ends existing sessions and uses the code up', async () => {
    const { email, senha, client } = await newAccount();
    expect((await client.get('/api/sessao')).statusCode).toBe(200);
    const codigo = await requestCode(email);

    const res = await reset(email, codigo, 'senha-nova-123');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    expect((await login(email, 'senha-nova-123')).statusCode).toBe(200);
    const old = await login(email, senha);
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Usuario ou senha invalido' });
    const before = await client.get('/api/sessao');
    expect(before.statusCode).toBe(401);
    expect(before.json().code).toBe('UNAUTHENTICATED');

    const again = await reset(email, codigo, 'outra-senha-456');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(invalidCode);
    expect((await login(email, 'outra-senha-456')).statusCode).toBe(400);
  });

  it('changes nothing with a wrong code', async () => {
    const { email, senha } = await newAccount();
    await requestCode(email);
    expect((await reset(email, WRONG, 'senha-nova-123')).json()).toEqual(invalidCode);
    expect((await login(email, senha)).statusCode).toBe(200);
  });
});

describe('rate limiting', () => {
  it('answers 429 after too many code requests from one address', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_LOGIN: '3' }, seed: false });
    try {
      const client = new TestClient(limited.app);
      const answers = [];
      for (let i = 0; i < 4; i++)
        answers.push(await client.post('/api/senha/codigo', { email: 'x@lunna.demo' }));
      expect(answers.map((r) => r.statusCode)).toEqual([202, 202, 202, 429]);
      expect(answers[3]!.json().code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
