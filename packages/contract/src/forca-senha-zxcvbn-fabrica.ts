import type * as Core from '@zxcvbn-ts/core';
import type * as Common from '@zxcvbn-ts/language-common';
import type * as En from '@zxcvbn-ts/language-en';
import type * as PtBr from '@zxcvbn-ts/language-pt-br';
import type { AvaliadorSenha } from './forca-senha';

/** zxcvbn-ts's packages, however the caller loaded them (imported by the web app, required on demand by the server). */
export type PacotesZxcvbn = { core: typeof Core; common: typeof Common; en: typeof En; ptBr: typeof PtBr };

/**
 * The estimator behind the password rule (forca-senha.ts): zxcvbn-ts with the common passwords, English
 * and Brazilian Portuguese words and names, and the keyboard layouts.
 */
export function avaliadorZxcvbn({ core, common, en, ptBr }: PacotesZxcvbn): AvaliadorSenha {
  const zxcvbn = new core.ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary, ...ptBr.dictionary },
    graphs: common.adjacencyGraphs,
  });
  return (senha) => zxcvbn.check(senha).score;
}
