import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { escola } from '../../../db/schema';

/** The school's end-of-day summary time (escola.horario_resumo_diario). */
export const diarioHorarioRepository = {
  async escola(db: DbOrTx, escolaId: string) {
    const [row] = await db
      .select({
        id: escola.id,
        fusoHorario: escola.fusoHorario,
        horarioResumoDiario: escola.horarioResumoDiario,
      })
      .from(escola)
      .where(eq(escola.id, escolaId));
    return row ?? null;
  },

  async setHorarioResumoDiario(db: DbOrTx, escolaId: string, horarioResumoDiario: string) {
    await db.update(escola).set({ horarioResumoDiario }).where(eq(escola.id, escolaId));
  },
};
