/**
 * Password strength: a new password that is common or easily guessed is refused (zxcvbn's score below 3,
 * with the common, English and Brazilian Portuguese dictionaries). The estimator's dictionaries weigh
 * megabytes, so the rule here is a slot the field schema consults: the server fills it when it builds the
 * app (`@lunna/contract/forca-senha-zxcvbn`), the web app when a form that sets a password opens (loaded
 * lazily). Until it is filled the field schema lets the password through and the server has the last word.
 */
export const PONTUACAO_MINIMA_SENHA = 3;

/** zxcvbn's score of a password: 0 (a top-ten password) to 4 (very hard to guess). */
export type AvaliadorSenha = (senha: string) => number;

let avaliador: AvaliadorSenha | null = null;

export function usarAvaliadorSenha(fn: AvaliadorSenha): void {
  avaliador = fn;
}

export const avaliadorSenhaPronto = (): boolean => avaliador !== null;

/** True when the estimator is loaded and scores the password below the minimum. */
export function senhaFraca(senha: string): boolean {
  return avaliador !== null && avaliador(senha) < PONTUACAO_MINIMA_SENHA;
}
