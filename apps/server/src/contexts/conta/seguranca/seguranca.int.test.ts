import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codigoRecuperacao, codigoVerificacao, segundoFator, usuario } from '../../../db/schema';
import { TestClient } from '../../../test/http-client';
import { createTestApp, testSecrets, type TestApp } from '../../../test/test-app';
import { decryptSecret } from './segundo-fator';
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
const fatorRow = async (usuarioId: string) =>
  (await db().select().from(segundoFator).where(eq(segundoFator.usuarioId, usuarioId)))[0] ?? null;
const recoveryRows = (usuarioId: string) =>
  db().select().from(codigoRecuperacao).where(eq(codigoRecuperacao.usuarioId, usuarioId));
const del = (client: TestClient, url: string, payload: unknown) =>
  client.request({
    method: 'DELETE',
    url,
    payload: payload as never,
    headers: { 'content-type': 'application/json' },
  });
const estado = async (client: TestClient) => (await client.get('/api/seguranca')).json();

const OFF = {
  totpAtivo: false,
  smsAtivo: false,
  celularMascarado: null,
  codigosRestantes: 0,
  alertaLoginSuspeito: true,
};

describe('anonymous', () => {
  it.each([
    ['GET', '/api/seguranca'],
    ['POST', '/api/seguranca/totp'],
    ['POST', '/api/seguranca/totp/confirmar'],
    ['DELETE', '/api/seguranca/totp'],
    ['POST', '/api/seguranca/sms'],
    ['POST', '/api/seguranca/sms/confirmar'],
    ['DELETE', '/api/seguranca/sms'],
    ['POST', '/api/seguranca/codigos-recuperacao'],
    ['PUT', '/api/seguranca/alerta-login'],
  ])('%s %s → 401', async (method, url) => {
    const res = await new TestClient(t.app).request({
      method: method as 'GET',
      url,
      payload: {} as never,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });
});

describe('the authenticator app', () => {
  it('starts pending (secret encrypted, QR drawn here), refuses a wrong code, turns on with the right one and gives 10 recovery codes once', async () => {
    const { email, client } = await newAccount(t);
    const id = await idOf(email);
    expect(await estado(client)).toEqual(OFF);

    const start = await client.post('/api/seguranca/totp');
    expect(start.statusCode).toBe(200);
    const { segredo, qrCode } = start.json();
    expect(segredo).toMatch(/^[A-Z2-7]{32}$/);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1], 'base64').toString()).toContain('<svg');
    const pending = await fatorRow(id);
    expect(pending!.totpConfirmadoEm).toBeNull();
    expect(pending!.totpSegredo).not.toContain(segredo);
    expect(decryptSecret(testSecrets.totpKey, id, pending!.totpSegredo!)).toBe(segredo);
    // Pending is not on: signing in still takes only the password.
    expect(await estado(client)).toEqual(OFF);

    const bad = await client.post('/api/seguranca/totp/confirmar', { codigo: '12ab56' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { codigo: 'Digite os 6 números do código' },
    });
    const wrong = await client.post('/api/seguranca/totp/confirmar', { codigo: wrongTotp(segredo) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_CODE',
      fields: { codigo: 'Código incorreto ou expirado. Confira e tente de novo.' },
    });
    expect((await fatorRow(id))!.totpConfirmadoEm).toBeNull();
    expect(await recoveryRows(id)).toHaveLength(0);

    const code = totpCode(segredo);
    const ok = await client.post('/api/seguranca/totp/confirmar', {
      codigo: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(ok.statusCode).toBe(200);
    const body = ok.json();
    expect(body.estado).toEqual({ ...OFF, totpAtivo: true, codigosRestantes: 10 });
    expect(body.codigosRecuperacao).toHaveLength(10);
    expect(new Set(body.codigosRecuperacao).size).toBe(10);
    for (const c of body.codigosRecuperacao) expect(c).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
    // Only keyed hashes are kept.
    const stored = (await recoveryRows(id)).map((r) => r.codigoHash);
    expect(stored).toHaveLength(10);
    for (const c of body.codigosRecuperacao as string[])
      expect(stored.join()).not.toContain(c.replace('-', ''));

    // On: starting again is refused, and the state says so.
    const again = await client.post('/api/seguranca/totp');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('O aplicativo autenticador já está ativo');
    expect((await estado(client)).totpAtivo).toBe(true);
  });

  it('refuses to confirm before starting', async () => {
    const { client } = await newAccount(t);
    const res = await client.post('/api/seguranca/totp/confirmar', { codigo: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Comece de novo a configuração do aplicativo autenticador');
  });

  it('turns off only with the right password; the last method off removes the recovery codes', async () => {
    const { email, senha, client } = await newAccount(t);
    const id = await idOf(email);
    await enableTotp(client);

    const missing = await del(client, '/api/seguranca/totp', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION', fields: { senha: 'A senha é obrigatoria' } });
    const wrong = await del(client, '/api/seguranca/totp', { senha: 'nao-e-a-senha' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', fields: { senha: 'Senha incorreta' } });
    expect((await estado(client)).totpAtivo).toBe(true);
    expect(await recoveryRows(id)).toHaveLength(10);

    const off = await del(client, '/api/seguranca/totp', { senha });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual(OFF);
    expect(await fatorRow(id)).toBeNull();
    expect(await recoveryRows(id)).toHaveLength(0);
    expect((await del(client, '/api/seguranca/totp', { senha })).statusCode).toBe(409);
  });
});

describe('SMS', () => {
  it('sends a code to the phone, refuses a wrong one, turns on with the right one (first method: recovery codes)', async () => {
    const { email, client } = await newAccount(t);
    const id = await idOf(email);

    for (const celular of ['', '1234', '(11) 3333-4444', '00987654321']) {
      const sent = t.sms.length;
      const bad = await client.post('/api/seguranca/sms', { celular });
      expect(bad.statusCode, celular).toBe(400);
      expect(bad.json().code).toBe('VALIDATION');
      expect(bad.json().fields.celular).toBeDefined();
      expect(t.sms.length).toBe(sent);
    }

    const res = await client.post('/api/seguranca/sms', { celular: '+55 (11) 98765-4321' });
    expect(res.statusCode).toBe(200);
    expect(t.sms.at(-1)!.to).toBe('+5511987654321');
    const codigo = lastSmsCode(t);
    const [row] = await db().select().from(codigoVerificacao).where(eq(codigoVerificacao.usuarioId, id));
    expect(row).toMatchObject({ finalidade: 'ativar_sms', destino: '11987654321' });
    expect(row!.codigoHash).not.toContain(codigo);
    expect(await estado(client)).toEqual(OFF);

    const wrong = await client.post('/api/seguranca/sms/confirmar', {
      codigo: codigo === '000000' ? '000001' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_CODE');
    expect(await estado(client)).toEqual(OFF);

    const ok = await client.post('/api/seguranca/sms/confirmar', { codigo });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().estado).toEqual({
      ...OFF,
      smsAtivo: true,
      celularMascarado: '(11) •••••-4321',
      codigosRestantes: 10,
    });
    expect(ok.json().codigosRecuperacao).toHaveLength(10);
    // The code is used up.
    expect((await client.post('/api/seguranca/sms/confirmar', { codigo })).statusCode).toBe(409);
  });

  it('a second method gives no new recovery codes; turning one off keeps the other and the codes', async () => {
    const { email, senha, client } = await newAccount(t);
    const id = await idOf(email);
    const { codigos } = await enableTotp(client);
    expect(codigos).toHaveLength(10);
    const hashes = (await recoveryRows(id)).map((r) => r.codigoHash).sort();
    expect(await enableSms(t, client)).toBeNull();
    expect((await recoveryRows(id)).map((r) => r.codigoHash).sort()).toEqual(hashes);
    expect(await estado(client)).toMatchObject({ totpAtivo: true, smsAtivo: true, codigosRestantes: 10 });

    expect((await del(client, '/api/seguranca/sms', { senha: 'errada-123' })).statusCode).toBe(400);
    expect((await estado(client)).smsAtivo).toBe(true);
    const smsOff = await del(client, '/api/seguranca/sms', { senha });
    expect(smsOff.json()).toMatchObject({
      totpAtivo: true,
      smsAtivo: false,
      celularMascarado: null,
      codigosRestantes: 10,
    });
    const totpOff = await del(client, '/api/seguranca/totp', { senha });
    expect(totpOff.json()).toEqual(OFF);
    expect(await recoveryRows(id)).toHaveLength(0);
  });

  it('allows 5 tries per code and 3 codes per 10 minutes', async () => {
    const { client } = await newAccount(t);
    expect((await client.post('/api/seguranca/sms', { celular: '11987654321' })).statusCode).toBe(200);
    const codigo = lastSmsCode(t);
    const wrong = codigo === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await client.post('/api/seguranca/sms/confirmar', { codigo: wrong })).statusCode).toBe(400);
    expect((await client.post('/api/seguranca/sms/confirmar', { codigo })).statusCode).toBe(400);

    expect((await client.post('/api/seguranca/sms', { celular: '11987654321' })).statusCode).toBe(200);
    expect((await client.post('/api/seguranca/sms', { celular: '11987654321' })).statusCode).toBe(200);
    const sent = t.sms.length;
    const fourth = await client.post('/api/seguranca/sms', { celular: '11987654321' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe('Muitos códigos enviados. Aguarde alguns minutos e tente de novo.');
    expect(t.sms.length).toBe(sent);
  });
});

describe('recovery codes', () => {
  it('a new set (password required) voids the old one', async () => {
    const { email, senha, client } = await newAccount(t);
    const id = await idOf(email);
    expect((await client.post('/api/seguranca/codigos-recuperacao', { senha })).statusCode).toBe(409);
    await enableTotp(client);
    const before = (await recoveryRows(id)).map((r) => r.codigoHash).sort();

    const wrong = await client.post('/api/seguranca/codigos-recuperacao', { senha: 'errada-123' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.senha).toBe('Senha incorreta');
    expect((await recoveryRows(id)).map((r) => r.codigoHash).sort()).toEqual(before);

    const res = await client.post('/api/seguranca/codigos-recuperacao', { senha });
    expect(res.statusCode).toBe(200);
    expect(res.json().codigosRecuperacao).toHaveLength(10);
    const after = (await recoveryRows(id)).map((r) => r.codigoHash);
    expect(after).toHaveLength(10);
    expect(after.filter((h) => before.includes(h))).toEqual([]);
  });
});

describe('the suspicious-login alert setting', () => {
  it('round-trips and validates', async () => {
    const { email, client } = await newAccount(t);
    const off = await client.put('/api/seguranca/alerta-login', { alertaLoginSuspeito: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().alertaLoginSuspeito).toBe(false);
    expect((await estado(client)).alertaLoginSuspeito).toBe(false);
    const [row] = await db()
      .select({ a: usuario.alertaLoginSuspeito })
      .from(usuario)
      .where(eq(usuario.email, email));
    expect(row!.a).toBe(false);

    const bad = await client.put('/api/seguranca/alerta-login', { alertaLoginSuspeito: 'sim' });
    expect(bad.statusCode).toBe(400);
    expect((await estado(client)).alertaLoginSuspeito).toBe(false);
    expect(
      (await client.put('/api/seguranca/alerta-login', { alertaLoginSuspeito: true })).json()
        .alertaLoginSuspeito,
    ).toBe(true);
  });

  it('is each user’s own: staff have it too, and one account’s change leaves others alone', async () => {
    const ana = await TestClient.signedIn(t.app, 'ana.professora@lunna.demo');
    expect(await estado(ana)).toEqual(OFF);
    const { client } = await newAccount(t);
    await client.put('/api/seguranca/alerta-login', { alertaLoginSuspeito: false });
    expect((await estado(ana)).alertaLoginSuspeito).toBe(true);
  });
});
