import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TurmaRead } from '@lunna/contract';
import type { DbOrTx } from '../../../db/client';
import { discente, equipe, fichaMed, turma, turmaDiscente, turmaPedagogo, usuario } from '../../../db/schema';

export const turmaRepository = {
  async create(db: DbOrTx, values: typeof turma.$inferInsert): Promise<string> {
    const [row] = await db.insert(turma).values(values).returning({ id: turma.id });
    return row!.id;
  },

  async find(db: DbOrTx, turmaId: string) {
    const [row] = await db.select().from(turma).where(eq(turma.id, turmaId));
    return row ?? null;
  },

  async update(
    db: DbOrTx,
    turmaId: string,
    values: Partial<Pick<typeof turma.$inferInsert, 'nomeTurma' | 'periodo' | 'tema'>>,
  ) {
    if (Object.keys(values).length > 0) await db.update(turma).set(values).where(eq(turma.id, turmaId));
  },

  async archive(db: DbOrTx, turmaId: string) {
    await db
      .update(turma)
      .set({ arquivadaEm: new Date() })
      .where(and(eq(turma.id, turmaId), isNull(turma.arquivadaEm)));
  },

  async setDiscentes(db: DbOrTx, turmaId: string, discenteIds: string[]) {
    await db.delete(turmaDiscente).where(eq(turmaDiscente.turmaId, turmaId));
    if (discenteIds.length > 0)
      await db.insert(turmaDiscente).values(discenteIds.map((discenteId) => ({ turmaId, discenteId })));
  },

  /** One child joins the class (nothing happens if it is in it already). */
  async addDiscente(db: DbOrTx, turmaId: string, discenteId: string) {
    await db.insert(turmaDiscente).values({ turmaId, discenteId }).onConflictDoNothing();
  },

  async setPedagogos(db: DbOrTx, turmaId: string, usuarioIds: string[]) {
    await db.delete(turmaPedagogo).where(eq(turmaPedagogo.turmaId, turmaId));
    if (usuarioIds.length > 0)
      await db.insert(turmaPedagogo).values(usuarioIds.map((usuarioId) => ({ turmaId, usuarioId })));
  },

  /** Of the given children, those in an active class the educator teaches. */
  async childrenTaughtBy(db: DbOrTx, usuarioId: string, discenteIds: string[]): Promise<string[]> {
    if (discenteIds.length === 0) return [];
    const rows = await db
      .selectDistinct({ id: turmaDiscente.discenteId })
      .from(turmaDiscente)
      .innerJoin(turma, eq(turma.id, turmaDiscente.turmaId))
      .innerJoin(turmaPedagogo, eq(turmaPedagogo.turmaId, turma.id))
      .where(
        and(
          eq(turmaPedagogo.usuarioId, usuarioId),
          inArray(turmaDiscente.discenteId, discenteIds),
          isNull(turma.arquivadaEm),
        ),
      );
    return rows.map((r) => r.id);
  },

  async idsOfEscola(db: DbOrTx, escolaId: string, includeArchived: boolean): Promise<string[]> {
    const rows = await db
      .select({ id: turma.id })
      .from(turma)
      .where(and(eq(turma.escolaId, escolaId), includeArchived ? undefined : isNull(turma.arquivadaEm)))
      .orderBy(asc(turma.nomeTurma));
    return rows.map((r) => r.id);
  },

  async idsTaughtBy(db: DbOrTx, usuarioId: string, includeArchived: boolean): Promise<string[]> {
    const rows = await db
      .select({ id: turma.id })
      .from(turma)
      .innerJoin(turmaPedagogo, eq(turmaPedagogo.turmaId, turma.id))
      .where(
        and(eq(turmaPedagogo.usuarioId, usuarioId), includeArchived ? undefined : isNull(turma.arquivadaEm)),
      )
      .orderBy(asc(turma.nomeTurma));
    return rows.map((r) => r.id);
  },

  /** Active classes any of these children is in. */
  async idsWithChildren(db: DbOrTx, discenteIds: string[]): Promise<string[]> {
    if (discenteIds.length === 0) return [];
    const rows = await db
      .selectDistinct({ id: turma.id, nome: turma.nomeTurma })
      .from(turma)
      .innerJoin(turmaDiscente, eq(turmaDiscente.turmaId, turma.id))
      .where(and(inArray(turmaDiscente.discenteId, discenteIds), isNull(turma.arquivadaEm)))
      .orderBy(asc(turma.nomeTurma));
    return rows.map((r) => r.id);
  },

  /** Of the given children, those that belong to the school. */
  async childrenOfEscola(db: DbOrTx, escolaId: string, discenteIds: string[]): Promise<string[]> {
    if (discenteIds.length === 0) return [];
    const rows = await db
      .select({ id: discente.id })
      .from(discente)
      // A child awaiting the director's approval cannot join a class yet.
      .where(
        and(
          eq(discente.escolaId, escolaId),
          eq(discente.situacao, 'ativo'),
          inArray(discente.id, discenteIds),
        ),
      );
    return rows.map((r) => r.id);
  },

  /** Of the given users, the school's educators. */
  async educatorsOfEscola(db: DbOrTx, escolaId: string, usuarioIds: string[]): Promise<string[]> {
    if (usuarioIds.length === 0) return [];
    const rows = await db
      .select({ id: usuario.id })
      .from(usuario)
      .where(
        and(eq(usuario.escolaId, escolaId), eq(usuario.papel, 'pedagogo'), inArray(usuario.id, usuarioIds)),
      );
    return rows.map((r) => r.id);
  },

  async equipeOfEscola(db: DbOrTx, escolaId: string) {
    return (
      db
        .select({ idUsuario: usuario.id, nome: equipe.nome, ftPerfil: equipe.ftPerfil })
        .from(usuario)
        .innerJoin(equipe, eq(equipe.usuarioId, usuario.id))
        // A deactivated educator cannot be given a class (the director reactivates them first).
        .where(
          and(eq(usuario.escolaId, escolaId), eq(usuario.papel, 'pedagogo'), isNull(usuario.desativadoEm)),
        )
        .orderBy(asc(equipe.nome))
    );
  },

  /** The allergy and medication fields of these children's medical records, for the class list badges. */
  async saudeOf(db: DbOrTx, discenteIds: string[]) {
    if (discenteIds.length === 0) return [];
    return db
      .select({
        discenteId: fichaMed.discenteId,
        comidasAlergicas: fichaMed.comidasAlergicas,
        remedios: fichaMed.remedios,
      })
      .from(fichaMed)
      .where(inArray(fichaMed.discenteId, discenteIds));
  },

  /** The classes as read, in the order given; `onlyChildren` limits which children are listed (a guardian's own). */
  async readMany(db: DbOrTx, turmaIds: string[], onlyChildren?: string[]): Promise<TurmaRead[]> {
    if (turmaIds.length === 0) return [];
    const [rows, members, teachers] = await Promise.all([
      db.select().from(turma).where(inArray(turma.id, turmaIds)),
      db
        .select({
          turmaId: turmaDiscente.turmaId,
          idDisc: discente.id,
          nomeDisc: discente.nomeDisc,
          imgDisc: discente.imgDisc,
          dataNasDisc: discente.dataNasDisc,
        })
        .from(turmaDiscente)
        .innerJoin(discente, eq(discente.id, turmaDiscente.discenteId))
        .where(inArray(turmaDiscente.turmaId, turmaIds))
        .orderBy(asc(discente.nomeDisc)),
      db
        .select({
          turmaId: turmaPedagogo.turmaId,
          idUsuario: usuario.id,
          nome: sql<string>`coalesce(${equipe.nome}, ${usuario.nome})`,
          ftPerfil: equipe.ftPerfil,
        })
        .from(turmaPedagogo)
        .innerJoin(usuario, eq(usuario.id, turmaPedagogo.usuarioId))
        .leftJoin(equipe, eq(equipe.usuarioId, usuario.id))
        .where(inArray(turmaPedagogo.turmaId, turmaIds))
        .orderBy(asc(equipe.nome)),
    ]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return turmaIds.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const children = members.filter((m) => m.turmaId === id);
      return [
        {
          idTurma: row.id,
          nomeTurma: row.nomeTurma,
          periodo: row.periodo,
          tema: row.tema,
          quantidadeAlunos: children.length,
          discentes: children
            .filter((c) => !onlyChildren || onlyChildren.includes(c.idDisc))
            .map(({ idDisc, nomeDisc, imgDisc, dataNasDisc }) => ({
              idDisc,
              nomeDisc,
              imgDisc,
              dataNasDisc,
            })),
          pedagogos: teachers
            .filter((p) => p.turmaId === id)
            .map(({ idUsuario, nome, ftPerfil }) => ({ idUsuario, nome, ftPerfil })),
          arquivada: row.arquivadaEm !== null,
        },
      ];
    });
  },
};
