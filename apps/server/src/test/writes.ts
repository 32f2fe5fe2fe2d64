import fs from 'node:fs';
import path from 'node:path';
import { count, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema';
import type { TestApp } from './test-app';

const tables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => fs.statSync(path.join(dir, f)).isFile())
    .sort();
}

/**
 * What a request could have written: the row count of every table and the stored files. Taken before and
 * after a refused request, the two must be equal ("nothing was written").
 */
export async function writesSnapshot(t: TestApp): Promise<{ rows: Record<string, number>; files: string[] }> {
  const rows: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await t.database.db.select({ n: count() }).from(table);
    rows[getTableName(table)] = row!.n;
  }
  return { rows, files: filesUnder(t.dataDir) };
}
