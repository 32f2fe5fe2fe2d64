import {
  okResponse,
  pedirCodigoPayload,
  redefinirSenhaPayload,
  verificarCodigoPayload,
} from '@lunna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { passwordResetService } from './password-reset.service';
import { perMinute } from '../../../lib/rate-limit';

export const passwordResetRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const limit = perMinute(ctx.config.rateLimit.login);

    app.post(
      '/senha/codigo',
      { schema: { tags: ['senha'], body: pedirCodigoPayload, response: { 202: okResponse } }, config: limit },
      async (request, reply) => {
        passwordResetService.requestCode(
          ctx.db,
          ctx.secrets.codePepper,
          ctx.mailer,
          request.log,
          request.body.email,
        );
        return reply.status(202).send({ ok: true as const });
      },
    );

    app.post(
      '/senha/verificar',
      {
        schema: { tags: ['senha'], body: verificarCodigoPayload, response: { 200: okResponse } },
        config: limit,
      },
      async (request) => {
        await passwordResetService.checkCode(
          ctx.db,
          ctx.secrets.codePepper,
          request.body.email,
          request.body.codigo,
        );
        return { ok: true as const };
      },
    );

    app.post(
      '/senha/redefinir',
      {
        schema: { tags: ['senha'], body: redefinirSenhaPayload, response: { 200: okResponse } },
        config: limit,
      },
      async (request) => {
        const { usuarioId } = await passwordResetService.resetPassword(
          ctx.db,
          ctx.secrets.codePepper,
          request.body.email,
          request.body.codigo,
          request.body.senha,
        );
        // Every session of the account ended: their sockets close now.
        await ctx.sessoesAoVivo.encerradas(usuarioId);
        return { ok: true as const };
      },
    );
  };
