import { discenteImagens, idDiscParam } from '@lunna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { readMultipart } from '../../../lib/multipart';
import { requireActor, signedIn } from '../../../lib/actor';
import { discenteImagensService as service } from './discente-imagens.service';
import type { ImagemDiscente } from './discente-imagens.repository';
import { requireAccess } from '../../../acesso/require-access';
import { Permissao } from '../../../acesso/permissao';

const tags = ['discente'];

/** The child's photo and the banner cover, uploaded by its guardians. */
export function discenteImagensRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const upload = (path: string, column: ImagemDiscente, what: string) =>
      app.post(
        path,
        {
          ...signedIn,
          schema: {
            tags,
            consumes: ['multipart/form-data'],
            description: `multipart: file \`${column}\` (${what}; png/jpeg ≤ 4 MB, checked by content, re-encoded to WebP without metadata). The child’s guardians only; replaces the previous one.`,
            params: idDiscParam,
            response: { 200: discenteImagens },
          },
        },
        async (request) => {
          const actor = requireActor(request.actor);
          // Refused before the upload is read: nobody else's file is even buffered.
          await requireAccess(ctx.db, actor, Permissao.DiscenteResponsavel, request.params.idDisc);
          const data = await readMultipart(request, { fields: [], files: [column] });
          return service.setImagem(
            ctx.db,
            ctx.storage,
            actor,
            request.params.idDisc,
            column,
            data.files[column],
          );
        },
      );

    upload('/discente/:idDisc/foto', 'imgDisc', 'the child’s profile photo, longest side at most 1600 px');
    upload('/discente/:idDisc/capa', 'capaDisc', 'the banner cover, cropped to 1600×400');

    app.delete(
      '/discente/:idDisc/capa',
      {
        ...signedIn,
        schema: {
          tags,
          description: 'The child’s guardians remove the banner cover (the banner shows its pattern again).',
          params: idDiscParam,
          response: { 200: discenteImagens },
        },
      },
      async (request) =>
        service.removeCapa(ctx.db, ctx.storage, requireActor(request.actor), request.params.idDisc),
    );
  };
}
