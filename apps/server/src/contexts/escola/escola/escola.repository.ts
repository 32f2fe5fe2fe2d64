import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { escola } from '../../../db/schema';

/** The school's details the director reads and edits. */
const details = {
  id: escola.id,
  nome: escola.nome,
  codigo: escola.codigo,
  cnpj: escola.cnpj,
  telefone: escola.telefone,
  email: escola.email,
  endereco: escola.endereco,
  aprovarVinculos: escola.aprovarVinculos,
};

export type EscolaDetalhes = {
  id: string;
  nome: string;
  codigo: string;
  cnpj: string | null;
  telefone: string | null;
  email: string | null;
  endereco: string | null;
  aprovarVinculos: boolean;
};
export type EscolaAlteracao = Omit<EscolaDetalhes, 'id' | 'codigo'>;

export const escolaRepository = {
  async byCodigo(db: DbOrTx, codigo: string) {
    const [row] = await db
      .select({
        id: escola.id,
        nome: escola.nome,
        codigo: escola.codigo,
        aprovarVinculos: escola.aprovarVinculos,
      })
      .from(escola)
      .where(eq(escola.codigo, codigo));
    return row ?? null;
  },

  async details(db: DbOrTx, escolaId: string): Promise<EscolaDetalhes | null> {
    const [row] = await db.select(details).from(escola).where(eq(escola.id, escolaId));
    return row ?? null;
  },

  /** Locks the row, so two directors saving at once record each other's change in the history. */
  async detailsForUpdate(db: DbOrTx, escolaId: string): Promise<EscolaDetalhes | null> {
    const [row] = await db.select(details).from(escola).where(eq(escola.id, escolaId)).for('update');
    return row ?? null;
  },

  async update(db: DbOrTx, escolaId: string, values: EscolaAlteracao): Promise<EscolaDetalhes> {
    const [row] = await db.update(escola).set(values).where(eq(escola.id, escolaId)).returning(details);
    return row!;
  },

  async setCodigo(db: DbOrTx, escolaId: string, codigo: string): Promise<EscolaDetalhes> {
    const [row] = await db.update(escola).set({ codigo }).where(eq(escola.id, escolaId)).returning(details);
    return row!;
  },

  async codigoExists(db: DbOrTx, codigo: string): Promise<boolean> {
    const rows = await db.select({ id: escola.id }).from(escola).where(eq(escola.codigo, codigo));
    return rows.length > 0;
  },

  async idByCnpj(db: DbOrTx, cnpj: string): Promise<string | null> {
    const [row] = await db.select({ id: escola.id }).from(escola).where(eq(escola.cnpj, cnpj));
    return row?.id ?? null;
  },
};
