import { forbidden } from '../../../lib/app-error';
import type { Actor } from '../../../lib/actor';

/** The director's area is the director's alone; everything in it is of the director's own school. */
export function assertDirector(actor: Actor): { escolaId: string; usuarioId: string } {
  if (actor.papel !== 'gestor') throw forbidden();
  return { escolaId: actor.escolaId, usuarioId: actor.usuarioId };
}
