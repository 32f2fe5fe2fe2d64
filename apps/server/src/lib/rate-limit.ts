import { msg } from '@lunna/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { openRedis } from '../realtime/redis-fan-out';
import { AppError } from './app-error';
import { sharedRateLimitStore } from './shared-rate-limit-store';

/** At most one warning per this long while the limits count per instance because Redis is away. */
const FALLBACK_WARNING_EVERY_MS = 60_000;

/**
 * Where the rate limits count. With Redis (REDIS_URL) every instance counts the same attempts, under
 * `<REDIS_CHANNEL_PREFIX>:rate-limit:`; while Redis is away each instance counts on its own (see
 * lib/shared-rate-limit-store.ts). Without Redis: this process's memory, which is right for one instance.
 */
export function rateLimitStorage(
  redisUrl: string | undefined,
  prefix: string,
  log: { warn(fields: object, message: string): void },
): { store?: ReturnType<typeof sharedRateLimitStore>; connect(): Promise<void>; close(): void } {
  if (!redisUrl) return { connect: async () => {}, close: () => {} };
  let warnedAt = -Infinity;
  const warn = (error: unknown) => {
    if (Date.now() - warnedAt < FALLBACK_WARNING_EVERY_MS) return;
    warnedAt = Date.now();
    log.warn(
      { err: error instanceof Error ? error.message : String(error) },
      'rate limits: Redis unavailable, counting per instance',
    );
  };
  const redis: Redis = openRedis(redisUrl, warn);
  return {
    store: sharedRateLimitStore(redis, `${prefix}:rate-limit:`, warn),
    // Not fatal: the limits count per instance until Redis answers (ioredis keeps reconnecting).
    connect: () => redis.connect().catch(warn),
    close: () => redis.disconnect(),
  };
}

/** Route option: at most `max` requests per minute from one client address. */
export const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** The window of the per-account limit: long, so an account under attack gets few guesses a day. */
export const PER_ACCOUNT_WINDOW = '15 minutes';

/**
 * A preHandler: at most `max` requests per PER_ACCOUNT_WINDOW for one account, from any address. With the
 * per-address limit it keeps one account under attack shut while the other people behind the same address
 * (a school's Wi-Fi) carry on. It runs once the body is validated, so `account` can read the e-mail.
 * (A limiter of its own: the plugin's route hook runs once per request, so a second one would be skipped.)
 */
export function perAccount(app: FastifyInstance, max: number, account: (request: FastifyRequest) => string) {
  const limiter = app.createRateLimit({
    max,
    timeWindow: PER_ACCOUNT_WINDOW,
    keyGenerator: (request) => `conta:${account(request)}`,
  });
  return async (request: FastifyRequest) => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded)
      throw new AppError(429, 'RATE_LIMITED', msg.muitasTentativasConta);
  };
}
