import {
  diasSemanaBusca,
  msg,
  type HorarioAusenciaPayload,
  type HorarioAusenciaRead,
  type HorarioBuscaRead,
  type HorarioBuscaTurma,
  type HorarioDiaPayload,
  type HorarioSemanaPayload,
} from '@lunna/contract';
import type { Db } from '../../../db/client';
import { notFound, validation } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { instantAt, isSchoolDay, localDate, weekdayOf } from '../../../lib/school-time';
import type { Actor } from '../../../lib/actor';
import type { JobRunner } from '../../../platform/jobs/job-runner';
import { jobRepository } from '../../../platform/jobs/job.repository';
import { chaves } from './daily-plan';
import { horarioBuscaRepository, pickupTimeOn, type HorarioRow } from './horario-busca.repository';
import { syncReminder } from './pickup-reminder';
import { requireAccess } from '../../../acesso/require-access';
import { Permissao } from '../../../acesso/permissao';

export type HorarioDeps = { db: Db; clock: Clock; jobs: JobRunner };

const semanaOf = (rows: { diaSemana: number | null; horario: string }[]) =>
  diasSemanaBusca.map((diaSemana) => ({
    diaSemana,
    horario: rows.find((r) => r.diaSemana === diaSemana)?.horario ?? null,
  }));

async function childOrThrow(db: Db, discenteId: string) {
  const child = await horarioBuscaRepository.child(db, discenteId);
  if (!child) throw notFound('Criança');
  return child;
}

async function read(deps: HorarioDeps, discenteId: string): Promise<HorarioBuscaRead> {
  const child = await childOrThrow(deps.db, discenteId);
  return readOn(deps.db, discenteId, localDate(deps.clock.now(), child.fusoHorario));
}

/** The usual times and `today`'s, for a reader the caller has already found may read the child (the dashboard). */
export async function readOn(db: Db, discenteId: string, today: string): Promise<HorarioBuscaRead> {
  const rows: HorarioRow[] = await horarioBuscaRepository.rowsOf(db, discenteId, today);
  return { semana: semanaOf(rows), hoje: { data: today, ...pickupTimeOn(rows, today, weekdayOf(today)) } };
}

/** A guardian's day adjustment is for today or a later school day. */
async function assertAdjustableDay(deps: HorarioDeps, discenteId: string, data: string) {
  const child = await childOrThrow(deps.db, discenteId);
  if (data < localDate(deps.clock.now(), child.fusoHorario)) throw validation({ data: msg.dataPassada });
  if (!isSchoolDay(data)) throw validation({ data: msg.diaSemAula });
  return child;
}

