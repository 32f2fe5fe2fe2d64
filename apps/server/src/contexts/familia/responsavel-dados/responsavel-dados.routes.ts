import { responsavelDados, responsavelDadosPayload } from '@lunna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { readMultipart } from '../../../lib/multipart';
import { requireActor, type Actor } from '../../../lib/actor';
import { responsavelDadosService as service, type ArquivoResponsavel } from './responsavel-dados.service';
import { requireAccess } from '../../../acesso/require-access';
import { Permissao } from '../../../acesso/permissao';

const tags = ['responsavel'];

/** A guardian's own data: phones, address, secondary e-mail, photo and RG document. */
export function responsavelDadosRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  // Staff and anonymous requests are refused before the body is read or validated.
  const guardianOnly = {
    preValidation: async (request: { actor: Actor | null }) => {
      await requireAccess(ctx.db, requireActor(request.actor), Permissao.Responsavel);
    },
  };

  return async (app) => {
    app.get(
      '/responsavel/me',
      {
        ...guardianOnly,
        schema: {
          tags,
          description: 'The signed-in guardian’s own data (staff: 403).',
          response: { 200: responsavelDados },
        },
      },
      async (request) => service.read(ctx.db, requireActor(request.actor)),
    );

    app.put(
      '/responsavel/me',
      {
        ...guardianOnly,
        schema: {
          tags,
          description:
            'The signed-in guardian changes their name, RG number, secondary e-mail, phones and address, with the registration rules. The CPF is not changed here.',
          body: responsavelDadosPayload,
          response: { 200: responsavelDados },
        },
      },
      async (request) => service.update(ctx.db, requireActor(request.actor), request.body),
    );

    const upload = (path: string, field: ArquivoResponsavel, what: string) =>
      app.post(
        path,
        {
          ...guardianOnly,
          schema: {
            tags,
            consumes: ['multipart/form-data'],
            description: `multipart: file \`${field}\` (${what}; png/jpeg ≤ 4 MB, checked by content, re-encoded to WebP without metadata). Replaces the previous one.`,
            response: { 200: responsavelDados },
          },
        },
        async (request) => {
          const actor = requireActor(request.actor);
          const data = await readMultipart(request, { fields: [], files: [field] });
          return service.setArquivo(ctx.db, ctx.storage, actor, field, data.files[field]);
        },
      );

    upload('/responsavel/foto', 'ftPerfilResp', 'the guardian’s profile photo');
    upload('/responsavel/documento', 'ftRgResp', 'a photo of the guardian’s RG');
  };
}
