import * as core from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import * as ptBr from '@zxcvbn-ts/language-pt-br';
import { usarAvaliadorSenha, type AvaliadorSenha } from './forca-senha';
import { avaliadorZxcvbn } from './forca-senha-zxcvbn-fabrica';

/**
 * The estimator behind the password rule (forca-senha.ts), its packages imported here. Heavy (dictionaries
 * of a few MB): the web app loads this module on demand; the server builds the same estimator on first use
 * (apps/server/src/lib/password-strength.ts).
 */
export function criarAvaliadorSenha(): AvaliadorSenha {
  return avaliadorZxcvbn({ core, common, en, ptBr });
}

let instalado = false;

/** Fills the password rule's slot once per process (building the dictionaries takes a moment). */
export function instalarAvaliadorSenha(): void {
  if (instalado) return;
  usarAvaliadorSenha(criarAvaliadorSenha());
  instalado = true;
}