export const horarioBuscaService = {
  /** The child's usual pickup times and today's (adjusted or not): whoever may read the child. */
  async get(deps: HorarioDeps, actor: Actor, discenteId: string): Promise<HorarioBuscaRead> {
    await requireAccess(deps.db, actor, Permissao.DiscenteLer, discenteId);
    return read(deps, discenteId);
  },

  /** The pickup time on one school date (a guardian's change for that date, or the weekday's usual one). */
  async naData(
    deps: HorarioDeps,
    actor: Actor,
    discenteId: string,
    data: string,
  ): Promise<{ horario: string | null; ajustado: boolean }> {
    await requireAccess(deps.db, actor, Permissao.DiscenteLer, discenteId);
    const rows = await horarioBuscaRepository.rowsOf(deps.db, discenteId, data);
    return pickupTimeOn(rows, data, weekdayOf(data));
  },

  /** The school sets the usual times (the director, or an educator teaching the child); today's reminder follows. */
  async setSemana(
    deps: HorarioDeps,
    actor: Actor,
    discenteId: string,
    payload: HorarioSemanaPayload,
  ): Promise<HorarioBuscaRead> {
    await requireAccess(deps.db, actor, Permissao.Equipe);
    await requireAccess(deps.db, actor, Permissao.DiscenteLer, discenteId);
    const child = await childOrThrow(deps.db, discenteId);
    const now = deps.clock.now();
    const due = await deps.db.transaction(async (tx) => {
      for (const dia of payload.dias) {
        if (dia.horario)
          await horarioBuscaRepository.setWeekday(tx, {
            escolaId: child.escolaId,
            discenteId,
            diaSemana: dia.diaSemana,
            horario: dia.horario,
            definidoPor: actor.usuarioId,
          });
        else await horarioBuscaRepository.clearWeekday(tx, discenteId, dia.diaSemana);
      }
      return syncReminder(tx, child, localDate(now, child.fusoHorario), now);
    });
    if (due) deps.jobs.kick();
    return read(deps, discenteId);
  },

  /** 'Mudar só hoje' (or another coming school day): a guardian of the child. */
  async setDia(
    deps: HorarioDeps,
    actor: Actor,
    discenteId: string,
    payload: HorarioDiaPayload,
  ): Promise<HorarioBuscaRead> {
    await requireAccess(deps.db, actor, Permissao.DiscenteResponsavel, discenteId);
    const child = await assertAdjustableDay(deps, discenteId, payload.data);
    const now = deps.clock.now();
    const due = await deps.db.transaction(async (tx) => {
      await horarioBuscaRepository.setDate(tx, {
        escolaId: child.escolaId,
        discenteId,
        data: payload.data,
        horario: payload.horario,
        definidoPor: actor.usuarioId,
      });
      return syncReminder(tx, child, payload.data, now);
    });
    if (due) deps.jobs.kick();
    return read(deps, discenteId);
  },

  /** Back to the usual time for that day. */
  async clearDia(
    deps: HorarioDeps,
    actor: Actor,
    discenteId: string,
    data: string,
  ): Promise<HorarioBuscaRead> {
    await requireAccess(deps.db, actor, Permissao.DiscenteResponsavel, discenteId);
    const child = await assertAdjustableDay(deps, discenteId, data);
    const now = deps.clock.now();
    const due = await deps.db.transaction(async (tx) => {
      await horarioBuscaRepository.clearDate(tx, discenteId, data);
      return syncReminder(tx, child, data, now);
    });
    if (due) deps.jobs.kick();
    return read(deps, discenteId);
  },

  /** The class's table (children × Monday–Friday): staff managing the class. */
  async turma(deps: HorarioDeps, actor: Actor, turmaId: string): Promise<HorarioBuscaTurma> {
    await requireAccess(deps.db, actor, Permissao.TurmaGerir, turmaId);
    const children = await horarioBuscaRepository.childrenOfTurma(deps.db, turmaId);
    const rows = await horarioBuscaRepository.weekRowsOf(
      deps.db,
      children.map((c) => c.idDisc),
    );
    return {
      itens: children.map((c) => ({ ...c, semana: semanaOf(rows.filter((r) => r.discenteId === c.idDisc)) })),
    };
  },

  async horarioAusencia(deps: HorarioDeps, actor: Actor): Promise<HorarioAusenciaRead> {
    await requireAccess(deps.db, actor, Permissao.Direcao);
    const escola = await horarioBuscaRepository.escola(deps.db, actor.escolaId);
    if (!escola) throw notFound('Escola');
    return { horarioAusencia: escola.horarioAusencia, horarioAusenciaTarde: escola.horarioAusenciaTarde };
  },

  /** The director moves the unexpected-absence limits; today's checks move with them if they have not run yet. */
  async setHorarioAusencia(
    deps: HorarioDeps,
    actor: Actor,
    payload: HorarioAusenciaPayload,
  ): Promise<HorarioAusenciaRead> {
    await requireAccess(deps.db, actor, Permissao.Direcao);
    const escola = await horarioBuscaRepository.escola(deps.db, actor.escolaId);
    if (!escola) throw notFound('Escola');
    const limites = {
      horarioAusencia: payload.horarioAusencia,
      horarioAusenciaTarde: payload.horarioAusenciaTarde ?? escola.horarioAusenciaTarde,
    };
    const now = deps.clock.now();
    const today = localDate(now, escola.fusoHorario);
    const manha = instantAt(today, limites.horarioAusencia, escola.fusoHorario);
    const tarde = instantAt(today, limites.horarioAusenciaTarde, escola.fusoHorario);
    const moved = await deps.db.transaction(async (tx) => {
      await horarioBuscaRepository.setHorarioAusencia(tx, escola.id, limites);
      const movedManha = await jobRepository.reschedulePending(tx, chaves.ausencia(escola.id, today), manha);
      const movedTarde = await jobRepository.reschedulePending(
        tx,
        chaves.ausenciaTarde(escola.id, today),
        tarde,
      );
      return (movedManha && manha <= now) || (movedTarde && tarde <= now);
    });
    if (moved) deps.jobs.kick();
    return limites;
  },
};
