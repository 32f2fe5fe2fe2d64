import {
  CAMPO_FOTOS,
  MAX_FOTOS_POR_ENVIO,
  criancaMemoria,
  favoritoRead,
  idDiscParam,
  idMemoriaParam,
  idTurmaParam,
  memoriaCreated,
  memoriaImagemQuery,
  memoriaList,
  memoriaListQuery,
  msg,
  okResponse,
} from '@lunna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { jsonField, readMultipart } from '../../../lib/multipart';
import { sendStored } from '../../../platform/storage/send-stored';
import { requireActor, signedIn } from '../../../lib/actor';
import { memoriaService, type MemoriaDeps } from './memoria.service';

export function memoriaRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['memoria'];
    const deps: MemoriaDeps = { db: ctx.db, storage: ctx.storage };

    app.post(
      '/memoria',
      {
        ...signedIn,
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          description: `Staff who manage the class share photos: multipart \`body\` (JSON: idTurma, descricao, idsDisc tagged, somenteMarcados) and 1 to ${MAX_FOTOS_POR_ENVIO} files in \`${CAMPO_FOTOS}\` (png/jpeg ≤ 4 MB each, re-encoded without metadata). All or nothing. Notifies the guardians who can see them.`,
          response: { 201: memoriaCreated },
        },
      },
      async (request, reply) => {
        const actor = requireActor(request.actor);
        const data = await readMultipart(request, {
          fields: ['body'],
          files: [],
          fileLists: { [CAMPO_FOTOS]: { max: MAX_FOTOS_POR_ENVIO, message: msg.muitasFotos } },
        });
        const itens = await memoriaService.upload(
          deps,
          actor,
          jsonField(data),
          data.fileLists[CAMPO_FOTOS] ?? [],
        );
        return reply.status(201).send({ itens });
      },
    );

    app.get(
      '/discente/:idDisc/memoria',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'A guardian of the child: the photos of its class and the photos it is tagged in, except those showing another family’s child without photo-sharing consent. `ordem` recentes (default) or antigas; `favoritos=true` only the hearted; `cursor` from `proximoCursor`.',
          params: idDiscParam,
          querystring: memoriaListQuery,
          response: { 200: memoriaList },
        },
      },
      async (request) =>
        memoriaService.listForChild(deps, requireActor(request.actor), request.params.idDisc, request.query),
    );

    app.get(
      '/turma/:idTurma/memoria',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'Staff who manage the class: every photo shared with it (`reservada`: a tagged child has no consent, so only its family sees it).',
          params: idTurmaParam,
          querystring: memoriaListQuery,
          response: { 200: memoriaList },
        },
      },
      async (request) =>
        memoriaService.listForTurma(deps, requireActor(request.actor), request.params.idTurma, request.query),
    );

    app.get(
      '/turma/:idTurma/memoria/criancas',
      {
        ...signedIn,
        schema: {
          tags,
          description: 'Staff who manage the class: its children with their photo-sharing consent, to tag.',
          params: idTurmaParam,
          response: { 200: z.array(criancaMemoria) },
        },
      },
      async (request) => memoriaService.criancas(deps, requireActor(request.actor), request.params.idTurma),
    );

    app.get(
      '/memoria/:idMemoria/imagem',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'The photo, to whoever may see the memory: `miniatura` (card), `tela` (WebP ≤ 1600 px), `original` (full-size JPEG download).',
          params: idMemoriaParam,
          querystring: memoriaImagemQuery,
          produces: ['image/webp', 'image/jpeg'],
        },
      },
      async (request, reply) => {
        const image = await memoriaService.imagem(
          deps,
          requireActor(request.actor),
          request.params.idMemoria,
          request.query.tamanho,
        );
        reply.header('content-type', image.contentType);
        if (image.download) reply.header('content-disposition', `attachment; filename="${image.download}"`);
        return sendStored(reply, image);
      },
    );

    const favorito =
      (value: boolean) =>
      async (request: { actor: Parameters<typeof requireActor>[0]; params: { idMemoria: string } }) =>
        memoriaService.setFavorito(deps, requireActor(request.actor), request.params.idMemoria, value);
    const favoritoSchema = { tags, params: idMemoriaParam, response: { 200: favoritoRead } };
    app.put(
      '/memoria/:idMemoria/favorito',
      {
        ...signedIn,
        schema: { ...favoritoSchema, description: 'A guardian who may see the photo hearts it.' },
      },
      favorito(true),
    );
    app.delete(
      '/memoria/:idMemoria/favorito',
      { ...signedIn, schema: { ...favoritoSchema, description: 'A guardian removes the heart.' } },
      favorito(false),
    );

    app.delete(
      '/memoria/:idMemoria',
      {
        ...signedIn,
        schema: {
          tags,
          description: 'Its author or the director deletes a photo (and its files).',
          params: idMemoriaParam,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await memoriaService.remove(deps, requireActor(request.actor), request.params.idMemoria);
        return { ok: true as const };
      },
    );

    // GET/PUT /discente/:idDisc/consentimento (photo sharing and the assistant): contexts/conta/privacidade.
  };
}
