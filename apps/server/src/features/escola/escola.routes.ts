import { codigoEscolaLookup, codigoEscolaParam, escolaDemo, msg } from '@lunna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { DEMO_SCHOOL_CODE } from '../../db/seed/demo-data';
import { AppError, notFound } from '../../lib/app-error';
import { perMinute } from '../../lib/rate-limit';
import { escolaRepository } from './escola.repository';

export const escolaRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Only in demo mode: lets a visitor try registration without asking a school for its code.
    app.get('/escola/demo', { schema: { tags: ['escola'], response: { 200: escolaDemo } } }, async () => {
      const row = ctx.config.demo ? await escolaRepository.byCodigo(ctx.db, DEMO_SCHOOL_CODE) : null;
      if (!row) throw notFound('Escola');
      return { nome: row.nome, codigo: row.codigo };
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
        const codigo = request.params.codigo.trim().toUpperCase();
        const escola = codigo ? await escolaRepository.byCodigo(ctx.db, codigo) : null;
        if (!escola)
          throw new AppError(404, 'NOT_FOUND', msg.escolaNaoEncontrada, {
            codigoEscola: msg.escolaNaoEncontrada,
          });
        return { encontrada: true as const };
      },
    );
  };
