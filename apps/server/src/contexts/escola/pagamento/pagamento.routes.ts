import {
  capturaHeaders,
  capturaResponse,
  idPagamentoParam,
  pagamentoConfig,
  pagamentoOk,
  pedidoCriado,
  pedidoPayload,
  renovacaoPayload,
  sandboxDecisaoPayload,
} from '@lunna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { perMinute } from '../../../lib/rate-limit';
import { requireActor, signedIn } from '../../../lib/actor';
import { pagamentoService, type PagamentoDeps } from './pagamento.service';

export const pagamentoRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = (log: PagamentoDeps['log']): PagamentoDeps => ({
      db: ctx.db,
      payments: ctx.payments,
      mailer: ctx.mailer,
      clock: ctx.clock,
      publicUrl: ctx.config.publicUrl,
      log,
    });
    // Public checkout calls: a person places an order or two, a script many.
    const limited = { config: perMinute(ctx.config.rateLimit.lookup) };

    app.get(
      '/pagamento/config',
      {
        schema: {
          tags: ['pagamento'],
          description:
            "Public. Which provider's buttons `/pagamento` shows: `paypal` (with PayPal's public client id, for its browser script with currency BRL) when the server has PayPal credentials, otherwise the local `sandbox` (approve / decline / cancel, nothing charged).",
          response: { 200: pagamentoConfig },
        },
      },
      async () => pagamentoService.config(ctx.payments),
    );

    app.post(
      '/pagamento/pedido',
      {
        schema: {
          tags: ['pagamento'],
          description:
            "Public. A new school's order: the server prices the plan's period for the students (`valorPeriodoCentavos`; anything else the browser sends, such as a price, is ignored), records the payment (status `criado`) and creates the provider's order for that amount in BRL, described by the plan. Unknown plan: 400 `fields.plano`. Students outside the plan's limits: 400 `fields.numeroAlunos` naming the limit. A school with that CNPJ exists: 409 `fields.cnpj`. The director's e-mail is already an account: 409 `fields.emailDiretor`. Nothing is written when a check fails. Provider unreachable: 502. Rate limited per address.",
          body: pedidoPayload,
          response: { 201: pedidoCriado },
        },
        ...limited,
      },
      async (request, reply) => {
        const pedido = await pagamentoService.criarPedido(deps(request.log), request.body);
        return reply.status(201).send(pedido);
      },
    );

    app.post(
      '/pagamento/pedido/:idPagamento/captura',
      {
        schema: {
          tags: ['pagamento'],
          description:
            "Captures the approved order, exactly once: requires the `Idempotency-Key` header (8–100 characters; the browser repeats it on retries, 400 without). A payment already captured answers the same body again, whatever the key; concurrent captures wait for each other. Captured amount and currency are checked against the order: a difference records status `divergente` and answers 402 `PAGAMENTO_DIVERGENTE` with nothing granted. Declined by the provider: status `recusado`, 402 `PAGAMENTO_RECUSADO`; not approved yet: 402 `PAGAMENTO_RECUSADO`, the order stays open. Cancelled: 409 `PAGAMENTO_CANCELADO`. On success, in one transaction: the school (new, with a fresh school code; guardians' links wait for the director's approval), the subscription (paid until now + the period's months, or from the end of the current one for a renewal) and the director's invitation, e-mailed after the commit. A renewal's payment is reachable only by its school's directors (404 otherwise).",
          params: idPagamentoParam,
          headers: capturaHeaders,
          response: { 200: capturaResponse },
        },
        ...limited,
      },
      async (request) =>
        pagamentoService.capturar(
          deps(request.log),
          request.actor,
          request.params.idPagamento,
          request.headers['idempotency-key'],
        ),
    );

    app.post(
      '/pagamento/pedido/:idPagamento/cancelar',
      {
        schema: {
          tags: ['pagamento'],
          description:
            'The buyer gave up: a payment still `criado` becomes `cancelado` (a later capture answers 409 `PAGAMENTO_CANCELADO`); cancelling again, or a declined payment, is a no-op. A captured payment: 409 `CONFLICT`.',
          params: idPagamentoParam,
          response: { 200: pagamentoOk },
        },
        ...limited,
      },
      async (request) => {
        await pagamentoService.cancelar(deps(request.log), request.actor, request.params.idPagamento);
        return { ok: true as const };
      },
    );

    app.post(
      '/pagamento/sandbox/:idPagamento/decisao',
      {
        schema: {
          tags: ['pagamento'],
          description:
            "Only with the sandbox provider (404 with PayPal): the visitor's choice on the sandbox's approval screen. `aprovar` lets the capture succeed; `recusar` makes it answer 402 `PAGAMENTO_RECUSADO`, as a declined card does. A payment no longer waiting for approval: 409.",
          params: idPagamentoParam,
          body: sandboxDecisaoPayload,
          response: { 200: pagamentoOk },
        },
        ...limited,
      },
      async (request) => {
        await pagamentoService.decidirSandbox(
          deps(request.log),
          request.actor,
          request.params.idPagamento,
          request.body,
        );
        return { ok: true as const };
      },
    );

    app.post(
      '/pagamento/renovacao',
      {
        schema: {
          tags: ['pagamento'],
          security: [{ bearer: [] }, { cookie: [] }],
          description:
            "Director only (403 otherwise): an order for another period of a plan (the same or another) for the school. The students counted are the school's children with an active guardian link; outside the plan's limits (too many for it, or too few for Crescer): 400 `fields.numeroAlunos`. Captured like a new school's order; the new period starts when the current one ends (or now, if it ended). No school or invitation is created.",
          body: renovacaoPayload,
          response: { 201: pedidoCriado },
        },
        ...signedIn,
      },
      async (request, reply) => {
        const pedido = await pagamentoService.criarRenovacao(
          deps(request.log),
          requireActor(request.actor),
          request.body,
        );
        return reply.status(201).send(pedido);
      },
    );
  };
