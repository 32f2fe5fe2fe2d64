import type { DbOrTx } from '../../../db/client';
import { forbidden, notFound } from '../../../lib/app-error';
import type { Actor } from '../../../lib/actor';
import { turmaRepository } from './turma.repository';

export const isStaff = (actor: Actor) => actor.papel === 'pedagogo' || actor.papel === 'gestor';

export function assertStaff(actor: Actor): void {
  if (!isStaff(actor)) throw forbidden();
}

/** The director manages every class of the school; an educator the classes they teach. */
export async function assertCanManageTurma(db: DbOrTx, actor: Actor, turmaId: string) {
  assertStaff(actor);
  const row = await turmaRepository.find(db, turmaId);
  if (!row) throw notFound('Turma');
  if (row.escolaId !== actor.escolaId) throw forbidden();
  if (actor.papel === 'pedagogo' && !(await turmaRepository.teaches(db, actor.usuarioId, turmaId)))
    throw forbidden();
  return row;
}
