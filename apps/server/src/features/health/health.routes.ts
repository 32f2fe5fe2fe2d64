import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { healthRepository } from './health.repository';

/** 200 ok / 200 degradado (serving, something optional impaired) / 503 indisponivel (send no traffic here). */
const healthResponse = z.object({ status: z.enum(['ok', 'degradado', 'indisponivel']), database: z.enum(['up', 'down']) });

export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/health', { schema: { tags: ['sistema'], response: { 200: healthResponse, 503: healthResponse } } }, async (_request, reply) => {
      const up = await healthRepository.databaseUp(ctx.db, ctx.databaseAvailability);
      return reply.status(up ? 200 : 503).send({ status: up ? 'ok' : 'indisponivel', database: up ? 'up' : 'down' });
    });
  };
