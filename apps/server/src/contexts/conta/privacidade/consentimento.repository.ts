import type { FinalidadeConsentimento } from '@lunna/contract';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { consentimento, discente, usuario } from '../../../db/schema';

/**
 * Whether consent for `finalidade` applies to the child given as SQL: at least one of its current, active
 * guardians granted it and no such guardian's latest decision is a refusal (a refusal by either parent
 * prevails). No decision at all: not granted (the protective default). Memories' photo visibility
 * (memoria.visibility.ts, fotoConsentida) is this rule for 'fotos_turma'.
 */
export function consentimentoVigenteSql(discenteId: SQL, finalidade: FinalidadeConsentimento): SQL {
  const latest = (concedido: boolean) => sql`exists (
    select 1 from consentimento k
    where k.discente_id = ${discenteId} and k.finalidade = ${finalidade} and k.concedido = ${concedido}
      and exists (
        select 1 from responsavel_discente krd join responsavel kr on kr.id = krd.responsavel_id
        where krd.discente_id = k.discente_id and krd.status = 'ativo' and kr.usuario_id = k.usuario_id)
      and not exists (
        select 1 from consentimento k2
        where k2.discente_id = k.discente_id and k2.usuario_id = k.usuario_id and k2.finalidade = k.finalidade
          and (k2.created_at, k2.id) > (k.created_at, k.id)))`;
  return sql`(${latest(true)} and not ${latest(false)})`;
}

export const consentimentoRepository = {
  /** Every decision about the child (both purposes), newest first, with the deciding guardian's name. */
  async decisoes(db: DbOrTx, discenteId: string) {
    return db
      .select({
        id: consentimento.id,
        finalidade: consentimento.finalidade,
        concedido: consentimento.concedido,
        usuarioId: consentimento.usuarioId,
        nome: usuario.nome,
        createdAt: consentimento.createdAt,
      })
      .from(consentimento)
      .innerJoin(usuario, eq(usuario.id, consentimento.usuarioId))
      .where(eq(consentimento.discenteId, discenteId))
      .orderBy(desc(consentimento.createdAt), desc(consentimento.id));
  },

  async vigente(db: DbOrTx, discenteId: string, finalidade: FinalidadeConsentimento): Promise<boolean> {
    const [row] = await db
      .select({ ok: sql<boolean>`${consentimentoVigenteSql(sql`${discente.id}`, finalidade)}` })
      .from(discente)
      .where(eq(discente.id, discenteId));
    return Boolean(row?.ok);
  },

  async add(db: DbOrTx, values: typeof consentimento.$inferInsert): Promise<void> {
    await db.insert(consentimento).values(values);
  },

  /** The decisions one guardian made about their children (for their data export). */
  async byUsuario(db: DbOrTx, usuarioId: string, discenteId: string) {
    return db
      .select({
        finalidade: consentimento.finalidade,
        concedido: consentimento.concedido,
        createdAt: consentimento.createdAt,
      })
      .from(consentimento)
      .where(and(eq(consentimento.usuarioId, usuarioId), eq(consentimento.discenteId, discenteId)))
      .orderBy(desc(consentimento.createdAt));
  },
};
