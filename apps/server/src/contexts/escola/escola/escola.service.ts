import type { Db, DbOrTx } from '../../../db/client';
import { DEMO_SCHOOL_CODE } from '../../../db/seed/demo-data';
import { escolaRepository } from './escola.repository';

/** What may be asked about a school before signing in: the school a code names, and the demo's. */
export const escolaService = {
  /** The demo school's name and code, in demo mode only (null otherwise, or when it is not there). */
  async demo(db: Db, demoMode: boolean): Promise<{ nome: string; codigo: string } | null> {
    const row = demoMode ? await escolaRepository.byCodigo(db, DEMO_SCHOOL_CODE) : null;
    return row ? { nome: row.nome, codigo: row.codigo } : null;
  },

  /** The school a family's registration code names (already trimmed and in capitals), or null. */
  byCodigo(db: DbOrTx, codigo: string) {
    return escolaRepository.byCodigo(db, codigo);
  },

  /** Whether a school has this code (typed by a family at registration: spaces and case do not matter). */
  async codigoExiste(db: Db, codigoDigitado: string): Promise<boolean> {
    const codigo = codigoDigitado.trim().toUpperCase();
    return codigo ? (await escolaRepository.byCodigo(db, codigo)) !== null : false;
  },
};
