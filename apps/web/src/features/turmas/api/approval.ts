import type { TurmaRead } from '@lunna/contract';
import { useMemo } from 'react';
import { useTurmas } from './turmas';

/**
 * What the class form tells an educator about the director's approval: `mine` are the children of her
 * active classes (they join at once); any other child she picks is asked of the director, and `pending`
 * are those already waiting for this class. Null for the director, who adds any child directly.
 */
export type Approval = { mine: ReadonlySet<string>; pending: ReadonlySet<string> };

export function useApproval(director: boolean, turma?: TurmaRead): Approval | null {
  const turmas = useTurmas();
  return useMemo(() => {
    if (director) return null;
    const mine = new Set((turmas.data ?? []).flatMap((x) => x.discentes.map((d) => d.idDisc)));
    return { mine, pending: new Set((turma?.discentesPendentes ?? []).map((d) => d.idDisc)) };
  }, [director, turmas.data, turma]);
}
