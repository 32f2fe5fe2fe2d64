import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client';

/**
 * Creating a PGlite database takes seconds; migrating one once and loading its dump in each test
 * file keeps the integration suite fast while every file still gets its own database.
 */
export default async function setup() {
  const file = path.join(os.tmpdir(), `lunna-pglite-template-${process.pid}.tar.gz`);
  const database = await openDatabase({ memory: true });
  await database.migrate();
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('gzip');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  process.env.LUNNA_PGLITE_TEMPLATE = file;
  return () => fs.rmSync(file, { force: true });
}
