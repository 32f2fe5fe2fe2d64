import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destinoPrivado, type MensagemChat } from '@lunna/contract';
import { usuario } from '../db/schema';
import { registerGuardian } from '../contexts/conta/conta/conta.test-helpers';
import { TestClient } from '../test/http-client';
import { ModernStompClient, eventually } from '../test/stomp-test-clients';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * A session that ends takes its chat sockets with it at once, not at the next periodic check (60 s):
 * signing out, ending the session from the sessions list, changing the password (the other sessions),
 * a staff deactivation, deleting the account. With Redis the word reaches the instance holding the socket.
 */
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
/** Far below the periodic check: only an immediate close passes. */
const PROMPTLY_MS = 3_000;

let t: TestApp;
let wsUrl: string;
const sockets: ModernStompClient[] = [];
const extra: TestApp[] = [];

async function listen(app: TestApp): Promise<string> {
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.app.server.address();
  return `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/ws`;
}

beforeAll(async () => {
  t = await createTestApp();
  wsUrl = await listen(t);
});
afterAll(async () => {
  await Promise.allSettled(sockets.map((s) => s.close()));
  for (const app of extra) await app.close();
  await t.close();
});

const idOf = async (email: string) =>
  (await t.database.db.select({ id: usuario.id }).from(usuario).where(eq(usuario.email, email)))[0]!.id;

/** Signs in (a session of its own) and opens a socket with it, listening to the person's private messages. */
async function signedInWithSocket(app: TestApp, url: string, email: string, senha?: string) {
  const http = new TestClient(app.app);
  const { token } = (await http.login(email, senha)) as { token: string };
  const socket = await ModernStompClient.connect(url, { token });
  sockets.push(socket);
  await socket.subscribe(destinoPrivado(await idOf(email)));
  return { http, token, socket };
}

const closesPromptly = (socket: ModernStompClient) =>
  eventually(() => (socket.closed ? true : undefined), 'the socket to close', PROMPTLY_MS);
const sessionIdOf = async (client: TestClient) =>
  (
    (await client.get('/api/conta/sessoes')).json() as { sessoes: { idSessao: string; atual: boolean }[] }
  ).sessoes.find((s) => s.atual)!.idSessao;

describe('ending a session closes its sockets at once', () => {
  it('signing out: the socket closes and private messages stop', async () => {
    const carlos = await signedInWithSocket(t, wsUrl, 'carlos@lunna.demo');
    expect((await carlos.http.post('/api/sessao/sair')).statusCode).toBe(200);
    await closesPromptly(carlos.socket);

    // A private message sent afterwards reaches no socket of the ended session.
    const ana = await TestClient.signedIn(t.app, 'ana.professora@lunna.demo');
    const conversa = (
      await ana.post('/api/chat/conversas/privada', { usuarioId: await idOf('carlos@lunna.demo') })
    ).json().idConversa as string;
    expect(
      (await ana.post(`/api/chat/conversas/${conversa}/mensagens`, { message: 'depois de sair' })).statusCode,
    ).toBe(201);
    await new Promise((r) => setTimeout(r, 200));
    expect(
      carlos.socket.inbox
        .all<MensagemChat>(destinoPrivado(await idOf('carlos@lunna.demo')))
        .map((m) => m.message),
    ).not.toContain('depois de sair');
  });

  it('ending one session from the list closes that session’s socket; the other session’s socket stays', async () => {
    const phone = await signedInWithSocket(t, wsUrl, 'patricia@lunna.demo');
    const computer = await signedInWithSocket(t, wsUrl, 'patricia@lunna.demo');
    const res = await computer.http.delete(`/api/conta/sessoes/${await sessionIdOf(phone.http)}`);
    expect(res.statusCode).toBe(200);
    await closesPromptly(phone.socket);
    expect(computer.socket.connected).toBe(true);
  });

  it('"Sair de todas" closes the other sessions’ sockets', async () => {
    const phone = await signedInWithSocket(t, wsUrl, 'mariana@lunna.demo');
    const computer = await signedInWithSocket(t, wsUrl, 'mariana@lunna.demo');
    expect((await computer.http.post('/api/conta/sessoes/sair-de-todas')).statusCode).toBe(200);
    await closesPromptly(phone.socket);
    expect(computer.socket.connected).toBe(true);
  });

  it('a password change closes the sockets of the sessions it ends, not the one that changed it', async () => {
    const g = await registerGuardian(t);
    const phone = await signedInWithSocket(t, wsUrl, g.email, g.senha);
    const computer = await signedInWithSocket(t, wsUrl, g.email, g.senha);
    const res = await computer.http.put('/api/conta/senha', {
      senhaAtual: g.senha,
      novaSenha: 'nova-senha-boa-1',
      confirmarSenha: 'nova-senha-boa-1',
    });
    expect(res.statusCode, res.body).toBe(200);
    await closesPromptly(phone.socket);
    expect(computer.socket.connected).toBe(true);
  });

  it('a staff deactivation closes the educator’s sockets', async () => {
    const bruno = await signedInWithSocket(t, wsUrl, 'bruno.professor@lunna.demo');
    const diretora = await TestClient.signedIn(t.app, 'diretora@lunna.demo');
    const res = await diretora.post(
      `/api/gestor/equipe/${await idOf('bruno.professor@lunna.demo')}/desativar`,
    );
    expect(res.statusCode, res.body).toBe(200);
    try {
      await closesPromptly(bruno.socket);
    } finally {
      await diretora.post(`/api/gestor/equipe/${await idOf('bruno.professor@lunna.demo')}/reativar`);
    }
  });

  it('deleting the account closes its sockets', async () => {
    const g = await registerGuardian(t);
    const other = await signedInWithSocket(t, wsUrl, g.email, g.senha);
    const res = await g.client.request({
      method: 'DELETE',
      url: '/api/conta',
      payload: { senha: g.senha },
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await closesPromptly(other.socket);
  });
});

/** Whether something answers on Redis's port; the reason when not. */
function redisReachable(url: string): Promise<string | null> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1_000);
    socket.once('connect', () => {
      socket.end();
      resolve(null);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(`no answer from ${hostname}:${port || 6379}`);
    });
    socket.once('error', (error) => resolve(error.message));
  });
}

describe('with several instances (Redis)', () => {
  it('signing out on one instance closes the socket held by another', async (context) => {
    const unreachable = await redisReachable(REDIS_URL);
    if (unreachable) {
      console.log(`Skipping the two-instance test: Redis at ${REDIS_URL} is not reachable (${unreachable}).`);
      context.skip();
    }
    const a = await createTestApp({ sameDatabaseAs: t, env: { REDIS_URL } });
    extra.push(a);
    const b = await createTestApp({ sameDatabaseAs: t, env: { REDIS_URL } });
    extra.push(b);
    await listen(a);
    const urlB = await listen(b);
    // Signed in through A, socket on B; signing out through A.
    const http = new TestClient(a.app);
    const { token } = (await http.login('carlos@lunna.demo')) as { token: string };
    const socket = await ModernStompClient.connect(urlB, { token });
    sockets.push(socket);
    expect((await http.post('/api/sessao/sair')).statusCode).toBe(200);
    await closesPromptly(socket);
  });
});
