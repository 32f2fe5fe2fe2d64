/**
 * Told once a diary change is committed (an entry written or corrected, an incident acknowledged, a thing
 * to bring marked done), with who may be looking at that child's diary: the live feed
 * (realtime/diario-live.ts) tells their open pages to read the day again. One per app, so two instances
 * in one process (tests) each deliver only their own changes, and Redis carries them to the other.
 */
export type DiarioAlterado = { idDisc: string; idRegistro: string; usuarioIds: string[] };
type Ouvinte = (alterados: DiarioAlterado[]) => void;

export type DiarioEventos = {
  /** Returns a function that stops listening. */
  on(ouvinte: Ouvinte): () => void;
  emit(alterados: DiarioAlterado[]): void;
};

export function criarDiarioEventos(): DiarioEventos {
  const ouvintes = new Set<Ouvinte>();
  return {
    on(ouvinte) {
      ouvintes.add(ouvinte);
      return () => ouvintes.delete(ouvinte);
    },
    emit(alterados) {
      if (alterados.length === 0) return;
      for (const ouvinte of [...ouvintes]) {
        try {
          ouvinte(alterados);
        } catch {
          // A listener's failure never fails the write that told it.
        }
      }
    },
  };
}
