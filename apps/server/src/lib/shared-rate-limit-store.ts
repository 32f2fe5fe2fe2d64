import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type Params = Partial<FastifyRateLimitOptions> & {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
};

/**
 * The rate limits' counters in Redis, so that every instance counts the same attempts: a limit of 5
 * sign-ins per account is 5 in all, not 5 per instance behind the load balancer.
 *
 * When Redis does not answer, each instance counts on in this process's memory instead (the plugin's own
 * store): the limits hold per instance (at most `max` × instances) rather than vanishing, which
 * `skipOnError` would do and which would hand an attacker a free window during an outage; and sign-in keeps
 * working. A disconnected client is not asked at all (no wait for a timeout on every request); a command on
 * a live connection is bounded by the client's commandTimeout.
 *
 * The counters of both stores are keyed by route (method and URL) or by the limiter's own keys
 * (lib/rate-limit.ts `perAccount`), under `nameSpace`.
 */
export function sharedRateLimitStore(
  redis: Redis,
  nameSpace: string,
  onFallback: (error: Error) => void = () => {},
): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly shared: InstanceType<typeof RedisStore>;
    private readonly local: InstanceType<typeof LocalStore>;

    constructor(params: Params, scope = '') {
      const continueExceeding = params.continueExceeding ?? false;
      const exponentialBackoff = params.exponentialBackoff ?? false;
      this.shared = new RedisStore(continueExceeding, exponentialBackoff, redis, `${nameSpace}${scope}`);
      this.local = new LocalStore(continueExceeding, exponentialBackoff);
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      this.either('incr', key, callback, timeWindow, max);
    }

    read(key: string, callback: Callback, timeWindow: number, max: number) {
      this.either('read', key, callback, timeWindow, max);
    }

    child(routeOptions: Params): FastifyRateLimitStore {
      const { method, url } = routeOptions.routeInfo ?? {};
      const scope = url ? `${[method].flat().join(',')}${url}-` : 'limiter-';
      return new SharedRateLimitStore(routeOptions, scope);
    }

    private either(
      operation: 'incr' | 'read',
      key: string,
      callback: Callback,
      timeWindow: number,
      max: number,
    ) {
      const locally = () => this.local[operation](key, callback, timeWindow, max);
      if (redis.status !== 'ready') {
        onFallback(new Error(`Redis is ${redis.status}`));
        return locally();
      }
      this.shared[operation](
        key,
        (error, result) => {
          if (!error) return callback(null, result);
          onFallback(error);
          locally();
        },
        timeWindow,
        max,
      );
    }
  }
  return SharedRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
