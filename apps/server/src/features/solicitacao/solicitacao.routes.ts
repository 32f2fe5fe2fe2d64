import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';

/** Requests the director confirms: a child added after registration, a guardian's CPF change. */
export function solicitacaoRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (_app) => {
    void ctx;
  };
}
