import {
  idDiscParam,
  idRotinaParam,
  idTurmaParam,
  rotinaCelula,
  rotinaCelulaPayload,
  rotinaCopiaPayload,
  rotinaCopiaResult,
  rotinaDiscente,
  rotinaSemana,
  semanaQuery,
} from '@lunna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { requireActor, signedIn } from '../../../lib/actor';
import { rotinaService, type RotinaDeps } from './rotina.service';

/** The weekly routine ('Minha agenda') of each class: staff fill it, families read it through their child. */
export function rotinaRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['rotina'];
    const deps: RotinaDeps = { db: ctx.db, clock: ctx.clock };

    app.get(
      '/turma/:idTurma/rotina',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'The class’s week (`semana` = its Monday; default the school’s current week, the coming one on a weekend): staff who manage the class.',
          params: idTurmaParam,
          querystring: semanaQuery,
          response: { 200: rotinaSemana },
        },
      },
      async (request) =>
        rotinaService.turmaSemana(
          deps,
          requireActor(request.actor),
          request.params.idTurma,
          request.query.semana,
        ),
    );

    app.put(
      '/turma/:idTurma/rotina',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'Fills one cell (week, ISO weekday 1–5, time row 07:00 … 15:00) or replaces its card: staff who manage the class.',
          params: idTurmaParam,
          body: rotinaCelulaPayload,
          response: { 200: rotinaCelula },
        },
      },
      async (request) =>
        rotinaService.salvar(deps, requireActor(request.actor), request.params.idTurma, request.body),
    );

    app.delete(
      '/turma/:idTurma/rotina/:idRotina',
      {
        ...signedIn,
        schema: { tags, description: 'Empties a cell: staff who manage the class.', params: idRotinaParam },
      },
      async (request, reply) => {
        await rotinaService.remover(
          deps,
          requireActor(request.actor),
          request.params.idTurma,
          request.params.idRotina,
        );
        return reply.status(204).send();
      },
    );

    app.post(
      '/turma/:idTurma/rotina/copiar',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'Copies week `de` onto week `para`. A target week that already has cards answers 409 unless `substituir: true`, which replaces them all. An empty source week answers 409.',
          params: idTurmaParam,
          body: rotinaCopiaPayload,
          response: { 200: rotinaCopiaResult },
        },
      },
      async (request) =>
        rotinaService.copiar(deps, requireActor(request.actor), request.params.idTurma, request.body),
    );

    app.get(
      '/discente/:idDisc/rotina',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            '‘Minha agenda’: the week of every active class the child is in (who may read the child: its guardians, its educators, the director).',
          params: idDiscParam,
          querystring: semanaQuery,
          response: { 200: rotinaDiscente },
        },
      },
      async (request) =>
        rotinaService.discente(
          deps,
          requireActor(request.actor),
          request.params.idDisc,
          request.query.semana,
        ),
    );
  };
}
