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
const PARTITION_MS = 25_000;

/** A request that gives up on its own, so a hang is measured instead of stalling the test. */
async function timed(url: string, init: RequestInit = {}) {
  const started = Date.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    const body = (await res.json().catch(() => null)) as { code?: string; message?: string } | null;
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body, ms: Date.now() - started };
  } catch {
    return { status: 0, retryAfter: null, body: null, ms: Date.now() - started };
  }
}

async function until<T>(what: string, attempt: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await attempt();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.skipIf(!withPostgres)('PostgreSQL unreachable (a silent network partition)', () => {
  let database: ProxiedDatabase;
  let proxy: FaultProxy;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await createProxiedDatabase('lunna_faults_partition');
    proxy = database.proxy;
    server = await startServerProcess({
      env: {
        DATABASE_URL: database.proxiedUrl,
        DATA_DIR: scratchDir('lunna-faults-partition'),
        RATE_LIMIT_LOGIN: '1000',
        RATE_LIMIT_LOGIN_ACCOUNT: '1000',
      },
    });
  });

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('answers 503 with Retry-After in seconds, says "not ready", and recovers by itself with nothing lost', async () => {
    const login = () =>
      timed(`${server.baseUrl}/api/responsavel/login-responsavel`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'mariana@lunna.demo', senha: 'lunna-demo-2026' }),
      });
    const session = (token: string) =>
      timed(`${server.baseUrl}/api/sessao`, { headers: { authorization: `Bearer ${token}` } });

    // Acknowledged writes before the cut: each sign-in stores a session.
    const tokens: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${server.baseUrl}/api/responsavel/login-responsavel`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'mariana@lunna.demo', senha: 'lunna-demo-2026' }),
      });
      expect(res.status).toBe(200);
      tokens.push(((await res.json()) as { token: string }).token);
    }

    proxy.setMode('silent');
    const cut = Date.now();
    // A read and a write sent at the moment of the cut, on connections the pool already holds.
    const [read, write, healthMs] = await Promise.all([
      session(tokens[0]!),
      login(),
      until(
        'health says 503',
        async () =>
          (await timed(`${server.baseUrl}/api/health`)).status === 503 ? Date.now() - cut : undefined,
        10_000,
      ),
    ]);
    expect(healthMs).toBeLessThanOrEqual(3_000);
    for (const answer of [read, write]) {
      expect(answer.status).toBe(503);
      expect(answer.retryAfter).toMatch(/^\d+$/);
      expect(answer.body?.code).toBe('SERVICO_INDISPONIVEL');
      expect(answer.ms).toBeLessThanOrEqual(7_000);
    }
    const health = await timed(`${server.baseUrl}/api/health`);
    expect(health).toMatchObject({ status: 503, body: { status: 'indisponivel', database: 'down' } });
    expect(health.ms).toBeLessThan(1_000);
    // Once the outage is known, requests are refused at once instead of each waiting for a timeout.
    const later = await session(tokens[1]!);
    expect(later.status).toBe(503);
    expect(later.ms).toBeLessThan(1_000);

    await new Promise((r) => setTimeout(r, Math.max(0, PARTITION_MS - (Date.now() - cut))));
    expect(server.child.exitCode, server.output()).toBeNull();

    proxy.setMode('pass');
    const healed = Date.now();
    const recoverMs = await until(
      'health says 200',
      async () =>
        (await timed(`${server.baseUrl}/api/health`)).status === 200 ? Date.now() - healed : undefined,
      20_000,
    );
    const firstRequestMs = await until(
      'a request succeeds',
      async () => ((await session(tokens[2]!)).status === 200 ? Date.now() - healed : undefined),
      20_000,
    );
    expect(recoverMs).toBeLessThanOrEqual(10_000);

    const answers = await Promise.all(tokens.map((token) => session(token)));
    const lost = answers.filter((a) => a.status !== 200).length;
    expect(lost).toBe(0);
    expect((await login()).status).toBe(200);

    console.log(
      `[faults] PostgreSQL silent ${PARTITION_MS / 1000}s: health 503 after ${healthMs} ms; ` +
        `read 503 in ${read.ms} ms, write 503 in ${write.ms} ms, later requests 503 in ${later.ms} ms; ` +
        `recovered (health 200) ${recoverMs} ms after the network returned, first request ${firstRequestMs} ms; ` +
        `acknowledged writes lost: ${lost} of ${tokens.length}`,
    );
  });
});
