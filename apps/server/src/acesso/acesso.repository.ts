import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import {
  discente,
  responsavel,
  responsavelDiscente,
  turma,
  turmaDiscente,
  turmaPedagogo,
} from '../db/schema';

/** The queries access is decided by, for every kind of resource, in one place. */
export const acessoRepository = {
  async escolaOfDiscente(db: DbOrTx, discenteId: string): Promise<string | null> {
    const [row] = await db
      .select({ escolaId: discente.escolaId })
      .from(discente)
      .where(eq(discente.id, discenteId));
    return row?.escolaId ?? null;
  },

  /** The guardian profile of an account; staff accounts have none. */
  async responsavelOf(db: DbOrTx, usuarioId: string) {
    const [row] = await db.select().from(responsavel).where(eq(responsavel.usuarioId, usuarioId));
    return row ?? null;
  },

  /** The profiles of the child's active guardians. */
  async responsavelIdsOfDiscente(db: DbOrTx, discenteId: string): Promise<string[]> {
    const rows = await db
      .select({ id: responsavelDiscente.responsavelId })
      .from(responsavelDiscente)
      .where(and(eq(responsavelDiscente.discenteId, discenteId), eq(responsavelDiscente.status, 'ativo')));
    return rows.map((r) => r.id);
  },

  async turma(db: DbOrTx, turmaId: string) {
    const [row] = await db.select().from(turma).where(eq(turma.id, turmaId));
    return row ?? null;
  },

  async educadorDaTurma(db: DbOrTx, usuarioId: string, turmaId: string): Promise<boolean> {
    const rows = await db
      .select({ id: turmaPedagogo.turmaId })
      .from(turmaPedagogo)
      .where(and(eq(turmaPedagogo.turmaId, turmaId), eq(turmaPedagogo.usuarioId, usuarioId)));
    return rows.length > 0;
  },

  /** Whether the educator teaches an active class the child is in. */
  async educadorDoDiscente(db: DbOrTx, usuarioId: string, discenteId: string): Promise<boolean> {
    const rows = await db
      .select({ id: turma.id })
      .from(turma)
      .innerJoin(turmaPedagogo, eq(turmaPedagogo.turmaId, turma.id))
      .innerJoin(turmaDiscente, eq(turmaDiscente.turmaId, turma.id))
      .where(
        and(
          eq(turmaPedagogo.usuarioId, usuarioId),
          eq(turmaDiscente.discenteId, discenteId),
          isNull(turma.arquivadaEm),
        ),
      )
      .limit(1);
    return rows.length > 0;
  },

  /** Whether the account is an active guardian of a child in the class (an active one). */
  async responsavelNaTurma(db: DbOrTx, usuarioId: string, turmaId: string): Promise<boolean> {
    const rows = await db
      .select({ id: turmaDiscente.discenteId })
      .from(turmaDiscente)
      .innerJoin(turma, and(eq(turma.id, turmaDiscente.turmaId), isNull(turma.arquivadaEm)))
      .innerJoin(
        responsavelDiscente,
        and(
          eq(responsavelDiscente.discenteId, turmaDiscente.discenteId),
          eq(responsavelDiscente.status, 'ativo'),
        ),
      )
      .innerJoin(
        responsavel,
        and(eq(responsavel.id, responsavelDiscente.responsavelId), eq(responsavel.usuarioId, usuarioId)),
      )
      .where(eq(turmaDiscente.turmaId, turmaId))
      .limit(1);
    return rows.length > 0;
  },
};
