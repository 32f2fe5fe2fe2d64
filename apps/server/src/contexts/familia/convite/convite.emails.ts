import { CONVITE_VALIDADE_DIAS, type Idioma } from '@lunna/contract';
import { t } from '../../../lib/textos/textos';
import type { Email } from '../../comunicacao/notificacao/notificacao.service';

export const firstName = (nome: string) => nome.trim().split(/\s+/)[0] ?? nome;

/**
 * The invitation: who invites, the child's first name and the school, and the link. Nothing else about
 * the child travels by e-mail (the address could be mistyped). Written in the inviter's language: the
 * invited person may have no account, hence no language of her own yet (decision 23).
 */
export function conviteEmail(
  idioma: Idioma,
  convidadoPor: string,
  nomeDisc: string,
  escola: string,
  link: string,
): Email {
  const crianca = firstName(nomeDisc);
  return {
    subject: t(idioma, 'convite.email.assunto', { quem: firstName(convidadoPor), crianca }),
    text: [
      t(idioma, 'convite.email.ola'),
      '',
      t(idioma, 'convite.email.texto', { quem: convidadoPor, crianca, escola }),
      '',
      t(idioma, 'convite.email.aceitar'),
      '',
      link,
      '',
      t(idioma, 'convite.email.validade', { dias: CONVITE_VALIDADE_DIAS }),
      '',
      t(idioma, 'convite.email.assinatura'),
    ].join('\n'),
  };
}

/** To the child's other guardians and the director when an invitation was accepted. */
export function aceitoEmail(
  idioma: Idioma,
  nome: string,
  novo: string,
  nomeDisc: string,
  link: string,
): Email {
  const crianca = firstName(nomeDisc);
  return {
    subject: t(idioma, 'comum.assunto', {
      titulo: t(idioma, 'convite.aceito.titulo', { novo: firstName(novo), crianca }),
    }),
    text: [
      t(idioma, 'comum.ola', { nome: firstName(nome) }),
      '',
      t(idioma, 'convite.aceito.email', { nome: novo, crianca }),
      '',
      t(idioma, 'comum.vejaNoPortal', { link }),
    ].join('\n'),
  };
}

/** To the guardian whose access the school removed. */
export function acessoRemovidoEmail(idioma: Idioma, nome: string, nomeDisc: string, escola: string): Email {
  const crianca = firstName(nomeDisc);
  return {
    subject: t(idioma, 'convite.removido.assunto', { crianca }),
    text: [
      t(idioma, 'comum.ola', { nome: firstName(nome) }),
      '',
      t(idioma, 'convite.removido.email', { escola, crianca }),
      '',
      t(idioma, 'convite.removido.duvidas'),
    ].join('\n'),
  };
}

/** To the child's remaining guardians when the school removed another guardian's access. */
export function outroRemovidoEmail(
  idioma: Idioma,
  nome: string,
  removido: string,
  nomeDisc: string,
  link: string,
): Email {
  const crianca = firstName(nomeDisc);
  return {
    subject: t(idioma, 'convite.outroRemovido.assunto', { nome: firstName(removido), crianca }),
    text: [
      t(idioma, 'comum.ola', { nome: firstName(nome) }),
      '',
      t(idioma, 'convite.outroRemovido.email', { nomeCompleto: removido, crianca }),
      '',
      t(idioma, 'convite.outroRemovido.veja', { link, crianca }),
    ].join('\n'),
  };
}
