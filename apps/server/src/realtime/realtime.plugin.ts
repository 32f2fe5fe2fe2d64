import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { destinoDiario, destinoNotificacoes, destinoPrivado } from '@lunna/contract';
import { hojeDaEscola, salaGeralDaEscola } from './destinos';
import { SAIDA_ESCOLA_HOJE } from '../contexts/dia/hoje/hoje.eventos';
import type { EventoEscolaHoje } from '@lunna/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../app-context';
import { SESSION_COOKIE } from '../contexts/conta/auth/auth.plugin';
import { InProcessFanOut, StompBroker, type FanOut } from './broker';
import { createChatGateway } from './chat-gateway';
import { entregarNotificacoesAoVivo } from './notificacoes-live';
import { SAIDA_NOTIFICACAO_AO_VIVO } from '../contexts/comunicacao/notificacao/notificacao.repository';
import { SAIDA_CHAT, mensagemDaSaida, type EntregaChat } from '../contexts/comunicacao/chat/chat.service';
import { startDiarioLive } from './diario-live';
import { OnlineLocal, OnlineRedis, type RegistroOnline } from './online';
import type { Redis } from 'ioredis';
import { RedisFanOut, connectRedis, openRedis, sessoesChannel, stompChannel } from './redis-fan-out';
import { criarSessoesAoVivo } from './sessoes-ao-vivo';
import { createSockjsEndpoint } from './sockjs-transport';
import { StompConnections } from './stomp-connections';
import { createPlainWsEndpoint, refuseUpgrade } from './ws-transport';
import { answerWithin } from '../lib/answer-within';

/** The plain WebSocket endpoint; SockJS answers the paths beneath it. */
export const WS_PATH = '/api/ws';
/**
 * The SockJS client, served by us for SockJS's iframe page (used by browsers whose WebSocket is blocked):
 * the library's default is a CDN, which would hand a third party a script inside our origin's frame.
 */
export const SOCKJS_CLIENT_PATH = '/api/realtime/sockjs.min.js';
/** How long sockets get to close by themselves when the server shuts down, before they are dropped. */
const CLOSE_GRACE_MS = 1_000;

/**
 * What carries messages between instances and tells who is online: Redis when `REDIS_URL` is set, this
 * process otherwise. Made before the app context (the context's `online` is this), started by the plugin.
 */
export type RealtimeCore = {
  readonly online: RegistroOnline;
  readonly fanOut: FanOut;
  /** Word that a person's sessions ended, to every instance (its own channel, apart from the chat's). */
  readonly sessoes: ReturnType<typeof criarSessoesAoVivo>;
  /** True with Redis: other instances may have sockets this one cannot see. */
  readonly distributed: boolean;
  /** Redis as the health check reports it. */
  readonly redis: EstadoRedis;
  start(): Promise<void>;
  close(): Promise<void>;
};

/** How long the health check waits for Redis to answer before it counts as down. */
const REDIS_HEALTH_TIMEOUT_MS = 800;

export type EstadoRedis = { estado(): Promise<'up' | 'down' | 'desligado'> };

/** Down while live delivery is known to be missing messages, or when a PING does not come back in time. */
function estadoRedis(redis: Redis, fanOut: RedisFanOut): EstadoRedis {
  return {
    async estado() {
      if (fanOut.degraded) return 'down';
      const ping = redis.ping().then(
        () => 'up' as const,
        () => 'down' as const,
      );
      return answerWithin<'up' | 'down'>(ping, REDIS_HEALTH_TIMEOUT_MS, 'down');
    },
  };
}

