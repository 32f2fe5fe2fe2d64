import type { FastifyRequest } from 'fastify';

/** Where a sign-in comes from: kept on the session so its owner can recognise it in the sessions list. */
export type ClientInfo = { userAgent: string | null; ip: string | null };

export function clientInfo(request: FastifyRequest): ClientInfo {
  return { userAgent: request.headers['user-agent']?.slice(0, 300) ?? null, ip: request.ip || null };
}
