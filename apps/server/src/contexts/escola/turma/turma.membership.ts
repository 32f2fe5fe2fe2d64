import { msg } from '@lunna/contract';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { Actor } from '../../../lib/actor';
import { turmaRepository } from './turma.repository';

export type ChildrenSplit = {
  /** Join the class now. */
  direct: string[];
  /** Wait for the director: not members, their data closed to the educator until approved. */
  pending: string[];
};

/**
 * The one rule for who joins a class at once. The director adds any child of the school. An educator
 * adds at once only the children already in one of her active classes (whose data she reads already):
 * any other child would open its health card and custody restrictions to her, so it waits for the
 * director. `discenteIds` are already checked to be active children of the actor's school.
 */
export async function splitByApproval(
  db: DbOrTx,
  actor: Actor,
  discenteIds: string[],
): Promise<ChildrenSplit> {
  if (actor.papel !== 'pedagogo') return { direct: discenteIds, pending: [] };
  const hers = new Set(await turmaRepository.childrenTaughtBy(db, actor.usuarioId, discenteIds));
  return {
    direct: discenteIds.filter((id) => hers.has(id)),
    pending: discenteIds.filter((id) => !hers.has(id)),
  };
}

/**
 * A child the director approved for a class joins it, unless the class is gone or was archived while the
 * request waited (409): the same rule wherever a waiting child is admitted.
 */
export async function admitApproved(tx: DbOrTx, turmaId: string, discenteId: string): Promise<void> {
  const turma = await turmaRepository.find(tx, turmaId);
  if (!turma) throw new AppError(409, 'CONFLICT', msg.solicitacaoJaDecidida);
  if (turma.arquivadaEm) throw new AppError(409, 'CONFLICT', msg.turmaArquivada);
  await turmaRepository.addDiscente(tx, turma.id, discenteId);
}
