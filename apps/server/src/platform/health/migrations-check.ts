import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from '../../db/client';
import { migrationsFolder } from '../../db/migrations-folder';

/** desconhecido: the database could not be asked. */
export type Migracoes = 'ok' | 'pendentes' | 'desconhecido';
export type MigrationsCheck = { state(): Promise<Migracoes> };

/**
 * Drizzle's table of applied migrations, where this database has it: in the schema on the search path when
 * migrations ran with one (the PostgreSQL tests' per-file schemas), else in `drizzle` (the default, PGlite too).
 */
export const appliedMigrationsTable = async (db: Db): Promise<string | null> => {
  const found = await db.execute<{ tabela: string | null }>(
    sql`select coalesce(to_regclass('__drizzle_migrations'), to_regclass('drizzle.__drizzle_migrations'))::text as tabela`,
  );
  return rowsOf<{ tabela: string | null }>(found)[0]?.tabela ?? null;
};

/**
 * Whether the database has every migration this build ships (drizzle/meta/_journal.json). Judged as drizzle's
 * migrator does: by the newest applied migration's timestamp, so an instance of the previous version stays
 * ready once the next version's migrations ran (a rolling upgrade migrates first). Once done, done for good.
 */
export function createMigrationsCheck(db: Db): MigrationsCheck {
  const shipped = readMigrationFiles({ migrationsFolder });
  const newestShipped = Math.max(0, ...shipped.map((m) => m.folderMillis));
  let done = false;
  const ask = async (): Promise<boolean> => {
    const table = await appliedMigrationsTable(db);
    if (!table) return false;
    const newest = await db.execute<{ criado: string | null }>(
      sql`select max(created_at)::text as criado from ${sql.raw(table)}`,
    );
    return Number(rowsOf<{ criado: string | null }>(newest)[0]?.criado ?? 0) >= newestShipped;
  };
  return {
    async state() {
      if (done) return 'ok';
      try {
        done = await ask();
        return done ? 'ok' : 'pendentes';
      } catch {
        return 'desconhecido';
      }
    },
  };
}

/** Both drivers answer `{rows}` (drizzle's PgDatabase types it per driver). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
