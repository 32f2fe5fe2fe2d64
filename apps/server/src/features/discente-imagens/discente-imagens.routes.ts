import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';

/** The child's photo and the banner cover, uploaded by its guardians. */
export function discenteImagensRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (_app) => {
    void ctx;
  };
}
