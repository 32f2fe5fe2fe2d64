import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversaResumo, HistoricoChat, MensagemChat } from '@lunna/contract';
import { usuario } from '../db/schema';
import { startFaultProxy, type FaultProxy } from '../test/faults/fault-proxy';
import { TestClient } from '../test/http-client';
import { ModernStompClient, eventually } from '../test/stomp-test-clients';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Redis between two instances goes away (connections reset; a silent partition). A chat send is stored
 * first and must be acknowledged within RECEIPT_LIMIT_MS whatever Redis does; the person on the other
 * instance must end up with every message, live or through the catch-up the server asks for.
 */
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const PUBLIC = '/chatroom/public';
const RECEIPT_LIMIT_MS = 2_000;

let proxy: FaultProxy;
let a: TestApp;
let b: TestApp;
const urls = new Map<TestApp, string>();

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  return `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/ws`;
}

async function signIn(t: TestApp, email: string) {
  const http = new TestClient(t.app);
  const { token } = (await http.login(email)) as { token: string };
  http.bearer = token;
  const [row] = await t.database.db.select({ id: usuario.id }).from(usuario).where(eq(usuario.email, email));
  return { http, token, id: row!.id };
}

/**
 * The other instance's reader, as the web client behaves: live messages over the socket; when the socket
 * closes (the server asking for a resync, or anything else), it reconnects and catches up from the last
 * message the history confirmed.
 */
class Leitor {
  readonly vistas = new Set<string>();
  reconexoes = 0;
  private socket: ModernStompClient | null = null;
  private confirmadaAte: string | undefined;
  private parar = false;
  private loop: Promise<void> | undefined;

  constructor(
    private readonly url: string,
    private readonly quem: Awaited<ReturnType<typeof signIn>>,
    private readonly idConversa: string,
  ) {}

  async start(): Promise<void> {
    await this.conectar();
    this.loop = this.vigiar();
  }

  private async conectar(): Promise<void> {
    this.socket = await ModernStompClient.connect(this.url, { token: this.quem.token });
    await this.socket.subscribe(PUBLIC);
    await this.alcancar();
  }

  private async alcancar(): Promise<void> {
    for (;;) {
      const query = this.confirmadaAte ? `?depois=${this.confirmadaAte}` : '';
      const res = await this.quem.http.get(`/api/chat/conversas/${this.idConversa}/mensagens${query}`);
      const page = res.json() as HistoricoChat;
      for (const m of page.mensagens) this.vistas.add(m.idMensagem);
      if (page.mensagens.length) this.confirmadaAte = page.mensagens.at(-1)!.idMensagem;
      if (!page.maisNovas) return;
    }
  }

