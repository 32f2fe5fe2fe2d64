import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';

export const conviteRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async () => {};
