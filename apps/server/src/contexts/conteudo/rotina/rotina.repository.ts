import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { RotinaCelula } from '@lunna/contract';
import type { DbOrTx } from '../../../db/client';
import { discente, escola, rotina, turma, turmaDiscente } from '../../../db/schema';

const celulaColumns = {
  idRotina: rotina.id,
  turmaId: rotina.turmaId,
  diaSemana: rotina.diaSemana,
  horario: rotina.horario,
  horaInicio: rotina.horaInicio,
  horaFim: rotina.horaFim,
  atividade: rotina.atividade,
  descriatv: rotina.descriatv,
  ilustracao: rotina.ilustracao,
  cor: rotina.cor,
};

export type CelulaRow = RotinaCelula & { turmaId: string };
type CelulaValues = Omit<typeof rotina.$inferInsert, 'id' | 'updatedAt'>;

export const rotinaRepository = {
  async fusoHorario(db: DbOrTx, escolaId: string): Promise<string> {
    const [row] = await db.select({ fuso: escola.fusoHorario }).from(escola).where(eq(escola.id, escolaId));
    return row?.fuso ?? 'America/Sao_Paulo';
  },

  /** The filled cells of these classes' week, day by day and row by row. */
  async week(db: DbOrTx, turmaIds: string[], semana: string): Promise<CelulaRow[]> {
    if (turmaIds.length === 0) return [];
    return db
      .select(celulaColumns)
      .from(rotina)
      .where(and(inArray(rotina.turmaId, turmaIds), eq(rotina.semana, semana)))
      .orderBy(asc(rotina.diaSemana), asc(rotina.horario));
  },

  /** Fills a cell, or replaces what it held: one card per class, week, day and time row. */
  async upsert(db: DbOrTx, values: CelulaValues, at: Date): Promise<CelulaRow> {
    const { horaInicio, horaFim, atividade, descriatv, ilustracao, cor, autorId } = values;
    const [row] = await db
      .insert(rotina)
      .values({ ...values, updatedAt: at })
      .onConflictDoUpdate({
        target: [rotina.turmaId, rotina.semana, rotina.diaSemana, rotina.horario],
        set: { horaInicio, horaFim, atividade, descriatv, ilustracao, cor, autorId, updatedAt: at },
      })
      .returning(celulaColumns);
    return row!;
  },

  async remove(db: DbOrTx, turmaId: string, idRotina: string): Promise<boolean> {
    const rows = await db
      .delete(rotina)
      .where(and(eq(rotina.id, idRotina), eq(rotina.turmaId, turmaId)))
      .returning({ id: rotina.id });
    return rows.length > 0;
  },

  async countWeek(db: DbOrTx, turmaId: string, semana: string): Promise<number> {
    const rows = await db
      .select({ id: rotina.id })
      .from(rotina)
      .where(and(eq(rotina.turmaId, turmaId), eq(rotina.semana, semana)));
    return rows.length;
  },

  /** Copies every card of week `de` onto week `para`, replacing what was there; returns how many were copied. */
  async copyWeek(
    db: DbOrTx,
    args: { escolaId: string; turmaId: string; de: string; para: string; autorId: string; at: Date },
  ): Promise<number> {
    const source = await db
      .select()
      .from(rotina)
      .where(and(eq(rotina.turmaId, args.turmaId), eq(rotina.semana, args.de)));
    await db.delete(rotina).where(and(eq(rotina.turmaId, args.turmaId), eq(rotina.semana, args.para)));
    if (source.length === 0) return 0;
    await db.insert(rotina).values(
      source.map(({ id: _id, updatedAt: _u, ...card }) => ({
        ...card,
        escolaId: args.escolaId,
        semana: args.para,
        autorId: args.autorId,
        updatedAt: args.at,
      })),
    );
    return source.length;
  },

  /** The active classes the child is in, by name. */
  async turmasOfChild(db: DbOrTx, discenteId: string) {
    return db
      .select({ id: turma.id, nomeTurma: turma.nomeTurma, periodo: turma.periodo })
      .from(turma)
      .innerJoin(turmaDiscente, eq(turmaDiscente.turmaId, turma.id))
      .where(and(eq(turmaDiscente.discenteId, discenteId), isNull(turma.arquivadaEm)))
      .orderBy(asc(turma.nomeTurma));
  },

  async child(db: DbOrTx, discenteId: string) {
    const [row] = await db
      .select({ id: discente.id, nomeDisc: discente.nomeDisc, escolaId: discente.escolaId })
      .from(discente)
      .where(eq(discente.id, discenteId));
    return row ?? null;
  },
};
