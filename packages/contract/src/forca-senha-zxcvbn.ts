import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import * as ptBr from '@zxcvbn-ts/language-pt-br';
import { usarAvaliadorSenha, type AvaliadorSenha } from './forca-senha';

/**
 * The estimator behind the password rule (forca-senha.ts): zxcvbn-ts with the common passwords, English
 * and Brazilian Portuguese words and names, and the keyboard layouts. Heavy (dictionaries of a few MB):
 * the server imports it at start, the web app loads it on demand.
 */
export function criarAvaliadorSenha(): AvaliadorSenha {
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary, ...ptBr.dictionary },
    graphs: common.adjacencyGraphs,
  });
  return (senha) => zxcvbn.check(senha).score;
}

let instalado = false;

/** Fills the password rule's slot once per process (building the dictionaries takes a moment). */
export function instalarAvaliadorSenha(): void {
  if (instalado) return;
  usarAvaliadorSenha(criarAvaliadorSenha());
  instalado = true;
}
