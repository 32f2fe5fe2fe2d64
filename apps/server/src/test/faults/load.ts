import { spawn } from 'node:child_process';

const autocannonBin = new URL('../../../../../node_modules/.bin/autocannon', import.meta.url).pathname;

export type LoadResult = {
  /** Answers by HTTP status ("200", "503", …). */
  statusCodes: Record<string, number>;
  /** Requests that got no answer within the timeout. */
  timeouts: number;
  /** Connection errors (refused, reset). */
  errors: number;
  /** Latency of the answered requests, in ms. */
  latency: { p50: number; p99: number; max: number };
};

export type LoadOptions = {
  url: string;
  connections: number;
  durationS: number;
  /** Seconds a request may wait for its answer before it counts as a timeout. */
  timeoutS: number;
};

/**
 * Load from a separate process (autocannon's CLI), so that generating 2,000 connections does not slow the
 * test's own measurements (health probes) down; its connections are kept alive, as browsers and proxies do.
 */
export function startLoad(options: LoadOptions): { done: Promise<LoadResult>; stop(): void } {
  const child = spawn(
    autocannonBin,
    [
      '--json',
      '-c',
      String(options.connections),
      '-d',
      String(options.durationS),
      '-t',
      String(options.timeoutS),
      options.url,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const done = new Promise<LoadResult>((resolve, reject) =>
    child.on('exit', () => {
      try {
        const json = JSON.parse(out) as {
          statusCodeStats?: Record<string, { count: number }>;
          timeouts: number;
          errors: number;
          latency: { p50: number; p99: number; max: number };
        };
        const statusCodes = Object.fromEntries(
          Object.entries(json.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]),
        );
        resolve({ statusCodes, timeouts: json.timeouts, errors: json.errors, latency: json.latency });
      } catch {
        reject(new Error(`autocannon gave no result:\n${out}\n${err}`));
      }
    }),
  );
  return { done, stop: () => child.kill('SIGINT') };
}
