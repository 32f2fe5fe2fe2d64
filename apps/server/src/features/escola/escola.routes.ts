import { escolaDemo } from '@lunna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { DEMO_SCHOOL_CODE } from '../../db/seed/demo-data';
import { notFound } from '../../lib/app-error';
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
  };
