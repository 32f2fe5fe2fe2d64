import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { escola } from '../../db/schema';

export const escolaRepository = {
  async byCodigo(db: DbOrTx, codigo: string) {
    const [row] = await db.select({ id: escola.id, nome: escola.nome, codigo: escola.codigo }).from(escola).where(eq(escola.codigo, codigo));
    return row ?? null;
  },
};
