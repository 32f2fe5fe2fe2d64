import type { Idioma } from '@lunna/contract';
import { t } from '../../../lib/textos/textos';
import { firstName } from '../../familia/convite/convite.emails';
import type { Email } from '../../comunicacao/notificacao/notificacao.service';

/** To the school's directors: a family registered with the school code and waits for approval. */
export function familiaAguardandoEmail(
  idioma: Idioma,
  nome: string,
  nomeResp: string,
  criancas: string[],
  link: string,
): Email {
  return {
    subject: t(idioma, 'comum.assunto', { titulo: t(idioma, 'vinculo.aguardando.titulo') }),
    text: [
      t(idioma, 'comum.ola', { nome: firstName(nome) }),
      '',
      t(idioma, 'vinculo.aguardando.texto', {
        nome: nomeResp,
        criancas: criancas.map(firstName).join(', '),
        ...(criancas.length ? {} : { context: 'semCriancas' }),
      }),
      t(idioma, 'vinculo.aguardando.ateLa'),
      '',
      t(idioma, 'vinculo.aguardando.revise', { link }),
    ].join('\n'),
  };
}

/** To the guardian whose link the director approved. */
export function vinculoAprovadoEmail(
  idioma: Idioma,
  nome: string,
  nomeDisc: string,
  escola: string,
  link: string,
): Email {
  return {
    subject: t(idioma, 'vinculo.aprovado.assunto', { escola }),
    text: [
      t(idioma, 'comum.ola', { nome: firstName(nome) }),
      '',
      t(idioma, 'vinculo.aprovado.email', { escola, crianca: firstName(nomeDisc) }),
      '',
      t(idioma, 'vinculo.aprovado.entre', { link }),
    ].join('\n'),
  };
}

/** To the guardian whose pending link the director declined. */
export function vinculoRecusadoEmail(idioma: Idioma, nome: string, nomeDisc: string, escola: string): Email {
  return {
    subject: t(idioma, 'vinculo.recusado.assunto', { escola }),
    text: [
      t(idioma, 'comum.ola', { nome: firstName(nome) }),
      '',
      t(idioma, 'vinculo.recusado.email', { escola, crianca: firstName(nomeDisc) }),
      '',
      t(idioma, 'vinculo.recusado.engano'),
    ].join('\n'),
  };
}
