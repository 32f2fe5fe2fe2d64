import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { migrationsFolder } from './migrations-folder';
import { templateFor, writeTemplate } from './template';

// What a migrated schema is made of: its tables' columns, indexes, constraints and the migrations recorded.
const shape = `
  select 'column' as kind, table_schema || '.' || table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default, '') as item
    from information_schema.columns where table_schema in ('public', 'drizzle')
  union all select 'index', schemaname || '.' || indexname || ' ' || indexdef from pg_indexes where schemaname in ('public', 'drizzle')
  union all select 'constraint', conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
    from pg_constraint where connamespace = 'public'::regnamespace
  union all select 'migration', hash from drizzle.__drizzle_migrations
  order by 1, 2`;

type Row = { kind: string; item: string };
const clientOf = (db: unknown) => (db as { $client: PGlite }).$client;

// The same tier runs against PostgreSQL too; this test is about the embedded database alone.
describe.skipIf(process.env.TEST_DB !== 'pglite')('the built template of the embedded database', () => {
  let dir: string;
  let template: string;
  let expected: Row[];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunna-template-'));
    template = path.join(dir, 'db-template.tar.gz');
    await writeTemplate(template);
    // The reference: a database migrated the slow way, from initdb.
    const reference = await PGlite.create();
    await migrate(drizzle(reference), { migrationsFolder });
    expected = (await reference.query<Row>(shape)).rows;
    await reference.close();
  }, 180_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const open = (dataDir: string) =>
    openDatabase({
      dataDir,
      template,
      lock: {
        waitMs: 1000,
        onCompromised: (err) => {
          throw err;
        },
      },
    });

  it('gives a fresh folder the schema the migrations make, and it keeps data across a restart', async () => {
    const dataDir = path.join(dir, 'fresh');
    expect(templateFor(dataDir, template)).toBeInstanceOf(Blob);
    let database = await open(dataDir);
    await database.migrate();
    const client = clientOf(database.db);
    expect(expected.filter((r) => r.kind === 'migration').length).toBeGreaterThan(0);
    expect((await client.query<Row>(shape)).rows).toEqual(expected);
    await client.exec(`create table template_probe (v text); insert into template_probe values ('kept')`);
    await database.close();

    // The folder now holds a database: reopened as it is, never overwritten by the template.
    expect(templateFor(dataDir, template)).toBeUndefined();
    database = await open(dataDir);
    expect((await clientOf(database.db).query<{ v: string }>('select v from template_probe')).rows).toEqual([
      { v: 'kept' },
    ]);
    await database.close();
  }, 120_000);

  it('is left aside when missing or when it holds a migration the sources do not know', () => {
    const dataDir = path.join(dir, 'other');
    expect(templateFor(dataDir, path.join(dir, 'missing.tar.gz'))).toBeUndefined();
    const foreign = path.join(dir, 'foreign.tar.gz');
    fs.copyFileSync(template, foreign);
    const manifest = JSON.parse(fs.readFileSync(`${template}.json`, 'utf8')) as { migrations: string[] };
    fs.writeFileSync(
      `${foreign}.json`,
      JSON.stringify({ migrations: [...manifest.migrations, 'a-migration-from-another-branch'] }),
    );
    expect(templateFor(dataDir, foreign)).toBeUndefined();
  });
});
