import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '@lunna/contract';
import { discente, usuario } from '../../../db/schema';
import { multipart, pngImage, responsavelPayload } from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerGuardian } from '../conta/conta.test-helpers';

/**
 * No route accepts a common or easily guessed password (zxcvbn score below 3, with the common, English and
 * Brazilian Portuguese dictionaries): registration, reset, change and both invitations answer 400 with the
 * message on the password field, and nothing is written.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Eight characters or more, so the length rule passes and only the strength rule can refuse them. */
const WEAK = ['12345678', 'password1', 'senha123', 'mudar123', 'flamengo2020', 'abcdefgh', 'qwertyuiop'];

const anon = async () => {
  const c = new TestClient(t.app);
  await c.get('/api/health');
  return c;
};
const usuarios = async () => (await t.database.db.select({ id: usuario.id }).from(usuario)).length;
let n = 0;
const newAddress = () => `senha.fraca.${Date.now()}.${n++}@exemplo.com.br`;

function expectWeak(res: { statusCode: number; body: string; json(): unknown }, field: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { [field]: msg.senhaFraca } });
}

function tokenFromMail(to: string, path: string): string {
  const mail = [...t.mail].reverse().find((m) => m.to === to);
  expect(mail, `an e-mail to ${to}`).toBeDefined();
  return decodeURIComponent(mail!.text.match(new RegExp(`/${path}\\?token=([A-Za-z0-9_%-]+)`))![1]!);
}

describe('weak passwords', () => {
  it.each(WEAK)('registration refuses %j and creates no account', async (senha) => {
    const before = await usuarios();
    const payload = responsavelPayload({ senha });
    const res = await (
      await anon()
    ).post(
      '/api/responsavel',
      multipart(
        { body: JSON.stringify(payload) },
        { ftPerfilResp: { data: await pngImage(), name: 'eu.png', type: 'image/png' } },
      ),
    );
    expectWeak(res, 'senha');
    expect(await usuarios()).toBe(before);
  });

  it('a strong password is accepted where a weak one was refused', async () => {
    const res = await (
      await anon()
    ).post(
      '/api/responsavel',
      multipart(
        { body: JSON.stringify(responsavelPayload({ senha: 'girassol-azul-73' })) },
        { ftPerfilResp: { data: await pngImage(), name: 'eu.png', type: 'image/png' } },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
  });

  it('changing the password refuses a weak new one; the old password still works', async () => {
    const g = await registerGuardian(t);
    const res = await g.client.put('/api/conta/senha', {
      senhaAtual: g.senha,
      novaSenha: 'senha123',
      confirmarSenha: 'senha123',
    });
    expectWeak(res, 'novaSenha');
    await TestClient.signedIn(t.app, g.email, g.senha);
  });

  it('the reset refuses a weak new password and leaves the code usable', async () => {
    const g = await registerGuardian(t);
    await new TestClient(t.app).post('/api/senha/codigo', { email: g.email });
    for (let i = 0; i < 200 && !t.mail.some((m) => m.to === g.email && /redefinir/.test(m.subject)); i++)
      await new Promise((r) => setTimeout(r, 10));
    const codigo = [...t.mail]
      .reverse()
      .find((m) => m.to === g.email && /redefinir/.test(m.subject))!
      .text.match(/\b([A-Z2-9]{5})\b/)![1]!;
    const weak = await new TestClient(t.app).post('/api/senha/redefinir', {
      email: g.email,
      codigo,
      senha: 'password1',
      confirmarSenha: 'password1',
    });
    expectWeak(weak, 'senha');
    const strong = await new TestClient(t.app).post('/api/senha/redefinir', {
      email: g.email,
      codigo,
      senha: 'nova-senha-boa-1',
      confirmarSenha: 'nova-senha-boa-1',
    });
    expect(strong.statusCode, strong.body).toBe(200);
  });

  it('a staff invitation refuses a weak password and creates no account', async () => {
    const diretora = await TestClient.signedIn(t.app, 'diretora@lunna.demo');
    const email = newAddress();
    expect(
      (
        await diretora.post('/api/gestor/equipe/convites', {
          nome: 'Pessoa Nova',
          email,
          papel: 'pedagogo',
          turmaIds: [],
        })
      ).statusCode,
    ).toBe(201);
    const token = tokenFromMail(email, 'convite-equipe');
    const before = await usuarios();
    expectWeak(
      await (
        await anon()
      ).post(`/api/convite-equipe/${token}`, { senha: '12345678', confirmarSenha: '12345678' }),
      'senha',
    );
    expect(await usuarios()).toBe(before);
  });

  it('a family invitation refuses a weak password and creates no account', async () => {
    const mariana = await TestClient.signedIn(t.app, 'mariana@lunna.demo');
    const [lucas] = await t.database.db
      .select({ id: discente.id })
      .from(discente)
      .where(eq(discente.nomeDisc, 'Lucas Souza Pereira'));
    const email = newAddress();
    expect(
      (await mariana.post(`/api/discente/${lucas!.id}/convites`, { email, parentesco: 'Pai' })).statusCode,
    ).toBe(201);
    const token = tokenFromMail(email, 'convite');
    const { codigoEscola: _c, emailResp: _e, ...payload } = responsavelPayload({ senha: 'flamengo2020' });
    const png = await pngImage();
    const before = await usuarios();
    const res = await (
      await anon()
    ).post(
      `/api/convites/${token}/aceitar`,
      multipart(
        { body: JSON.stringify(payload) },
        {
          ftPerfilResp: { data: png, name: 'eu.png', type: 'image/png' },
          ftRgResp: { data: png, name: 'rg.png', type: 'image/png' },
        },
      ),
    );
    expectWeak(res, 'senha');
    expect(await usuarios()).toBe(before);
  });
});
