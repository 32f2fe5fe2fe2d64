/**
 * Everything the server lets someone do to a resource, by name. `requireAccess` (require-access.ts) holds
 * the one rule that grants each; a use case names the permission it needs instead of writing its own check.
 */
export const Permissao = {
  /** Read a child: one of its guardians, the director of its school, an educator of one of its active classes. */
  DiscenteLer: 'discente.ler',
  /** Act as the child's family (its record, its pickup list, its requests): the child's own active guardians. */
  DiscenteResponsavel: 'discente.responsavel',
  /** Act as a guardian at all: a guardian's account with its profile. */
  Responsavel: 'responsavel',
  /** Manage a class (attendance, diary, routine, posts): the director of its school, an educator who teaches it. */
  TurmaGerir: 'turma.gerir',
  /** Read what an active class publishes: the director, its educators, a guardian of a child in it. */
  TurmaConteudoLer: 'turma.conteudo.ler',
  /** The staff's areas: an educator or the director. */
  Equipe: 'equipe',
  /** The director's area, always of the director's own school. */
  Direcao: 'direcao',
} as const;

export type Permissao = (typeof Permissao)[keyof typeof Permissao];
