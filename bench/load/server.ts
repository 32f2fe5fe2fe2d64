/**
 * The app under load, in its own process (so the load generator does not share its event loop):
 * a fresh database (PGlite on disk, or a new schema on PostgreSQL), the demo school grown to a year of
 * content, listening on a free port, and beside it the floor (bench/load/floor.ts). Talks to
 * bench/load/run.mjs over IPC: it reports `ready`; on `measure` it answers with its CPU time and the
 * statements each request sent since the last measure; on `capture` then `explain` it records the SQL
 * of the requests in between and answers with their query plans. On PostgreSQL the app's and the
 * floor's connections carry their own application_name, so their backends' CPU can be read too.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config/env';
import { secretsFromPepper } from '../../apps/server/src/config/secrets';
import { openDatabase } from '../../apps/server/src/db/client';
import { defaultDatabaseLimits, planCacheModes } from '../../apps/server/src/db/limits';
import { escola, usuario } from '../../apps/server/src/db/schema';
import { DEMO_SCHOOL_CODE } from '../../apps/server/src/db/seed/demo-data';
import { seedDemo } from '../../apps/server/src/db/seed/seed';
import { systemClock } from '../../apps/server/src/lib/clock';
import { createSandboxProvider } from '../../apps/server/src/platform/payments/sandbox';
import { createFakePushSender } from '../../apps/server/src/platform/push/fake-push';
import { createDiskStorage } from '../../apps/server/src/platform/storage/storage';
import { startFloor } from './floor';
import {
  countNodePostgres,
  countPerRequest,
  countPglite,
  startCapture,
  stopCapture,
  takeTally,
  type Captured,
} from './statements';
import { seedYearOfContent } from './year-of-content';

type Client = { $client: { query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }> } };

countNodePostgres();

/** The application_name of the app's connections and of the floor's: the load generator finds their backends by it. */
export const APP_CONNECTIONS = 'lunna-bench-app';
export const FLOOR_CONNECTIONS = 'lunna-bench-floor';

function withApplicationName(url: string, name: string) {
  const u = new URL(url);
  u.searchParams.set('application_name', name);
  return u.toString();
}

