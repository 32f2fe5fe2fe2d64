import type { Idioma } from '@lunna/contract';
import { t } from '../../../lib/textos/textos';
import type { Email } from '../notificacao/notificacao.service';

type Notice = { tituloAviso: string; conteudoAviso: string; importancia: string };

const firstName = (nome: string) => nome.trim().split(/\s+/)[0] ?? nome;

/** The notice itself, for guardians who asked for e-mail at its priority: its title and text as the school wrote them, the rest in the reader's language. */
export function avisoEmail(nome: string, notice: Notice, link: string, idioma: Idioma = 'pt-BR'): Email {
  const prioridade = notice.importancia;
  return {
    subject: t(idioma, 'comum.assuntoPrioridade', { prioridade, titulo: notice.tituloAviso }),
    text: [
      t(idioma, 'comum.ola', { nome: firstName(nome) }),
      '',
      t(idioma, 'aviso.email.intro', { prioridade }),
      '',
      notice.tituloAviso,
      notice.conteudoAviso,
      '',
      prioridade === 'Importante'
        ? t(idioma, 'aviso.email.confirme', { link })
        : t(idioma, 'comum.vejaNoPortal', { link }),
    ].join('\n'),
  };
}

/** The reminder of an 'Importante' notice still unacknowledged after the confirmation window. */
export function lembreteEmail(nome: string, notice: Notice, link: string, idioma: Idioma = 'pt-BR'): Email {
  return {
    subject: t(idioma, 'aviso.lembrete.assunto', { titulo: notice.tituloAviso }),
    text: [
      t(idioma, 'comum.ola', { nome: firstName(nome) }),
      '',
      t(idioma, 'aviso.lembrete.intro'),
      '',
      notice.tituloAviso,
      notice.conteudoAviso,
      '',
      t(idioma, 'aviso.lembrete.abra', { link }),
    ].join('\n'),
  };
}
