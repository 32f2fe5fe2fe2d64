import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from './migrations-folder';

/**
 * A migrated, empty embedded database made by `npm run build` (apps/server/dist/db-template.tar.gz). A fresh
 * DATA_DIR starts from it instead of running initdb and every migration inside WASM (seconds each); the
 * migrator then runs only what is newer. Resolved two folders below apps/server, like migrations-folder.ts,
 * so the sources and the compiled server find the same file.
 */
export const templateFile = new URL('../../dist/db-template.tar.gz', import.meta.url).pathname;
/** The hashes of the migrations inside the template, written beside it. */
const manifestFile = (file: string) => `${file}.json`;

type Manifest = { migrations: string[] };

/** Builds the template: an in-memory database, migrated, dumped. */
export async function writeTemplate(
  file = templateFile,
  folder = migrationsFolder,
): Promise<{ bytes: number }> {
  const client = await PGlite.create();
  try {
    await migrate(drizzle(client), { migrationsFolder: folder });
    // Checkpointed first, so the dump holds everything and the first start replays no WAL.
    await client.exec('checkpoint');
    const blob = await client.dumpDataDir('gzip');
    const bytes = Buffer.from(await blob.arrayBuffer());
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, bytes);
    const manifest: Manifest = {
      migrations: readMigrationFiles({ migrationsFolder: folder }).map((m) => m.hash),
    };
    fs.writeFileSync(manifestFile(file), JSON.stringify(manifest));
    return { bytes: bytes.length };
  } finally {
    await client.close();
  }
}

/**
 * The template to load into `dataDir`, or undefined: when the folder already holds a database, when there is
 * no template (running from sources without a build), or when the template holds a migration the sources
 * do not (built on another branch): the migrator could not undo it, so the slow path is the safe one.
 */
export function templateFor(
  dataDir: string,
  file = templateFile,
  folder = migrationsFolder,
): Blob | undefined {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return undefined;
  let manifest: Manifest;
  let bytes: Buffer;
  try {
    manifest = JSON.parse(fs.readFileSync(manifestFile(file), 'utf8')) as Manifest;
    bytes = fs.readFileSync(file);
  } catch {
    return undefined;
  }
  const known = new Set(readMigrationFiles({ migrationsFolder: folder }).map((m) => m.hash));
  if (!manifest.migrations.every((hash) => known.has(hash))) return undefined;
  return new Blob([new Uint8Array(bytes)], { type: 'application/x-gzip' });
}
