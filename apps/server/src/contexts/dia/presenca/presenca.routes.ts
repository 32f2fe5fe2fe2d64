import {
  codigoEntregaRead,
  entradaLotePayload,
  entradaLoteResult,
  entradaPayload,
  exportacaoQuery,
  faltaPayload,
  historicoPresenca,
  historicoPresencaQuery,
  idDiscParam,
  idTurmaParam,
  presencaHoje,
  presencaTurma,
  presencaTurmaQuery,
  saidaPayload,
} from '@lunna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../app-context';
import { requireActor, signedIn } from '../../../lib/actor';
import { presencaService, type PresencaDeps } from './presenca.service';

export const presencaRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['presenca'];
    const deps = (log: FastifyBaseLogger): PresencaDeps => ({
      db: ctx.db,
      clock: ctx.clock,
      codePepper: ctx.secrets.codePepper,
      mailer: ctx.mailer,
      log,
      publicUrl: ctx.config.publicUrl,
      jobs: ctx.jobs,
    });

    app.get(
      '/turma/:idTurma/presenca',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'Staff who manage the class: every child with its status on `data` (default: the school’s today), the day’s events and the people who may bring or take it that day.',
          params: idTurmaParam,
          querystring: presencaTurmaQuery,
          response: { 200: presencaTurma },
        },
      },
      async (request) =>
        presencaService.turmaDia(
          deps(request.log),
          requireActor(request.actor),
          request.params.idTurma,
          request.query.data,
        ),
    );

    app.post(
      '/discente/:idDisc/presenca/entrada',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'Check-in (staff of the child’s class or the director): who brought the child, a guardian or a person authorised today. Notifies every guardian.',
          params: idDiscParam,
          body: entradaPayload,
          response: { 201: presencaHoje },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await presencaService.entrada(
              deps(request.log),
              requireActor(request.actor),
              request.params.idDisc,
              request.body,
            ),
          ),
    );

    app.post(
      '/turma/:idTurma/presenca/entrada',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'Batch check-in (staff who manage the class): up to 60 children of this class, each with the adult who brought them (a guardian or a person authorised today), in one transaction, all or nothing. A child not in this class (or unknown): 403 FORBIDDEN; a child already at school or absent today: 409 CONFLICT; an adult not allowed today: 422 PESSOA_NAO_AUTORIZADA; the message names the child and `fields` the entry (`entradas.N`); nothing is written. Every guardian of each child is notified, as with the single check-in.',
          params: idTurmaParam,
          body: entradaLotePayload,
          response: { 201: entradaLoteResult },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await presencaService.entradaLote(
              deps(request.log),
              requireActor(request.actor),
              request.params.idTurma,
              request.body,
            ),
          ),
    );

    app.post(
      '/discente/:idDisc/presenca/saida',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'Check-out to a person allowed today, with the guardian’s hand-over code (`codigo`) or a written exception (`excecao.motivo`), exactly one. Wrong code: 400 INVALID_CODE; after 5 wrong codes in a day: 429. An exception notifies the guardians and the director (Importante).',
          params: idDiscParam,
          body: saidaPayload,
          response: { 201: presencaHoje },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await presencaService.saida(
              deps(request.log),
              requireActor(request.actor),
              request.params.idDisc,
              request.body,
            ),
          ),
    );

    app.post(
      '/discente/:idDisc/presenca/falta',
      {
        ...signedIn,
        schema: {
          tags,
          description: 'Absence with a reason (staff); refused once the child arrived today.',
          params: idDiscParam,
          body: faltaPayload,
          response: { 201: presencaHoje },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await presencaService.falta(
              deps(request.log),
              requireActor(request.actor),
              request.params.idDisc,
              request.body,
            ),
          ),
    );

    app.get(
      '/discente/:idDisc/presenca/hoje',
      {
        ...signedIn,
        schema: {
          tags,
          description: 'Where the child is today (who may read the child).',
          params: idDiscParam,
          response: { 200: presencaHoje },
        },
      },
      async (request) =>
        presencaService.hoje(deps(request.log), requireActor(request.actor), request.params.idDisc),
    );

    app.get(
      '/discente/:idDisc/codigo-entrega',
      {
        ...signedIn,
        schema: {
          tags,
          description: 'Today’s hand-over code: the child’s guardians only (staff get 403).',
          params: idDiscParam,
          response: { 200: codigoEntregaRead },
        },
      },
      async (request) =>
        presencaService.codigo(deps(request.log), requireActor(request.actor), request.params.idDisc),
    );

    app.get(
      '/discente/:idDisc/presenca',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'A month (`mes=YYYY-MM`, default this month) of the child’s attendance, day by day (who may read the child).',
          params: idDiscParam,
          querystring: historicoPresencaQuery,
          response: { 200: historicoPresenca },
        },
      },
      async (request) =>
        presencaService.historico(
          deps(request.log),
          requireActor(request.actor),
          request.params.idDisc,
          request.query.mes,
        ),
    );

    app.get(
      '/presenca/exportar',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'The director: attendance from `inicio` to `fim` (at most 366 days), optionally of one class, as CSV (UTF-8 with BOM, `;`-separated): Data, Turma, Criança, Entrada, Trazido por, Saída, Buscado por, Exceção, Motivo, Falta.',
          querystring: exportacaoQuery,
          produces: ['text/csv'],
        },
      },
      async (request, reply) => {
        const { filename, csv } = await presencaService.exportar(
          deps(request.log),
          requireActor(request.actor),
          request.query,
        );
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .send(csv);
      },
    );
  };
