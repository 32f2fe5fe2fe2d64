import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createScratchDatabase,
  scratchDir,
  startServerProcess,
  type ServerProcess,
} from './test/faults/server-process';

const root = new URL('../../../', import.meta.url).pathname;
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

// The compiled server (npm run build) as production runs it: plain Node, NODE_ENV=production. Its paths resolved
// from its own place (the migrations, the SockJS client) must land where the TypeScript sources' do.
describe('the compiled server', () => {
  // Two folders below apps/server, as dist/bin (scripts/build-server.mjs); .test-tmp is ignored by git.
  const outdir = path.join(root, 'apps/server/.test-tmp', `compiled-${process.pid}`);
  const entry = path.join(outdir, 'server.js');
  let server: ServerProcess | undefined;
  let database: { url: string; drop(): Promise<void> } | undefined;

  beforeAll(() => {
    execFileSync(process.execPath, [path.join(root, 'scripts/build-server.mjs'), '--outdir', outdir], {
      stdio: 'pipe',
    });
  });
  afterAll(async () => {
    await server?.stop('SIGTERM');
    await database?.drop();
    fs.rmSync(outdir, { recursive: true, force: true });
  });

  it('starts in production, runs the migrations shipped beside it and answers ready', async () => {
    database = withPostgres ? await createScratchDatabase('compiled') : undefined;
    server = await startServerProcess({
      compiledEntry: entry,
      env: {
        NODE_ENV: 'production',
        SECRET_KEY: 'a1'.repeat(32),
        PUBLIC_URL: 'http://localhost',
        PAYMENTS: 'sandbox',
        DATA_DIR: scratchDir('compiled'),
        ...(database ? { DATABASE_URL: database.url } : {}),
      },
    });
    const ready = await fetch(`${server.baseUrl}/api/health/ready`);
    expect(await ready.json()).toMatchObject({ status: 'ok', migracoes: 'ok', database: 'up' });
    expect(ready.status).toBe(200);
    const sockjs = await fetch(`${server.baseUrl}/api/realtime/sockjs.min.js`);
    expect(sockjs.status).toBe(200);
  });

  it.skipIf(!withPostgres)(
    'migrates as a deployment step (npm run migrate:prod), with no TypeScript at run time',
    async () => {
      const scratch = await createScratchDatabase('compiled_migrate');
      try {
        const env = {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          SECRET_KEY: 'b2'.repeat(32),
          PUBLIC_URL: 'http://localhost',
          PAYMENTS: 'sandbox',
          DATA_DIR: scratchDir('compiled-migrate'),
          DATABASE_URL: scratch.url,
        };
        execFileSync(process.execPath, [path.join(outdir, 'migrate.js')], {
          env,
          stdio: 'pipe',
          timeout: 120_000,
        });
        const client = new pg.Client({ connectionString: scratch.url });
        await client.connect();
        try {
          const { rows } = await client.query<{ n: number }>(
            'select count(*)::int as n from drizzle.__drizzle_migrations',
          );
          const journal = JSON.parse(
            fs.readFileSync(path.join(root, 'apps/server/drizzle/meta/_journal.json'), 'utf8'),
          ) as { entries: unknown[] };
          expect(rows[0]?.n).toBe(journal.entries.length);
        } finally {
          await client.end();
        }
      } finally {
        await scratch.drop();
      }
    },
  );
});
