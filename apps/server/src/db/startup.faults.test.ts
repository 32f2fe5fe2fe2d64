import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FaultProxy } from '../test/faults/fault-proxy';
import {
  createProxiedDatabase,
  scratchDir,
  startServerProcess,
  type ProxiedDatabase,
  type ServerProcess,
} from '../test/faults/server-process';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const waitLine =
  /PostgreSQL indisponível em 127\.0\.0\.1:\d+ \(.*\); nova tentativa em [\d.]+s \(tentativa \d+ de \d+\)/g;

async function until(what: string, check: () => boolean, timeoutMs: number, output: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms\n${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!withPostgres)('starting while PostgreSQL does not answer', () => {
  let database: ProxiedDatabase;
  let proxy: FaultProxy;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createProxiedDatabase('lunna_faults_startup');
    proxy = database.proxy;
  });

  afterAll(async () => {
    for (const server of servers) await server.stop();
    await database?.drop();
  });

  const start = (env: Record<string, string>) =>
    startServerProcess({
      waitForListen: false,
      env: {
        DATABASE_URL: database.proxiedUrl,
        DATA_DIR: scratchDir('lunna-faults-startup'),
        DB_START_RETRY_MS: '500',
        DB_CONNECT_TIMEOUT_MS: '1000',
        ...env,
      },
    }).then((server) => (servers.push(server), server));

  it('waits with a repeated log line and starts when PostgreSQL comes back', async () => {
    proxy.setMode('silent');
    const server = await start({ DB_START_TIMEOUT_MS: '60000' });
    await until(
      'two waiting lines',
      () => (server.output().match(waitLine) ?? []).length >= 2,
      30_000,
      server.output,
    );
    expect(server.child.exitCode).toBeNull();

    proxy.setMode('pass');
    await until(
      'listening',
      () => /Lunna está no ar: http:\/\/localhost:\d+/.test(server.output()),
      90_000,
      server.output,
    );
    const port = /Lunna está no ar: http:\/\/localhost:(\d+)/.exec(server.output())![1];
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });

  it('gives up within its bound with a clear message and a non-zero exit', async () => {
    proxy.setMode('silent');
    const started = Date.now();
    const server = await start({ DB_START_TIMEOUT_MS: '3000' });
    const { code } = await server.exited();
    const elapsed = Date.now() - started;
    console.log(`[faults] start with PostgreSQL silent and a 3 s bound: exit ${code} after ${elapsed} ms`);
    expect(code).toBe(1);
    expect(server.output()).toMatch(waitLine);
    expect(server.output()).toMatch(
      /PostgreSQL indisponível em 127\.0\.0\.1:\d+ .*desistindo após \d+ tentativa\(s\)/,
    );
    // The bound, plus the last attempt's connect timeout, plus the time node takes to load the server.
    expect(elapsed).toBeLessThan(20_000);
  });
});
