import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';

/** Routes of this feature are registered here. */
export function memoriaRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async () => {};
}
