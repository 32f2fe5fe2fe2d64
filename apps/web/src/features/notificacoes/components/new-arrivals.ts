import type { NotificacaoRead } from '@lunna/contract';

/**
 * The unread notifications not seen before (in the order of the list: highest priority first, then newest),
 * and the ids now seen. The first list a page loads only sets what was seen: nothing pops up for it.
 */
export function newArrivals(
  seen: ReadonlySet<string> | null,
  itens: NotificacaoRead[],
): { fresh: NotificacaoRead[]; seen: Set<string> } {
  const next = new Set(seen ?? []);
  for (const n of itens) next.add(n.idNotificacao);
  if (seen === null) return { fresh: [], seen: next };
  return { fresh: itens.filter((n) => !n.lida && !seen.has(n.idNotificacao)), seen: next };
}
