import { and, asc, eq, gte, isNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { diarioRegistro } from '../../db/schema';

/**
 * The diary as Lumi and the end-of-day summary read it: the latest version of each entry (replaced and
 * voided ones left out), oldest first. Callers check access first.
 */
export const diarioLeituraRepository = {
  async vigentes(db: DbOrTx, discenteId: string, de: string, ate: string = de) {
    return db
      .select({
        id: diarioRegistro.id,
        data: diarioRegistro.data,
        tipo: diarioRegistro.tipo,
        ocorridoEm: diarioRegistro.ocorridoEm,
        detalhes: diarioRegistro.detalhes,
        autorNome: diarioRegistro.autorNome,
        corrigido: diarioRegistro.corrigeId,
      })
      .from(diarioRegistro)
      .where(
        and(
          eq(diarioRegistro.discenteId, discenteId),
          gte(diarioRegistro.data, de),
          lte(diarioRegistro.data, ate),
          isNull(diarioRegistro.corrigidoPorId),
          eq(diarioRegistro.anulado, false),
        ),
      )
      .orderBy(asc(diarioRegistro.ocorridoEm), asc(diarioRegistro.createdAt));
  },
};
