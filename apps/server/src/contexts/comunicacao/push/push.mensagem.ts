import type { Importancia, NotificacaoRead, PushMensagem } from '@lunna/contract';

const TITULO_MAX = 120;
const TEXTO_MAX = 240;

const cut = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/** Only a path of this app is opened from a notification (never another site). */
const safePath = (link: string) =>
  link.startsWith('/') && !link.startsWith('//') && !link.includes('\\') ? link : '/dashboard';

type Notificacao = {
  id: string;
  prioridade: Importancia;
  tipo: NotificacaoRead['tipo'];
  titulo: string;
  texto: string;
  link: string;
  refId: string | null;
};

/**
 * The push message for a notification: exactly the bell's title and text (shortened for a lock screen),
 * so a device shows nothing about a child that the notification itself does not already say. The tag
 * names the item, so a newer message about the same notice or alert replaces the older one.
 */
export function pushMessageFor(n: Notificacao): PushMensagem {
  return {
    title: cut(n.titulo, TITULO_MAX),
    body: cut(n.texto, TEXTO_MAX),
    url: safePath(n.link),
    tag: `${n.tipo}-${n.refId ?? n.id}`,
    prioridade: n.prioridade,
  };
}

/** *Importante* and *Atenção* always reach the devices a person turned on; *Normal* only if they asked for it. */
export const wantsPush = (prioridade: Importancia, prefs: { pushNormal: boolean }) =>
  prioridade !== 'Normal' || prefs.pushNormal;
