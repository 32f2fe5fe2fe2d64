/**
 * Password strength: a new password that is common or easily guessed is refused (zxcvbn's score below 3,
 * with the common, English and Brazilian Portuguese dictionaries). The estimator's dictionaries weigh
 * megabytes, so the rule here is a slot the field schema consults: the server fills it when it builds the
 * app (with a factory the slot runs on the first password it scores, so starting does not wait for the
 * dictionaries), the web app when a form that sets a password opens (`@lunna/contract/forca-senha-zxcvbn`,
 * loaded lazily). Until it is filled the field schema lets the password through and the server has the last word.
 */
export const PONTUACAO_MINIMA_SENHA = 3;

/** zxcvbn's score of a password: 0 (a top-ten password) to 4 (very hard to guess). */
export type AvaliadorSenha = (senha: string) => number;

let avaliador: AvaliadorSenha | null = null;
let fabrica: (() => AvaliadorSenha) | null = null;

export function usarAvaliadorSenha(fn: AvaliadorSenha): void {
  avaliador = fn;
  fabrica = null;
}

/**
 * Fills the slot with an estimator built the first time a password is scored: the rule holds from the first
 * request on, and only that request waits for the dictionaries.
 */
export function usarAvaliadorSenhaSobDemanda(criar: () => AvaliadorSenha): void {
  avaliador = null;
  fabrica = criar;
}

export const avaliadorSenhaPronto = (): boolean => avaliador !== null || fabrica !== null;

function avaliadorAtual(): AvaliadorSenha | null {
  if (avaliador === null && fabrica !== null) {
    avaliador = fabrica();
    fabrica = null;
  }
  return avaliador;
}

/** True when the estimator is loaded and scores the password below the minimum. */
export function senhaFraca(senha: string): boolean {
  const avaliar = avaliadorAtual();
  return avaliar !== null && avaliar(senha) < PONTUACAO_MINIMA_SENHA;
}