async function main() {
  const kind = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'pglite';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunna-bench-'));
  const schema = `bench_${crypto.randomBytes(4).toString('hex')}`;
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  if (kind === 'postgres') {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
  }
  const database = await openDatabase(
    kind === 'postgres'
      ? {
          databaseUrl: withApplicationName(url, APP_CONNECTIONS),
          searchPath: schema,
          // BENCH_PLAN_CACHE_MODE=auto measures PostgreSQL's default planning beside the app's (decision 21).
          limits: {
            planCacheMode:
              planCacheModes.find((m) => m === process.env.BENCH_PLAN_CACHE_MODE) ??
              defaultDatabaseLimits.planCacheMode,
          },
        }
      : {
          dataDir: path.join(dataDir, 'db'),
          lock: { waitMs: 0, onWait: () => {}, onCompromised: () => process.exit(1) },
        },
  );
  if (database.kind === 'pglite') countPglite((database.db as unknown as { $client: PGlite }).$client);
  await database.migrate();
  const storage = createDiskStorage(path.join(dataDir, 'uploads'));
  await seedDemo(database.db, storage);
  const [school] = await database.db
    .select({ id: escola.id })
    .from(escola)
    .where(eq(escola.codigo, DEMO_SCHOOL_CODE));
  const [guardian] = await database.db
    .select({ id: usuario.id })
    .from(usuario)
    .where(eq(usuario.email, 'mariana@lunna.demo'));
  const started = Date.now();
  const counts = await seedYearOfContent(database.db, school!.id, guardian!.id);
  const seedSeconds = (Date.now() - started) / 1000;

  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JOBS_POLL_MS: '0',
    RATE_LIMIT_LOGIN: '1000',
    RATE_LIMIT_LOGIN_ACCOUNT: '1000',
    WEB_DIST: process.env.BENCH_WEB_DIST ?? path.join(dataDir, 'no-web'),
  });
  const app = await buildApp({
    config,
    secrets: secretsFromPepper('bench'),
    db: database.db,
    databaseAvailability: database.availability,
    escutarBanco: database.escutar,
    dbQueue: database.queueLength,
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
  countPerRequest(app.server);

  // The floor, on the same database: its own small pool on PostgreSQL, the same embedded instance on PGlite.
  const floorPool =
    kind === 'postgres'
      ? new pg.Pool({
          connectionString: withApplicationName(url, FLOOR_CONNECTIONS),
          max: 10,
          options: `-c search_path=${schema}`,
        })
      : null;
  const floor = await startFloor(
    floorPool
      ? (text, params) => floorPool.query(text, params)
      : (text, params) => (database.db as unknown as Client).$client.query(text, params),
  );
  countPerRequest(floor.app.server);

  // PostgreSQL: the generic plan each statement runs with (PREPARE, then EXPLAIN EXECUTE with the captured
  // values, on a connection with the app's plan_cache_mode); PGlite plans every call with its values.
  const literal = (v: unknown): string => {
    if (v === null || v === undefined) return 'NULL';
    const text = Array.isArray(v)
      ? `{${v.map((e) => `"${String(e).replace(/["\\]/g, '\\$&')}"`).join(',')}}`
      : v instanceof Date
        ? v.toISOString()
        : typeof v === 'object'
          ? JSON.stringify(v)
          : String(v);
    return `'${text.replace(/'/g, "''")}'`;
  };
  const explainGeneric = async (text: string, params: unknown[]) => {
    const client = await (database.db as unknown as { $client: pg.Pool }).$client.connect();
    try {
      await client.query(`prepare bench_explain as ${text}`);
      const args = params.length > 0 ? `(${params.map(literal).join(', ')})` : '';
      // The second run is the one shown: the first pays once for what a long-lived connection has warm.
      await client.query(`explain (analyze, buffers, costs off) execute bench_explain${args}`);
      return await client.query(`explain (analyze, buffers, costs off) execute bench_explain${args}`);
    } finally {
      // Only this one: the connection's own named statements stay known to node-postgres.
      await client.query('deallocate bench_explain').catch(() => {});
      client.release();
    }
  };
  const explain = async (statements: Captured[]) => {
    const plans: { sql: string; plan: string }[] = [];
    for (const s of statements) {
      // A union of parenthesised selects starts with '('.
      if (!/^\s*\(?\s*(select|with)/i.test(s.text)) continue;
      const result =
        kind === 'postgres'
          ? await explainGeneric(s.text, s.params)
          : await (database.db as unknown as Client).$client.query(
              `explain (analyze, buffers, costs off) ${s.text}`,
              s.params as never,
            );
      const rows = (result as { rows: Record<string, string>[] }).rows;
      plans.push({ sql: s.text, plan: rows.map((r) => Object.values(r)[0]).join('\n') });
    }
    return plans;
  };

  process.on('message', async (message: { type: string }) => {
    if (message.type === 'capture') {
      startCapture();
      process.send!({ type: 'capturing' });
    } else if (message.type === 'explain') {
      process.send!({ type: 'plans', plans: await explain(stopCapture()) });
    } else if (message.type === 'measure') {
      // This process's CPU time so far and the statements counted since the last measure.
      process.send!({ type: 'measured', cpu: process.cpuUsage(), statements: takeTally() });
    } else if (message.type === 'stop') {
      await floor.app.close();
      await floorPool?.end();
      await app.close();
      await database.close();
      if (kind === 'postgres') {
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        await admin.query(`drop schema ${schema} cascade`);
        await admin.end();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    }
  });
  process.send!({
    type: 'ready',
    port,
    floorPort: floor.port,
    kind,
    counts,
    seedSeconds,
    postgresVersion: await serverVersion(database.db),
  });
}

async function serverVersion(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const result = await (db as unknown as Client).$client.query('show server_version');
  return Object.values((result as { rows: Record<string, string>[] }).rows[0]!)[0];
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
