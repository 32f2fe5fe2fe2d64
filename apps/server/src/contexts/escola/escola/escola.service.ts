import type { Db } from '../../../db/client';
import { DEMO_SCHOOL_CODE } from '../../../db/seed/demo-data';
import { escolaRepository } from './escola.repository';

/** What anyone may ask about a school before signing in: only whether its code exists, and the demo's. */
export const escolaService = {
  /** The demo school's name and code, in demo mode only (null otherwise, or when it is not there). */
  async demo(db: Db, demoMode: boolean): Promise<{ nome: string; codigo: string } | null> {
    const row = demoMode ? await escolaRepository.byCodigo(db, DEMO_SCHOOL_CODE) : null;
    return row ? { nome: row.nome, codigo: row.codigo } : null;
  },

  /** Whether a school has this code (typed by a family at registration: spaces and case do not matter). */
  async codigoExiste(db: Db, codigoDigitado: string): Promise<boolean> {
    const codigo = codigoDigitado.trim().toUpperCase();
    return codigo ? (await escolaRepository.byCodigo(db, codigo)) !== null : false;
  },
};
