import type { HorarioResumoDiarioPayload } from '@lunna/contract';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { instantAt, localDate } from '../../../lib/school-time';
import type { Actor } from '../../../lib/actor';
import type { JobRunner } from '../../../platform/jobs/job-runner';
import { jobRepository } from '../../../platform/jobs/job.repository';
import { chavesResumo } from './diario-resumo.service';
import { diarioHorarioRepository as repo } from './diario-horario.repository';
import { requireAccess } from '../../../acesso/require-access';
import { Permissao } from '../../../acesso/permissao';

export type DiarioHorarioDeps = { db: Db; clock: Clock; jobs: JobRunner };

async function escolaDoGestor(db: Db, actor: Actor) {
  await requireAccess(db, actor, Permissao.Direcao);
  const escola = await repo.escola(db, actor.escolaId);
  if (!escola) throw notFound('Escola');
  return escola;
}

/** The school's end-of-day summary time: read and set by the director only. */
export const diarioHorarioService = {
  async horarioResumo(deps: DiarioHorarioDeps, actor: Actor): Promise<HorarioResumoDiarioPayload> {
    const escola = await escolaDoGestor(deps.db, actor);
    return { horarioResumoDiario: escola.horarioResumoDiario };
  },

  /** The director moves the summary time; today's school run moves with it if it has not run yet. */
  async setHorarioResumo(
    deps: DiarioHorarioDeps,
    actor: Actor,
    horarioResumoDiario: string,
  ): Promise<HorarioResumoDiarioPayload> {
    const escola = await escolaDoGestor(deps.db, actor);
    const now = deps.clock.now();
    const today = localDate(now, escola.fusoHorario);
    const at = instantAt(today, horarioResumoDiario, escola.fusoHorario);
    const moved = await deps.db.transaction(async (tx) => {
      await repo.setHorarioResumoDiario(tx, escola.id, horarioResumoDiario);
      return jobRepository.reschedulePending(tx, chavesResumo.escola(escola.id, today), at);
    });
    // A time already past today: the pending run is due now rather than at the next poll.
    if (moved && at.getTime() <= now.getTime()) deps.jobs.kick();
    return { horarioResumoDiario };
  },
};
