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
  },
);
