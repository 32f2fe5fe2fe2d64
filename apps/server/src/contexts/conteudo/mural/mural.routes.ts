import {
  idDiscParam,
  idTurmaMuralParam,
  muralPage,
  muralQuery,
  painelRead,
  painelResponsavel,
  painelResponsavelQuery,
} from '@lunna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { requireActor, signedIn } from '../../../lib/actor';
import { muralService, type MuralDeps } from './mural.service';
import { painelResponsavelService } from './painel-responsavel.service';

/** The class wall (guardians through their child, staff through the class) and the guardian's dashboard. */
export function muralRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['mural'];
    const deps: MuralDeps = { db: ctx.db, clock: ctx.clock };

    app.get(
      '/discente/:idDisc/mural',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            "A guardian of the child: the wall of the child's active classes, newest first, 20 a page (notices addressed to the guardian, activities, photos they may see, polls). Pass `proximoCursor` as `cursor` for older items.",
          params: idDiscParam,
          querystring: muralQuery,
          response: { 200: muralPage },
        },
      },
      async (request) =>
        muralService.forChild(deps, requireActor(request.actor), request.params.idDisc, request.query.cursor),
    );

    app.get(
      '/turma/:idTurma/mural',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            "The class's educators and the school's director: everything posted to the class, newest first, 20 a page.",
          params: idTurmaMuralParam,
          querystring: muralQuery,
          response: { 200: muralPage },
        },
      },
      async (request) =>
        muralService.forTurma(
          deps,
          requireActor(request.actor),
          request.params.idTurma,
          request.query.cursor,
        ),
    );

    app.get(
      '/discente/:idDisc/painel',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            "A guardian of the child: the dashboard in one call — the latest activity of each kind, the newest photos they may see, the latest two notices addressed to them and how many open polls await the child's answer.",
          params: idDiscParam,
          response: { 200: painelRead },
        },
      },
      async (request) => muralService.painel(deps, requireActor(request.actor), request.params.idDisc),
    );

    app.get(
      '/painel',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            "A guardian: the whole dashboard in one call — their children, and for the one followed (`idDisc` when it is theirs, else the first) its cards, today's attendance, diary, alerts and pickup time; the unacknowledged `Importante` notices; the notification preferences. Staff get 403.",
          querystring: painelResponsavelQuery,
          response: { 200: painelResponsavel },
        },
      },
      async (request) =>
        painelResponsavelService.read(deps, requireActor(request.actor), request.query.idDisc),
    );
  };
}
