import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A package loaded the first time it is used rather than when the server starts: importing every package up
 * front made most of the start-up time, for features (an S3 bucket, image processing, the assistant) that
 * the first requests seldom need or that a deployment does not configure at all. Synchronous (the packages'
 * CommonJS builds), so the code that uses them stays as it was; a broken install shows on first use.
 */
export function lazyRequire<T>(id: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(id) as T);
}
