import net from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { closingRefusal } from './closing-refusal';

describe('a request arriving while the instance shuts down', () => {
  it('is refused with 503 SERVICO_INDISPONIVEL in the API shape, while the one in flight is answered', async () => {
    const app = Fastify({ return503OnClosing: false });
    await app.register(closingRefusal);
    let release = () => {};
    app.get('/lento', () => new Promise((resolve) => (release = () => resolve({ ok: true }))));
    app.get('/rapido', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    const slow = fetch(`${base}/lento`);
    // A connection whose request is half sent when the shutdown starts: not idle, so it stays open.
    const port = Number(new URL(base).port);
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    socket.write('GET /rapido HTTP/1.1\r\nHost: lunna\r\n');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const answered = new Promise<void>((resolve) =>
      socket.on('data', () => answer.includes('}') && resolve()),
    );
    await new Promise((r) => setTimeout(r, 100));
    const closed = app.close();
    await new Promise((r) => setTimeout(r, 50));
    socket.write('\r\n');
    await Promise.race([answered, new Promise((r) => setTimeout(r, 2000))]);
    socket.destroy();
    release();

    expect(answer).toMatch(/^HTTP\/1.1 503/);
    expect(answer).toMatch(/retry-after: 1/i);
    expect(answer).toMatch(/connection: close/i);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({
      code: 'SERVICO_INDISPONIVEL',
    });
    expect(await (await slow).json()).toEqual({ ok: true });
    // The finished request's keep-alive connection is idle now (graceful-shutdown.ts sweeps these).
    app.server.closeIdleConnections();
    await closed;
  });
});
