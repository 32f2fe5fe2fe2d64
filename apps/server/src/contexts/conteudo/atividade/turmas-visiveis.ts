import type { DbOrTx } from '../../../db/client';
import { forbidden } from '../../../lib/app-error';
import type { Actor } from '../../../lib/actor';
import { turmaQueries } from '../../escola/turma/turma.queries';
import { requireAccess } from '../../../acesso/require-access';
import { Permissao } from '../../../acesso/permissao';

/**
 * The active classes whose content a child's page shows to this reader: all of the child's classes for
 * its guardians and the director, only those an educator teaches for an educator.
 */
export async function turmasForChild(db: DbOrTx, actor: Actor, discenteId: string): Promise<string[]> {
  await requireAccess(db, actor, Permissao.DiscenteLer, discenteId);
  const turmaIds = await turmaQueries.idsWithChildren(db, [discenteId]);
  if (actor.papel !== 'pedagogo') return turmaIds;
  const taught = new Set(await turmaQueries.idsTaughtBy(db, actor.usuarioId, false));
  return turmaIds.filter((id) => taught.has(id));
}

/** The active classes a staff member's lists cover: every class of the school for the director, the taught ones for an educator. */
export async function turmasOfStaff(db: DbOrTx, actor: Actor): Promise<string[]> {
  if (actor.papel === 'gestor') return turmaQueries.idsOfEscola(db, actor.escolaId, false);
  if (actor.papel === 'pedagogo') return turmaQueries.idsTaughtBy(db, actor.usuarioId, false);
  throw forbidden();
}
