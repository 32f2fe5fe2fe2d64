import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startFaultProxy, type FaultProxy } from './fault-proxy';

const serverEntry = new URL('../../server.ts', import.meta.url).pathname;

export type ServerProcess = {
  child: ChildProcess;
  /** http://127.0.0.1:PORT once it listens. */
  baseUrl: string;
  /** Everything it printed (stdout and stderr) so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) and how long it took from now. */
  exited(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(signal?: NodeJS.Signals): Promise<void>;
};

export type StartOptions = {
  env: Record<string, string | undefined>;
  /** How long to wait for "Lunna está no ar" before giving up. */
  readyTimeoutMs?: number;
  /** Resolve as soon as the process is spawned, without waiting for it to listen. */
  waitForListen?: boolean;
  /** Run this compiled server (plain Node) instead of the TypeScript sources through tsx. */
  compiledEntry?: string;
};

/**
 * The real server as a separate process (`node --import tsx src/server.ts`), as an operator runs it:
 * the faults tier needs real exits, signals and sockets, which an in-process app cannot show.
 */
export async function startServerProcess(options: StartOptions): Promise<ServerProcess> {
  let text = '';
  const args = options.compiledEntry ? [options.compiledEntry] : ['--import', 'tsx', serverEntry];
  const child = spawn(process.execPath, args, {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      JOBS_POLL_MS: '0',
      WEB_DIST: path.join(os.tmpdir(), 'lunna-no-web-dist'),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );

  let baseUrl = '';
  if (options.waitForListen !== false) {
    const deadline = Date.now() + (options.readyTimeoutMs ?? 120_000);
    while (!baseUrl) {
      const match = /Lunna está no ar: http:\/\/localhost:(\d+)/.exec(text);
      if (match) baseUrl = `http://127.0.0.1:${match[1]}`;
      else if (child.exitCode !== null)
        throw new Error(`server exited with ${child.exitCode} before listening:\n${text}`);
      else if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`server did not listen within ${options.readyTimeoutMs ?? 120_000} ms:\n${text}`);
      } else await new Promise((r) => setTimeout(r, 100));
    }
  }

  return {
    child,
    baseUrl,
    output: () => text,
    exited: () => exit,
    async stop(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exit;
    },
  };
}

/** A fresh PostgreSQL database on the server TEST_DATABASE_URL points at; dropped by the returned function. */
export async function createScratchDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export function scratchDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
}

export type ProxiedDatabase = {
  /** The database itself, for the test to look behind the proxy. */
  url: string;
  /** The same database through the fault proxy: what the server is given. */
  proxiedUrl: string;
  proxy: FaultProxy;
  drop(): Promise<void>;
};

/** A scratch PostgreSQL database reached through a fault proxy, so a test can cut or silence it. */
export async function createProxiedDatabase(prefix: string): Promise<ProxiedDatabase> {
  const database = await createScratchDatabase(prefix);
  const target = new URL(database.url);
  const proxy = await startFaultProxy({ host: target.hostname, port: Number(target.port || 5432) });
  return {
    url: database.url,
    proxiedUrl: proxy.url(database.url),
    proxy,
    async drop() {
      await proxy.close();
      await database.drop();
    },
  };
}
