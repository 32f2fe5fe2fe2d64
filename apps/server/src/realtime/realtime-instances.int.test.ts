import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  destinoDiario,
  destinoPrivado,
  type ConversaResumo,
  type EventoDiario,
  type HistoricoChat,
  type MensagemChat,
  type RegistroDiarioRead,
} from '@lunna/contract';
import { usuario } from '../db/schema';
import { addDaysTo, instantAt, localDate, localTime } from '../lib/school-time';
import { TestClient } from '../test/http-client';
import { ModernStompClient, eventually } from '../test/stomp-test-clients';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * What lasts beyond one server process: messages stored before delivery survive a restart, and with
 * Redis two instances on one database deliver to each other's sockets.
 */
const PUBLIC = '/chatroom/public';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

let first: TestApp;
const extra: TestApp[] = [];
const clients: ModernStompClient[] = [];

beforeAll(async () => {
  first = await createTestApp();
});
afterAll(async () => {
  await Promise.allSettled(clients.map((c) => c.close()));
  // The other instances share the first one's database: they close first, then it closes the database.
  // Newest first: an instance sharing a database closes before the one that owns it.
  for (const app of extra.reverse()) await app.close();
  await first.close();
});

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  return `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/ws`;
}

async function connect(url: string, token: string): Promise<ModernStompClient> {
  const client = await ModernStompClient.connect(url, { token });
  clients.push(client);
  return client;
}

async function signIn(t: TestApp, email: string) {
  const http = new TestClient(t.app);
  const { token } = (await http.login(email)) as { token: string };
  const [row] = await t.database.db.select({ id: usuario.id }).from(usuario).where(eq(usuario.email, email));
  return { http, token, id: row!.id };
}

/** The latest instant up to `at` on a school day's hours in São Paulo (a diary entry's time), whenever the test runs. */
function withinSchoolHours(at: Date): Date {
  const tz = 'America/Sao_Paulo';
  const hora = localTime(at, tz);
  if (hora >= '05:00' && hora < '22:00') return at;
  return instantAt(hora < '05:00' ? addDaysTo(localDate(at, tz), -1) : localDate(at, tz), '21:00', tz);
}

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

