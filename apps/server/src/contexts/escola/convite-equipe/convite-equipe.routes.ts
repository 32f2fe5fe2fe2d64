import {
  aceitarConviteEquipeForm,
  conviteEquipeAceito,
  conviteEquipePeek,
  tokenConviteEquipeParam,
} from '@lunna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { perMinute } from '../../../lib/rate-limit';
import { conviteEquipeService, type ConviteEquipeDeps } from './convite-equipe.service';

/** The staff invitation link: public, the token is the key. */
export const conviteEquipeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['convite-equipe'];
    const deps: ConviteEquipeDeps = { db: ctx.db, clock: ctx.clock };

    app.get(
      '/convite-equipe/:token',
      {
        schema: {
          tags,
          description:
            "Public: what the staff invitation link shows (the school, the person's name, e-mail and role, the expiry). Unknown, expired, used or cancelled: one 404.",
          params: tokenConviteEquipeParam,
          response: { 200: conviteEquipePeek },
        },
        config: perMinute(ctx.config.rateLimit.lookup),
      },
      async (request) => conviteEquipeService.peek(deps, request.params.token),
    );

    app.post(
      '/convite-equipe/:token',
      {
        schema: {
          tags,
          description:
            "Public: accepts the staff invitation with a password. Creates the account (e-mail confirmed), gives it the invitation's classes and tells the directors; works once. The person then signs in on /login. An address that already has an account: 409.",
          params: tokenConviteEquipeParam,
          body: aceitarConviteEquipeForm,
          response: { 200: conviteEquipeAceito },
        },
        // Each acceptance may create an account: limited like sign-in.
        config: perMinute(ctx.config.rateLimit.login),
      },
      async (request) => conviteEquipeService.accept(deps, request.params.token, request.body),
    );
  };
