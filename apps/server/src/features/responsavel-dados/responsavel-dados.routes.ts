import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';

/** A guardian's own data: phones, address, secondary e-mail, photo and RG document. */
export function responsavelDadosRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (_app) => {
    void ctx;
  };
}
