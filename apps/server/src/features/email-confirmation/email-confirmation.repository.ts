import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { usuario } from '../../db/schema';

export const emailConfirmationRepository = {
  async markConfirmed(db: DbOrTx, usuarioId: string, when: Date) {
    await db.update(usuario).set({ emailConfirmadoEm: when }).where(eq(usuario.id, usuarioId));
  },
};
