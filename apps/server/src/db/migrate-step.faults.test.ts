import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createScratchDatabase,
  scratchDir,
  startServerProcess,
  type ServerProcess,
} from '../test/faults/server-process';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const migrateEntry = new URL('../migrate.ts', import.meta.url).pathname;

/** `npm run migrate` as a deployment runs it: its own process, the server's environment. */
function runMigrate(env: Record<string, string>) {
  return promisify(execFile)(process.execPath, ['--import', 'tsx', migrateEntry], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      WEB_DIST: path.join(os.tmpdir(), 'lunna-no-web-dist'),
      ...env,
    },
  });
}

async function appliedMigrations(url: string): Promise<number | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const exists = await client.query(`select to_regclass('drizzle.__drizzle_migrations') as t`);
    if (!exists.rows[0].t) return null;
    return Number((await client.query('select count(*) as n from drizzle.__drizzle_migrations')).rows[0].n);
  } finally {
    await client.end();
  }
}

describe.skipIf(!withPostgres)('migrating as a separate deployment step', () => {
  const cleanup: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('MIGRATE_ON_START=false leaves the schema alone; `npm run migrate` migrates once and exits, twice harmlessly', async () => {
    const database = await createScratchDatabase('lunna_faults_migrate');
    cleanup.push(() => database.drop());
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: scratchDir('lunna-migrate'),
      MIGRATE_ON_START: 'false',
      DEMO: 'false',
    };

    // Started on an empty database without migrating: it cannot start (no tables), and applied nothing.
    const early: ServerProcess = await startServerProcess({ env, waitForListen: false });
    cleanup.push(() => early.stop());
    expect((await early.exited()).code).toBe(1);
    expect(await appliedMigrations(database.url)).toBeNull();

    const first = await runMigrate(env);
    expect(first.stdout).toMatch(/Migrações aplicadas \(PostgreSQL\)/);
    const applied = await appliedMigrations(database.url);
    expect(applied).toBeGreaterThan(0);
    await runMigrate(env);
    expect(await appliedMigrations(database.url)).toBe(applied);

    // Now an instance that does not migrate serves, the demo seed included (under the lock).
    const server = await startServerProcess({ env: { ...env, DEMO: 'true' } });
    cleanup.push(() => server.stop());
    const res = await fetch(`${server.baseUrl}/api/health`);
    expect(res.status).toBe(200);
  });
});
