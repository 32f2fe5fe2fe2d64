import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { usuario } from '../../../db/schema';

export const emailConfirmationRepository = {
  /** The account's language: the one its owner registered in, or chose since. */
  async idioma(db: DbOrTx, usuarioId: string): Promise<string | null> {
    const [row] = await db.select({ idioma: usuario.idioma }).from(usuario).where(eq(usuario.id, usuarioId));
    return row?.idioma ?? null;
  },

  async markConfirmed(db: DbOrTx, usuarioId: string, when: Date) {
    await db.update(usuario).set({ emailConfirmadoEm: when }).where(eq(usuario.id, usuarioId));
  },
};
