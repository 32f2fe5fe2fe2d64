import type { DbOrTx } from '../../db/client';
import { conviteEquipe } from '../../db/schema';

export const conviteEquipeRepository = {
  async insert(db: DbOrTx, row: typeof conviteEquipe.$inferInsert) {
    const [created] = await db.insert(conviteEquipe).values(row).returning();
    return created!;
  },
};
