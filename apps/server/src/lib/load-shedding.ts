import { msg, type ApiError } from '@lunna/contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { watchEventLoopLag } from './event-loop-lag';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: this route is answered even while the instance sheds load (the load balancer's health check). */
    loadShedding?: false;
  }
  interface FastifyInstance {
    /** Whether this instance refuses new requests now, and why. */
    carga: Carga;
  }
}

export type MotivoSobrecarga = 'event-loop' | 'fila-do-banco';

export type Carga = {
  /** Why new requests are being refused now; null when they are served. */
  motivo(): MotivoSobrecarga | null;
};

export type LoadSheddingOptions = {
  /** How long (ms) the event loop may have been busy before a request arrives; beyond it, refused; 0: off. */
  maxEventLoopDelayMs: number;
  /** Queries waiting for a database connection above which new requests are refused; 0: off. */
  maxDbQueue: number;
  /** How many queries wait for a database connection now (absent: that check is off). */
  dbQueue?: () => number;
};

/**
 * Short: the overload passes as soon as the backlog drains, and a client told to wait longer would stay away
 * from an instance that is already serving again.
 */
export const RETRY_AFTER_S = 2;
const REFUSAL_BODY = Buffer.from(
  JSON.stringify({ code: 'SOBRECARGA', message: msg.sobrecarga } satisfies ApiError),
);
const REFUSAL_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'content-length': REFUSAL_BODY.length,
  'retry-after': String(RETRY_AFTER_S),
  // As every API answer (lib/cache-control.ts).
  'cache-control': 'no-store',
};
/** One warning per episode is enough to see it in the log without the log adding to the load. */
const LOG_EVERY_MS = 10_000;
/** After the last refusal, how long health still says the instance is overloaded. */
const STILL_SHEDDING_MS = 1_000;

/**
 * Refuses new requests with 503 SOBRECARGA and Retry-After while the event loop lags or too many
 * queries wait for a database connection: a request answered at once with "come back in a moment" costs the
 * instance almost nothing, whereas accepting it makes every request wait behind it until browsers and proxies
 * time out. What was accepted is still served. Register before anything that reads the database per request.
 *
 * Not @fastify/under-pressure: it samples the lag with a timer, which under this load fires only after the turn
 * that accepted the whole burst (see event-loop-lag.ts).
 */
export const loadShedding = fp(
  async (app: FastifyInstance, options: LoadSheddingOptions) => {
    const lag = options.maxEventLoopDelayMs > 0 ? watchEventLoopLag() : undefined;
    const dbQueue = options.maxDbQueue > 0 ? options.dbQueue : undefined;
    const overloadNow = (): MotivoSobrecarga | null =>
      lag && lag.lagMs() > options.maxEventLoopDelayMs
        ? 'event-loop'
        : dbQueue && dbQueue() > options.maxDbQueue
          ? 'fila-do-banco'
          : null;
    let lastShed: { at: number; motivo: MotivoSobrecarga } | null = null;
    const warn = warnOncePerEpisode(app.log);

    app.addHook('onRequest', async (request, reply) => {
      if (exempt(request)) return;
      const motivo = overloadNow();
      if (!motivo) return;
      lastShed = { at: performance.now(), motivo };
      warn({ motivo, eventLoopDelayMs: Math.round(lag?.lagMs() ?? 0), dbQueue: dbQueue?.() });
      // Written straight to the socket: a refusal must cost the least possible, since under this load the
      // refusals are most of the work (the reply's hooks, serializers and compression are skipped).
      reply.hijack();
      reply.raw.writeHead(503, REFUSAL_HEADERS).end(REFUSAL_BODY);
    });
    app.addHook('onClose', async () => lag?.stop());
    app.decorate('carga', {
      // The probe itself arrives in a fresh turn of the loop; what it must hear is whether requests were being
      // refused a moment ago, and only a moment: the instance is ready again as soon as the refusals stop.
      motivo: () =>
        lastShed && performance.now() - lastShed.at < STILL_SHEDDING_MS ? lastShed.motivo : overloadNow(),
    } satisfies Carga);
  },
  { name: 'load-shedding' },
);

/**
 * Only the API is shed. The web app's files cost almost nothing to send (no database, no session), and a
 * script chunk refused once stays failed in that page until it is reloaded: the person would be left with a
 * screen that never finishes loading, worse than a slow one.
 */
function exempt(request: FastifyRequest): boolean {
  return request.routeOptions.config?.loadShedding === false || !request.url.startsWith('/api/');
}

function warnOncePerEpisode(log: FastifyBaseLogger) {
  let lastWarning = 0;
  let refused = 0;
  return (details: Record<string, unknown>) => {
    refused += 1;
    const now = Date.now();
    if (now - lastWarning < LOG_EVERY_MS) return;
    log.warn({ ...details, refusedSinceLastWarning: refused }, 'overloaded: refusing new requests with 503');
    lastWarning = now;
    refused = 0;
  };
}
