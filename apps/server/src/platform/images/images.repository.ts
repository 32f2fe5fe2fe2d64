import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  arquivo,
  responsavel,
  responsavelDiscente,
  turma,
  turmaDiscente,
  turmaPedagogo,
} from '../../db/schema';

/** A suspended guardian link grants nothing. */
const active = eq(responsavelDiscente.status, 'ativo');

export const imagesRepository = {
  async find(db: DbOrTx, filename: string) {
    const [row] = await db.select().from(arquivo).where(eq(arquivo.filename, filename));
    return row ?? null;
  },

  async isGuardianOfChild(db: DbOrTx, usuarioId: string, discenteId: string): Promise<boolean> {
    const rows = await db
      .select({ id: responsavel.id })
      .from(responsavelDiscente)
      .innerJoin(responsavel, eq(responsavel.id, responsavelDiscente.responsavelId))
      .where(
        and(eq(responsavel.usuarioId, usuarioId), eq(responsavelDiscente.discenteId, discenteId), active),
      );
    return rows.length > 0;
  },

  /** True when the two users are guardians of at least one common child. */
  async shareAChild(db: DbOrTx, usuarioA: string, usuarioB: string): Promise<boolean> {
    const childrenOf = (usuarioId: string) =>
      db
        .select({ id: responsavelDiscente.discenteId })
        .from(responsavelDiscente)
        .innerJoin(responsavel, eq(responsavel.id, responsavelDiscente.responsavelId))
        .where(and(eq(responsavel.usuarioId, usuarioId), active));
    const rows = await db
      .select({ id: responsavelDiscente.discenteId })
      .from(responsavelDiscente)
      .innerJoin(responsavel, eq(responsavel.id, responsavelDiscente.responsavelId))
      .where(
        and(
          eq(responsavel.usuarioId, usuarioA),
          active,
          inArray(responsavelDiscente.discenteId, childrenOf(usuarioB)),
        ),
      );
    return rows.length > 0;
  },

  /** True when the educator teaches, in an active class, a child of that guardian. */
  async teachesAChildOf(db: DbOrTx, educatorUsuarioId: string, guardianUsuarioId: string): Promise<boolean> {
    const rows = await db
      .select({ id: turmaDiscente.discenteId })
      .from(turmaPedagogo)
      .innerJoin(turma, and(eq(turma.id, turmaPedagogo.turmaId), isNull(turma.arquivadaEm)))
      .innerJoin(turmaDiscente, eq(turmaDiscente.turmaId, turma.id))
      .innerJoin(
        responsavelDiscente,
        and(eq(responsavelDiscente.discenteId, turmaDiscente.discenteId), active),
      )
      .innerJoin(responsavel, eq(responsavel.id, responsavelDiscente.responsavelId))
      .where(
        and(eq(turmaPedagogo.usuarioId, educatorUsuarioId), eq(responsavel.usuarioId, guardianUsuarioId)),
      )
      .limit(1);
    return rows.length > 0;
  },
};