export function createRealtimeCore(
  redisUrl: string | undefined,
  log: FastifyBaseLogger,
  channelPrefix = 'lunna',
): RealtimeCore {
  const reportError = (error: unknown) => log.warn({ err: errorText(error) }, 'redis');
  if (!redisUrl) {
    const online = new OnlineLocal();
    return {
      online,
      fanOut: new InProcessFanOut(),
      sessoes: criarSessoesAoVivo(new InProcessFanOut(), reportError),
      distributed: false,
      redis: { estado: async () => 'desligado' },
      start: async () => {},
      close: () => online.close(),
    };
  }
  const publisher = openRedis(redisUrl, reportError);
  const subscriber = openRedis(redisUrl, reportError);
  const fanOut = new RedisFanOut(publisher, subscriber, reportError, stompChannel(channelPrefix));
  const sessoesFanOut = new RedisFanOut(publisher, subscriber, reportError, sessoesChannel(channelPrefix));
  const online = new OnlineRedis({ redis: publisher, instancia: randomUUID(), reportError });
  const disconnect = () => {
    publisher.disconnect();
    subscriber.disconnect();
  };
  return {
    online,
    fanOut,
    sessoes: criarSessoesAoVivo(sessoesFanOut, reportError),
    distributed: true,
    redis: estadoRedis(publisher, fanOut),
    async start() {
      try {
        await connectRedis(publisher);
        await connectRedis(subscriber);
        await fanOut.start();
        await sessoesFanOut.start();
      } catch (error) {
        await online.close().catch(() => {});
        disconnect();
        throw error;
      }
    },
    async close() {
      fanOut.stop();
      sessoesFanOut.stop();
      await online.close();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
      disconnect();
    },
  };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function pathOf(url: string | undefined): string {
  try {
    return new URL(url ?? '/', 'http://localhost').pathname;
  } catch {
    return '';
  }
}

/**
 * The chat's real time: STOMP at `/api/ws` over a plain WebSocket (cookie or token) and over SockJS
 * (token), the chat's destinations, live notifications, and a clean shutdown of all of it.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance, { ctx, core }: { ctx: AppContext; core: RealtimeCore }) => {
    const log = app.log.child({ module: 'realtime' });
    const reportError = (error: unknown) => log.warn({ err: errorText(error) }, 'real-time delivery problem');

    await core.start();
    const broker = new StompBroker({ fanOut: core.fanOut, reportError });
    const gateway = createChatGateway({ chat: { db: ctx.db, clock: ctx.clock }, broker, reportError });
    // Stored messages reach the sockets through the outbox, after their transaction commits, whichever
    // instance (or route: STOMP or REST) stored them.
    // In one process the broker knows every listener: a message nobody here listens for is not even read.
    const alguemOuveChat = (entrega: EntregaChat) =>
      core.distributed ||
      (entrega.tipo === 'geral'
        ? broker.subscriberCount(salaGeralDaEscola(entrega.escolaId)) > 0
        : entrega.usuarioIds.some((id) => broker.subscriberCount(destinoPrivado(id)) > 0));
    ctx.saida.tratar(SAIDA_CHAT, async (payload) => {
      if (!alguemOuveChat(payload.entrega as EntregaChat)) return;
      const enviada = await mensagemDaSaida(ctx.db, payload);
      if (enviada) await gateway.deliver(enviada);
    });
    const connections = new StompConnections({
      db: ctx.db,
      clock: ctx.clock,
      broker,
      registroOnline: core.online,
      gateway,
      reportError,
    });
    // Live delivery had a gap (Redis was away): the clients reconnect and catch up from the history.
    const stopResync = core.fanOut.onResync?.(() => {
      log.warn('live delivery may have missed messages: clients are asked to reconnect and catch up');
      connections.resync();
    });
    // A person's session ended somewhere (this instance or another): their sockets here are checked now.
    const stopSessoes = core.sessoes.aoEncerrar((usuarioId) => void connections.revalidateUser(usuarioId));
    ctx.saida.tratar(
      SAIDA_NOTIFICACAO_AO_VIVO,
      entregarNotificacoesAoVivo({
        db: ctx.db,
        broker,
        // In one process the broker knows every listener; across instances only the others do.
        alguemOuve: core.distributed
          ? () => true
          : (usuarioId) => broker.subscriberCount(destinoNotificacoes(usuarioId)) > 0,
      }),
    );
    // A school's today changed: its open staff pages are told, and read again through the API.
    ctx.saida.tratar(SAIDA_ESCOLA_HOJE, async (payload) => {
      const destino = hojeDaEscola(String(payload.escolaId));
      if (!core.distributed && broker.subscriberCount(destino) === 0) return;
      const frame: EventoEscolaHoje = { idTurma: null };
      await broker.publish(destino, { 'content-type': 'application/json' }, JSON.stringify(frame));
    });
    const diario = startDiarioLive({
      eventos: ctx.diarioAoVivo,
      broker,
      alguemOuve: core.distributed
        ? () => true
        : (usuarioId) => broker.subscriberCount(destinoDiario(usuarioId)) > 0,
      reportError,
    });

    const plainWs = createPlainWsEndpoint({
      connections,
      publicUrl: ctx.config.publicUrl,
      cookieToken: (request) => {
        const header = request.headers.cookie;
        return header ? app.parseCookie(header)[SESSION_COOKIE] : undefined;
      },
      reportError,
    });
    const sockjsClient = await readFile(
      createRequire(import.meta.url).resolve('sockjs-client/dist/sockjs.min.js'),
    );
    // The library's own script, the same for everyone.
    app.get(
      SOCKJS_CLIENT_PATH,
      { schema: { hide: true }, config: { cacheControl: 'public, max-age=86400' } },
      (_request, reply) => reply.type('application/javascript; charset=utf-8').send(sockjsClient),
    );
    const sockjsEndpoint = createSockjsEndpoint({
      connections,
      prefix: WS_PATH,
      clientScriptUrl: SOCKJS_CLIENT_PATH,
      log: (severity, message) => (severity === 'error' ? log.warn(message) : log.debug(message)),
    });
    const sockjsUpgrade = sockjsEndpoint.install(app.server);

    let closing = false;
    const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      if (closing) return refuseUpgrade(socket, 503, 'Service Unavailable');
      const path = pathOf(request.url);
      if (path === WS_PATH) return plainWs.handleUpgrade(request, socket, head);
      if (path.startsWith(`${WS_PATH}/`)) return sockjsUpgrade(request, socket, head);
      // Nothing else in the app speaks WebSocket.
      refuseUpgrade(socket, 404, 'Not Found');
    };
    app.server.on('upgrade', onUpgrade);

    // Before the HTTP server closes: it waits for every socket, upgraded ones included.
    app.addHook('preClose', async () => {
      closing = true;
      stopResync?.();
      stopSessoes();
      await diario.stop();
      // The transports first, so that clients hear "service restart" (1012) rather than a plain close.
      await Promise.all([plainWs.close(CLOSE_GRACE_MS), sockjsEndpoint.close(CLOSE_GRACE_MS)]);
      await connections.close();
    });
    app.addHook('onClose', async () => {
      app.server.removeListener('upgrade', onUpgrade);
      broker.close();
      await core.close();
    });
  },
  { name: 'realtime' },
);
