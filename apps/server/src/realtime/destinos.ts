import {
  DESTINO_ESCOLA_HOJE,
  DESTINO_SALA_GERAL,
  destinoDiario,
  destinoNotificacoes,
  destinoPrivado,
} from '@lunna/contract';
import type { Actor } from '../lib/actor';

/**
 * The names the broker routes by. Clients see the spec's destinations; inside, '/chatroom/public' is one
 * room per school, so nothing said in one school's 'Geral' reaches another school. User destinations are
 * already unique (they carry the account's id) and keep their names.
 */
export const salaGeralDaEscola = (escolaId: string) => `/escola/${escolaId}${DESTINO_SALA_GERAL}`;

/** The school's "today changed" word for its staff pages: one per school, like 'Geral'. */
export const hojeDaEscola = (escolaId: string) => `/escola/${escolaId}${DESTINO_ESCOLA_HOJE}`;

/** Where a subscription of this person to `destino` lives in the broker. */
export function destinoNoBroker(actor: Actor, destino: string): string {
  if (destino === DESTINO_SALA_GERAL) return salaGeralDaEscola(actor.escolaId);
  if (destino === DESTINO_ESCOLA_HOJE) return hojeDaEscola(actor.escolaId);
  return destino;
}

/** The person's own user destinations: their private messages, their notifications and their diary feed. */
export function destinoProprio(actor: Actor, destino: string): boolean {
  return (
    destino === destinoPrivado(actor.usuarioId) ||
    destino === destinoNotificacoes(actor.usuarioId) ||
    destino === destinoDiario(actor.usuarioId)
  );
}
