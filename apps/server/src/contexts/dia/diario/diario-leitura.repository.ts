import type { DbOrTx } from '../../../db/client';
import { listarRegistrosDoDia } from './diario.repository';

/**
 * The diary as Lumi and the end-of-day summary read it: the latest version of each entry (replaced and
 * voided ones left out), oldest first, through the diary's own read. Callers check access first.
 */
export const diarioLeituraRepository = {
  async vigentes(db: DbOrTx, discenteId: string, de: string, ate: string = de) {
    const rows = await listarRegistrosDoDia(db, discenteId, de, ate);
    return rows
      .filter((r) => r.corrigidoPorId === null && !r.anulado)
      .map((r) => ({
        id: r.id,
        data: r.data,
        tipo: r.tipo,
        ocorridoEm: r.ocorridoEm,
        detalhes: r.detalhes,
        autorNome: r.autorNome,
        corrigido: r.corrigeId,
      }));
  },
};
