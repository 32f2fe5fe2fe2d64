import type { Idioma } from '@lunna/contract';
import { t } from '../../../lib/textos/textos';
import type { Email } from '../../comunicacao/notificacao/notificacao.service';

const firstName = (nome: string) => nome.trim().split(/\s+/)[0] ?? nome;

/** 30 minutes before pickup, for guardians who asked for e-mail at priority Normal, in the reader's language. */
export function lembreteBuscaEmail(
  nome: string,
  crianca: string,
  horario: string,
  link: string,
  idioma: Idioma = 'pt-BR',
): Email {
  const vars = { crianca, hora: horario, minutos: 30 };
  return {
    subject: t(idioma, 'alerta.lembreteBusca.assunto', vars),
    text: [
      t(idioma, 'comum.ola', { nome: firstName(nome) }),
      '',
      `${t(idioma, 'alerta.lembreteBusca.texto', vars)}.`,
      '',
      t(idioma, 'comum.vejaNoPortal', { link }),
    ].join('\n'),
  };
}

/** An alert about a child (or its acknowledgement), for recipients who asked for e-mail at its priority, in the reader's language. */
export function alertaEmail(
  nome: string,
  alerta: { titulo: string; texto: string; prioridade: string },
  link: string,
  idioma: Idioma = 'pt-BR',
): Email {
  return {
    subject: t(idioma, 'comum.assuntoPrioridade', { prioridade: alerta.prioridade, titulo: alerta.titulo }),
    text: [
      t(idioma, 'comum.ola', { nome: firstName(nome) }),
      '',
      alerta.titulo,
      alerta.texto,
      '',
      t(idioma, 'comum.vejaNoPortal', { link }),
    ]
      .filter((line, i, all) => line !== '' || all[i - 1] !== '')
      .join('\n'),
  };
}
