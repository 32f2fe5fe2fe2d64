import type { FastifyInstance } from 'fastify';

type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  responses?: Record<string, unknown>;
};

/** A short Markdown reference generated from the OpenAPI document the zod schemas produce. */
export function apiReferenceMarkdown(app: FastifyInstance): string {
  const doc = (
    app as unknown as { swagger(): { paths: Record<string, Record<string, Operation>> } }
  ).swagger();
  const rows: string[] = [];
  for (const [route, methods] of Object.entries(doc.paths).sort(([a], [b]) => a.localeCompare(b))) {
    for (const [method, op] of Object.entries(methods)) {
      const statuses = Object.keys(op.responses ?? {}).join(', ');
      rows.push(
        `| ${method.toUpperCase()} | \`${route}\` | ${op.tags?.join(', ') ?? ''} | ${statuses} | ${(op.description ?? '').replaceAll('|', '\\|')} |`,
      );
    }
  }
  return [
    '# API reference',
    '',
    'Generated from the zod schemas of `packages/contract` (`npm run docs:api`); the full OpenAPI document is served at `/api/docs`.',
    'Every error answers `{ "code", "message", "fields" }`: 400 VALIDATION, 401 UNAUTHENTICATED, 403 FORBIDDEN or CSRF, 404 NOT_FOUND,',
    '409 CONFLICT, 413 PAYLOAD_TOO_LARGE, 415 UNSUPPORTED_MEDIA_TYPE, 429 RATE_LIMITED. Bad input never answers 5xx: a multipart body',
    'that cannot be read answers 400 MALFORMED_MULTIPART, and NUL or another control character (other than tab, line feed and carriage',
    'return) in any text (path, query, JSON or multipart field, header, chat message) answers 400 INVALID_CHARACTER naming the field;',
    'neither writes anything. Unsafe requests authenticated by the session',
    'cookie must echo the `XSRF-TOKEN` cookie in the `X-XSRF-TOKEN` header; `Authorization: Bearer <token>` needs no such header.',
    '',
    '| method | path | area | answers | notes |',
    '|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
