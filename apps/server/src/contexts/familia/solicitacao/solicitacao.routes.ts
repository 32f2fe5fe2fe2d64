import {
  alteracaoCpfPayload,
  idSolicitacaoParam,
  okResponse,
  recusaPayload,
  solicitacaoList,
  solicitacaoRead,
} from '@lunna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { requireActor, signedIn } from '../../../lib/actor';
import { solicitacaoService, type SolicitacaoDeps } from './solicitacao.service';

/** Requests the director confirms: a child added after registration, a guardian's CPF change, a child an educator asked for her class. */
export function solicitacaoRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['solicitacao'];
    const deps: SolicitacaoDeps = { db: ctx.db, storage: ctx.storage, clock: ctx.clock };

    app.post(
      '/responsavel/cpf',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'The signed-in guardian asks to change their CPF; the director confirms it. Asking again while a request is pending replaces what it asks for.',
          body: alteracaoCpfPayload,
          response: { 201: solicitacaoRead },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await solicitacaoService.requestCpfChange(
              deps,
              requireActor(request.actor),
              request.body.cpfResp,
            ),
          ),
    );

    app.get(
      '/solicitacao',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            "The director: the school's pending requests (families' and educators'), oldest first, then the latest decided ones.",
          response: { 200: solicitacaoList },
        },
      },
      async (request) => solicitacaoService.listForDirector(deps, requireActor(request.actor)),
    );

    app.get(
      '/solicitacao/minhas',
      {
        ...signedIn,
        schema: {
          tags,
          description: "A guardian's own requests and their state, newest first.",
          response: { 200: solicitacaoList },
        },
      },
      async (request) => solicitacaoService.listMine(deps, requireActor(request.actor)),
    );

    app.post(
      '/solicitacao/:idSolicitacao/aprovar',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            "The school's director approves: a new child joins the school; a CPF change is applied (409 if another guardian has that CPF); a child an educator asked for joins her class (409 if the class was archived) and she is told. Decided already: 409.",
          params: idSolicitacaoParam,
          response: { 200: solicitacaoRead },
        },
      },
      async (request) =>
        solicitacaoService.approve(deps, requireActor(request.actor), request.params.idSolicitacao),
    );

    app.post(
      '/solicitacao/:idSolicitacao/recusar',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            "The school's director refuses, with an optional reason (body optional): a new child is deleted with its files; a CPF change changes nothing; a child an educator asked for stays out of her class and she is told. Decided already: 409.",
          params: idSolicitacaoParam,
          // The body may be left out altogether: the reason is optional.
          body: recusaPayload.nullable(),
          response: { 200: solicitacaoRead },
        },
      },
      async (request) =>
        solicitacaoService.reject(
          deps,
          requireActor(request.actor),
          request.params.idSolicitacao,
          request.body?.motivo?.trim() || null,
        ),
    );

    app.delete(
      '/solicitacao/:idSolicitacao',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'The guardian withdraws their own pending request (a new child is deleted with its files).',
          params: idSolicitacaoParam,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await solicitacaoService.withdraw(deps, requireActor(request.actor), request.params.idSolicitacao);
        return { ok: true as const };
      },
    );
  };
}
