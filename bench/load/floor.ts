import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';

type Query = (text: string, params: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * The floor every signed-in request is compared with: a bare Fastify route that hashes the bearer token
 * and runs one indexed session lookup (the session joined with its user), nothing else. What a request
 * costs above this is the app's own work.
 */
export async function startFloor(query: Query): Promise<{ app: FastifyInstance; port: number }> {
  const app = Fastify({ logger: false });
  app.get('/floor', async (request, reply) => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const hash = crypto.createHash('sha256').update(token).digest('hex');
    const { rows } = await query(
      `select u.id, u.escola_id, u.papel, u.nome from sessao s join usuario u on u.id = s.usuario_id
       where s.token_hash = $1 and s.expires_at > now() and u.desativado_em is null`,
      [hash],
    );
    if (rows.length === 0) return reply.code(401).send({ code: 'nao_autenticado' });
    return rows[0];
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, port: typeof address === 'object' && address ? address.port : 0 };
}
