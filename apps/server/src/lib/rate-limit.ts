import { msg } from '@lunna/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

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
  const limiter = app.createRateLimit({ max, timeWindow: PER_ACCOUNT_WINDOW, keyGenerator: (request) => `conta:${account(request)}` });
  return async (request: FastifyRequest) => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) throw new AppError(429, 'RATE_LIMITED', msg.muitasTentativasConta);
  };
}
