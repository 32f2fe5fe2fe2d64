import {
  authResponse,
  desafioPayload,
  loginPayload,
  loginResponse,
  okResponse,
  reautenticacaoResponse,
  segundoFatorPayload,
  senhaConfirmacaoPayload,
  sessaoResponse,
} from '@lunna/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS, dispositivoService } from '../seguranca/dispositivo.service';
import { requireActor, signedIn as signedInOnly } from '../../../lib/actor';
import { clientInfo } from '../../../lib/client-info';
import { authService, type LoginResult } from './auth.service';
import { perAccount, perMinute } from '../../../lib/rate-limit';

export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const limit = perMinute(ctx.config.rateLimit.login);
    // Per account as well as per address: see lib/rate-limit.ts.
    const loginPerAccount = perAccount(
      app,
      ctx.config.rateLimit.loginAccount,
      (request) => (request.body as { email: string }).email,
    );
    const confirmPerAccount = perAccount(
      app,
      ctx.config.rateLimit.loginAccount,
      (request) => `reauth:${requireActor(request.actor).usuarioId}`,
    );

    /** A session was opened (one step or two): the cookie, then the known-device check and its alert. */
    async function signedIn(
      request: FastifyRequest,
      reply: FastifyReply,
      result: LoginResult & { kind: 'sessao' },
    ) {
      reply.setSessionCookie(result.resposta.token, result.resposta.papel);
      const deps = { db: ctx.db, mailer: ctx.mailer, log: request.log, publicUrl: ctx.config.publicUrl };
      const newDevice = await dispositivoService.afterSignIn(
        deps,
        result.usuarioId,
        request.cookies[DEVICE_COOKIE],
        clientInfo(request),
      );
      if (newDevice) {
        reply.setCookie(DEVICE_COOKIE, newDevice, {
          path: '/api',
          httpOnly: true,
          sameSite: 'lax',
          secure: ctx.config.secureCookies,
          maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
        });
      }
      return result.resposta;
    }

    app.post(
      '/responsavel/login-responsavel',
      {
        schema: {
          tags: ['sessão'],
          description:
            'E-mail and password. Without two-factor sign-in: the session (`{nome, token, papel}` and the cookie). With it: no session, `{segundoFator: {desafio, metodos}}` for the second step.',
          body: loginPayload,
          response: { 200: loginResponse },
        },
        config: limit,
        preHandler: loginPerAccount,
      },
      async (request, reply) => {
        const result = await authService.login(
          ctx.db,
          ctx.clock,
          request.body.email,
          request.body.senha,
          clientInfo(request),
        );
        if (result.kind === 'desafio') return result.resposta;
        return signedIn(request, reply, result);
      },
    );

    app.post(
      '/responsavel/login-responsavel/segundo-fator',
      {
        schema: {
          tags: ['sessão'],
          description:
            'Second step of sign-in: the challenge and a code — the authenticator app’s, the SMS one, or an unused recovery code (each works once). At most 5 codes per challenge, 10 minutes. Success: the session, as a normal sign-in.',
          body: segundoFatorPayload,
          response: { 200: authResponse },
        },
        config: limit,
      },
      async (request, reply) => {
        const result = await authService.segundoFator(
          ctx.db,
          ctx.clock,
          ctx.secrets,
          request.body.desafio,
          request.body.codigo,
          clientInfo(request),
        );
        return signedIn(request, reply, result);
      },
    );

    app.post(
      '/responsavel/login-responsavel/sms',
      {
        schema: {
          tags: ['sessão'],
          description:
            'Sends the sign-in code by SMS to the confirmed phone of a live challenge (at most 3 per 10 minutes).',
          body: desafioPayload,
          response: { 200: okResponse },
        },
        config: limit,
      },
      async (request) => {
        await authService.enviarSmsDesafio(ctx.db, ctx.secrets, ctx.sms, request.body.desafio);
        return { ok: true as const };
      },
    );

    app.get('/sessao', { schema: { tags: ['sessão'], response: { 200: sessaoResponse } } }, async (request) =>
      authService.describe(ctx.db, requireActor(request.actor)),
    );

    app.post(
      '/sessao/reautenticar',
      {
        ...signedInOnly,
        schema: {
          tags: ['sessão'],
          description:
            'Confirms the password in this session: for 10 minutes it may export data and set up a second factor (otherwise 403 `REAUTENTICACAO_NECESSARIA`). Wrong password: 400 `INVALID_CREDENTIALS`. Other sessions of the account are not affected.',
          body: senhaConfirmacaoPayload,
          response: { 200: reautenticacaoResponse },
        },
        config: limit,
        preHandler: confirmPerAccount,
      },
      async (request) =>
        authService.reautenticar(ctx.db, ctx.clock, requireActor(request.actor), request.body.senha),
    );

    app.post(
      '/sessao/sair',
      { schema: { tags: ['sessão'], response: { 200: okResponse } } },
      async (request, reply) => {
        if (request.actor) {
          await authService.logout(ctx.db, request.actor);
          // This session's sockets close now, wherever they are.
          await ctx.sessoesAoVivo.encerradas(request.actor.usuarioId);
        }
        reply.clearSessionCookie();
        return { ok: true as const };
      },
    );
  };
