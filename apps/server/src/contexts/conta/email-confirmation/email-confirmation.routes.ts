import { confirmarEmailPayload, okResponse } from '@lunna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { emailConfirmationService } from './email-confirmation.service';
import { perMinute } from '../../../lib/rate-limit';

export const emailConfirmationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/responsavel/confirmar-email',
      {
        schema: {
          tags: ['cadastro'],
          description:
            'Confirms the e-mail address with the token of the link sent at the end of registration.',
          body: confirmarEmailPayload,
          response: { 200: okResponse },
        },
        config: perMinute(ctx.config.rateLimit.login),
      },
      async (request) => {
        await emailConfirmationService.confirm(ctx.db, ctx.secrets.codePepper, request.body.token);
        return { ok: true as const };
      },
    );
  };
