import type { NotificacaoList, NotificacaoRead } from '@lunna/contract';
import { frameSchemas } from '../../../lib/live-frames';

/** The body of `/user/{id}/notificacoes`: `{tipo: 'notificacao', notificacao}`. */
export async function lerNotificacao(body: unknown): Promise<NotificacaoRead | null> {
  const parsed = (await frameSchemas()).notificacaoAoVivo.safeParse(body);
  return parsed.success ? parsed.data.notificacao : null;
}

/** Adds a notification that arrived live at the top of the list (once), counting it when unread. */
export function acrescentarNotificacao(
  list: NotificacaoList | undefined,
  n: NotificacaoRead,
): NotificacaoList | undefined {
  if (!list || list.itens.some((i) => i.idNotificacao === n.idNotificacao)) return list;
  return { itens: [n, ...list.itens], naoLidas: list.naoLidas + (n.lida ? 0 : 1) };
}
