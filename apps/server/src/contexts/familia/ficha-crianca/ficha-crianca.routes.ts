import { fichaCriancaRead, idDiscParam } from '@lunna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { requireActor, signedIn } from '../../../lib/actor';
import { fichaCriancaService, type FichaCriancaDeps } from './ficha-crianca.service';

/** The child card for the educators of the child's class and the director (audited on every read). */
export function fichaCriancaRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const deps: FichaCriancaDeps = { db: ctx.db, clock: ctx.clock };

    app.get(
      '/discente/:idDisc/ficha',
      {
        ...signedIn,
        schema: {
          tags: ['ficha-crianca'],
          description:
            'The child card: the director of the child’s school and the educators of its active classes (guardians have the full profile instead). Allergies, medications, care, emergency contacts, guardians’ phones and the pickup list; no CPF or RG numbers. Every read is written to the access log (`ler_ficha_saude`).',
          params: idDiscParam,
          response: { 200: fichaCriancaRead },
        },
      },
      async (request) => fichaCriancaService.read(deps, requireActor(request.actor), request.params.idDisc),
    );
  };
}
