import type { FastifyRequest } from 'fastify';

/**
 * Request URLs can carry personal data (`/responsavel/cpf/{cpf}`, `/responsavel/email/{e-mail}`,
 * query strings): logs keep the route shape only.
 */
export function redactUrl(url: string): string {
  const [path = ''] = url.split('?');
  return path.replace(/\/(cpf|email)\/[^/]+/g, '/$1/[redacted]') + (url.includes('?') ? '?[redacted]' : '');
}

export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  reqId: request.id,
});
