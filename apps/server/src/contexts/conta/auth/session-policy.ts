import type { Papel } from '@lunna/contract';

/**
 * How long a session lives (decision record: session lifetimes and re-authentication). Staff work on shared school computers and see every family's
 * data: 12 hours from sign-in at most, and 2 hours without a request ends it. Guardians use their own
 * phone and stay signed in for 30 days; what could hurt them if the phone is lost (exporting data,
 * changing e-mail, password or second factor, deleting the account) asks for the password again.
 */
const HOUR_MS = 60 * 60 * 1000;

export const STAFF_SESSION_MS = 12 * HOUR_MS;
export const STAFF_IDLE_SECONDS = 2 * 60 * 60;
export const GUARDIAN_SESSION_MS = 30 * 24 * HOUR_MS;

/** The password typed this recently (sign-in or `POST /api/sessao/reautenticar`) allows the guarded actions. */
export const REAUTH_WINDOW_MS = 10 * 60 * 1000;

export type SessionLimits = {
  /** From sign-in to the absolute end. */
  lifetimeMs: number;
  /** Ends this long after the last request; null: no idle limit. */
  idleSeconds: number | null;
};

export function sessionLimits(papel: Papel): SessionLimits {
  return papel === 'responsavel'
    ? { lifetimeMs: GUARDIAN_SESSION_MS, idleSeconds: null }
    : { lifetimeMs: STAFF_SESSION_MS, idleSeconds: STAFF_IDLE_SECONDS };
}
