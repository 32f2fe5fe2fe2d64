import type {
  PushAparelho,
  PushChave,
  PushEstadoInscricao,
  PushInscricaoPayload,
  PushInscricaoSalva,
} from '@lunna/contract';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import type { PushSender } from '../../../platform/push/push';
import type { Actor } from '../../../lib/actor';
import { descreverNavegador } from '../../conta/conta/sessao-descricao';
import { pushRepository } from './push.repository';

/** Devices (browsers) per person that get notifications; subscribing on one more drops the least recently used. */
export const MAX_DISPOSITIVOS = 10;

/** 'Chrome 140 · Android 14': enough for the person to tell their devices apart, nothing more of the User-Agent. */
function rotulo(userAgent: string | null): string | null {
  const { navegador, sistema } = descreverNavegador(userAgent);
  const parts = [navegador, sistema].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** Device notifications: every signed-in person manages the subscriptions of their own browsers, and only those. */
export const pushService = {
  chave(push: PushSender, _actor: Actor): PushChave {
    return { chavePublica: push.publicKey };
  },

  async subscribe(
    db: Db,
    actor: Actor,
    payload: PushInscricaoPayload,
    userAgent: string | null,
  ): Promise<PushInscricaoSalva> {
    const idAparelho = await pushRepository.upsert(db, {
      usuarioId: actor.usuarioId,
      escolaId: actor.escolaId,
      endpoint: payload.endpoint,
      p256dh: payload.keys.p256dh,
      auth: payload.keys.auth,
      userAgent: rotulo(userAgent),
    });
    // The server posts to every subscription a person has: a handful of devices, not an unbounded list.
    await pushRepository.keepNewest(db, actor.usuarioId, MAX_DISPOSITIVOS);
    return { ok: true, idAparelho };
  },

  /** Whether the server still sends to this browser: an endpoint that is not the person's own reads as gone. */
  async estado(db: Db, actor: Actor, endpoint: string): Promise<PushEstadoInscricao> {
    return { idAparelho: (await pushRepository.findOwn(db, actor.usuarioId, endpoint))?.id ?? null };
  },

  async aparelhos(db: Db, actor: Actor): Promise<PushAparelho[]> {
    const rows = await pushRepository.listOwn(db, actor.usuarioId);
    return rows.map((r) => ({
      idAparelho: r.id,
      descricao: r.userAgent,
      ativadoEm: r.createdAt.toISOString(),
      ultimoEnvio: r.lastSuccessAt?.toISOString() ?? null,
    }));
  },

  /** Removes one of the person's devices (a lost phone, an old laptop); anyone else's is "not found". */
  async removerAparelho(db: Db, actor: Actor, idAparelho: string): Promise<void> {
    if (!(await pushRepository.deleteOwnById(db, actor.usuarioId, idAparelho))) throw notFound('Aparelho');
  },

  /** Someone else's subscription (or an unknown one) is "not found" and stays as it is. */
  async unsubscribe(db: Db, actor: Actor, endpoint: string): Promise<void> {
    if (!(await pushRepository.deleteOwn(db, actor.usuarioId, endpoint))) throw notFound('Inscrição');
  },
};
