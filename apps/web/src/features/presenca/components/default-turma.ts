import type { TurmaRead } from '@lunna/contract';

/**
 * The class the attendance screen opens on: the one last chosen on this device while it is still listed;
 * else the first of the person's own active classes that has children (an educator's class, not the
 * alphabetically first one of the school, which may be empty); else the first active class with children;
 * else the first.
 */
export function defaultTurma(
  turmas: TurmaRead[],
  usuarioId: string | undefined,
  remembered: string | null,
): string | undefined {
  if (remembered && turmas.some((t) => t.idTurma === remembered)) return remembered;
  const withChildren = turmas.filter((t) => t.quantidadeAlunos > 0 && !t.arquivada);
  const own = withChildren.find((t) => t.pedagogos.some((p) => p.idUsuario === usuarioId));
  return (own ?? withChildren[0] ?? turmas[0])?.idTurma;
}
