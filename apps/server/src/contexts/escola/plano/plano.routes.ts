import { planoList, planosQuery } from '@lunna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { planoService } from './plano.service';

export const planoRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/planos',
      {
        schema: {
          tags: ['plano'],
          description:
            'Public. The plans on sale, in display order: prices in reais per month (`valor` the struck list price, null when priced per student; `precodesconto` what is charged, per student when `porAluno`), the students limits, and `subtitulo`/`beneficios` in `idioma` (pt-BR when a text is missing in that language). What a period costs is `valorPeriodoCentavos` of the contract; the server charges exactly that.',
          querystring: planosQuery,
          response: { 200: planoList },
        },
        // Plans change rarely and are the same for everyone: a minute of caching spares the landing page a request per visit.
        config: { cacheControl: 'public, max-age=60' },
      },
      async (request) => planoService.list(ctx.db, request.query.idioma),
    );
  };
