/**
 * Browser storage keys the spec names. Only identifiers live here, never form data, and never the session
 * token: the httpOnly cookie is the web app's credential, out of reach of any script on the page.
 */
const KEYS = {
  legacyToken: 'token',
  email: 'email',
  selectedChild: 'discenteSelecionado',
  lang: 'lang',
  plan: 'planoEscolhido',
  cookies: 'consentimentoCookies',
  attendanceClass: 'presencaTurma',
} as const;

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback; // storage can be disabled (private mode, strict settings)
  }
}

/** Remembers who signed in on this browser (the e-mail, as the spec asks); the token is never stored. */
export function rememberLogin(email: string): void {
  safe(() => {
    // Earlier versions kept the token here: it goes at the next sign-in.
    localStorage.removeItem(KEYS.legacyToken);
    localStorage.setItem(KEYS.email, email);
    sessionStorage.setItem(KEYS.email, email);
  }, undefined);
}

export function forgetLogin(): void {
  safe(() => {
    localStorage.removeItem(KEYS.legacyToken);
    localStorage.removeItem(KEYS.email);
    localStorage.removeItem(KEYS.selectedChild);
    sessionStorage.removeItem(KEYS.email);
  }, undefined);
}

export const getSelectedChildId = (): string | null =>
  safe(() => localStorage.getItem(KEYS.selectedChild), null);

export const setSelectedChildId = (idDisc: string): void =>
  safe(() => localStorage.setItem(KEYS.selectedChild, idDisc), undefined);

export const getStoredLanguage = (): string | null => safe(() => localStorage.getItem(KEYS.lang), null);

export const setStoredLanguage = (lang: string): void =>
  safe(() => localStorage.setItem(KEYS.lang, lang), undefined);

/** Only the plan's identifier is kept: the price always comes from the plan data, never from storage. */
export const getChosenPlan = (): string | null => safe(() => localStorage.getItem(KEYS.plan), null);

export const setChosenPlan = (idPlano: string): void =>
  safe(() => localStorage.setItem(KEYS.plan, idPlano), undefined);

export type CookieChoice = 'aceito' | 'recusado';

export const getCookieChoice = (): CookieChoice | null =>
  safe(() => {
    const value = localStorage.getItem(KEYS.cookies);
    return value === 'aceito' || value === 'recusado' ? value : null;
  }, null);

export const setCookieChoice = (choice: CookieChoice): void =>
  safe(() => localStorage.setItem(KEYS.cookies, choice), undefined);

/** The class a staff member last took attendance for on this device (per account: a shared tablet keeps each one's). */
export const getAttendanceClass = (usuarioId: string): string | null =>
  safe(() => localStorage.getItem(`${KEYS.attendanceClass}:${usuarioId}`), null);

export const setAttendanceClass = (usuarioId: string, idTurma: string): void =>
  safe(() => localStorage.setItem(`${KEYS.attendanceClass}:${usuarioId}`, idTurma), undefined);
