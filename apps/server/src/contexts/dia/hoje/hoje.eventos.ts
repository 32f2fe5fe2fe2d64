import type { DbOrTx } from '../../../db/client';
import { jobRepository } from '../../../platform/jobs/job.repository';
import { saidaRepository } from '../../../platform/saida/saida.repository';

/** Outbox rows (payload `{ escolaId }`) that tell the school's staff pages their today changed. */
export const SAIDA_ESCOLA_HOJE = 'escola.hoje';

/**
 * Leaves word, in the caller's transaction, that the school's today changed (a check-in, a clock-in, an
 * alert): once it commits, the real-time layer tells the staff pages that are open, on every instance,
 * and they read again through the API. Nothing about the child travels in the word itself.
 */
export async function avisarHojeMudou(tx: DbOrTx, escolaId: string): Promise<void> {
  await saidaRepository.registrar(tx, [{ tipo: SAIDA_ESCOLA_HOJE, payload: { escolaId } }]);
}

/** Job types of the ratio check. */
export const RAZAO_JOBS = { verificar: 'razao_verificar', aviso: 'razao_aviso' } as const;

/**
 * How long a class may stay short of adults before the director is told. Shorter gaps are the morning's
 * ordinary churn (a child arrives a minute before the second educator clocks in) and would ring all day.
 */
export const ESPERA_RAZAO_MINUTOS = 15;
export const ESPERA_RAZAO_MS = ESPERA_RAZAO_MINUTOS * 60_000;
const MINUTO = 60_000;

/** Idempotency keys (job.chave): one check per school and minute, one notice per shortage (its class and start). */
export const chavesRazao = {
  verificar: (escolaId: string, em: Date) => `${RAZAO_JOBS.verificar}:${escolaId}:${em.toISOString()}`,
  aviso: (turmaId: string, desde: Date) => `${RAZAO_JOBS.aviso}:${turmaId}:${desde.toISOString()}`,
};

/**
 * Plans a look at the school's classes 15 minutes after something that may leave one short (a check-in, a
 * clock-in or out, new ratios), in the caller's transaction. A shortage always begins with such a change, so
 * every shortage that lasts is looked at once it has lasted long enough; changes within the same minute share
 * one check.
 */
export async function agendarVerificacaoRazao(tx: DbOrTx, escolaId: string, mudouEm: Date): Promise<void> {
  const em = new Date(Math.ceil(mudouEm.getTime() / MINUTO) * MINUTO + ESPERA_RAZAO_MS);
  await jobRepository.scheduleOnce(
    tx,
    RAZAO_JOBS.verificar,
    { escolaId },
    em,
    chavesRazao.verificar(escolaId, em),
  );
}
