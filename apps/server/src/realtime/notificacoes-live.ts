import { destinoNotificacoes, type NotificacaoAoVivo } from '@lunna/contract';
import type { Db } from '../db/client';
import { notificacaoEventos, type NotificacaoCriada } from '../features/notificacao/notificacao.eventos';
import { notificacaoService } from '../features/notificacao/notificacao.service';
import type { StompBroker } from './broker';

/**
 * When to look for notifications just written, in ms after being told. The writing transaction may still
 * be open (on PostgreSQL another connection does not see its rows until it commits) or roll back, so the
 * rows are read again a few times over about a second; what never appears is never delivered.
 */
export const RELEITURAS_MS = [0, 50, 150, 300, 500] as const;

export type NotificacoesLiveDeps = {
  db: Db;
  broker: StompBroker;
  /** Whether anyone may be listening for this person; false skips the work (nobody has a socket open). */
  alguemOuve: (usuarioId: string) => boolean;
  reportError: (error: unknown) => void;
};

/** Delivers each notification, as soon as it is written, to `/user/{usuarioId}/notificacoes`. Returns how to stop. */
export function startNotificacoesLive({ db, broker, alguemOuve, reportError }: NotificacoesLiveDeps) {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const inFlight = new Set<Promise<void>>();
  let stopped = false;

  async function deliver(pendentes: Set<string>): Promise<void> {
    const encontradas = await notificacaoService.forDelivery(db, [...pendentes]);
    for (const { usuarioId, notificacao } of encontradas) {
      pendentes.delete(notificacao.idNotificacao);
      const frame: NotificacaoAoVivo = { tipo: 'notificacao', notificacao };
      await broker.publish(
        destinoNotificacoes(usuarioId),
        { 'content-type': 'application/json' },
        JSON.stringify(frame),
      );
    }
  }

  function attempt(pendentes: Set<string>, tentativa: number): void {
    if (stopped || pendentes.size === 0 || tentativa >= RELEITURAS_MS.length) return;
    const previous = RELEITURAS_MS[tentativa - 1] ?? 0;
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (stopped) return;
      const work = deliver(pendentes)
        .catch(reportError)
        .then(() => attempt(pendentes, tentativa + 1));
      inFlight.add(work);
      void work.finally(() => inFlight.delete(work));
    }, RELEITURAS_MS[tentativa]! - previous);
    timers.add(timer);
  }

  const stopListening = notificacaoEventos.on((criadas: NotificacaoCriada[]) => {
    const pendentes = new Set(criadas.filter((c) => alguemOuve(c.usuarioId)).map((c) => c.idNotificacao));
    attempt(pendentes, 0);
  });

  return {
    /** Stops listening and waits for reads already under way (the database closes after this). */
    async stop(): Promise<void> {
      stopped = true;
      stopListening();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...inFlight]);
    },
  };
}
