import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFaultProxy } from '../test/faults/fault-proxy';
import { TestClient } from '../test/http-client';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * The rate limits with Redis: several instances behind a load balancer count the same attempts, and
 * Redis away leaves each instance counting on its own (sign-in keeps working, the limit still holds).
 */
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const SIGN_IN = '/api/responsavel/login-responsavel';

let first: TestApp;
const extra: TestApp[] = [];
let redisAway: string | null = null;

beforeAll(async () => {
  redisAway = await unreachable(REDIS_URL);
  first = await createTestApp();
});
afterAll(async () => {
  for (const app of extra) await app.close();
  await first.close();
});

function unreachable(url: string): Promise<string | null> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1_000);
    socket.once('connect', () => (socket.end(), resolve(null)));
    socket.once('timeout', () => (socket.destroy(), resolve(`no answer from ${hostname}:${port || 6379}`)));
    socket.once('error', (error) => resolve(error.message));
  });
}

async function instance(redisUrl: string, prefix: string): Promise<TestApp> {
  const app = await createTestApp({
    sameDatabaseAs: first,
    env: { REDIS_URL: redisUrl, REDIS_CHANNEL_PREFIX: prefix, RATE_LIMIT_LOGIN_ACCOUNT: '3' },
  });
  extra.push(app);
  return app;
}

function signIn(t: TestApp, email: string, senha: string, remoteAddress: string) {
  return new TestClient(t.app).request({
    method: 'POST',
    url: SIGN_IN,
    payload: { email, senha },
    headers: { 'content-type': 'application/json' },
    remoteAddress,
  });
}

describe('rate limits across instances', () => {
  it('the per-account sign-in limit counted on one instance holds on the other', async (context) => {
    if (redisAway) {
      console.log(
        `Skipping the shared rate-limit test: Redis at ${REDIS_URL} is not reachable (${redisAway}).`,
      );
      context.skip();
    }
    const prefix = `lunna-rl-${randomUUID()}`;
    const a = await instance(REDIS_URL, prefix);
    const b = await instance(REDIS_URL, prefix);
    // Three wrong guesses, spread over both instances and several addresses: the limit is 3 in all.
    expect((await signIn(a, 'mariana@lunna.demo', 'senha-errada-1', '198.51.100.1')).statusCode).toBe(400);
    expect((await signIn(b, 'mariana@lunna.demo', 'senha-errada-1', '198.51.100.2')).statusCode).toBe(400);
    expect((await signIn(a, 'mariana@lunna.demo', 'senha-errada-1', '198.51.100.3')).statusCode).toBe(400);
    const onB = await signIn(b, 'mariana@lunna.demo', 'lunna-demo-2026', '198.51.100.4');
    expect(onB.statusCode).toBe(429);
    expect(onB.json().code).toBe('RATE_LIMITED');
    expect((await signIn(a, 'mariana@lunna.demo', 'lunna-demo-2026', '198.51.100.5')).statusCode).toBe(429);
    // Another account is not held back, on either instance.
    expect((await signIn(b, 'carlos@lunna.demo', 'lunna-demo-2026', '198.51.100.4')).statusCode).toBe(200);
  });

  it('with Redis away, sign-in still answers at once and the limit holds on each instance', async (context) => {
    if (redisAway) {
      console.log(
        `Skipping the Redis-outage rate-limit test: Redis at ${REDIS_URL} is not reachable (${redisAway}).`,
      );
      context.skip();
    }
    const target = new URL(REDIS_URL);
    const proxy = await startFaultProxy({ host: target.hostname, port: Number(target.port || 6379) });
    try {
      const a = await instance(proxy.url(REDIS_URL), `lunna-rl-${randomUUID()}`);
      expect((await signIn(a, 'patricia@lunna.demo', 'senha-errada-1', '198.51.100.10')).statusCode).toBe(
        400,
      );
      proxy.setMode('silent');
      proxy.resetConnections();
      const started = Date.now();
      // No 500 and no long wait: the attempts are counted in this process while Redis does not answer.
      expect((await signIn(a, 'patricia@lunna.demo', 'senha-errada-1', '198.51.100.11')).statusCode).toBe(
        400,
      );
      expect((await signIn(a, 'patricia@lunna.demo', 'senha-errada-1', '198.51.100.12')).statusCode).toBe(
        400,
      );
      expect((await signIn(a, 'patricia@lunna.demo', 'senha-errada-1', '198.51.100.13')).statusCode).toBe(
        400,
      );
      const refused = await signIn(a, 'patricia@lunna.demo', 'lunna-demo-2026', '198.51.100.14');
      expect(refused.statusCode).toBe(429);
      expect(Date.now() - started).toBeLessThan(5_000);
      // Other people still sign in.
      expect((await signIn(a, 'carlos@lunna.demo', 'lunna-demo-2026', '198.51.100.14')).statusCode).toBe(200);
    } finally {
      proxy.setMode('pass');
      await proxy.close();
    }
  });
});