describe('beyond one process', () => {
  it('a message stored before a restart and one after it are both in the history a reconnecting client reads', async () => {
    const mariana = await signIn(first, 'mariana@lunna.demo');
    const geral = ((await mariana.http.get('/api/chat/conversas')).json() as ConversaResumo[])[0]!;
    const antes = await mariana.http.post(`/api/chat/conversas/${geral.idConversa}/mensagens`, {
      message: 'Antes de tudo',
    });
    const idAntes = (antes.json() as MensagemChat).idMensagem;

    const url = await listen(first);
    const socket = await connect(url, mariana.token);
    await socket.subscribe(PUBLIC);
    await socket.send('/app/message', { message: 'Primeira, antes de o servidor cair' });
    await socket.inbox.next<MensagemChat>(PUBLIC, (m) => m.message.startsWith('Primeira'));

    // The server goes away: its sockets close, the database stays.
    await first.app.close();
    await eventually(() => (socket.connected ? undefined : true), 'the socket to close');

    const second = await createTestApp({ sameDatabaseAs: first });
    extra.push(second);
    const reconnected = await connect(await listen(second), mariana.token);
    await reconnected.subscribe(PUBLIC);
    await reconnected.send('/app/message', { message: 'Segunda, depois de voltar' });
    await reconnected.inbox.next<MensagemChat>(PUBLIC, (m) => m.message.startsWith('Segunda'));

    const http = new TestClient(second.app);
    http.bearer = mariana.token;
    const res = await http.get(`/api/chat/conversas/${geral.idConversa}/mensagens?depois=${idAntes}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as HistoricoChat).mensagens.map((m) => m.message)).toEqual([
      'Primeira, antes de o servidor cair',
      'Segunda, depois de voltar',
    ]);
  });

  it('two instances sharing the database and Redis deliver to each other and both know who is online', async (context) => {
    const unreachable = await redisReachable(REDIS_URL);
    if (unreachable) {
      console.log(`Skipping the two-instance test: Redis at ${REDIS_URL} is not reachable (${unreachable}).`);
      context.skip();
    }
    const env = { REDIS_URL, REDIS_CHANNEL_PREFIX: `lunna-test-${process.pid}-${Date.now()}` };
    // A database of their own: every instance of a deployment shares Redis, and any of them may deliver
    // a stored message (the outbox), so none without Redis may share it.
    const a = await createTestApp({ env });
    extra.push(a);
    const b = await createTestApp({ sameDatabaseAs: a, env });
    extra.push(b);
    const [urlA, urlB] = [await listen(a), await listen(b)];
    const mariana = await signIn(a, 'mariana@lunna.demo');
    const ana = await signIn(b, 'ana.professora@lunna.demo');

    const naA = await connect(urlA, mariana.token);
    const naB = await connect(urlB, ana.token);
    for (const [client, who] of [
      [naA, mariana],
      [naB, ana],
    ] as const) {
      await client.subscribe(PUBLIC);
      await client.subscribe(destinoPrivado(who.id));
    }

    await naA.send('/app/message', { message: 'De A para todos' });
    await naB.inbox.next<MensagemChat>(PUBLIC, (m) => m.message === 'De A para todos');
    await naB.send('/app/private-message', { receiverName: mariana.id, message: 'De B só para a Mariana' });
    const privada = await naA.inbox.next<MensagemChat>(
      destinoPrivado(mariana.id),
      (m) => m.message === 'De B só para a Mariana',
    );
    expect(privada).toMatchObject({ usuarioId: ana.id, senderName: 'Ana Beatriz Rocha' });
    // Each message reaches each socket once, though both instances hear everything on Redis.
    await naB.inbox.next<MensagemChat>(destinoPrivado(ana.id), (m) => m.idMensagem === privada.idMensagem);
    expect(naA.inbox.all<MensagemChat>(PUBLIC).filter((m) => m.message === 'De A para todos')).toHaveLength(
      1,
    );

    // The diary's live feed: an entry written through B reaches Mariana's page on A, once.
    await naA.subscribe(destinoDiario(mariana.id));
    const girassol = (
      (await ana.http.get('/api/turma')).json() as { idTurma: string; nomeTurma: string }[]
    ).find((x) => x.nomeTurma === 'Turma Girassol')!;
    const lucas = (
      (await mariana.http.get('/api/discente')).json() as { idDisc: string; nomeDisc: string }[]
    ).find((c) => c.nomeDisc.startsWith('Lucas'))!;
    const escrito = await ana.http.post(`/api/turma/${girassol.idTurma}/diario`, {
      chave: randomUUID(),
      registros: [
        {
          idDisc: lucas.idDisc,
          registro: {
            ocorridoEm: withinSchoolHours(new Date()).toISOString(),
            detalhes: { tipo: 'nota', texto: 'Escrito na instância B' },
          },
        },
      ],
    });
    expect(escrito.statusCode, escrito.body).toBe(201);
    const idRegistro = (escrito.json() as { registros: RegistroDiarioRead[] }).registros[0]!.idRegistro;
    await naA.inbox.next<EventoDiario>(destinoDiario(mariana.id), (e) => e.idRegistro === idRegistro);
    await new Promise((r) => setTimeout(r, 200));
    expect(
      naA.inbox.all<EventoDiario>(destinoDiario(mariana.id)).filter((e) => e.idRegistro === idRegistro),
    ).toHaveLength(1);

    // Presence: each instance sees the person connected to the other.
    expect(await a.app.online.estaOnline(ana.id)).toBe(true);
    expect(await b.app.online.estaOnline(mariana.id)).toBe(true);
    await naB.close();
    await expect.poll(() => a.app.online.estaOnline(ana.id)).toBe(false);
  });
});
