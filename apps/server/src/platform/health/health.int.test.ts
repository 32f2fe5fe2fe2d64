import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { appliedMigrationsTable } from './migrations-check';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const get = async (app: TestApp, url: string) => {
  const res = await app.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
};

describe('liveness', () => {
  it('answers 200 at once without asking anything', async () => {
    expect(await get(t, '/api/health/live')).toEqual({ status: 200, body: { status: 'ok' } });
  });
});

describe('readiness', () => {
  it('is 200 when the database, the disk, the storage and the migrations are OK', async () => {
    expect(await get(t, '/api/health/ready')).toEqual({
      status: 200,
      body: {
        status: 'ok',
        database: 'up',
        redis: 'desligado',
        disco: 'ok',
        armazenamento: 'ok',
        migracoes: 'ok',
      },
    });
  });

  it('is 503 while the file storage cannot be reached, and 200 again once it can', async () => {
    // The uploads folder replaced by a file: the disk adapter can neither create nor enter it.
    const uploads = path.join(t.dataDir, 'uploads');
    fs.rmSync(uploads, { recursive: true, force: true });
    fs.writeFileSync(uploads, '');
    try {
      const down = await get(t, '/api/health/ready');
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({
        status: 'indisponivel',
        armazenamento: 'indisponivel',
        database: 'up',
        disco: 'ok',
      });
      // /api/health does not ask the storage: unchanged.
      expect((await get(t, '/api/health')).status).toBe(200);
    } finally {
      fs.rmSync(uploads);
    }
    expect((await get(t, '/api/health/ready')).body).toMatchObject({ status: 'ok', armazenamento: 'ok' });
  });

  it('is 503 while a migration this build ships has not run', async () => {
    const db = t.database.db;
    const table = sql.raw((await appliedMigrationsTable(db))!);
    const rows = async () =>
      (await db.execute(
        sql`select id, hash, created_at::text as criado from ${table} order by created_at`,
      )) as unknown as { rows: { id: number; hash: string; criado: string }[] };
    const newest = (await rows()).rows.at(-1)!;
    await db.execute(sql`delete from ${table} where id = ${newest.id}`);
    // Another instance on the same database, started now: the migrations of its build are not all there.
    const second = await createTestApp({ sameDatabaseAs: t });
    try {
      const pending = await get(second, '/api/health/ready');
      expect(pending.status).toBe(503);
      expect(pending.body).toMatchObject({ status: 'indisponivel', migracoes: 'pendentes', database: 'up' });

      await db.execute(
        sql`insert into ${table} (id, hash, created_at) values (${newest.id}, ${newest.hash}, ${newest.criado}::bigint)`,
      );
      expect(await get(second, '/api/health/ready')).toMatchObject({
        status: 200,
        body: { migracoes: 'ok' },
      });
    } finally {
      await second.close();
    }
  });
});

describe('readiness while shutting down', () => {
  // /api/health as well: its 503 schema once turned this refusal into a 500.
  it.each(['/api/health/ready', '/api/health'])(
    '%s is 503 on a connection still open once the shutdown started',
    async (url) => {
      const closing = await createTestApp({ seed: false });
      await closing.app.listen({ port: 0, host: '127.0.0.1' });
      const address = closing.app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      // Half a request sent before the shutdown: the connection is busy, so it stays open through it.
      const socket = net.connect(port, '127.0.0.1');
      await new Promise((r) => socket.once('connect', r));
      socket.write(`GET ${url} HTTP/1.1\r\nHost: lunna\r\n`);
      let answer = '';
      const answered = new Promise<void>((resolve) =>
        socket.on('data', (chunk: Buffer) => {
          answer += chunk.toString();
          if (answer.includes('}')) resolve();
        }),
      );
      await new Promise((r) => setTimeout(r, 50));
      const closed = closing.close();
      await new Promise((r) => setTimeout(r, 50));
      socket.write('\r\n');
      await Promise.race([answered, new Promise((r) => setTimeout(r, 5_000))]);
      socket.destroy();
      await closed;
      expect(answer).toMatch(/^HTTP\/1.1 503/);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({
        code: 'SERVICO_INDISPONIVEL',
      });
    },
  );
});
