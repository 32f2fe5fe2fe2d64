/**
 * The diary under measure, in its own process: a fresh PostgreSQL schema, the demo school with the Girassol
 * class grown to 25 children and a year of diary entries for every child of it, listening on a free port.
 * Counts the SQL statements the app sends (every statement goes through a pg client, pooled or in a
 * transaction). Talks to bench/diario/run.mjs over IPC: `ready`, then `count` (answers the statements sent
 * since the last `count`) and `stop`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config/env';
import { secretsFromPepper } from '../../apps/server/src/config/secrets';
import { openDatabase } from '../../apps/server/src/db/client';
import { seedDemo } from '../../apps/server/src/db/seed/seed';
import { systemClock } from '../../apps/server/src/lib/clock';
import { createSandboxProvider } from '../../apps/server/src/platform/payments/sandbox';
import { createFakePushSender } from '../../apps/server/src/platform/push/fake-push';
import { createDiskStorage } from '../../apps/server/src/platform/storage/storage';
import { growClassWithAYearOfDiary } from './year-of-diary';

// Every statement, pooled or inside a transaction, goes through Client.prototype.query (Pool.query too).
let statements = 0;
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements++;
  return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof clientQuery;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunna-bench-diario-'));
  const schema = `bench_${crypto.randomBytes(4).toString('hex')}`;
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: url, searchPath: schema });
  await database.migrate();
  const storage = createDiskStorage(path.join(dataDir, 'uploads'));
  await seedDemo(database.db, storage);
  const started = Date.now();
  const grown = await growClassWithAYearOfDiary(database.db);
  const seedSeconds = (Date.now() - started) / 1000;

  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JOBS_POLL_MS: '0',
    RATE_LIMIT_LOGIN: '1000',
    RATE_LIMIT_LOGIN_ACCOUNT: '1000',
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  const app = await buildApp({
    config,
    secrets: secretsFromPepper('bench'),
    db: database.db,
    mailer: { send: async () => {} },
    sms: { send: async () => {} },
    storage,
    clock: systemClock,
    payments: createSandboxProvider(),
    push: createFakePushSender(),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const version = ((await admin_query(url, 'show server_version')) as { server_version: string })
    .server_version;

  process.on('message', async (message: { type: string }) => {
    if (message.type === 'count') {
      const n = statements;
      statements = 0;
      process.send!({ type: 'counted', statements: n });
    } else if (message.type === 'stop') {
      await app.close();
      await database.close();
      const drop = new pg.Client({ connectionString: url });
      await drop.connect();
      await drop.query(`drop schema ${schema} cascade`);
      await drop.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    }
  });
  statements = 0;
  process.send!({ type: 'ready', port, version, seedSeconds, ...grown });
}

async function admin_query(url: string, sql: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql)).rows[0] as unknown;
  } finally {
    await c.end();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
