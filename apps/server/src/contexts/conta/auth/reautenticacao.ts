import { msg, REAUTENTICACAO_NECESSARIA } from '@lunna/contract';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { requireActor, type Actor } from '../../../lib/actor';
import { REAUTH_WINDOW_MS } from './session-policy';

/**
 * Re-authentication (decision record: session lifetimes and re-authentication): exporting data and setting up a second factor need the password typed
 * in this session within REAUTH_WINDOW_MS. The answer otherwise is 403 REAUTENTICACAO_NECESSARIA, which
 * the web app meets with a password dialog (`POST /api/sessao/reautenticar`) and a retry. Actions whose
 * form already asks for the password (e-mail, password, turning a factor off, recovery codes, deleting
 * the account) count that password instead: see `authService.passwordTyped`.
 */
export const reautenticacaoNecessaria = () =>
  new AppError(403, REAUTENTICACAO_NECESSARIA, msg.reautenticacaoNecessaria);

export function requireRecentPassword(actor: Actor, clock: Clock): void {
  if (clock.now().getTime() - actor.reautenticadoEm.getTime() > REAUTH_WINDOW_MS)
    throw reautenticacaoNecessaria();
}

/** Route option: signed in (401 otherwise) and the password typed recently (403 otherwise), before the body is read. */
export const recentPassword = (clock: Clock) => ({
  preValidation: async (request: { actor: Actor | null }) => {
    requireRecentPassword(requireActor(request.actor), clock);
  },
});
