import { destinoNotificacoes, type NotificacaoAoVivo } from '@lunna/contract';
import type { Db } from '../db/client';
import { idsDaSaida } from '../contexts/comunicacao/notificacao/notificacao.repository';
import { notificacaoService } from '../contexts/comunicacao/notificacao/notificacao.service';
import type { TratadorSaida } from '../platform/saida/saida';
import type { StompBroker } from './broker';

export type NotificacoesLiveDeps = {
  db: Db;
  broker: StompBroker;
  /** Whether anyone may be listening for this person; false skips the publish (nobody has a socket open). */
  alguemOuve: (usuarioId: string) => boolean;
};

/**
 * The outbox's handler for new notifications (their transaction committed): each goes to
 * `/user/{usuarioId}/notificacoes`, on every instance through the broker. A failed publish throws, so the
 * outbox tries again; a client may then get one twice and drops it by `idNotificacao`.
 */
export function entregarNotificacoesAoVivo({ db, broker, alguemOuve }: NotificacoesLiveDeps): TratadorSaida {
  return async (payload) => {
    const encontradas = await notificacaoService.forDelivery(db, idsDaSaida(payload));
    for (const { usuarioId, notificacao } of encontradas) {
      if (!alguemOuve(usuarioId)) continue;
      const frame: NotificacaoAoVivo = { tipo: 'notificacao', notificacao };
      await broker.publish(
        destinoNotificacoes(usuarioId),
        { 'content-type': 'application/json' },
        JSON.stringify(frame),
      );
    }
  };
}
