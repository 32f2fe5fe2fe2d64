import { sql, type SQL } from 'drizzle-orm';
import { memoria } from '../../../db/schema';
import { consentimentoVigenteSql } from '../../conta/privacidade/consentimento.repository';

/** Whether child `discente` has photo-sharing consent: the family's consent rule for 'fotos_turma'. */
export function fotoConsentida(discenteId: SQL): SQL {
  return consentimentoVigenteSql(discenteId, 'fotos_turma');
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
