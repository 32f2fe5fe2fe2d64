import type { DbOrTx } from '../../db/client';
import { saidaRepository } from '../saida/saida.repository';

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
