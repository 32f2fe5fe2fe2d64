/**
 * Told when notifications are written, so they can reach people at once (their open sockets, Web Push).
 * The writing transaction may still be open, or roll back: a listener re-reads the rows by id and
 * delivers only what it finds.
 */
export type NotificacaoCriada = { idNotificacao: string; usuarioId: string };
type Ouvinte = (criadas: NotificacaoCriada[]) => void;

const ouvintes = new Set<Ouvinte>();

export const notificacaoEventos = {
  /** Returns a function that stops listening. */
  on(ouvinte: Ouvinte): () => void {
    ouvintes.add(ouvinte);
    return () => ouvintes.delete(ouvinte);
  },

  emit(criadas: NotificacaoCriada[]): void {
    if (criadas.length === 0) return;
    for (const ouvinte of [...ouvintes]) {
      try {
        ouvinte(criadas);
      } catch {
        // A listener's failure never fails the write that told it.
      }
    }
  },
};
