import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Periodo } from '@lunna/contract';
import type { DbOrTx } from '../../../db/client';
import { preparedQuery } from '../../../db/prepared';
import { discente, escola, horarioBusca, turma, turmaDiscente } from '../../../db/schema';

export type HorarioRow = { diaSemana: number | null; data: string | null; horario: string };

/** A school's clock settings: its time zone and the unexpected-absence limits (morning and afternoon classes). */
const relogio = {
  id: escola.id,
  fusoHorario: escola.fusoHorario,
  horarioAusencia: escola.horarioAusencia,
  horarioAusenciaTarde: escola.horarioAusenciaTarde,
};

// Built once per database: the dashboard reads the child's pickup times on every load.
const horariosDaCrianca = preparedQuery('horarios_da_crianca', (db, name) =>
  db
    .select({ diaSemana: horarioBusca.diaSemana, data: horarioBusca.data, horario: horarioBusca.horario })
    .from(horarioBusca)
    .where(
      and(
        eq(horarioBusca.discenteId, sql.placeholder('discenteId')),
        or(isNotNull(horarioBusca.diaSemana), eq(horarioBusca.data, sql.placeholder('data'))),
      ),
    )
    .prepare(name),
);

export const horarioBuscaRepository = {
  /** The school's clock settings: its time zone and the unexpected-absence time. */
  async escola(db: DbOrTx, escolaId: string) {
    const [row] = await db.select(relogio).from(escola).where(eq(escola.id, escolaId));
    return row ?? null;
  },

  async escolas(db: DbOrTx) {
    return db.select(relogio).from(escola);
  },

  async setHorarioAusencia(
    db: DbOrTx,
    escolaId: string,
    limites: { horarioAusencia: string; horarioAusenciaTarde: string },
  ) {
    await db.update(escola).set(limites).where(eq(escola.id, escolaId));
  },

  /** A child with its school's clock settings (null when unknown). */
  async child(db: DbOrTx, discenteId: string) {
    const [row] = await db
      .select({
        id: discente.id,
        nomeDisc: discente.nomeDisc,
        escolaId: discente.escolaId,
        fusoHorario: escola.fusoHorario,
        horarioAusencia: escola.horarioAusencia,
      })
      .from(discente)
      .innerJoin(escola, eq(escola.id, discente.escolaId))
      .where(eq(discente.id, discenteId));
    return row ?? null;
  },

  /** The weekday rows of a child and its date row for `data`, if any. */
  async rowsOf(db: DbOrTx, discenteId: string, data: string): Promise<HorarioRow[]> {
    return horariosDaCrianca(db, { discenteId, data });
  },

  /** Weekday rows of several children (the class table). */
  async weekRowsOf(db: DbOrTx, discenteIds: string[]) {
    if (discenteIds.length === 0) return [];
    return db
      .select({
        discenteId: horarioBusca.discenteId,
        diaSemana: horarioBusca.diaSemana,
        horario: horarioBusca.horario,
      })
      .from(horarioBusca)
      .where(and(inArray(horarioBusca.discenteId, discenteIds), isNotNull(horarioBusca.diaSemana)));
  },

  async setWeekday(
    db: DbOrTx,
    values: { escolaId: string; discenteId: string; diaSemana: number; horario: string; definidoPor: string },
  ) {
    await db
      .insert(horarioBusca)
      .values(values)
      .onConflictDoUpdate({
        target: [horarioBusca.discenteId, horarioBusca.diaSemana],
        set: { horario: values.horario, definidoPor: values.definidoPor },
      });
  },

  async clearWeekday(db: DbOrTx, discenteId: string, diaSemana: number) {
    await db
      .delete(horarioBusca)
      .where(and(eq(horarioBusca.discenteId, discenteId), eq(horarioBusca.diaSemana, diaSemana)));
  },

  async setDate(
    db: DbOrTx,
    values: { escolaId: string; discenteId: string; data: string; horario: string; definidoPor: string },
  ) {
    await db
      .insert(horarioBusca)
      .values(values)
      .onConflictDoUpdate({
        target: [horarioBusca.discenteId, horarioBusca.data],
        set: { horario: values.horario, definidoPor: values.definidoPor },
      });
  },

  async clearDate(db: DbOrTx, discenteId: string, data: string) {
    await db
      .delete(horarioBusca)
      .where(and(eq(horarioBusca.discenteId, discenteId), eq(horarioBusca.data, data)));
  },

  /**
   * The pickup time of every child of the school on a date: the date row when a guardian set one,
   * otherwise the weekday row. Children without either are not picked up (not expected) that day.
   */
  async timesOn(
    db: DbOrTx,
    escolaId: string,
    data: string,
    diaSemana: number,
  ): Promise<{ discenteId: string; horario: string }[]> {
    const rows = await db
      .select({ discenteId: horarioBusca.discenteId, data: horarioBusca.data, horario: horarioBusca.horario })
      .from(horarioBusca)
      .where(
        and(
          eq(horarioBusca.escolaId, escolaId),
          or(eq(horarioBusca.data, data), eq(horarioBusca.diaSemana, diaSemana)),
        ),
      );
    const byChild = new Map<string, string>();
    for (const r of rows)
      if (r.data !== null || !byChild.has(r.discenteId)) byChild.set(r.discenteId, r.horario);
    return [...byChild].map(([discenteId, horario]) => ({ discenteId, horario }));
  },

  /** The children of a class (active or not: the caller checked access), by name. */
  async childrenOfTurma(db: DbOrTx, turmaId: string) {
    return db
      .select({ idDisc: discente.id, nomeDisc: discente.nomeDisc })
      .from(turmaDiscente)
      .innerJoin(discente, eq(discente.id, turmaDiscente.discenteId))
      .where(eq(turmaDiscente.turmaId, turmaId))
      .orderBy(asc(discente.nomeDisc));
  },

  /** Of these children, those in at least one active class of that shift. */
  async inActiveClass(db: DbOrTx, discenteIds: string[], periodo: Periodo): Promise<Set<string>> {
    if (discenteIds.length === 0) return new Set();
    const rows = await db
      .selectDistinct({ id: turmaDiscente.discenteId })
      .from(turmaDiscente)
      .innerJoin(
        turma,
        and(eq(turma.id, turmaDiscente.turmaId), isNull(turma.arquivadaEm), eq(turma.periodo, periodo)),
      )
      .where(inArray(turmaDiscente.discenteId, discenteIds));
    return new Set(rows.map((r) => r.id));
  },
};

/** The effective pickup time on a date from a child's rows: the date row wins over the weekday row. */
export function pickupTimeOn(
  rows: HorarioRow[],
  data: string,
  diaSemana: number,
): { horario: string | null; ajustado: boolean } {
  const byDate = rows.find((r) => r.data === data);
  if (byDate) return { horario: byDate.horario, ajustado: true };
  if (diaSemana > 5) return { horario: null, ajustado: false };
  return { horario: rows.find((r) => r.diaSemana === diaSemana)?.horario ?? null, ajustado: false };
}
