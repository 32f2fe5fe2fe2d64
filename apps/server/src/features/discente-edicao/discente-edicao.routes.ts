import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';

/** A guardian edits the child's record (versioned, notifying the class educators and the other guardians); its change history. */
export function discenteEdicaoRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (_app) => {
    void ctx;
  };
}
