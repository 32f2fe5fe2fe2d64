import { contatoForm, contatoResponse, msg } from '@lunna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../lib/app-error';
import { contatoService } from './contato.service';

/** Per client address: a person writes once or twice; more is a script. */
export const CONTATO_RATE_LIMIT = {
  max: 5,
  timeWindow: '10 minutes',
  errorResponseBuilder: () => new AppError(429, 'RATE_LIMITED', msg.contatoMuitasMensagens),
};

export const contatoRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/contato',
      {
        schema: {
          tags: ['contato'],
          description:
            "The public site's contact form: stored, then e-mailed to the team (`CONTATO_EMAIL`, Reply-To the sender). `website` is a hidden honeypot and `abertoEm` the time the form was rendered (ms since the epoch): a filled-in honeypot or a submission less than 3 s after `abertoEm` is answered alike but dropped. More than 3 links in `mensagem`: 400. The same e-mail and message again within 10 minutes answers the first `protocolo`. At most 5 requests per 10 minutes per address.",
          body: contatoForm,
          response: { 200: contatoResponse },
        },
        config: { rateLimit: CONTATO_RATE_LIMIT },
        bodyLimit: 64 * 1024,
      },
      async (request) => {
        const deps = {
          db: ctx.db,
          mailer: ctx.mailer,
          log: request.log,
          ipHashKey: ctx.secrets.ipHashKey,
          teamEmail: ctx.config.contatoEmail,
        };
        const { protocolo } = await contatoService.receive(deps, request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        });
        return { ok: true as const, protocolo };
      },
    );
  };
