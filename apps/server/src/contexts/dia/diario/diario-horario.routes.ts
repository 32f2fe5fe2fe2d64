import { horarioResumoDiarioPayload } from '@lunna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { requireActor, signedIn } from '../../../lib/actor';
import { diarioHorarioService, type DiarioHorarioDeps } from './diario-horario.service';

/** The school's end-of-day summary time, set by the director. */
export const diarioHorarioRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const deps: DiarioHorarioDeps = { db: ctx.db, clock: ctx.clock, jobs: ctx.jobs };
    const tags = ['diario'];

    app.get(
      '/diario/horario-resumo',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            "The director: the local time of the school's end-of-day diary summary for children not yet picked up (a child picked up earlier gets it at check-out).",
          response: { 200: horarioResumoDiarioPayload },
        },
      },
      async (request) => diarioHorarioService.horarioResumo(deps, requireActor(request.actor)),
    );

    app.put(
      '/diario/horario-resumo',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            "The director sets the summary time (HH:MM); today's summary run moves with it if it has not run yet.",
          body: horarioResumoDiarioPayload,
          response: { 200: horarioResumoDiarioPayload },
        },
      },
      async (request) =>
        diarioHorarioService.setHorarioResumo(
          deps,
          requireActor(request.actor),
          request.body.horarioResumoDiario,
        ),
    );
  };
