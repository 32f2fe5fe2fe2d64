import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { equipe, historicoAlteracao, turma, turmaPedagogo, usuario } from '../../../db/schema';

const papeisEquipe = ['pedagogo', 'gestor'] as const;

const membroColumns = {
  idUsuario: usuario.id,
  nome: sql<string>`coalesce(${equipe.nome}, ${usuario.nome})`,
  email: usuario.email,
  papel: usuario.papel,
  desativadoEm: usuario.desativadoEm,
};

export type MembroRow = {
  idUsuario: string;
  nome: string;
  email: string;
  papel: 'responsavel' | 'pedagogo' | 'gestor';
  desativadoEm: Date | null;
};

export const equipeRepository = {
  /** The school's educators and directors, directors first, then by name. */
  async membros(db: DbOrTx, escolaId: string): Promise<MembroRow[]> {
    return db
      .select(membroColumns)
      .from(usuario)
      .leftJoin(equipe, eq(equipe.usuarioId, usuario.id))
      .where(and(eq(usuario.escolaId, escolaId), inArray(usuario.papel, [...papeisEquipe])))
      .orderBy(sql`(${usuario.papel} = 'gestor') desc`, asc(sql`coalesce(${equipe.nome}, ${usuario.nome})`));
  },

  /** One staff member of the school, or null (a guardian or another school's person is not found). */
  async membro(db: DbOrTx, escolaId: string, usuarioId: string): Promise<MembroRow | null> {
    const [row] = await db
      .select(membroColumns)
      .from(usuario)
      .leftJoin(equipe, eq(equipe.usuarioId, usuario.id))
      .where(
        and(
          eq(usuario.id, usuarioId),
          eq(usuario.escolaId, escolaId),
          inArray(usuario.papel, [...papeisEquipe]),
        ),
      );
    return row ?? null;
  },

  /** The classes in use (not archived) each of these people teaches, by name. */
  async turmasDe(db: DbOrTx, usuarioIds: string[]) {
    if (usuarioIds.length === 0) return [];
    return db
      .select({ usuarioId: turmaPedagogo.usuarioId, idTurma: turma.id, nomeTurma: turma.nomeTurma })
      .from(turmaPedagogo)
      .innerJoin(turma, eq(turma.id, turmaPedagogo.turmaId))
      .where(and(inArray(turmaPedagogo.usuarioId, usuarioIds), isNull(turma.arquivadaEm)))
      .orderBy(asc(turma.nomeTurma));
  },

  /**
   * Replaces the classes in use an educator teaches. Archived classes keep their record of who taught
   * them: only the school's active classes are replaced.
   */
  async substituirTurmas(db: DbOrTx, escolaId: string, usuarioId: string, turmaIds: string[]) {
    const ativas = db
      .select({ id: turma.id })
      .from(turma)
      .where(and(eq(turma.escolaId, escolaId), isNull(turma.arquivadaEm)));
    await db
      .delete(turmaPedagogo)
      .where(and(eq(turmaPedagogo.usuarioId, usuarioId), inArray(turmaPedagogo.turmaId, ativas)));
    if (turmaIds.length === 0) return;
    await db.insert(turmaPedagogo).values(turmaIds.map((turmaId) => ({ turmaId, usuarioId })));
  },

  /**
   * The school's active directors, locked until the transaction ends and always in the same order (so two
   * directors deactivating each other at once wait for one another instead of deadlocking): the second
   * then sees the first's change and cannot leave the school with none.
   */
  async travarDiretoresAtivos(db: DbOrTx, escolaId: string): Promise<string[]> {
    const rows = await db
      .select({ id: usuario.id })
      .from(usuario)
      .where(and(eq(usuario.escolaId, escolaId), eq(usuario.papel, 'gestor'), isNull(usuario.desativadoEm)))
      .orderBy(asc(usuario.id))
      .for('update');
    return rows.map((r) => r.id);
  },

  async definirDesativadoEm(db: DbOrTx, usuarioId: string, desativadoEm: Date | null) {
    await db.update(usuario).set({ desativadoEm }).where(eq(usuario.id, usuarioId));
  },

  async registrarHistorico(db: DbOrTx, values: typeof historicoAlteracao.$inferInsert) {
    await db.insert(historicoAlteracao).values(values);
  },
};
