import { createRequire } from 'node:module';
import { usarAvaliadorSenhaSobDemanda } from '@lunna/contract';
import { avaliadorZxcvbn, type PacotesZxcvbn } from '@lunna/contract/forca-senha-zxcvbn-fabrica';

const require = createRequire(import.meta.url);

/**
 * Every route that sets a password refuses weak ones (the contract's rule, with zxcvbn's dictionaries). Loading
 * and building the dictionaries takes about a second, so the server does not wait for them at start: the
 * packages are required and the estimator built the first time a password is scored, synchronously inside
 * that request's validation, so no password is ever checked without them.
 */
let installed = false;

/** Once per process: apps built later (tests build several) share the estimator already built. */
export function installPasswordStrength(): void {
  if (installed) return;
  installed = true;
  usarAvaliadorSenhaSobDemanda(() => {
    const pacotes: PacotesZxcvbn = {
      core: require('@zxcvbn-ts/core') as PacotesZxcvbn['core'],
      common: require('@zxcvbn-ts/language-common') as PacotesZxcvbn['common'],
      en: require('@zxcvbn-ts/language-en') as PacotesZxcvbn['en'],
      ptBr: require('@zxcvbn-ts/language-pt-br') as PacotesZxcvbn['ptBr'],
    };
    return avaliadorZxcvbn(pacotes);
  });
}
