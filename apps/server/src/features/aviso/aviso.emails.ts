import type { Email } from '../notificacao/notificacao.service';

type Notice = { tituloAviso: string; conteudoAviso: string; importancia: string };

const firstName = (nome: string) => nome.trim().split(/\s+/)[0] ?? nome;

/** The notice itself, for guardians who asked for e-mail at its priority. */
export function avisoEmail(nome: string, notice: Notice, link: string): Email {
  return {
    subject: `Lunna · ${notice.importancia}: ${notice.tituloAviso}`,
    text: [
      `Olá, ${firstName(nome)}!`,
      '',
      `A escola enviou um aviso (${notice.importancia}):`,
      '',
      notice.tituloAviso,
      notice.conteudoAviso,
      '',
      notice.importancia === 'Importante' ? `Confirme que leu em: ${link}` : `Veja no portal: ${link}`,
    ].join('\n'),
  };
}

/** The reminder of an 'Importante' notice still unacknowledged after the confirmation window. */
export function lembreteEmail(nome: string, notice: Notice, link: string): Email {
  return {
    subject: `Lunna · Confirme a leitura: ${notice.tituloAviso}`,
    text: [
      `Olá, ${firstName(nome)}!`,
      '',
      'A escola enviou um aviso importante que ainda aguarda a sua confirmação de leitura:',
      '',
      notice.tituloAviso,
      notice.conteudoAviso,
      '',
      `Abra o aviso e marque como lido: ${link}`,
    ].join('\n'),
  };
}
