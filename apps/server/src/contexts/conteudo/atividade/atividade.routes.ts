import {
  atividadeList,
  atividadeListQuery,
  atividadeRead,
  idAtividadeParam,
  idDiscParam,
  okResponse,
} from '@lunna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { jsonField, readMultipart } from '../../../lib/multipart';
import { sendStored } from '../../../platform/storage/send-stored';
import { requireActor, signedIn } from '../../../lib/actor';
import { atividadeService, type AtividadeDeps } from './atividade.service';

export function atividadeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['atividade'];
    const deps: AtividadeDeps = { db: ctx.db, storage: ctx.storage };

    app.get(
      '/discente/:idDisc/atividade',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            "'Atividades do {child}': the activities of the child's active classes, newest first (`tipo` filters by kind; `cursor` is the previous page's `proximoCursor`). Whoever may read the child; an educator only sees the classes they teach.",
          params: idDiscParam,
          querystring: atividadeListQuery.omit({ idTurma: true }),
          response: { 200: atividadeList },
        },
      },
      async (request) =>
        atividadeService.listForChild(
          deps,
          requireActor(request.actor),
          request.params.idDisc,
          request.query,
        ),
    );

    app.get(
      '/atividade',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'Staff: the activities of the classes they teach (the director: every class of the school), or of `idTurma`, newest first.',
          querystring: atividadeListQuery,
          response: { 200: atividadeList },
        },
      },
      async (request) => atividadeService.listForStaff(deps, requireActor(request.actor), request.query),
    );

    app.post(
      '/atividade',
      {
        ...signedIn,
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          description:
            'multipart: field `body` (JSON `atividadePayload`: idTurma, data, tipo, tituloAtv, descricaoAtv, pontos) and optional file `imagem` (png/jpeg ≤ 4 MB, checked by content, re-encoded without metadata). An educator of the class or the director; notifies the class’s guardians.',
          response: { 201: atividadeRead },
        },
      },
      async (request, reply) => {
        const actor = requireActor(request.actor);
        const data = await readMultipart(request, { fields: ['body'], files: ['imagem'] });
        return reply
          .status(201)
          .send(await atividadeService.create(deps, actor, jsonField(data), data.files.imagem));
      },
    );

    app.delete(
      '/atividade/:idAtividade',
      {
        ...signedIn,
        schema: {
          tags,
          description: 'The author or the director deletes an activity.',
          params: idAtividadeParam,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await atividadeService.remove(deps, requireActor(request.actor), request.params.idAtividade);
        return { ok: true as const };
      },
    );

    app.get(
      '/atividade/:idAtividade/imagem',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            "The activity's photo (WebP): the class's educators, the director and the guardians of its children.",
          params: idAtividadeParam,
          produces: ['image/webp'],
        },
      },
      async (request, reply) => {
        const image = await atividadeService.imagem(
          deps,
          requireActor(request.actor),
          request.params.idAtividade,
        );
        return sendStored(reply.header('content-type', 'image/webp'), image);
      },
    );
  };
}
