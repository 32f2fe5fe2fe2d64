import {
  msg,
  preferenciasConta,
  preferenciasContaPayload,
  relatoProblemaCreated,
  relatoProblemaPayload,
  relatosProblemaList,
} from '@lunna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../lib/app-error';
import { requireActor, signedIn } from '../../../lib/actor';
import { preferenciasService as service } from './preferencias.service';

/**
 * Per account (the school's staff often share one address): a person reports a problem now and then;
 * more is a loop or a script. The session is resolved before this runs.
 */
export const PROBLEMA_RATE_LIMIT = {
  max: 5,
  timeWindow: '10 minutes',
  keyGenerator: (request: { actor: { usuarioId: string } | null; ip: string }) =>
    request.actor?.usuarioId ?? request.ip,
  errorResponseBuilder: () => new AppError(429, 'RATE_LIMITED', msg.problemaMuitosRelatos),
};

/** Language and accessibility kept on the account, and 'Reportar problema'. */
export const preferenciasRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['preferencias'];

    app.get(
      '/preferencias',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'Language (pt-BR, en, es, fr), text size and contrast (0–100; defaults 36 and 60) of the signed-in user.',
          response: { 200: preferenciasConta },
        },
      },
      async (request) => service.read(ctx.db, requireActor(request.actor)),
    );

    app.put(
      '/preferencias',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'Changes any of idioma, tamanhoFonte, contraste (what is left out stays as it is); a bad value is 400 with `fields` and nothing is written.',
          body: preferenciasContaPayload,
          response: { 200: preferenciasConta },
        },
      },
      async (request) => service.save(ctx.db, requireActor(request.actor), request.body),
    );

    app.post(
      '/problema',
      {
        ...signedIn,
        config: { rateLimit: PROBLEMA_RATE_LIMIT },
        bodyLimit: 16 * 1024,
        schema: {
          tags,
          description:
            "'Reportar problema': a description (10–2000 characters) and the page it came from. Kept for the school and e-mailed to its directors and the Lunna team (`SUPPORT_EMAIL`, Reply-To the sender). At most 5 per 10 minutes per account.",
          body: relatoProblemaPayload,
          response: { 201: relatoProblemaCreated },
        },
      },
      async (request, reply) => {
        const deps = {
          db: ctx.db,
          mailer: ctx.mailer,
          log: request.log,
          supportEmail: ctx.config.supportEmail,
        };
        const created = await service.report(deps, requireActor(request.actor), request.body);
        return reply.status(201).send(created);
      },
    );

    app.get(
      '/problema',
      {
        ...signedIn,
        schema: {
          tags,
          description: "The school's problem reports, newest first (its director only; others 403).",
          response: { 200: relatosProblemaList },
        },
      },
      async (request) => service.list(ctx.db, requireActor(request.actor)),
    );
  };
