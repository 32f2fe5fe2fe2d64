import {
  alertaLoginPayload,
  celularPayload,
  codigoFatorPayload,
  codigosRecuperacaoResponse,
  fatorAtivado,
  okResponse,
  segurancaEstado,
  senhaConfirmacaoPayload,
  totpInicio,
} from '@lunna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { perMinute } from '../../../lib/rate-limit';
import { requireActor, signedIn } from '../../../lib/actor';
import { authService } from '../auth/auth.service';
import { recentPassword } from '../auth/reautenticacao';
import { segurancaService as service } from './seguranca.service';

const tags = ['segurança'];

/** Configurações → segurança: the signed-in user's two-factor sign-in, recovery codes and suspicious-login alert. */
export const segurancaRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const keys = ctx.secrets;
    const limit = { ...signedIn, config: perMinute(ctx.config.rateLimit.login) };
    /** Setting up a factor changes how the account signs in: the password typed in the last 10 minutes (decision record: session lifetimes and re-authentication). */
    const guarded = { ...limit, ...recentPassword(ctx.clock) };
    /** A form that carries the password: right, it counts as typing it again. */
    const typed = async <T>(actor: Parameters<typeof requireActor>[0], result: Promise<T>): Promise<T> => {
      const value = await result;
      await authService.passwordTyped(ctx.db, ctx.clock, requireActor(actor));
      return value;
    };

    app.get(
      '/seguranca',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'Which second factors are on, the masked phone, recovery codes left, the suspicious-login alert.',
          response: { 200: segurancaEstado },
        },
      },
      async (request) => service.estado(ctx.db, request.actor),
    );

    app.post(
      '/seguranca/totp',
      {
        ...guarded,
        schema: {
          tags,
          description:
            'Starts (or restarts) setting up an authenticator app: a new secret (base32, for manual entry) and its QR code as an SVG data URL. Pending until confirmed; 409 when already on. Needs the password typed in the last 10 minutes (403 `REAUTENTICACAO_NECESSARIA`).',
          response: { 200: totpInicio },
        },
      },
      async (request) => service.iniciarTotp(ctx.db, keys, request.actor),
    );

    app.post(
      '/seguranca/totp/confirmar',
      {
        ...guarded,
        schema: {
          tags,
          description:
            'Turns the authenticator on with a first code from it (that code cannot then sign in). When it is the first method, the answer carries 10 recovery codes, shown this once. Needs the password typed in the last 10 minutes.',
          body: codigoFatorPayload,
          response: { 200: fatorAtivado },
        },
      },
      async (request) => service.confirmarTotp(ctx.db, keys, request.actor, request.body.codigo),
    );

    app.delete(
      '/seguranca/totp',
      {
        ...limit,
        schema: {
          tags,
          description:
            'Turns the authenticator off (password required). The last method off removes the recovery codes.',
          body: senhaConfirmacaoPayload,
          response: { 200: segurancaEstado },
        },
      },
      async (request) =>
        typed(request.actor, service.desativarTotp(ctx.db, request.actor, request.body.senha)),
    );

    app.post(
      '/seguranca/sms',
      {
        ...guarded,
        schema: {
          tags,
          description:
            'Sends a 6-digit code to the phone (DDD + number) to confirm it; at most 3 per 10 minutes. Needs the password typed in the last 10 minutes.',
          body: celularPayload,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await service.iniciarSms(ctx.db, keys, ctx.sms, request.actor, request.body.celular);
        return { ok: true as const };
      },
    );

    app.post(
      '/seguranca/sms/confirmar',
      {
        ...guarded,
        schema: {
          tags,
          description:
            'Turns SMS on with the code sent to the phone (5 tries). When it is the first method, the answer carries 10 recovery codes, shown this once. Needs the password typed in the last 10 minutes.',
          body: codigoFatorPayload,
          response: { 200: fatorAtivado },
        },
      },
      async (request) => service.confirmarSms(ctx.db, keys, request.actor, request.body.codigo),
    );

    app.delete(
      '/seguranca/sms',
      {
        ...limit,
        schema: {
          tags,
          description: 'Turns SMS off (password required). The last method off removes the recovery codes.',
          body: senhaConfirmacaoPayload,
          response: { 200: segurancaEstado },
        },
      },
      async (request) =>
        typed(request.actor, service.desativarSms(ctx.db, request.actor, request.body.senha)),
    );

    app.post(
      '/seguranca/codigos-recuperacao',
      {
        ...limit,
        schema: {
          tags,
          description: 'A new set of 10 recovery codes (password required); the earlier ones stop working.',
          body: senhaConfirmacaoPayload,
          response: { 200: codigosRecuperacaoResponse },
        },
      },
      async (request) =>
        typed(request.actor, service.novosCodigos(ctx.db, keys, request.actor, request.body.senha)),
    );

    app.put(
      '/seguranca/alerta-login',
      {
        ...signedIn,
        schema: {
          tags,
          description: 'Turns the e-mail about sign-ins from a new device or browser on or off.',
          body: alertaLoginPayload,
          response: { 200: segurancaEstado },
        },
      },
      async (request) => service.alertaLogin(ctx.db, request.actor, request.body.alertaLoginSuspeito),
    );
  };
