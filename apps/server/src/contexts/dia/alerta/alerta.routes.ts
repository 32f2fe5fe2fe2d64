import {
  alertaCriado,
  alertaList,
  alertaListQuery,
  alertaPayload,
  alertaRead,
  horarioAusenciaPayload,
  horarioAusenciaRead,
  horarioBuscaRead,
  horarioBuscaTurma,
  horarioDiaParam,
  horarioDiaPayload,
  horarioSemanaPayload,
  idAlertaParam,
  idDiscParam,
  idTurmaParam,
} from '@lunna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { requireActor, signedIn } from '../../../lib/actor';
import { alertaService, type AlertaDeps } from './alerta.service';
import { horarioBuscaService, type HorarioDeps } from './horario-busca.service';

/** Pickup times, the unexpected-absence time, and alerts about a child (both ways, with acknowledgement). */
export const alertaRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const deps: AlertaDeps & HorarioDeps = { db: ctx.db, clock: ctx.clock, jobs: ctx.jobs };
    const horario = ['horario-busca'];
    const tags = ['alerta'];

    app.get(
      '/discente/:idDisc/horario-busca',
      {
        ...signedIn,
        schema: {
          tags: horario,
          description:
            "The child's usual pickup time per weekday and today's (`ajustado` when a guardian changed it).",
          params: idDiscParam,
          response: { 200: horarioBuscaRead },
        },
      },
      async (request) => horarioBuscaService.get(deps, requireActor(request.actor), request.params.idDisc),
    );

    app.put(
      '/discente/:idDisc/horario-busca/semana',
      {
        ...signedIn,
        schema: {
          tags: horario,
          description:
            'The school (director, or an educator teaching the child) sets or clears weekday times.',
          params: idDiscParam,
          body: horarioSemanaPayload,
          response: { 200: horarioBuscaRead },
        },
      },
      async (request) =>
        horarioBuscaService.setSemana(deps, requireActor(request.actor), request.params.idDisc, request.body),
    );

    app.put(
      '/discente/:idDisc/horario-busca/dia',
      {
        ...signedIn,
        schema: {
          tags: horario,
          description:
            "A guardian of the child changes the pickup time of one school day (today or later); today's reminder moves with it.",
          params: idDiscParam,
          body: horarioDiaPayload,
          response: { 200: horarioBuscaRead },
        },
      },
      async (request) =>
        horarioBuscaService.setDia(deps, requireActor(request.actor), request.params.idDisc, request.body),
    );

    app.delete(
      '/discente/:idDisc/horario-busca/dia/:data',
      {
        ...signedIn,
        schema: {
          tags: horario,
          description: 'A guardian goes back to the usual time for that day.',
          params: horarioDiaParam,
          response: { 200: horarioBuscaRead },
        },
      },
      async (request) =>
        horarioBuscaService.clearDia(
          deps,
          requireActor(request.actor),
          request.params.idDisc,
          request.params.data,
        ),
    );

    app.get(
      '/turma/:idTurma/horario-busca',
      {
        ...signedIn,
        schema: {
          tags: horario,
          description: "The class's pickup-time table (children × Monday–Friday): staff managing the class.",
          params: idTurmaParam,
          response: { 200: horarioBuscaTurma },
        },
      },
      async (request) => horarioBuscaService.turma(deps, requireActor(request.actor), request.params.idTurma),
    );

    app.get(
      '/escola/horario-ausencia',
      {
        ...signedIn,
        schema: {
          tags: horario,
          description:
            'The director: the times after which an expected child who has not arrived raises the unexpected-absence alert (morning classes, afternoon classes).',
          response: { 200: horarioAusenciaRead },
        },
      },
      async (request) => horarioBuscaService.horarioAusencia(deps, requireActor(request.actor)),
    );

    app.put(
      '/escola/horario-ausencia',
      {
        ...signedIn,
        schema: { tags: horario, body: horarioAusenciaPayload, response: { 200: horarioAusenciaRead } },
      },
      async (request) =>
        horarioBuscaService.setHorarioAusencia(deps, requireActor(request.actor), request.body),
    );

    app.post(
      '/discente/:idDisc/alertas',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            "Guardians of the child: `atraso` (estimated arrival), `ausencia` (reason) or `atencao`; the class educators are notified at once (the director when the child has no class with an educator). Staff of the child's class and the director: `atencao`, which reaches every guardian at once. The answer names who was told (`avisados`).",
          params: idDiscParam,
          body: alertaPayload,
          response: { 201: alertaCriado },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await alertaService.raise(deps, requireActor(request.actor), request.params.idDisc, request.body),
          ),
    );

    app.get(
      '/discente/:idDisc/alertas',
      {
        ...signedIn,
        schema: {
          tags,
          description: 'Alerts about the child on a date (today by default), open first.',
          params: idDiscParam,
          querystring: alertaListQuery,
          response: { 200: alertaList },
        },
      },
      async (request) =>
        alertaService.listForChild(
          deps,
          requireActor(request.actor),
          request.params.idDisc,
          request.query.data,
        ),
    );

    app.get(
      '/turma/:idTurma/alertas',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'Alerts about the children of the class on a date (today by default): staff managing the class.',
          params: idTurmaParam,
          querystring: alertaListQuery,
          response: { 200: alertaList },
        },
      },
      async (request) =>
        alertaService.listForTurma(
          deps,
          requireActor(request.actor),
          request.params.idTurma,
          request.query.data,
        ),
    );

    app.put(
      '/alertas/:idAlerta/confirmacao',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            "'Estou ciente': a guardian of the child for alerts raised by the school, the class's staff for alerts raised by a guardian. Idempotent; whoever raised it is told.",
          params: idAlertaParam,
          response: { 200: alertaRead },
        },
      },
      async (request) => alertaService.confirm(deps, requireActor(request.actor), request.params.idAlerta),
    );
  };
