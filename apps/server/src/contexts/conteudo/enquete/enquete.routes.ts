import {
  enqueteList,
  enqueteListQuery,
  enquetePayload,
  enqueteRead,
  idDiscParam,
  idEnqueteParam,
  okResponse,
  votoPayload,
} from '@lunna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { requireActor, signedIn } from '../../../lib/actor';
import { enqueteService, type EnqueteDeps } from './enquete.service';

export function enqueteRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['enquete'];
    const deps: EnqueteDeps = { db: ctx.db, clock: ctx.clock, jobs: ctx.jobs };

    app.get(
      '/discente/:idDisc/enquete',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            "The polls of the child's classes: open now (soonest to close first), or closed with `passadas=true` ('Enquetes Passadas'), with this child's vote (`meuVoto`). Counts (`votos`) are null for a guardian until the child has voted or the poll has closed. Whoever may read the child.",
          params: idDiscParam,
          querystring: enqueteListQuery.omit({ idTurma: true }),
          response: { 200: enqueteList },
        },
      },
      async (request) =>
        enqueteService.listForChild(
          deps,
          requireActor(request.actor),
          request.params.idDisc,
          request.query.passadas === 'true',
        ),
    );

    app.get(
      '/enquete',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'Staff: the polls of the classes they teach (the director: the whole school), or of `idTurma`; scheduled and open, or closed with `passadas=true`; live counts.',
          querystring: enqueteListQuery,
          response: { 200: enqueteList },
        },
      },
      async (request) =>
        enqueteService.listForStaff(deps, requireActor(request.actor), {
          passadas: request.query.passadas === 'true',
          idTurma: request.query.idTurma,
        }),
    );

    app.post(
      '/enquete',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'An educator of the class or the director opens a poll: question, four options, `inicio`–`fim` (school dates, inclusive; `fim` not before `inicio` nor in the past), optional `cor`. The guardians are notified when it opens.',
          body: enquetePayload,
          response: { 201: enqueteRead },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await enqueteService.create(deps, requireActor(request.actor), request.body)),
    );

    app.put(
      '/enquete/:idEnquete/voto',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            "A guardian of the child answers for it. One vote per child and poll: sending it again while the poll is open replaces the child's vote (never a second one); before `inicio` or after `fim`: 409. Answers the poll with the results.",
          params: idEnqueteParam,
          body: votoPayload,
          response: { 200: enqueteRead },
        },
      },
      async (request) =>
        enqueteService.vote(deps, requireActor(request.actor), request.params.idEnquete, request.body),
    );

    app.delete(
      '/enquete/:idEnquete',
      {
        ...signedIn,
        schema: {
          tags,
          description: 'The author or the director deletes a poll and its votes.',
          params: idEnqueteParam,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await enqueteService.remove(deps, requireActor(request.actor), request.params.idEnquete);
        return { ok: true as const };
      },
    );
  };
}
