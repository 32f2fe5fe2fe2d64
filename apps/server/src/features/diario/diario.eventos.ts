/**
 * Told once a diary change is committed (an entry written or corrected, an incident acknowledged, a thing
 * to bring marked done), with who may be looking at that child's diary: the live feed
 * (realtime/diario-live.ts) tells their open pages to read the day again.
 */
export type DiarioAlterado = { idDisc: string; idRegistro: string; usuarioIds: string[] };
type Ouvinte = (alterados: DiarioAlterado[]) => void;

const ouvintes = new Set<Ouvinte>();

export const diarioEventos = {
  /** Returns a function that stops listening. */
  on(ouvinte: Ouvinte): () => void {
    ouvintes.add(ouvinte);
    return () => ouvintes.delete(ouvinte);
  },

  emit(alterados: DiarioAlterado[]): void {
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
