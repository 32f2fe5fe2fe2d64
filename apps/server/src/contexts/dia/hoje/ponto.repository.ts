import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { pontoEquipe, turma, turmaPedagogo } from '../../../db/schema';

export type TurnoRow = { id: string; turmaId: string | null; entradaEm: Date };

export const pontoRepository = {
  /** The person's open shift, if any (the unique index allows one). */
  async aberto(db: DbOrTx, usuarioId: string): Promise<TurnoRow | null> {
    const [row] = await db
      .select({ id: pontoEquipe.id, turmaId: pontoEquipe.turmaId, entradaEm: pontoEquipe.entradaEm })
      .from(pontoEquipe)
      .where(and(eq(pontoEquipe.usuarioId, usuarioId), isNull(pontoEquipe.saidaEm)));
    return row ?? null;
  },

  /** Clocks in; null when a shift was opened at the same moment elsewhere (a second device, a double tap). */
  async abrir(
    db: DbOrTx,
    values: { escolaId: string; usuarioId: string; turmaId: string | null; entradaEm: Date },
  ): Promise<string | null> {
    const [row] = await db
      .insert(pontoEquipe)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: pontoEquipe.id });
    return row?.id ?? null;
  },

  async fechar(db: DbOrTx, id: string, saidaEm: Date): Promise<void> {
    await db.update(pontoEquipe).set({ saidaEm }).where(eq(pontoEquipe.id, id));
  },

  /** Active classes a person may be with: those she teaches, or (the director) every class of the school. */
  async turmasDe(db: DbOrTx, escolaId: string, usuarioId: string, todas: boolean) {
    const base = db.select({ idTurma: turma.id, nomeTurma: turma.nomeTurma }).from(turma);
    const ativas = and(eq(turma.escolaId, escolaId), isNull(turma.arquivadaEm));
    return todas
      ? base.where(ativas).orderBy(asc(turma.nomeTurma))
      : base
          .innerJoin(
            turmaPedagogo,
            and(eq(turmaPedagogo.turmaId, turma.id), eq(turmaPedagogo.usuarioId, usuarioId)),
          )
          .where(ativas)
          .orderBy(asc(turma.nomeTurma));
  },
};
