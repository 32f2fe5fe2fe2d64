import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env';
import { createPaymentProvider, isSandbox, type SandboxPaymentProvider } from './payments';
import { SANDBOX_ORDER_TTL_SECONDS } from './sandbox-store';

/** The sandbox provider of several instances on one Redis: approved on one, captured on another. */
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const providers: SandboxPaymentProvider[] = [];
afterAll(() => providers.forEach((p) => p.close()));

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

function instance(prefix: string): SandboxPaymentProvider {
  const provider = createPaymentProvider(loadConfig({ REDIS_URL, REDIS_CHANNEL_PREFIX: prefix }));
  if (!isSandbox(provider)) throw new Error('expected the sandbox provider');
  providers.push(provider);
  return provider;
}

describe('sandbox provider with Redis', () => {
  it('an order created and approved on one instance is captured on another, once, and expires', async (context) => {
    const away = await unreachable(REDIS_URL);
    if (away) {
      console.log(`Skipping the shared sandbox test: Redis at ${REDIS_URL} is not reachable (${away}).`);
      context.skip();
    }
    const prefix = `lunna-sandbox-${randomUUID()}`;
    const [a, b] = [instance(prefix), instance(prefix)];
    const { orderId } = await a.createOrder({
      reference: 'pag-1',
      description: 'Plano',
      amountCentavos: 144_000,
      currency: 'BRL',
    });
    expect(await b.capture(orderId, 'chave-1')).toEqual({
      status: 'not_approved',
      reason: 'ORDER_NOT_APPROVED',
    });
    expect(await b.decide(orderId, 'aprovar')).toBe(true);
    const captured = await a.capture(orderId, 'chave-2');
    expect(captured).toMatchObject({ status: 'captured', amountCentavos: 144_000, currency: 'BRL' });
    expect(await b.capture(orderId, 'chave-2')).toEqual(captured);
    expect(await b.capture(orderId, 'chave-3')).toEqual(captured);
    expect(await a.decide(orderId, 'recusar')).toBe(false);

    const redis = new Redis(REDIS_URL);
    try {
      const keys = await redis.keys(`${prefix}:sandbox:*`);
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) expect(await redis.ttl(key)).toBeGreaterThan(SANDBOX_ORDER_TTL_SECONDS - 60);
      await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  });
});
