import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessao, usuario } from '../../../db/schema';
import { TestClient } from '../../../test/http-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A second client on the same session (its bearer token), as another tab or device would be. */
async function signIn(app: TestApp, email: string, senha?: string) {
  const client = new TestClient(app.app);
  const { token } = (await client.login(email, senha)) as { token: string };
  return { client, token };
}

function withToken(app: TestApp, token: string) {
  const client = new TestClient(app.app);
  client.bearer = token;
  return client;
}

const conta = (client: TestClient) => client.get('/api/conta');

describe('session lookups are cached for seconds, and dropped at once when the session ends', () => {
  it('a lookup is cached: a session row removed behind the app is still honoured for a moment', async () => {
    const { token } = await signIn(t, 'patricia@lunna.demo');
    const other = withToken(t, token);
    expect((await conta(other)).statusCode).toBe(200);
    const [{ id }] = (await t.database.db
      .select({ id: usuario.id })
      .from(usuario)
      .where(eq(usuario.email, 'patricia@lunna.demo'))) as [{ id: string }];
    await t.database.db.delete(sessao).where(eq(sessao.usuarioId, id));
    // No word was given (nothing in the app ended it), so the cached lookup answers.
    expect((await conta(other)).statusCode).toBe(200);
  });

  it('a signed-out token is refused at once', async () => {
    const { client, token } = await signIn(t, 'mariana@lunna.demo');
    const other = withToken(t, token);
    expect((await conta(other)).statusCode).toBe(200);
    expect((await client.post('/api/sessao/sair')).statusCode).toBe(200);
    expect((await conta(other)).statusCode).toBe(401);
  });

  it('a session ended from another session is refused at once', async () => {
    const first = await signIn(t, 'mariana@lunna.demo');
    const second = await signIn(t, 'mariana@lunna.demo');
    expect((await conta(second.client)).statusCode).toBe(200);
    const { sessoes } = (await second.client.get('/api/conta/sessoes')).json() as {
      sessoes: { idSessao: string; atual: boolean }[];
    };
    const idSegunda = sessoes.find((s) => s.atual)!.idSessao;
    expect((await first.client.delete(`/api/conta/sessoes/${idSegunda}`)).statusCode).toBeLessThan(300);
    expect((await conta(second.client)).statusCode).toBe(401);
    expect((await conta(first.client)).statusCode).toBe(200);
  });

  it("a password change refuses the account's other sessions at once", async () => {
    const first = await signIn(t, 'carlos@lunna.demo');
    const second = await signIn(t, 'carlos@lunna.demo');
    expect((await conta(second.client)).statusCode).toBe(200);
    const nova = 'Girassol-Azul-2027!';
    const res = await first.client.put('/api/conta/senha', {
      senhaAtual: 'lunna-demo-2026',
      novaSenha: nova,
      confirmarSenha: nova,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await conta(second.client)).statusCode).toBe(401);
    expect((await conta(first.client)).statusCode).toBe(200);
  });

  it('a deactivated account is refused at once', async () => {
    const bruno = await signIn(t, 'bruno.professor@lunna.demo');
    expect((await conta(bruno.client)).statusCode).toBe(200);
    const [{ id }] = (await t.database.db
      .select({ id: usuario.id })
      .from(usuario)
      .where(eq(usuario.email, 'bruno.professor@lunna.demo'))) as [{ id: string }];
    const diretora = await signIn(t, 'diretora@lunna.demo');
    const res = await diretora.client.post(`/api/gestor/equipe/${id}/desativar`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await conta(bruno.client)).statusCode).toBe(401);
  });

  it('a change the person makes is seen by their next request (the cached lookup goes)', async () => {
    const ana = await signIn(t, 'ana.professora@lunna.demo');
    expect((await ana.client.get('/api/sessao')).json().nome).toBe('Ana Beatriz Rocha');
    // Staff's name is changed elsewhere; the person's own change (any write) drops the cache.
    await t.database.db
      .update(usuario)
      .set({ nome: 'Ana Rocha' })
      .where(eq(usuario.email, 'ana.professora@lunna.demo'));
    await ana.client.post('/api/sessao/reautenticar', { senha: 'lunna-demo-2026' });
    expect((await ana.client.get('/api/sessao')).json().nome).toBe('Ana Rocha');
  });
});

describe.skipIf(!process.env.REDIS_URL)('two instances with Redis', () => {
  it('a session ended on one instance is refused on the other at once', async () => {
    const env = {
      REDIS_URL: process.env.REDIS_URL!,
      REDIS_CHANNEL_PREFIX: `lunna-test-sessao-${process.pid}-${Date.now()}`,
    };
    const a = await createTestApp({ env });
    const b = await createTestApp({ sameDatabaseAs: a, env });
    try {
      const { client, token } = await signIn(a, 'mariana@lunna.demo');
      const onB = withToken(b, token);
      expect((await conta(onB)).statusCode).toBe(200);
      expect((await client.post('/api/sessao/sair')).statusCode).toBe(200);
      // The word crosses Redis in milliseconds; the cache would keep the session for 5 s without it.
      const started = Date.now();
      let status = (await conta(onB)).statusCode;
      while (status === 200 && Date.now() - started < 1000) {
        await new Promise((r) => setTimeout(r, 20));
        status = (await conta(onB)).statusCode;
      }
      expect(status).toBe(401);
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
