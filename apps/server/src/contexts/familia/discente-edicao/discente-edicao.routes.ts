import { discenteEdicao, discenteRead, historicoPerfil, idDiscParam } from '@lunna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { requireActor, signedIn } from '../../../lib/actor';
import { discenteEdicaoService as service, type DiscenteEdicaoDeps } from './discente-edicao.service';

/** A guardian edits the child's record (versioned, notifying the class educators and the other guardians); its change history. */
export function discenteEdicaoRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['discente'];
    const deps: DiscenteEdicaoDeps = {
      db: ctx.db,
      mailer: ctx.mailer,
      log: app.log,
      clock: ctx.clock,
      publicUrl: ctx.config.publicUrl,
    };

    app.put(
      '/discente/:idDisc',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'Only a guardian of the child: saves the whole record (not CPF/RG). Contacts with `idContato` are updated, without it created, missing ones removed (at least one stays). Each changed record gets a history row with only the changed fields; a change to allergies, medications, specific care or emergency contacts notifies (Atenção) the educators of the child’s active classes and the other guardians. Saving without changes writes nothing.',
          params: idDiscParam,
          body: discenteEdicao,
          response: { 200: discenteRead },
        },
      },
      async (request) =>
        service.update(deps, requireActor(request.actor), request.params.idDisc, request.body),
    );

    app.get(
      '/discente/:idDisc/historico',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'Whoever may read the child (its guardians, the educators of its active classes, the director): the last 50 changes of its record, newest first.',
          params: idDiscParam,
          response: { 200: historicoPerfil },
        },
      },
      async (request) => service.historico(ctx.db, requireActor(request.actor), request.params.idDisc),
    );
  };
}
