import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { arquivo, escola } from '../db/schema';
import { DEMO_SCHOOL_CODE } from '../db/seed/demo-data';
import { createDiskStorage } from '../platform/storage/storage';
import { copySeedUploads, openTestDatabase, type TestDatabase } from './test-databases';

const opened: TestDatabase[] = [];
const open = async (seeded: boolean) => {
  const copy = await openTestDatabase({ seeded });
  opened.push(copy);
  await copy.database.migrate();
  return copy;
};
afterAll(async () => {
  for (const copy of opened) {
    await copy.database.close();
    await copy.drop();
  }
});

describe('test databases copied from the run’s templates', () => {
  it('hands each file a copy of its own: what one writes, another never sees', async () => {
    const [first, second] = [await open(true), await open(true)];
    await first.database.db
      .update(escola)
      .set({ nome: 'Escola renomeada' })
      .where(eq(escola.codigo, DEMO_SCHOOL_CODE));
    const nameIn = async (copy: TestDatabase) =>
      (
        await copy.database.db
          .select({ nome: escola.nome })
          .from(escola)
          .where(eq(escola.codigo, DEMO_SCHOOL_CODE))
      )[0]?.nome;
    expect(await nameIn(first)).toBe('Escola renomeada');
    expect(await nameIn(second)).not.toBe('Escola renomeada');
    expect(await nameIn(second)).toBeTruthy();
  });

  it('gives the demo school with every photo its rows name, or an empty migrated database', async () => {
    const seeded = await open(true);
    expect(seeded.seedUploads).not.toBeNull();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunna-copy-'));
    const storage = createDiskStorage(dir);
    await copySeedUploads(seeded.seedUploads!, storage);
    const files = await seeded.database.db.select({ filename: arquivo.filename }).from(arquivo);
    expect(files.length).toBeGreaterThan(10);
    for (const { filename } of files) expect(await storage.get(filename), filename).not.toBeNull();
    fs.rmSync(dir, { recursive: true, force: true });

    const empty = await open(false);
    expect(empty.seedUploads).toBeNull();
    expect(await empty.database.db.select().from(escola)).toEqual([]);
  });
});
