import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockEmbeddedDatabase, type EmbeddedLockOptions } from './embedded-lock';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repositories accept either the database or an open transaction. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;

export type DatabaseOptions =
  | { databaseUrl: string; searchPath?: string }
  /** One process per folder: held with a lock from open until after close. */
  | { dataDir: string; lock: EmbeddedLockOptions }
  /** In-memory PGlite, optionally started from a dump (tests). */
  | { memory: true; loadDataDir?: Blob | File };

/** PostgreSQL when a URL is given, otherwise PGlite (real PostgreSQL in WASM) on disk or in memory. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // A per-schema search path isolates test runs sharing one server.
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () =>
        migratePg(db as never, { migrationsFolder, migrationsSchema: options.searchPath ?? 'drizzle' }),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  let release = async () => {};
  if ('dataDir' in options) {
    fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
    const lock = await lockEmbeddedDatabase(options.dataDir, options.lock);
    release = () => lock.release();
    try {
      client = await PGlite.create(options.dataDir);
    } catch (err) {
      await release();
      throw err;
    }
  } else {
    client = await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  }
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    async close() {
      // The next process may open the folder only once everything is written and closed.
      await client.close();
      await release();
    },
  };
}
