import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuario } from '../../../db/schema';
import { multipart, pngImage, responsavelPayload } from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function registerAndComplete() {
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
  expect((await client.post('/api/responsavel/cadastro/concluir')).statusCode).toBe(200);
  await expect.poll(() => t.mail.filter((m) => m.to === payload.emailResp).length).toBe(1);
  const mail = t.mail.find((m) => m.to === payload.emailResp)!;
  const token = decodeURIComponent(/confirmar-email\?token=([^\s]+)/.exec(mail.text)![1]!);
  return { email: payload.emailResp, token, mail };
}

const confirmedAt = async (email: string) =>
  (
    await t.database.db
      .select({ at: usuario.emailConfirmadoEm })
      .from(usuario)
      .where(eq(usuario.email, email))
  )[0]!.at;

describe('e-mail confirmation', () => {
  it('finishing the registration e-mails a confirmation link to the new address', async () => {
    const { mail } = await registerAndComplete();
    expect(mail.subject).toBe('Lunna — confirme seu e-mail');
    expect(mail.text).toContain('http://localhost:3000/confirmar-email?token=');
  });

  it('the link confirms the address once; a reused or unknown token is refused', async () => {
    const { email, token } = await registerAndComplete();
    expect(await confirmedAt(email)).toBeNull();
    const client = new TestClient(t.app);
    const ok = await client.post('/api/responsavel/confirmar-email', { token });
    expect(ok.statusCode).toBe(200);
    expect(await confirmedAt(email)).toBeInstanceOf(Date);
    const again = await client.post('/api/responsavel/confirmar-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'INVALID_CODE',
      message: 'Link de confirmação invalido ou expirado',
    });
    expect((await client.post('/api/responsavel/confirmar-email', { token: `${token}x` })).statusCode).toBe(
      400,
    );
  });

  it('only the call that finishes the registration sends the link (no inbox flooding)', async () => {
    const { email } = await registerAndComplete();
    const client = new TestClient(t.app);
    await client.login(email, 'senha-segura-1');
    for (let i = 0; i < 3; i++)
      expect((await client.post('/api/responsavel/cadastro/concluir')).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 100));
    expect(t.mail.filter((m) => m.to === email)).toHaveLength(1);
  });

  it('rejects a malformed request with a validation error', async () => {
    const res = await new TestClient(t.app).post('/api/responsavel/confirmar-email', { token: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });

  it('finishing needs a session', async () => {
    expect((await new TestClient(t.app).post('/api/responsavel/cadastro/concluir')).statusCode).toBe(401);
  });
});
