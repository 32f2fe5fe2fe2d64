import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../platform/storage/storage';
import { createScratchDatabase } from '../test/faults/server-process';
import { openDatabase, type Database } from './client';
import { demoSchool } from './seed/demo-data';
import { seedDemo } from './seed/seed';

// Several instances starting together on one fresh PostgreSQL database: only PostgreSQL is shared.
describe.skipIf(process.env.TEST_DB !== 'postgres')(
  'migrations and the demo seed under the migration lock',
  () => {
    const cleanup: Array<() => Promise<void>> = [];
    afterEach(async () => {
      for (const step of cleanup.splice(0).reverse()) await step();
    });

    it('three instances migrating and seeding at once all start, and leave one demo school', async () => {
      const scratch = await createScratchDatabase('lunna_migrate_lock');
      cleanup.push(() => scratch.drop());
      const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'lunna-lock-'));
      cleanup.push(async () => fs.rmSync(uploads, { recursive: true, force: true }));
      const storage = createDiskStorage(uploads);
      const instances: Database[] = [];
      for (let i = 0; i < 3; i++) {
        const database = await openDatabase({
          databaseUrl: scratch.url,
          log: { warn: () => {}, info: () => {} },
        });
        instances.push(database);
        cleanup.push(() => database.close());
      }

      const results = await Promise.allSettled(
        instances.map((database) => database.migrate(() => seedDemo(database.db, storage).then(() => {}))),
      );

      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual([
        'ok',
        'ok',
        'ok',
      ]);
      const schools = await instances[0]!.db.execute(
        sql`select count(*)::int as n from escola where codigo = ${demoSchool.codigo}`,
      );
      expect((schools as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(1);
    });
  },
);
