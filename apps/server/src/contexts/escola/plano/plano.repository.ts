import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { plano } from '../../../db/schema';

export type PlanoRow = typeof plano.$inferSelect;

export const planoRepository = {
  /** The plans on sale, in the order the page shows them. */
  async ativos(db: DbOrTx): Promise<PlanoRow[]> {
    return db.select().from(plano).where(eq(plano.ativo, true)).orderBy(asc(plano.ordem));
  },

  /** A plan by its id, on sale or not (a payment's plan may have been withdrawn since). */
  async byId(db: DbOrTx, id: string): Promise<PlanoRow | null> {
    const [row] = await db.select().from(plano).where(eq(plano.id, id));
    return row ?? null;
  },

  /** A plan on sale by its id, or null (unknown or withdrawn). */
  async ativo(db: DbOrTx, id: string): Promise<PlanoRow | null> {
    const [row] = await db
      .select()
      .from(plano)
      .where(and(eq(plano.id, id), eq(plano.ativo, true)));
    return row ?? null;
  },
};
