import type { JobHandler } from '../../../platform/jobs/job-runner';
import {
  EXPORTACAO_JOBS,
  gerarExportacao,
  limparExportacoesExpiradas,
  type ExportacaoDeps,
} from './exportacao.service';
import { RETENCAO_JOB, runRetencao } from './retencao.service';

/**
 * Background work of the family's data rights: building a data export, deleting its file after 7 days,
 * and each school's nightly retention run.
 */
export const privacidadeJobs = (deps: ExportacaoDeps): Record<string, JobHandler> => ({
  [EXPORTACAO_JOBS.gerar]: (payload, now) => gerarExportacao(deps, payload, now),
  [EXPORTACAO_JOBS.expirar]: async (_payload, now) => void (await limparExportacoesExpiradas(deps, now)),
  [RETENCAO_JOB]: (payload, now) => runRetencao(deps, payload, now),
});

export { bootstrapRetencao } from './retencao.service';
