import { expect } from 'vitest';
import * as OTPAuth from 'otpauth';
import { multipart, pngImage, responsavelPayload } from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import type { TestApp } from '../../../test/test-app';

/** The authenticator app of the tests: codes for a base32 secret, now or a few steps away. */
export const totpCode = (segredo: string, steps = 0) =>
  new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(segredo),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate({ timestamp: Date.now() + steps * 30_000 });

/** Waits out the last 3 seconds of a 30-second time step (a code of the previous step is about to expire). */
export async function awayFromStepEdge() {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 3_000) await new Promise((r) => setTimeout(r, left + 50));
}

/** A 6-digit code that is none of the codes accepted now (the current one and its neighbours). */
export function wrongTotp(segredo: string): string {
  const near = new Set([-1, 0, 1].map((s) => totpCode(segredo, s)));
  let n = 123456;
  while (near.has(String(n).padStart(6, '0'))) n++;
  return String(n).padStart(6, '0');
}

/** A new guardian account (so tests share no state); the client holds its registration session. */
export async function newAccount(t: TestApp) {
  const payload = responsavelPayload();
  const client = new TestClient(t.app);
  const res = await client.post(
    '/api/responsavel',
    multipart(
      { body: JSON.stringify(payload) },
      { ftPerfilResp: { data: await pngImage(), name: 'eu.png', type: 'image/png' } },
    ),
  );
  expect(res.statusCode).toBe(201);
  return { email: payload.emailResp, senha: payload.senha, nome: payload.nomeResp, client };
}

/** Turns the authenticator on for the client's account; returns the secret and the recovery codes. */
export async function enableTotp(client: TestClient) {
  const start = await client.post('/api/seguranca/totp');
  expect(start.statusCode).toBe(200);
  const { segredo } = start.json() as { segredo: string };
  // The previous step's code (still inside the drift window): each code works once, so the current one
  // stays free for the test's next sign-in. Not in a step's last seconds: by the time the server checks,
  // the previous step would be two steps back.
  await awayFromStepEdge();
  const confirm = await client.post('/api/seguranca/totp/confirmar', { codigo: totpCode(segredo, -1) });
  expect(confirm.statusCode).toBe(200);
  return { segredo, codigos: (confirm.json() as { codigosRecuperacao: string[] | null }).codigosRecuperacao };
}

/** Turns SMS on with the code the (test) provider received. */
export async function enableSms(t: TestApp, client: TestClient, celular = '(11) 98765-4321') {
  expect((await client.post('/api/seguranca/sms', { celular })).statusCode).toBe(200);
  const confirm = await client.post('/api/seguranca/sms/confirmar', { codigo: lastSmsCode(t) });
  expect(confirm.statusCode).toBe(200);
  return (confirm.json() as { codigosRecuperacao: string[] | null }).codigosRecuperacao;
}

export function lastSmsCode(t: TestApp): string {
  const code = t.sms.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}
