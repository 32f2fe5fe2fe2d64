/** Route option: at most `max` requests per minute from one client address. */
export const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
