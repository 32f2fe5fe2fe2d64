import { CONVITE_EQUIPE_VALIDADE_DIAS, type Idioma, type PapelEquipe } from '@lunna/contract';
import { t } from '../../../lib/textos/textos';
import type { Email } from '../../comunicacao/notificacao/notificacao.service';

/**
 * The staff invitation: the school, the role and the one-time link to choose a password. The invited person
 * has no account yet: it is written in the inviting director's language (Portuguese when nobody invited,
 * as at a school's purchase).
 */
export function conviteEquipeEmail(
  idioma: Idioma,
  nome: string,
  papel: PapelEquipe,
  escola: string,
  link: string,
): Email {
  return {
    subject: t(idioma, 'equipe.convite.assunto', { escola, context: papel }),
    text: [
      t(idioma, 'comum.ola', { nome: nome.trim().split(/\s+/)[0] ?? nome }),
      '',
      t(idioma, 'equipe.convite.texto', { escola, context: papel }),
      '',
      t(idioma, 'equipe.convite.link'),
      '',
      link,
      '',
      t(idioma, 'equipe.convite.validade', { dias: CONVITE_EQUIPE_VALIDADE_DIAS }),
      '',
      t(idioma, 'equipe.convite.ignore'),
      '',
      t(idioma, 'convite.email.assinatura'),
    ].join('\n'),
  };
}
