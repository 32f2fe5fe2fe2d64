import type { JobHandler } from '../../../platform/jobs/job-runner';
import {
  DIARIO_RESUMO_JOBS,
  runResumoCrianca,
  runResumoEscola,
  type ResumoDeps,
} from './diario-resumo.service';

/** The end-of-day summary: a child's at check-out, and the school's run at its summary time. */
export const diarioResumoJobs = (deps: ResumoDeps): Record<string, JobHandler> => ({
  [DIARIO_RESUMO_JOBS.crianca]: (payload, now) => runResumoCrianca(deps, payload, now),
  [DIARIO_RESUMO_JOBS.escola]: (payload, now) => runResumoEscola(deps, payload, now),
});

export { bootstrapResumoDiario } from './diario-resumo.service';
