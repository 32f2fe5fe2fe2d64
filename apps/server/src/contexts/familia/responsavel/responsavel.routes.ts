import { clientInfo } from '../../../lib/client-info';
import {
  authResponse,
  cpfParam,
  emailParam,
  lookupResponse,
  okResponse,
  responsavelPayload,
  responsavelRead,
} from '@lunna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { notFound } from '../../../lib/app-error';
import { jsonField, readMultipart } from '../../../lib/multipart';
import { parseOrThrow } from '../../../lib/zod-fields';
import { requireActor } from '../../../lib/actor';
import { responsavelService } from './responsavel.service';
import { perMinute } from '../../../lib/rate-limit';
import { cpfFromParam } from '../../../lib/cpf-param';

export const responsavelRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const lookupLimit = perMinute(ctx.config.rateLimit.lookup);

    app.get(
      '/responsavel/cpf/:cpf',
      {
        schema: { tags: ['cadastro'], params: cpfParam, response: { 200: lookupResponse } },
        config: lookupLimit,
      },
      async (request) => {
        if (!(await responsavelService.cpfTaken(ctx.db, cpfFromParam(request.params.cpf))))
          throw notFound('CPF');
        return { cadastrado: true as const };
      },
    );

    app.get(
      '/responsavel/email/:email',
      {
        schema: {
          tags: ['cadastro'],
          params: emailParam,
          response: { 200: z.union([responsavelRead, lookupResponse]) },
        },
        // The portal reads the signed-in guardian's own profile here: only anonymous look-ups are limited.
        config: {
          rateLimit: {
            ...lookupLimit.rateLimit,
            hook: 'preHandler',
            allowList: (request) => request.actor !== null,
          },
        },
      },
      async (request) =>
        responsavelService.byEmail(
          ctx.db,
          request.actor,
          request.params.email.trim().toLowerCase(),
          ctx.clock.now(),
        ),
    );

    app.post(
      '/responsavel',
      {
        schema: {
          tags: ['cadastro'],
          consumes: ['multipart/form-data'],
          description:
            'multipart: `body` (JSON, ResponsavelPayload), files `ftPerfilResp` and `ftRgResp` (png/jpeg ≤ 4 MB)',
          response: { 201: authResponse },
        },
        config: lookupLimit,
      },
      async (request, reply) => {
        const data = await readMultipart(request, { fields: ['body'], files: ['ftPerfilResp', 'ftRgResp'] });
        const payload = parseOrThrow(responsavelPayload, jsonField(data));
        const result = await responsavelService.register(
          ctx.db,
          ctx.clock,
          ctx.storage,
          payload,
          data.files,
          clientInfo(request),
        );
        reply.setSessionCookie(result.token, result.papel);
        return reply.status(201).send(result);
      },
    );

    app.post(
      '/responsavel/cadastro/concluir',
      {
        schema: {
          tags: ['cadastro'],
          description: 'Ends the registration wizard; the first call e-mails the confirmation link.',
          response: { 200: okResponse },
        },
        config: lookupLimit,
      },
      async (request) => {
        const actor = requireActor(request.actor);
        await responsavelService.finishRegistration(
          {
            db: ctx.db,
            mailer: ctx.mailer,
            publicUrl: ctx.config.publicUrl,
            codePepper: ctx.secrets.codePepper,
          },
          request.log,
          actor,
        );
        return { ok: true as const };
      },
    );

    app.delete(
      '/responsavel/cadastro',
      { schema: { tags: ['cadastro'], response: { 200: okResponse } } },
      async (request, reply) => {
        await responsavelService.undoRegistration(ctx.db, ctx.storage, requireActor(request.actor));
        reply.clearSessionCookie();
        return { ok: true as const };
      },
    );
  };
