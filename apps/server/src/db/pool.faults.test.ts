import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FaultProxy } from '../test/faults/fault-proxy';
import {
  createProxiedDatabase,
  scratchDir,
  startServerProcess,
  type ProxiedDatabase,
  type ServerProcess,
} from '../test/faults/server-process';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!withPostgres)(
  'PostgreSQL connections drop (a restart, a failover, an idle-connection firewall)',
  () => {
    let database: ProxiedDatabase;
    let proxy: FaultProxy;
    let server: ServerProcess;

    beforeAll(async () => {
      database = await createProxiedDatabase('lunna_faults_pool');
      proxy = database.proxy;
      server = await startServerProcess({
        env: { DATABASE_URL: database.proxiedUrl, DATA_DIR: scratchDir('lunna-faults-pool') },
      });
    });

    afterAll(async () => {
      await server?.stop();
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

    it('while PostgreSQL refuses connections, health says 503 at once and requests get 503 with Retry-After; then it recovers', async () => {
      expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
      proxy.setMode('reset');
      const cut = Date.now();
      let health = await fetch(`${server.baseUrl}/api/health`);
      while (health.status !== 503 && Date.now() - cut < 10_000)
        health = await fetch(`${server.baseUrl}/api/health`);
      const healthMs = Date.now() - cut;
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ status: 'indisponivel', database: 'down' });
      expect(healthMs).toBeLessThanOrEqual(3_000);

      const started = Date.now();
      const read = await fetch(`${server.baseUrl}/api/sessao`, {
        headers: { authorization: 'Bearer qualquer' },
      });
      const readMs = Date.now() - started;
      expect(read.status).toBe(503);
      expect(read.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(((await read.json()) as { code: string }).code).toBe('SERVICO_INDISPONIVEL');
      expect(readMs).toBeLessThan(2_000);

      proxy.setMode('pass');
      const healed = Date.now();
      let after = await fetch(`${server.baseUrl}/api/health`);
      while (after.status !== 200 && Date.now() - healed < 15_000) {
        await new Promise((r) => setTimeout(r, 100));
        after = await fetch(`${server.baseUrl}/api/health`);
      }
      const recoverMs = Date.now() - healed;
      expect(after.status).toBe(200);
      expect(server.child.exitCode, server.output()).toBeNull();
      console.log(
        `[faults] PostgreSQL refusing: health 503 after ${healthMs} ms, request 503 in ${readMs} ms; recovered ${recoverMs} ms after it accepted again`,
      );
    });
  },
);
