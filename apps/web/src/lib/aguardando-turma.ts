import type { SessaoResponse } from '@lunna/contract';
import { useSession } from './session';

export type AguardandoTurma = NonNullable<SessaoResponse['aguardandoTurma']>;

/**
 * The pages that show a class's life (its plan, menu, wall, photos, polls, the day's diary and attendance, the
 * chat). A family whose children are in no class yet sees the calm waiting state instead of them empty, and the
 * menu leaves them out (issue 28). Shared by the frame (menu) and the layout (the page). Notices are not among
 * them: the family already receives the notices sent to the whole school, so it must be able to open them.
 */
export const PAGINAS_DE_TURMA = [
  '/rotina',
  '/cardapio',
  '/atividade',
  '/mural',
  '/memoria',
  '/enquetes',
  '/diario',
  '/presenca',
  '/chat',
] as const;

export const ePaginaDeTurma = (pathname: string) =>
  PAGINAS_DE_TURMA.some((p) => pathname === p || pathname.startsWith(`${p}/`));

/** The signed-in family's waiting state, or null (staff, a family with a child in a class, still loading). */
export function useAguardandoTurma(): AguardandoTurma | null {
  return useSession().data?.aguardandoTurma ?? null;
}
