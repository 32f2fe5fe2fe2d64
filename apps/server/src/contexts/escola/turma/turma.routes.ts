import {
  idTurmaParam,
  pessoaEquipe,
  turmaListQuery,
  turmaPayload,
  turmaRead,
  turmaUpdatePayload,
} from '@lunna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { requireActor, signedIn } from '../../../lib/actor';
import { turmaService } from './turma.service';

export const turmaRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['turma'];

    app.get(
      '/turma',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'Educators: the classes they teach; the director: every class of the school; guardians: their children’s classes.',
          querystring: turmaListQuery,
          response: { 200: z.array(turmaRead) },
        },
      },
      async (request) =>
        turmaService.list(ctx.db, requireActor(request.actor), request.query.arquivadas === 'true'),
    );

    app.post(
      '/turma',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            "Staff create a class of their school's children (another school's child: 403). An educator teaches the class she creates; a child in none of her classes is not added but asked of the director (`discentesPendentes`), and its data stays closed to her until the director approves.",
          body: turmaPayload,
          response: { 201: turmaRead },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await turmaService.create(ctx.db, requireActor(request.actor), request.body)),
    );

    app.get(
      '/turma/:idTurma',
      {
        ...signedIn,
        schema: {
          tags,
          description: 'The director, or an educator who teaches the class.',
          params: idTurmaParam,
          response: { 200: turmaRead },
        },
      },
      async (request) => turmaService.get(ctx.db, requireActor(request.actor), request.params.idTurma),
    );

    app.put(
      '/turma/:idTurma',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'The director, or an educator who teaches the class (archived: 409). `discentes` is the whole class: for an educator, a child in none of her classes is asked of the director instead of added, and a pending child left out is no longer asked for. Only the director changes `pedagogos`.',
          params: idTurmaParam,
          body: turmaUpdatePayload,
          response: { 200: turmaRead },
        },
      },
      async (request) =>
        turmaService.update(ctx.db, requireActor(request.actor), request.params.idTurma, request.body),
    );

    app.post(
      '/turma/:idTurma/arquivar',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'Archives the class: it leaves the lists and grants no access; its pending requests for children are withdrawn.',
          params: idTurmaParam,
          response: { 200: turmaRead },
        },
      },
      async (request) => turmaService.archive(ctx.db, requireActor(request.actor), request.params.idTurma),
    );

    app.get(
      '/equipe',
      {
        ...signedIn,
        schema: {
          tags,
          description: 'The school’s educators (staff only).',
          response: { 200: z.array(pessoaEquipe) },
        },
      },
      async (request) => turmaService.equipe(ctx.db, requireActor(request.actor)),
    );
  };
