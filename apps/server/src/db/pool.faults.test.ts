import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFaultProxy, type FaultProxy } from '../test/faults/fault-proxy';
import {
  createScratchDatabase,
  scratchDir,
  startServerProcess,
  type ServerProcess,
} from '../test/faults/server-process';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!withPostgres)(
  'PostgreSQL connections drop (a restart, a failover, an idle-connection firewall)',
  () => {
    let database: Awaited<ReturnType<typeof createScratchDatabase>>;
    let proxy: FaultProxy;
    let server: ServerProcess;

    beforeAll(async () => {
      database = await createScratchDatabase('lunna_faults_pool');
      const target = new URL(database.url);
      proxy = await startFaultProxy({ host: target.hostname, port: Number(target.port || 5432) });
      server = await startServerProcess({
        env: { DATABASE_URL: proxy.url(database.url), DATA_DIR: scratchDir('lunna-faults-pool') },
      });
    });

    afterAll(async () => {
      await server?.stop();
      await proxy?.close();
      await database?.drop();
    });

    it('keeps serving on new connections after its idle connections are reset', async () => {
      const before = await fetch(`${server.baseUrl}/api/health`);
      expect(before.status).toBe(200);
      expect(proxy.openConnections()).toBeGreaterThan(0);

      proxy.resetConnections();
      await new Promise((r) => setTimeout(r, 500));

      expect(server.child.exitCode, server.output()).toBeNull();
      const after = await fetch(`${server.baseUrl}/api/health`);
      expect(after.status).toBe(200);
    });

    it('keeps serving after the database terminates its backends (a restart, a failover, an operator)', async () => {
      expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
      // Straight to PostgreSQL, not through the proxy: the server itself drops Lunna's connections.
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      const name = new URL(database.url).pathname.slice(1);
      const { rowCount } = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      await admin.end();
      expect(rowCount).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 500));

      expect(server.child.exitCode, server.output()).toBeNull();
      const after = await fetch(`${server.baseUrl}/api/health`);
      expect(after.status, server.output()).toBe(200);
      expect(server.output()).toMatch(/PostgreSQL: conexão perdida/);
    });
  },
);
