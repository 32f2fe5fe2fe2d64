import fs from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO_PASSWORD, demoGuardians } from '../../db/seed/demo-data';
import { startLoad } from '../../test/faults/load';
import { scratchDir, startServerProcess, type ServerProcess } from '../../test/faults/server-process';

/**
 * A request already being processed when SIGTERM arrives: its headers and half its body are sent before the
 * signal, the rest after. It must get its answer, not a reset.
 */
function startSlowLogin(baseUrl: string) {
  const body = JSON.stringify({ email: demoGuardians[0]!.email, senha: DEMO_PASSWORD });
  let finish = () => {};
  const answer = new Promise<{ status: number; body: string } | { error: string }>((resolve) => {
    const request = http.request(`${baseUrl}/api/responsavel/login-responsavel`, {
      method: 'POST',
      agent: new http.Agent({ keepAlive: true }),
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    request.write(body.slice(0, 10));
    finish = () => request.end(body.slice(10));
  });
  return { answer, finish: () => finish() };
}

describe('SIGTERM while serving keep-alive traffic and a WebSocket', () => {
  let server: ServerProcess;
  const dataDir = scratchDir('lunna-faults-sigterm');

  beforeAll(async () => {
    server = await startServerProcess({
      env: { DATA_DIR: dataDir, DEMO: 'true', LOG_LEVEL: 'warn' },
    });
  });

  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes what it accepted, tells sockets to reconnect elsewhere, and exits 0 within 10 s', async () => {
    // In flight before the load starts, so that its head is surely read by then.
    const slow = startSlowLogin(server.baseUrl);
    const socket = new WebSocket(`${server.baseUrl.replace('http', 'ws')}/api/ws`);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const socketClosed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    const load = startLoad({
      url: `${server.baseUrl}/api/escola/demo`,
      connections: 50,
      durationS: 20,
      timeoutS: 20,
    });
    // The keep-alive connections are busy before the signal.
    await new Promise((r) => setTimeout(r, 1_500));

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    slow.finish();
    const exit = await Promise.race([
      server.exited(),
      new Promise<'still running'>((r) => setTimeout(() => r('still running'), 15_000)),
    ]);
    const exitMs = Date.now() - signalledAt;
    load.stop();
    await load.done.catch(() => null);
    const slowAnswer = await slow.answer;
    console.log('SIGTERM:', JSON.stringify({ exit, exitMs, slowAnswer }));

    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    expect(exitMs).toBeLessThan(10_000);
    // The request in flight got its answer (the password is right: 200); its connection, kept alive by the
    // client and idle after it, did not hold the exit.
    expect(slowAnswer).toMatchObject({ status: 200 });
    // 1012 "service restart": the web client reconnects (to another instance) and catches up.
    expect(await socketClosed).toBe(1012);
  });
});
