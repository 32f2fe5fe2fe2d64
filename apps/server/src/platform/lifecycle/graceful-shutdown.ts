import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { safeError } from '../../lib/error-handler';

/** Something to close once HTTP is done, in the order given (the database last but one, its lock last). */
export type ShutdownStep = { name: string; close(): Promise<void> };

export type GracefulShutdownOptions = {
  app: FastifyInstance;
  steps: ShutdownStep[];
  /**
   * The hard bound: past it the process exits (code 1) with a log line, whatever is still open. Below the 10 s
   * most orchestrators wait between SIGTERM and SIGKILL, so the log line is always written.
   */
  timeoutMs?: number;
};

/** How often connections that went idle during the shutdown are closed. */
const IDLE_SWEEP_MS = 50;

/**
 * On SIGTERM/SIGINT (and an uncaught error): stop accepting, answer what was already received, close each
 * keep-alive connection as soon as it is idle (a keep-alive client would otherwise hold the exit until its
 * 72 s timeout), ask WebSocket clients to reconnect elsewhere (the real-time plugin's preClose, code 1012),
 * then close the steps and exit 0. Install before the app listens (it counts requests in flight).
 */
export function installGracefulShutdown({ app, steps, timeoutMs = 9_000 }: GracefulShutdownOptions): void {
  const inFlight = countRequestsInFlight(app);
  closeWithGrace(
    {
      delay: timeoutMs,
      logger: false,
      onTimeout: (delay) =>
        app.log.error(
          { delayMs: delay, inFlight: inFlight.count() },
          'shutdown took too long: exiting anyway',
        ),
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err: safeError(err) }, 'unexpected error: shutting down');
      else app.log.info({ signal }, 'shutting down');
      const startedAt = Date.now();
      // Fastify closes the idle connections once, when it starts closing; a connection busy then goes idle
      // after its answer and would stay open until its keep-alive timeout.
      const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
      try {
        await app.close();
        await inFlight.drained();
      } finally {
        clearInterval(sweep);
      }
      for (const step of steps) await step.close();
      app.log.info({ ms: Date.now() - startedAt }, 'shut down');
    },
  );
}

/** Requests received and not yet answered (or abandoned by their client). */
function countRequestsInFlight(app: FastifyInstance) {
  let count = 0;
  let onDrained: (() => void) | null = null;
  app.addHook('onRequest', async (request) => {
    count += 1;
    request.raw.once('close', () => {
      count -= 1;
      if (count === 0) onDrained?.();
    });
  });
  return {
    count: () => count,
    drained: () => (count === 0 ? Promise.resolve() : new Promise<void>((resolve) => (onDrained = resolve))),
  };
}
