import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { healthRepository } from './health.repository';

const healthResponse = z.object({ status: z.enum(['ok', 'degradado']), database: z.enum(['up', 'down']) });

export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/health', { schema: { tags: ['sistema'], response: { 200: healthResponse, 503: healthResponse } } }, async (_request, reply) => {
      const up = await healthRepository.databaseUp(ctx.db);
      return reply.status(up ? 200 : 503).send({ status: up ? 'ok' : 'degradado', database: up ? 'up' : 'down' });
    });
  };
