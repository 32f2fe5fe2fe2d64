import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { arquivo, discente, historicoAlteracao } from '../../../db/schema';

export type ImagemDiscente = 'imgDisc' | 'capaDisc';

export const discenteImagensRepository = {
  /** The child's pictures, the row locked until the transaction ends (two uploads at once replace in turn). */
  async lock(tx: DbOrTx, discenteId: string) {
    const [row] = await tx
      .select({
        idDisc: discente.id,
        escolaId: discente.escolaId,
        imgDisc: discente.imgDisc,
        capaDisc: discente.capaDisc,
      })
      .from(discente)
      .where(eq(discente.id, discenteId))
      .for('update');
    return row ?? null;
  },

  async read(db: DbOrTx, discenteId: string) {
    const [row] = await db
      .select({ idDisc: discente.id, imgDisc: discente.imgDisc, capaDisc: discente.capaDisc })
      .from(discente)
      .where(eq(discente.id, discenteId));
    return row ?? null;
  },

  async set(tx: DbOrTx, discenteId: string, column: ImagemDiscente, filename: string | null): Promise<void> {
    await tx
      .update(discente)
      .set(column === 'imgDisc' ? { imgDisc: filename } : { capaDisc: filename })
      .where(eq(discente.id, discenteId));
  },

  async recordFile(tx: DbOrTx, values: typeof arquivo.$inferInsert): Promise<void> {
    await tx.insert(arquivo).values(values);
  },

  async forgetFile(tx: DbOrTx, filename: string): Promise<void> {
    await tx.delete(arquivo).where(eq(arquivo.filename, filename));
  },

  async recordHistory(tx: DbOrTx, values: typeof historicoAlteracao.$inferInsert): Promise<void> {
    await tx.insert(historicoAlteracao).values(values);
  },
};
