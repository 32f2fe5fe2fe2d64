import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { usuario } from '../../../db/schema';

export const passwordResetRepository = {
  async userByEmail(db: DbOrTx, email: string) {
    const [row] = await db
      .select({ id: usuario.id, nome: usuario.nome, idioma: usuario.idioma })
      .from(usuario)
      .where(eq(usuario.email, email));
    return row ?? null;
  },

  async setPassword(db: DbOrTx, usuarioId: string, senhaHash: string) {
    await db.update(usuario).set({ senhaHash }).where(eq(usuario.id, usuarioId));
  },
};
