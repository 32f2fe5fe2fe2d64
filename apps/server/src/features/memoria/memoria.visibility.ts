import { sql, type SQL } from 'drizzle-orm';
import { memoria } from '../../db/schema';

/**
 * Whether child `discente` has photo-sharing consent: at least one guardian granted it and no guardian's
 * latest decision is a refusal (a refusal by either parent prevails). No decision at all: not granted.
 * Only the child's current, active guardians decide: someone whose link was removed or suspended no
 * longer speaks for the child.
 */
export function fotoConsentida(discenteId: SQL): SQL {
  const latest = (concedido: boolean) => sql`exists (
    select 1 from consentimento k
    where k.discente_id = ${discenteId} and k.finalidade = 'fotos_turma' and k.concedido = ${concedido}
      and exists (
        select 1 from responsavel_discente krd join responsavel kr on kr.id = krd.responsavel_id
        where krd.discente_id = k.discente_id and krd.status = 'ativo' and kr.usuario_id = k.usuario_id)
      and not exists (
        select 1 from consentimento k2
        where k2.discente_id = k.discente_id and k2.usuario_id = k.usuario_id and k2.finalidade = k.finalidade
          and (k2.created_at, k2.id) > (k.created_at, k.id)))`;
  return sql`(${latest(true)} and not ${latest(false)})`;
}

/**
 * The same rule as memoriaVisivelParaResponsavel, for a guardian and a child given as SQL (a column of
 * an outer query, to find every guardian who may see a memory in one statement).
 */
export function memoriaVisivelPara(guardianUsuarioId: SQL, discenteId: SQL): SQL {
  return sql`(
    (
      (not ${memoria.somenteMarcados} and exists (
        select 1 from turma_discente td where td.turma_id = ${memoria.turmaId} and td.discente_id = ${discenteId}))
      or exists (select 1 from memoria_discente md where md.memoria_id = ${memoria.id} and md.discente_id = ${discenteId})
    )
    and not exists (
      select 1 from memoria_discente other
      where other.memoria_id = ${memoria.id}
        and not exists (
          select 1 from responsavel_discente rd join responsavel r on r.id = rd.responsavel_id
          where rd.discente_id = other.discente_id and rd.status = 'ativo' and r.usuario_id = ${guardianUsuarioId})
        and not ${fotoConsentida(sql`other.discente_id`)}
    )
  )`;
}

/**
 * The memories a guardian may see for one of their children (`discenteId`, already checked to be theirs):
 * photos shared with a class the child is in, or photos the child is tagged in; and never a photo showing
 * another family's child whose guardians have not consented to sharing.
 */
export function memoriaVisivelParaResponsavel(guardianUsuarioId: string, discenteId: string): SQL {
  return memoriaVisivelPara(sql`${guardianUsuarioId}::uuid`, sql`${discenteId}::uuid`);
}
