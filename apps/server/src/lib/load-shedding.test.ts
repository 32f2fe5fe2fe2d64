import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadShedding, RETRY_AFTER_S } from './load-shedding';

async function appWithQueue(queue: { length: number }) {
  const app = Fastify();
  await app.register(loadShedding, { maxEventLoopDelayMs: 0, maxDbQueue: 10, dbQueue: () => queue.length });
  app.get('/api/dados', async () => ({ ok: true }));
  app.get('/api/health', { config: { loadShedding: false } }, async () => ({ motivo: app.carga.motivo() }));
  // Stand-ins for the web app's files: a script chunk and the page every portal address answers with.
  app.get('/assets/login-abc123.js', async (_request, reply) =>
    reply.type('text/javascript').send('export {}'),
  );
  app.get('/login', async (_request, reply) => reply.type('text/html').send('<!doctype html>'));
  return app;
}

describe('load shedding on the database queue', () => {
  it('refuses new requests with 503 SOBRECARGA and Retry-After while too many queries wait, and serves again after', async () => {
    const queue = { length: 0 };
    const app = await appWithQueue(queue);
    expect((await app.inject('/api/dados')).statusCode).toBe(200);

    queue.length = 11;
    const refused = await app.inject('/api/dados');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(RETRY_AFTER_S));
    expect(refused.json()).toMatchObject({ code: 'SOBRECARGA' });

    queue.length = 10;
    expect((await app.inject('/api/dados')).statusCode).toBe(200);
    await app.close();
  });

  it('answers the exempt route (health) even while shedding, which hears why', async () => {
    const queue = { length: 50 };
    const app = await appWithQueue(queue);
    const health = await app.inject('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ motivo: 'fila-do-banco' });
    await app.close();
  });

  it("still serves the web app's files while shedding: a script refused once breaks the page until a reload", async () => {
    const queue = { length: 50 };
    const app = await appWithQueue(queue);
    expect((await app.inject('/api/dados')).statusCode).toBe(503);
    const script = await app.inject('/assets/login-abc123.js');
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe('export {}');
    expect((await app.inject('/login')).statusCode).toBe(200);
    await app.close();
  });

  it('never sheds with both checks off (0)', async () => {
    const app = Fastify();
    await app.register(loadShedding, { maxEventLoopDelayMs: 0, maxDbQueue: 0, dbQueue: () => 1_000 });
    app.get('/api/dados', async () => ({ ok: true }));
    expect((await app.inject('/api/dados')).statusCode).toBe(200);
    await app.close();
  });
});
