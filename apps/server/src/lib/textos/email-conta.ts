import type { Idioma } from '@lunna/contract';
import { t, type Chave, type Valor } from './textos';

/**
 * An account e-mail (confirmation, codes, security notices) in the reader's language: the greeting, the body
 * and the team's signature, as every account e-mail has them.
 */
export function emailDeConta(
  idioma: Idioma,
  nome: string,
  assunto: Chave,
  corpo: string | { chave: Chave; vars?: Record<string, Valor> },
) {
  const texto = typeof corpo === 'string' ? corpo : t(idioma, corpo.chave, corpo.vars);
  return {
    subject: t(idioma, assunto),
    text: `${t(idioma, 'comum.ola', { nome })}\n\n${texto}\n\n${t(idioma, 'conta.assinatura')}`,
  };
}
