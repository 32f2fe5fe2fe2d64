import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The Cache-Control of this route's successful answers, for the few public, non-personal ones (the
     * plans on sale, a library's script). Every other API answer is `no-store`.
     */
    cacheControl?: string;
  }
}

const API = '/api/';

/**
 * One rule for every answer under /api: `no-store`, so a child's record, health card, photos, a family's
 * export or anyone's profile is never kept by a shared cache (a proxy, a CDN) nor in the browser's disk
 * cache, where it would outlive the session on a shared computer. A route opts out only by declaring
 * `config.cacheControl`, and then only for its 2xx answers (an error is never kept). Whatever a handler
 * set itself is overwritten: caching is decided here, not route by route.
 */
export function apiCacheControl(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    // The matched route's path (an unknown path has none: then the requested one).
    if (!(request.routeOptions.url ?? request.url).startsWith(API)) return payload;
    const declared = request.routeOptions.config?.cacheControl;
    const ok = reply.statusCode >= 200 && reply.statusCode < 300;
    reply.header('cache-control', declared && ok ? declared : 'no-store');
    return payload;
  });
}
