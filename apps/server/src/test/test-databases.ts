import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { seedDemo } from '../db/seed/seed';
import { createDiskStorage, type Storage } from '../platform/storage/storage';

/**
 * Every integration test file gets a database of its own, copied from templates made once per run
 * (global-setup.ts): one migrated, one also holding the demo school. Migrating and seeding in each file
 * (argon2, sharp, ~300 inserts) cost ~1.3 s per file on PostgreSQL and ~1.2 s on PGlite; a copy costs
 * ~0.07 s (CREATE DATABASE … TEMPLATE) and ~0.4 s (loading an uncompressed PGlite dump).
 *
 * Outside a Vitest run (no templates announced), a database is migrated and seeded in place, as before.
 */
const ENV = {
  pgliteMigrated: 'LUNNA_PGLITE_TEMPLATE',
  pgliteSeeded: 'LUNNA_PGLITE_SEEDED',
  pgliteUploads: 'LUNNA_PGLITE_SEED_UPLOADS',
  postgresPrefix: 'LUNNA_PG_TEST_PREFIX',
  postgresUploads: 'LUNNA_PG_SEED_UPLOADS',
} as const;

/** Which database the integration tests run on: PGlite by default, PostgreSQL in the `int-postgres` project. */
export const testDbKind = (): 'pglite' | 'postgres' =>
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export type TestDatabase = {
  database: Database;
  drop(): Promise<void>;
  /** The demo school's files, when the database came with the demo already in it (copy them to storage). */
  seedUploads: string | null;
};

const postgresUrl = (base: string, database: string) => {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
};

async function withAdmin<T>(base: string, task: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    return await task(admin);
  } finally {
    await admin.end();
  }
}

const uncompressedDump = async (database: Database): Promise<Buffer> => {
  const client = (database.db as unknown as { $client: PgliteDumper }).$client;
  // Checkpointed first, so a copy replays no WAL when it opens.
  await client.exec('checkpoint');
  // Uncompressed: 40 MB on disk, but a copy opens in ~0.4 s instead of ~0.75 s for the gzip one.
  return Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
};
type PgliteDumper = { exec(sql: string): Promise<unknown>; dumpDataDir(c: 'none'): Promise<Blob> };

const appliedMigrations = async (database: Database): Promise<number> => {
  const client = (database.db as unknown as { $client: PgliteQuerier }).$client;
  const { rows } = await client.query<{ n: number }>(
    'select count(*)::int as n from drizzle.__drizzle_migrations',
  );
  return rows[0]!.n;
};
type PgliteQuerier = { query<T>(sql: string): Promise<{ rows: T[] }> };

