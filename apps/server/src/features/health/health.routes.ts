import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { healthRepository } from './health.repository';

const healthResponse = z.object({
  status: z.enum(['ok', 'degradado', 'indisponivel']),
  database: z.enum(['up', 'down']),
});

export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      // The load balancer's probe is answered even while the instance sheds load, so that it hears why.
      {
        schema: { tags: ['sistema'], response: { 200: healthResponse, 503: healthResponse } },
        config: { loadShedding: false },
      },
      async (_request, reply) => {
        // Overloaded: not ready for more traffic, said at once (the database's queue is the problem, not to be
        // lengthened by the probe). Ready again as soon as the load passes, at the next probe.
        if (app.carga.motivo()) return reply.status(503).send({ status: 'indisponivel', database: 'up' });
        const up = await healthRepository.databaseUp(ctx.db);
        return reply
          .status(up ? 200 : 503)
          .send({ status: up ? 'ok' : 'degradado', database: up ? 'up' : 'down' });
      },
    );
  };
