/** The two stores @fastify/rate-limit ships (its own files; the package exports no types for them). */

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface RateLimitStoreImpl {
  incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
  read(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  const RedisStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: unknown,
    key?: string,
  ) => RateLimitStoreImpl;
  export default RedisStore;
}

declare module '@fastify/rate-limit/store/LocalStore.js' {
  const LocalStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    cache?: number,
  ) => RateLimitStoreImpl;
  export default LocalStore;
}
