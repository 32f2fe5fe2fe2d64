import {
  cardapioItem,
  cardapioPayload,
  cardapioSemana,
  cardapioSemanaQuery,
  idCardapioParam,
  idDiscParam,
} from '@lunna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { requireActor, signedIn } from '../../../lib/actor';
import { cardapioService, type CardapioDeps } from './cardapio.service';

/** The school's weekly menu, with each dish's allergens checked against the children's medical records. */
export function cardapioRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['cardapio'];
    const deps: CardapioDeps = { db: ctx.db, clock: ctx.clock };

    app.get(
      '/discente/:idDisc/cardapio',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'The child’s school menu for a week (`semana` = its Monday; default the current week, the coming one on a weekend), Monday to Friday; each dish’s `alertas` are its allergens the child’s record names. The child’s guardians only.',
          params: idDiscParam,
          querystring: cardapioSemanaQuery,
          response: { 200: cardapioSemana },
        },
      },
      async (request) =>
        cardapioService.familia(
          deps,
          requireActor(request.actor),
          request.params.idDisc,
          request.query.semana,
        ),
    );

    app.get(
      '/cardapio',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'Staff: the school’s menu for a week; each dish’s `alergicos` are the children of the educator’s classes (the director: of the school) allergic to it. Each child named is written to the audit log.',
          querystring: cardapioSemanaQuery,
          response: { 200: cardapioSemana },
        },
      },
      async (request) => cardapioService.equipe(deps, requireActor(request.actor), request.query.semana),
    );

    app.put(
      '/cardapio',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'Staff: posts one meal of a school day (Monday to Friday) of their school, or replaces the one already there.',
          body: cardapioPayload,
          response: { 200: cardapioItem },
        },
      },
      async (request) => cardapioService.salvar(deps, requireActor(request.actor), request.body),
    );

    app.delete(
      '/cardapio/:idCardapio',
      {
        ...signedIn,
        schema: { tags, description: 'Staff of the school: removes a meal.', params: idCardapioParam },
      },
      async (request, reply) => {
        await cardapioService.remover(deps, requireActor(request.actor), request.params.idCardapio);
        return reply.status(204).send();
      },
    );
  };
}
