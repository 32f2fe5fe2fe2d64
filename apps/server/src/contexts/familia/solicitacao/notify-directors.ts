import type { DbOrTx } from '../../../db/client';
import { notificacaoService, type NoticeLocalizada } from '../../comunicacao/notificacao/notificacao.service';
import { solicitacaoRepository as repo } from './solicitacao.repository';

/** Where the director decides the school's requests. */
export const LINK_DIRECAO = '/solicitacoes';

/** Tells every director of the school about a request (in the caller's transaction). */
export async function notifyDirectors(
  tx: DbOrTx,
  escolaId: string,
  notice: Omit<NoticeLocalizada, 'escolaId' | 'link' | 'prioridade' | 'tipo'>,
) {
  const directors = await repo.directorsOf(tx, escolaId);
  await notificacaoService.record(tx, directors, {
    ...notice,
    escolaId,
    prioridade: 'Normal',
    tipo: 'solicitacao',
    link: LINK_DIRECAO,
  });
}

/** A request that is gone (withdrawn) leaves nothing unread in the directors' bells. */
export async function readDirectorsNotices(tx: DbOrTx, escolaId: string, requestIds: string[]) {
  if (requestIds.length === 0) return;
  const directors = await repo.directorsOf(tx, escolaId);
  for (const usuarioId of directors)
    for (const refId of requestIds) await notificacaoService.readByRef(tx, usuarioId, refId);
}