  private async vigiar(): Promise<void> {
    while (!this.parar) {
      const socket = this.socket!;
      for (const m of socket.inbox.all<MensagemChat>(PUBLIC)) this.vistas.add(m.idMensagem);
      if (socket.closed || !socket.connected) {
        await socket.close().catch(() => {});
        this.reconexoes += 1;
        try {
          await this.conectar();
        } catch {
          await new Promise((r) => setTimeout(r, 200));
        }
        continue;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async stop(): Promise<void> {
    this.parar = true;
    await this.loop;
    await this.socket?.close();
  }
}

/** Sends and times the receipt; Infinity when none came within `limitMs`. */
async function timedSend(socket: ModernStompClient, message: string, limitMs = 30_000): Promise<number> {
  const started = Date.now();
  const receipt = socket.send('/app/message', { message }).then(() => Date.now() - started);
  const none = new Promise<number>((r) => setTimeout(() => r(Infinity), limitMs).unref());
  return Promise.race([receipt, none]);
}

async function storedIds(http: TestClient, idConversa: string): Promise<string[]> {
  const ids: string[] = [];
  let antes: string | null = null;
  do {
    const page = (
      await http.get(`/api/chat/conversas/${idConversa}/mensagens${antes ? `?antes=${antes}` : ''}`)
    ).json() as HistoricoChat;
    ids.push(...page.mensagens.map((m) => m.idMensagem));
    antes = page.maisAntigas;
  } while (antes);
  return ids;
}

async function health(t: TestApp) {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  return { statusCode: res.statusCode, ...(res.json() as { status: string; redis?: string }) };
}

beforeAll(async () => {
  const target = new URL(REDIS_URL);
  proxy = await startFaultProxy({ host: target.hostname, port: Number(target.port || 6379) });
  // Channels of its own: Redis is shared, and the resync this test causes must not reach other runs' sockets.
  const env = { REDIS_URL: proxy.url(REDIS_URL), REDIS_CHANNEL_PREFIX: `lunna-faults-${randomUUID()}` };
  // Both instances on Redis, as in a deployment: any instance sharing the database may deliver a stored
  // message (the outbox), so one without Redis there would keep some from the other instance.
  a = await createTestApp({ env });
  b = await createTestApp({ sameDatabaseAs: a, env });
  urls.set(a, await listen(a));
  urls.set(b, await listen(b));
});

afterAll(async () => {
  proxy?.setMode('pass');
  // b shares a's database: it closes first.
  for (const t of [b, a]) await t?.close();
  await proxy?.close();
});

async function cenario() {
  const mariana = await signIn(a, 'mariana@lunna.demo');
  const ana = await signIn(b, 'ana.professora@lunna.demo');
  const geral = ((await ana.http.get('/api/chat/conversas')).json() as ConversaResumo[])[0]!.idConversa;
  const leitor = new Leitor(urls.get(b)!, ana, geral);
  await leitor.start();
  const remetente = await ModernStompClient.connect(urls.get(a)!, { token: mariana.token });
  return { ana, geral, leitor, remetente };
}

describe('Redis away between two instances', () => {
  it('connections reset: sends are acknowledged at once and the other instance ends with every message', async () => {
    const { ana, geral, leitor, remetente } = await cenario();
    const recibos: number[] = [];
    try {
      recibos.push(await timedSend(remetente, 'antes da queda'));
      // Every connection to Redis is reset, and so is each new one, for 3 s.
      proxy.setMode('reset');
      const ate = Date.now() + 3_000;
      let i = 0;
      while (Date.now() < ate) {
        recibos.push(await timedSend(remetente, `durante a queda ${i++}`));
        // Within the chat's own limit (a burst of ENVIOS_RAJADA, then ENVIOS_POR_SEGUNDO): faster, on a quiet
        // machine where receipts come at once, the server rightly ends the sender's connection.
        await new Promise((r) => setTimeout(r, 250));
      }
      proxy.setMode('pass');
      const voltou = Date.now();
      recibos.push(await timedSend(remetente, 'depois da volta'));

      const guardadas = await storedIds(ana.http, geral);
      await eventually(
        () => (guardadas.every((id) => leitor.vistas.has(id)) ? true : undefined),
        'the reader on the other instance to hold every message',
        15_000,
      ).catch(() => undefined);
      const faltando = guardadas.filter((id) => !leitor.vistas.has(id));
      console.log(
        `redis reset: ${recibos.length} sends, slowest receipt ${Math.max(...recibos)} ms; ` +
          `${faltando.length} of ${guardadas.length} missing on the other instance ${Date.now() - voltou} ms after Redis came back; ` +
          `${leitor.reconexoes} reconnections`,
      );
      expect(Math.max(...recibos)).toBeLessThanOrEqual(RECEIPT_LIMIT_MS);
      expect(faltando).toEqual([]);
    } finally {
      proxy.setMode('pass');
      await remetente.close();
      await leitor.stop();
    }
  });

  it('a silent partition of 20 s: sends are acknowledged within 2 s, health says degradado, nothing is missing after', async () => {
    const { ana, geral, leitor, remetente } = await cenario();
    const recibos: number[] = [];
    try {
      // Redis answers before the partition (after the previous case, the probe may take a second to see it).
      for (const ate = Date.now() + 10_000; (await health(a)).redis !== 'up' && Date.now() < ate;)
        await new Promise((r) => setTimeout(r, 200));
      expect(await health(a)).toMatchObject({ statusCode: 200, status: 'ok', redis: 'up' });
      proxy.setMode('silent');
      const inicio = Date.now();
      recibos.push(await timedSend(remetente, 'no silêncio 0'));
      const degradado = await (async () => {
        for (;;) {
          const h = await health(a);
          if (h.status === 'degradado') return { ...h, ms: Date.now() - inicio };
          if (Date.now() - inicio > 10_000) return { ...h, ms: Infinity };
          await new Promise((r) => setTimeout(r, 200));
        }
      })();
      let i = 1;
      while (Date.now() - inicio < 20_000) {
        recibos.push(await timedSend(remetente, `no silêncio ${i++}`));
        await new Promise((r) => setTimeout(r, 1_000));
      }
      proxy.setMode('pass');
      const voltou = Date.now();
      recibos.push(await timedSend(remetente, 'depois do silêncio'));

      const guardadas = await storedIds(ana.http, geral);
      await eventually(
        () => (guardadas.every((id) => leitor.vistas.has(id)) ? true : undefined),
        'the reader on the other instance to hold every message',
        15_000,
      ).catch(() => undefined);
      const faltando = guardadas.filter((id) => !leitor.vistas.has(id));
      const todasEm = Date.now() - voltou;
      let saudeVoltou = Infinity;
      for (let t0 = Date.now(); Date.now() - t0 < 10_000; await new Promise((r) => setTimeout(r, 200))) {
        if ((await health(a)).status === 'ok') {
          saudeVoltou = Date.now() - voltou;
          break;
        }
      }
      console.log(
        `redis silent 20 s: ${recibos.length} sends, slowest receipt ${Math.max(...recibos)} ms; ` +
          `health degradado after ${degradado.ms} ms (${JSON.stringify(degradado)}), ok again ${saudeVoltou} ms after Redis came back; ` +
          `${faltando.length} of ${guardadas.length} missing on the other instance ${todasEm} ms after; ${leitor.reconexoes} reconnections`,
      );
      expect(Math.max(...recibos)).toBeLessThanOrEqual(RECEIPT_LIMIT_MS);
      expect(degradado).toMatchObject({ statusCode: 200, status: 'degradado', redis: 'down' });
      expect(degradado.ms).toBeLessThan(5_000);
      expect(faltando).toEqual([]);
      expect(saudeVoltou).toBeLessThan(10_000);
    } finally {
      proxy.setMode('pass');
      await remetente.close();
      await leitor.stop();
    }
  });
});
