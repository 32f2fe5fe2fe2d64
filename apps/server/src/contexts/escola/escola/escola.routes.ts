import { codigoEscolaLookup, codigoEscolaParam, escolaDemo, msg } from '@lunna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { AppError, notFound } from '../../../lib/app-error';
import { perMinute } from '../../../lib/rate-limit';
import { escolaService } from './escola.service';

export const escolaRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Only in demo mode: lets a visitor try registration without asking a school for its code.
    app.get('/escola/demo', { schema: { tags: ['escola'], response: { 200: escolaDemo } } }, async () => {
      const demo = await escolaService.demo(ctx.db, ctx.config.demo);
      if (!demo) throw notFound('Escola');
      return demo;
    });

    // Registration's first step: a mistyped code is caught at its field, not after all four steps. Limited
    // per address like the other registration look-ups, so codes cannot be guessed by trying them.
    app.get(
      '/escola/codigo/:codigo',
      {
        schema: { tags: ['cadastro'], params: codigoEscolaParam, response: { 200: codigoEscolaLookup } },
        config: perMinute(ctx.config.rateLimit.lookup),
      },
      async (request) => {
        if (!(await escolaService.codigoExiste(ctx.db, request.params.codigo)))
          throw new AppError(404, 'NOT_FOUND', msg.escolaNaoEncontrada, {
            codigoEscola: msg.escolaNaoEncontrada,
          });
        return { encontrada: true as const };
      },
    );
  };
