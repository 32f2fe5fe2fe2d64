import type { Papel } from '@lunna/contract';
import { unauthenticated } from './app-error';

/** Who is asking: resolved from the session cookie or bearer token before any service runs. */
export type Actor = {
  usuarioId: string;
  escolaId: string;
  papel: Papel;
  nome: string;
  email: string;
  sessaoId: string;
  cadastroConcluido: boolean;
  /** When the password was last typed in this session (sign-in or re-authentication). */
  reautenticadoEm: Date;
};

export function requireActor(actor: Actor | null): Actor {
  if (!actor) throw unauthenticated();
  return actor;
}

/** Route option: refuse anonymous requests (401) before the body is even validated. */
export const signedIn = {
  preValidation: async (request: { actor: Actor | null }) => {
    requireActor(request.actor);
  },
};
