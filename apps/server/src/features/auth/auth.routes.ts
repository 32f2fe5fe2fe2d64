import { authResponse, loginPayload, okResponse, sessaoResponse } from '@lunna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requireActor } from './actor';
import { clientInfo } from './client-info';
import { clearSessionCookie, setSessionCookie } from './auth.plugin';
import { authService } from './auth.service';
import { perMinute } from '../../lib/rate-limit';

export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/responsavel/login-responsavel',
      {
        schema: { tags: ['sessão'], body: loginPayload, response: { 200: authResponse } },
        config: perMinute(ctx.config.rateLimit.login),
      },
      async (request, reply) => {
        const result = await authService.login(ctx.db, request.body.email, request.body.senha, clientInfo(request));
        setSessionCookie(reply, result.token, ctx.config.secureCookies);
        return result;
      },
    );

    app.get('/sessao', { schema: { tags: ['sessão'], response: { 200: sessaoResponse } } }, async (request) =>
      authService.describe(ctx.db, requireActor(request.actor)),
    );

    app.post('/sessao/sair', { schema: { tags: ['sessão'], response: { 200: okResponse } } }, async (request, reply) => {
      if (request.actor) await authService.logout(ctx.db, request.actor);
      clearSessionCookie(reply, ctx.config.secureCookies);
      return { ok: true as const };
    });
  };
