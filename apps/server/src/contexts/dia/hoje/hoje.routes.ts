import { escolaHoje, pontoEntradaPayload, pontoRead, razoesEscola } from '@lunna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { requireActor, signedIn } from '../../../lib/actor';
import { hojeService } from './hoje.service';
import { pontoService } from './ponto.service';

export const hojeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = { db: ctx.db, clock: ctx.clock };

    app.get(
      '/gestor/hoje',
      {
        ...signedIn,
        schema: {
          tags: ['gestor'],
          description:
            'The director’s today: per class the children expected, present, picked up and absent, the staff clocked in against the adults the present children need (the school’s ratios per age group), open alerts, incidents not acknowledged, pending approvals and Importante notices not acknowledged. Others get 403.',
          response: { 200: escolaHoje },
        },
      },
      async (request) => hojeService.escolaHoje(deps, requireActor(request.actor)),
    );

    app.get(
      '/gestor/razoes',
      {
        ...signedIn,
        schema: {
          tags: ['gestor'],
          description:
            'The school’s staff-to-child ratios per age group (the national guidance until the director sets her own).',
          response: { 200: razoesEscola },
        },
      },
      async (request) => hojeService.razoes(deps, requireActor(request.actor)),
    );

    app.put(
      '/gestor/razoes',
      {
        ...signedIn,
        schema: {
          tags: ['gestor'],
          description:
            'The director sets the ratios: age groups from the youngest up (`ateMeses` exclusive, increasing), the last open-ended (`ateMeses: null`).',
          body: razoesEscola,
          response: { 200: razoesEscola },
        },
      },
      async (request) => hojeService.setRazoes(deps, requireActor(request.actor), request.body),
    );

    app.get(
      '/ponto',
      {
        ...signedIn,
        schema: {
          tags: ['ponto'],
          description:
            'Staff: whether I am clocked in today, since when and with which class, and the classes I may clock in with.',
          response: { 200: pontoRead },
        },
      },
      async (request) => pontoService.meu(deps, requireActor(request.actor)),
    );

    app.post(
      '/ponto/entrada',
      {
        ...signedIn,
        schema: {
          tags: ['ponto'],
          description:
            'Staff clock-in, with a class of theirs (`idTurma`; optional for an educator with one class). Already clocked in today: 409 CONFLICT. An educator with several classes and no `idTurma`: 400 with the field. Another’s class: 403.',
          body: pontoEntradaPayload,
          response: { 201: pontoRead },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await pontoService.entrada(deps, requireActor(request.actor), request.body)),
    );

    app.post(
      '/ponto/saida',
      {
        ...signedIn,
        schema: {
          tags: ['ponto'],
          description: 'Staff clock-out. Not clocked in today: 409 CONFLICT.',
          response: { 200: pontoRead },
        },
      },
      async (request) => pontoService.saida(deps, requireActor(request.actor)),
    );
  };