/** Made once per Vitest run; returns what removes them. */
export async function makeTestTemplates(): Promise<() => Promise<void>> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lunna-test-templates-'));
  const cleanups: Array<() => Promise<void>> = [
    async () => fs.rmSync(folder, { recursive: true, force: true }),
  ];

  // LUNNA_PGLITE_TEMPLATE set beforehand names a migrated template that outlives this run: used when it is
  // there, made there when it is not. The calendar guard's six runs share one so (scripts/test-calendar.mjs):
  // the migrated schema holds no date. The seeded template is made in every run: the demo school is seeded
  // around today, another day in each of those runs.
  const shared = process.env[ENV.pgliteMigrated] || undefined;
  const reused = shared !== undefined && fs.existsSync(shared);
  const pglite = await openDatabase({
    memory: true,
    loadDataDir: reused ? new Blob([fs.readFileSync(shared)]) : undefined,
  });
  try {
    const applied = reused ? await appliedMigrations(pglite) : 0;
    await pglite.migrate();
    // A shared template from older migrations would test a schema the sources no longer make.
    if (reused && (await appliedMigrations(pglite)) !== applied)
      throw new Error(`${ENV.pgliteMigrated}=${shared} lacks the newest migrations: delete it`);
    const migrated = shared ?? path.join(folder, 'pglite-migrated.tar');
    if (!reused) {
      // Written whole under another name first: a run stopped midway leaves no half template to share.
      fs.writeFileSync(`${migrated}.part`, await uncompressedDump(pglite));
      fs.renameSync(`${migrated}.part`, migrated);
    }
    const uploads = path.join(folder, 'pglite-uploads');
    await seedDemo(pglite.db, createDiskStorage(uploads));
    const seeded = path.join(folder, 'pglite-seeded.tar');
    fs.writeFileSync(seeded, await uncompressedDump(pglite));
    Object.assign(process.env, {
      [ENV.pgliteMigrated]: migrated,
      [ENV.pgliteSeeded]: seeded,
      [ENV.pgliteUploads]: uploads,
    });
  } finally {
    await pglite.close();
  }

  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    // Named after this run's database and process, so concurrent runs on one server never touch each other's.
    const prefix = `${new URL(base).pathname.slice(1)}_${process.pid}`;
    cleanups.push(() => dropDatabasesStartingWith(base, prefix));
    const uploads = path.join(folder, 'postgres-uploads');
    await withAdmin(base, async (admin) => {
      for (const kind of ['migrated', 'seeded'] as const) {
        await admin.query(`create database ${prefix}_${kind}`);
        const database = await openDatabase({ databaseUrl: postgresUrl(base, `${prefix}_${kind}`) });
        try {
          await database.migrate();
          if (kind === 'seeded') await seedDemo(database.db, createDiskStorage(uploads));
        } finally {
          // A template is copied only while nobody is connected to it.
          await database.close();
        }
      }
    });
    Object.assign(process.env, { [ENV.postgresPrefix]: prefix, [ENV.postgresUploads]: uploads });
  }
  return async () => {
    for (const cleanup of cleanups) await cleanup();
  };
}

async function dropDatabasesStartingWith(base: string, prefix: string) {
  await withAdmin(base, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where starts_with(datname, $1)`,
      [`${prefix}_`],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
  });
}

/** A database for one test file (or one test): a copy of a template when the run made them. */
export async function openTestDatabase(options: { seeded?: boolean } = {}): Promise<TestDatabase> {
  const seeded = options.seeded ?? false;
  if (testDbKind() === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL integration tests');
    const prefix = process.env[ENV.postgresPrefix];
    if (!prefix) return openPostgresSchema(base);
    const name = `${prefix}_f${crypto.randomBytes(6).toString('hex')}`;
    await withAdmin(base, (admin) =>
      admin.query(`create database ${name} template ${prefix}_${seeded ? 'seeded' : 'migrated'}`),
    );
    return {
      database: await openDatabase({ databaseUrl: postgresUrl(base, name) }),
      drop: () =>
        withAdmin(base, async (admin) => void (await admin.query(`drop database ${name} with (force)`))),
      seedUploads: seeded ? (process.env[ENV.postgresUploads] ?? null) : null,
    };
  }
  const template = process.env[seeded ? ENV.pgliteSeeded : ENV.pgliteMigrated];
  const loadDataDir = template && fs.existsSync(template) ? new Blob([fs.readFileSync(template)]) : undefined;
  return {
    database: await openDatabase({ memory: true, loadDataDir }),
    drop: async () => {},
    seedUploads: seeded && loadDataDir ? (process.env[ENV.pgliteUploads] ?? null) : null,
  };
}

/** Without templates (a tool run outside Vitest): a schema of its own on the given database. */
async function openPostgresSchema(base: string): Promise<TestDatabase> {
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  await withAdmin(base, (admin) => admin.query(`create schema ${schema}`));
  return {
    database: await openDatabase({ databaseUrl: base, searchPath: schema }),
    drop: () => withAdmin(base, async (admin) => void (await admin.query(`drop schema ${schema} cascade`))),
    seedUploads: null,
  };
}

/** The demo school's photos, into the storage a copied database's rows point at. */
export async function copySeedUploads(from: string, storage: Storage): Promise<void> {
  for (const name of fs.readdirSync(from)) await storage.put(name, fs.readFileSync(path.join(from, name)));
}
