import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';

export const contaRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async () => {};
