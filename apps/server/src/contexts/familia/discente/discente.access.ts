import type { DbOrTx } from '../../../db/client';
import { forbidden, notFound } from '../../../lib/app-error';
import type { Actor } from '../../../lib/actor';
import { responsavelRepository } from '../responsavel/responsavel.repository';
import { turmaRepository } from '../../escola/turma/turma.repository';
import { discenteRepository } from './discente.repository';

/** The guardian profile of the actor; staff accounts have none. */
export async function guardianOf(db: DbOrTx, actor: Actor) {
  if (actor.papel !== 'responsavel') throw forbidden();
  const profile = await responsavelRepository.byUsuario(db, actor.usuarioId);
  if (!profile) throw forbidden();
  return profile;
}

/**
 * A guardian of the child, the director of the child's school, or an educator who teaches an active
 * class the child is in may read it.
 */
export async function assertCanReadChild(db: DbOrTx, actor: Actor, discenteId: string): Promise<void> {
  const escolaId = await discenteRepository.escolaOf(db, discenteId);
  if (!escolaId) throw notFound('Criança');
  if (escolaId !== actor.escolaId) throw forbidden();
  if (actor.papel === 'gestor') return;
  if (actor.papel === 'pedagogo') {
    if (!(await turmaRepository.teachesChild(db, actor.usuarioId, discenteId))) throw forbidden();
    return;
  }
  await assertGuardianOfChild(db, actor, discenteId);
}

/** Only the child's own guardians may add to its record during registration and in the portal. */
export async function assertGuardianOfChild(db: DbOrTx, actor: Actor, discenteId: string) {
  const profile = await guardianOf(db, actor);
  const guardians = await discenteRepository.guardianIdsOf(db, discenteId);
  if (guardians.length === 0) throw notFound('Criança');
  if (!guardians.includes(profile.id)) throw forbidden();
  return profile;
}
