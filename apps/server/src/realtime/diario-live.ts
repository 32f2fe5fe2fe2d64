import { destinoDiario, type EventoDiario } from '@lunna/contract';
import type { DiarioAlterado, DiarioEventos } from '../contexts/dia/diario/diario.eventos';
import type { StompBroker } from './broker';

export type DiarioLiveDeps = {
  eventos: DiarioEventos;
  broker: StompBroker;
  /** Whether anyone may be listening for this person; false skips the work (nobody has a socket open). */
  alguemOuve: (usuarioId: string) => boolean;
  reportError: (error: unknown) => void;
};

/**
 * Tells each person's open diary pages, on `/user/{usuarioId}/diario`, which entry of which child changed.
 * The change is told after its transaction committed, so it is delivered at once; the page reads the day
 * again through the API, which checks access. Through the broker, so Redis carries it to other instances.
 */
export function startDiarioLive({ eventos, broker, alguemOuve, reportError }: DiarioLiveDeps) {
  const inFlight = new Set<Promise<void>>();

  async function deliver(alterados: DiarioAlterado[]): Promise<void> {
    for (const { idDisc, idRegistro, usuarioIds } of alterados) {
      const frame: EventoDiario = { idDisc, idRegistro };
      for (const usuarioId of usuarioIds) {
        if (!alguemOuve(usuarioId)) continue;
        await broker.publish(
          destinoDiario(usuarioId),
          { 'content-type': 'application/json' },
          JSON.stringify(frame),
        );
      }
    }
  }

  const stopListening = eventos.on((alterados) => {
    const work = deliver(alterados).catch(reportError);
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  });

  return {
    /** Stops listening and waits for deliveries under way. */
    async stop(): Promise<void> {
      stopListening();
      await Promise.allSettled([...inFlight]);
    },
  };
}
