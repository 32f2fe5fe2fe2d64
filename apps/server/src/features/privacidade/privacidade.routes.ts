import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';

export const privacidadeRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async () => {};
