import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { createHealthChecks } from './health.service';

const checks = {
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'desligado']),
  disco: z.enum(['ok', 'cheio']),
};

/** 200 ok / 200 degradado (serving, something optional impaired) / 503 indisponivel (send no traffic here). */
const healthResponse = z.object({ status: z.enum(['ok', 'degradado', 'indisponivel']), ...checks });

/** The same, plus what only the load balancer's readiness probe asks: the file storage and the migrations. */
const readyResponse = healthResponse.extend({
  armazenamento: z.enum(['ok', 'indisponivel']),
  /** desconhecido: the database did not say (it is down, or late). */
  migracoes: z.enum(['ok', 'pendentes', 'desconhecido']),
});

const liveResponse = z.object({ status: z.literal('ok') });

export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const probes = createHealthChecks(ctx);

    // Health and readiness are answered even while the instance sheds load, so that the balancer hears why.
    app.get(
      '/health',
      {
        schema: { tags: ['sistema'], response: { 200: healthResponse, 503: healthResponse } },
        config: { loadShedding: false },
      },
      async (_request, reply) => {
        // Shedding load: not ready for more traffic, said at once (health.service.ts).
        const { ready, body } = await probes.health(app.carga.motivo() !== null);
        return reply.status(ready ? 200 : 503).send(body);
      },
    );

    app.get(
      '/health/live',
      {
        schema: {
          tags: ['sistema'],
          description:
            'The process is up and answering: 200 at once, nothing else is asked (a restart is the only cure for a no).',
          response: { 200: liveResponse },
        },
        config: { loadShedding: false },
      },
      async () => ({ status: 'ok' as const }),
    );

    app.get(
      '/health/ready',
      {
        schema: {
          tags: ['sistema'],
          description:
            'Whether to send this instance traffic: 200 when the database, the disk, the file storage and the migrations are all OK ' +
            '(Redis down: 200 `degradado`, as /api/health); else 503. Shedding load or shutting down: 503.',
          response: { 200: readyResponse, 503: readyResponse },
        },
        config: { loadShedding: false },
      },
      async (_request, reply) => {
        // Shedding load or shutting down: 503 at once with the last answers, the checks refreshed behind.
        const { ready, body } = await probes.readiness(app.carga.motivo() !== null);
        return reply.status(ready ? 200 : 503).send(body);
      },
    );
  };
