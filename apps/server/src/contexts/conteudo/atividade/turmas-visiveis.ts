import type { DbOrTx } from '../../../db/client';
import { forbidden } from '../../../lib/app-error';
import type { Actor } from '../../../lib/actor';
import { assertCanReadChild } from '../../familia/discente/discente.access';
import { turmaRepository } from '../../escola/turma/turma.repository';
import { atividadeRepository } from './atividade.repository';

/**
 * Who may read what a class publishes (activities, polls): the director of its school, an educator who
 * teaches it, or a guardian with an active link to a child in it. The class must still be active.
 */
export async function assertCanReadTurmaContent(db: DbOrTx, actor: Actor, turmaId: string): Promise<void> {
  const row = await turmaRepository.find(db, turmaId);
  if (!row || row.escolaId !== actor.escolaId || row.arquivadaEm) throw forbidden();
  if (actor.papel === 'gestor') return;
  if (actor.papel === 'pedagogo') {
    if (!(await turmaRepository.teaches(db, actor.usuarioId, turmaId))) throw forbidden();
    return;
  }
  if (!(await atividadeRepository.guardianHasChildIn(db, actor.usuarioId, turmaId))) throw forbidden();
}

/**
 * The active classes whose content a child's page shows to this reader: all of the child's classes for
 * its guardians and the director, only those an educator teaches for an educator.
 */
export async function turmasForChild(db: DbOrTx, actor: Actor, discenteId: string): Promise<string[]> {
  await assertCanReadChild(db, actor, discenteId);
  const turmaIds = await turmaRepository.idsWithChildren(db, [discenteId]);
  if (actor.papel !== 'pedagogo') return turmaIds;
  const taught = new Set(await turmaRepository.idsTaughtBy(db, actor.usuarioId, false));
  return turmaIds.filter((id) => taught.has(id));
}

/** The active classes a staff member's lists cover: every class of the school for the director, the taught ones for an educator. */
export async function turmasOfStaff(db: DbOrTx, actor: Actor): Promise<string[]> {
  if (actor.papel === 'gestor') return turmaRepository.idsOfEscola(db, actor.escolaId, false);
  if (actor.papel === 'pedagogo') return turmaRepository.idsTaughtBy(db, actor.usuarioId, false);
  throw forbidden();
}
