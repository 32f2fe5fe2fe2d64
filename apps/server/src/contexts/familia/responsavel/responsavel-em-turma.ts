import { sql, type AnyColumn } from 'drizzle-orm';

/**
 * The one rule for "this guardian belongs to a class community now": an active link to a child who is in an
 * active class. The chat ('Geral', private conversations, the unread badge) and the session's "waiting for a
 * class" state both read it, so a new family whose child the school has not yet put in a class is treated the
 * same everywhere (issue 28).
 */
export const responsavelEmTurma = (usuarioId: AnyColumn | string) => sql<boolean>`exists (
  select 1 from responsavel r
  join responsavel_discente rd on rd.responsavel_id = r.id and rd.status = 'ativo'
  join turma_discente td on td.discente_id = rd.discente_id
  join turma t on t.id = td.turma_id and t.arquivada_em is null
  where r.usuario_id = ${usuarioId})`;
