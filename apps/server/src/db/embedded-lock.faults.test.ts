import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './seed/demo-data';
import { scratchDir, startServerProcess, type ServerProcess } from '../test/faults/server-process';

const DIRETORA = 'diretora@lunna.demo';

async function waitFor(what: string, check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/responsavel/login-responsavel`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DIRETORA, senha: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function sendNotice(baseUrl: string, token: string, titulo: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/aviso`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      tituloAviso: titulo,
      conteudoAviso: 'Escrito antes do reinício.',
      importancia: 'Normal',
      idTurma: null,
    }),
  });
  expect(response.status).toBe(201);
}

async function noticeTitles(baseUrl: string, token: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/aviso`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { itens: { tituloAviso: string }[] }).itens.map((a) => a.tituloAviso);
}

/** Item 3 of issue 24: the embedded database is one process's, and a restart hands it over cleanly. */
describe('two processes on one embedded-database folder', () => {
  const dataDir = scratchDir('lunna-faults-lock');
  const servers: ServerProcess[] = [];
  const start = async (env: Record<string, string>, waitForListen = true) => {
    const server = await startServerProcess({ env: { DATA_DIR: dataDir, ...env }, waitForListen });
    servers.push(server);
    return server;
  };
  let first: ServerProcess;

  beforeAll(async () => {
    first = await start({});
  });

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second process with a clear message while the first keeps serving', async () => {
    const second = await start({ EMBEDDED_DB_LOCK_WAIT_MS: '1500' }, false);
    const { code } = await Promise.race([
      second.exited(),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`still running:\n${second.output()}`)), 30_000),
      ),
    ]);

    expect(code).not.toBe(0);
    expect(second.output()).toContain(
      `Outro processo do Lunna já usa o banco embutido em ${dataDir}/db (pid ${first.child.pid})`,
    );
    expect(second.output()).not.toContain('Lunna está no ar');
    const health = await fetch(`${first.baseUrl}/api/health`);
    expect(health.status).toBe(200);
  });

  it('makes a restart wait for the old process, then start with every write it acknowledged', async () => {
    const token = await signIn(first.baseUrl);
    const titles = Array.from({ length: 5 }, (_, i) => `Antes do reinício ${i + 1}`);
    for (const titulo of titles) await sendNotice(first.baseUrl, token, titulo);

    const next = await start({}, false);
    await waitFor(
      'the new process to wait for the lock',
      () => next.output().includes('Aguardando o processo anterior'),
      30_000,
    );
    expect(next.output()).not.toContain('Lunna está no ar');

    first.child.kill('SIGTERM');
    const oldExit = await first.exited();
    const exitedAt = Date.now();
    expect(oldExit.code).toBe(0);
    await waitFor('the new process to listen', () => next.output().includes('Lunna está no ar'), 60_000);
    console.log(`restart: the new process listened ${Date.now() - exitedAt} ms after the old one exited`);

    const port = /Lunna está no ar: http:\/\/localhost:(\d+)/.exec(next.output())![1];
    const baseUrl = `http://127.0.0.1:${port}`;
    expect(await noticeTitles(baseUrl, await signIn(baseUrl))).toEqual(expect.arrayContaining(titles));
    first = Object.assign(next, { baseUrl });
  });

  it('takes over from a process killed with -9 and holds the folder itself', async () => {
    first.child.kill('SIGKILL');
    await first.exited();
    const killedAt = Date.now();

    const heir = await start({});
    console.log(`stale lock: a new process listened ${Date.now() - killedAt} ms after kill -9`);
    expect((await fetch(`${heir.baseUrl}/api/health`)).status).toBe(200);

    const intruder = await start({ EMBEDDED_DB_LOCK_WAIT_MS: '500' }, false);
    expect((await intruder.exited()).code).not.toBe(0);
    expect(intruder.output()).toContain(`(pid ${heir.child.pid})`);
  });
});
