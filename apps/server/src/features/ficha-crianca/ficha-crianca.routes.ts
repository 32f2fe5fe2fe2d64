import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';

/** The child card for the educators of the child's class and the director (audited on every read). */
export function fichaCriancaRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (_app) => {
    void ctx;
  };
}
