import { msg, type ApiError } from '@lunna/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * While the instance shuts down, a request arriving on a connection that is still open is refused in the API's
 * own shape (Fastify's built-in refusal has another body) with `Connection: close`, so the client's next try
 * opens a connection that the load balancer sends to another instance. Nothing was done, so it can be sent again.
 * Needs Fastify's `return503OnClosing: false`.
 */
export const closingRefusal = fp(async (app: FastifyInstance) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    const body: ApiError = { code: 'SERVICO_INDISPONIVEL', message: msg.servicoIndisponivel };
    // Sent already serialised: a route's own 503 schema (the health checks') would refuse this body, and the
    // refusal would go out as a 500.
    return reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', '1')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(body));
  });
});
