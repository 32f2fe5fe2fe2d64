import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { entidadesPerfil } from '@lunna/contract';
import type { DbOrTx } from '../../../db/client';
import { contatoEmergencia, discente, fichaMed, historicoAlteracao, usuario } from '../../../db/schema';

export type DiscenteRow = typeof discente.$inferSelect;
export type FichaMedRow = typeof fichaMed.$inferSelect;
export type ContatoRow = typeof contatoEmergencia.$inferSelect;

export const discenteEdicaoRepository = {
  /**
   * Locks the child's row until the transaction ends, so two guardians saving at once are applied one
   * after the other and each diff is taken against what the other wrote. Null when the child is unknown.
   */
  async lockAndRead(tx: DbOrTx, discenteId: string) {
    const [row] = await tx.select().from(discente).where(eq(discente.id, discenteId)).for('update');
    if (!row) return null;
    const [ficha] = await tx.select().from(fichaMed).where(eq(fichaMed.discenteId, discenteId));
    const contatos = await tx
      .select()
      .from(contatoEmergencia)
      .where(eq(contatoEmergencia.discenteId, discenteId));
    return { discente: row, ficha: ficha ?? null, contatos };
  },

  async updateDiscente(
    tx: DbOrTx,
    discenteId: string,
    values: Partial<
      Pick<DiscenteRow, 'nomeDisc' | 'dataNasDisc' | 'alturaDisc' | 'pesoDisc' | 'deficiencia'>
    >,
  ) {
    await tx.update(discente).set(values).where(eq(discente.id, discenteId));
  },

  async updateContato(
    tx: DbOrTx,
    discenteId: string,
    idContato: string,
    values: Partial<Pick<ContatoRow, 'nome' | 'parentesco' | 'numeroTelefone' | 'numeroCelular'>>,
  ) {
    await tx
      .update(contatoEmergencia)
      .set(values)
      .where(and(eq(contatoEmergencia.id, idContato), eq(contatoEmergencia.discenteId, discenteId)));
  },

  async deleteContatos(tx: DbOrTx, discenteId: string, ids: string[]) {
    if (ids.length === 0) return;
    await tx
      .delete(contatoEmergencia)
      .where(and(eq(contatoEmergencia.discenteId, discenteId), inArray(contatoEmergencia.id, ids)));
  },

  async recordHistory(tx: DbOrTx, rows: (typeof historicoAlteracao.$inferInsert)[]) {
    if (rows.length > 0) await tx.insert(historicoAlteracao).values(rows);
  },

  /** The child's record changes, newest first, with the author's name and role. */
  async history(db: DbOrTx, discenteId: string, limit: number) {
    return db
      .select({ row: historicoAlteracao, autorNome: usuario.nome, autorPapel: usuario.papel })
      .from(historicoAlteracao)
      .leftJoin(usuario, eq(usuario.id, historicoAlteracao.usuarioId))
      .where(
        and(
          eq(historicoAlteracao.discenteId, discenteId),
          inArray(historicoAlteracao.entidade, [...entidadesPerfil]),
        ),
      )
      .orderBy(desc(historicoAlteracao.createdAt), desc(sql`${historicoAlteracao.id}`))
      .limit(limit);
  },
};
