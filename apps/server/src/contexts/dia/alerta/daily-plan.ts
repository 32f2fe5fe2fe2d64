import type { Db, DbOrTx } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { addDaysTo, instantAt, isSchoolDay, localDate, weekdayOf } from '../../../lib/school-time';
import { jobRepository } from '../../../platform/jobs/job.repository';
import { horarioBuscaRepository } from './horario-busca.repository';

/** Job types of the safety clock. */
export const ALERTA_JOBS = {
  plano: 'plano_dia',
  lembrete: 'lembrete_busca',
  ausencia: 'ausencia_inesperada',
  email: 'alerta_email',
} as const;

/** Idempotency keys (job.chave): the same work planned twice, by two instances or after a restart, is one row. */
export const chaves = {
  plano: (escolaId: string, data: string) => `plano_dia:${escolaId}:${data}`,
  lembrete: (discenteId: string, data: string) => `lembrete_busca:${discenteId}:${data}`,
  ausencia: (escolaId: string, data: string) => `ausencia_inesperada:${escolaId}:${data}`,
  /** The afternoon classes' check; the morning one keeps the key it always had, so rows planned before still match. */
  ausenciaTarde: (escolaId: string, data: string) => `ausencia_inesperada:${escolaId}:${data}:tarde`,
};

/** When a school's day is planned (school time), just after midnight. */
export const PLANO_HORARIO = '00:05';
export const LEMBRETE_MINUTOS = 30;

export type EscolaRelogio = {
  id: string;
  fusoHorario: string;
  horarioAusencia: string;
  horarioAusenciaTarde: string;
};

/** The instant of the pickup reminder: 30 minutes before the pickup time, in the school's time zone. */
export const reminderAt = (data: string, horario: string, timeZone: string) =>
  new Date(instantAt(data, horario, timeZone).getTime() - LEMBRETE_MINUTOS * 60_000);

/**
 * Plans one school day: a reminder per child picked up that day, the unexpected-absence checks at the
 * school's morning and afternoon limits, and the next day's planning. Every row is keyed, so planning again changes nothing.
 * Weekends get no child work, only the next day's planning.
 */
export async function planDay(db: DbOrTx, escola: EscolaRelogio, data: string): Promise<void> {
  const tz = escola.fusoHorario;
  if (isSchoolDay(data)) {
    const times = await horarioBuscaRepository.timesOn(db, escola.id, data, weekdayOf(data));
    for (const { discenteId, horario } of times) {
      await jobRepository.scheduleOnce(
        db,
        ALERTA_JOBS.lembrete,
        { discenteId, data },
        reminderAt(data, horario, tz),
        chaves.lembrete(discenteId, data),
      );
    }
    await jobRepository.scheduleOnce(
      db,
      ALERTA_JOBS.ausencia,
      { escolaId: escola.id, data },
      instantAt(data, escola.horarioAusencia, tz),
      chaves.ausencia(escola.id, data),
    );
    await jobRepository.scheduleOnce(
      db,
      ALERTA_JOBS.ausencia,
      { escolaId: escola.id, data, periodo: 'Tarde' },
      instantAt(data, escola.horarioAusenciaTarde, tz),
      chaves.ausenciaTarde(escola.id, data),
    );
  }
  const next = addDaysTo(data, 1);
  await jobRepository.scheduleOnce(
    db,
    ALERTA_JOBS.plano,
    { escolaId: escola.id, data: next },
    instantAt(next, PLANO_HORARIO, tz),
    chaves.plano(escola.id, next),
  );
}

/**
 * The 'plano_dia' job. A planner that runs late (the servers were down over a day) plans the school's
 * current day instead of a day already gone, and the chain carries on from there.
 */
export async function runDailyPlan(db: Db, payload: Record<string, unknown>, now: Date): Promise<void> {
  const escola = await horarioBuscaRepository.escola(db, String(payload.escolaId));
  if (!escola) return;
  const today = localDate(now, escola.fusoHorario);
  const data = String(payload.data) < today ? today : String(payload.data);
  await db.transaction((tx) => planDay(tx, escola, data));
}

/**
 * At server start: make sure every school's day is planned (the planner job for today, unless it already
 * exists). Idempotent across restarts and instances.
 */
export async function bootstrapDailyPlans(db: Db, clock: Clock): Promise<void> {
  const now = clock.now();
  for (const escola of await horarioBuscaRepository.escolas(db)) {
    const today = localDate(now, escola.fusoHorario);
    // Due since 00:05 of the school's day, as if it had been planned the night before.
    await jobRepository.scheduleOnce(
      db,
      ALERTA_JOBS.plano,
      { escolaId: escola.id, data: today },
      instantAt(today, PLANO_HORARIO, escola.fusoHorario),
      chaves.plano(escola.id, today),
    );
  }
}
