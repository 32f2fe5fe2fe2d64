import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { arquivo, historicoAlteracao, responsavel, usuario } from '../../../db/schema';

export type ResponsavelRow = typeof responsavel.$inferSelect;

/** The columns a guardian edits on 'Meus dados'. */
export type DadosEditaveis = Pick<
  ResponsavelRow,
  'nomeResp' | 'rgResp' | 'emailRecResp' | 'numeroTel' | 'numeroCel' | 'rua' | 'bairro' | 'cep' | 'uf'
>;

export const responsavelDadosRepository = {
  async byUsuario(db: DbOrTx, usuarioId: string) {
    const [row] = await db
      .select({ r: responsavel, email: usuario.email })
      .from(responsavel)
      .innerJoin(usuario, eq(usuario.id, responsavel.usuarioId))
      .where(eq(responsavel.usuarioId, usuarioId));
    return row ?? null;
  },

  /** The guardian's row, locked until the transaction ends (two uploads at once replace in turn). */
  async lock(tx: DbOrTx, responsavelId: string): Promise<ResponsavelRow | null> {
    const [row] = await tx.select().from(responsavel).where(eq(responsavel.id, responsavelId)).for('update');
    return row ?? null;
  },

  /** The account's display name follows the guardian's name (chat, notices, notifications). */
  async update(tx: DbOrTx, responsavelId: string, usuarioId: string, values: DadosEditaveis): Promise<void> {
    await tx.update(responsavel).set(values).where(eq(responsavel.id, responsavelId));
    await tx.update(usuario).set({ nome: values.nomeResp }).where(eq(usuario.id, usuarioId));
  },

  async setFile(
    tx: DbOrTx,
    responsavelId: string,
    column: 'ftPerfilResp' | 'ftRgResp',
    filename: string,
  ): Promise<void> {
    await tx
      .update(responsavel)
      .set(column === 'ftPerfilResp' ? { ftPerfilResp: filename } : { ftRgResp: filename })
      .where(eq(responsavel.id, responsavelId));
  },

  async recordFile(tx: DbOrTx, values: typeof arquivo.$inferInsert): Promise<void> {
    await tx.insert(arquivo).values(values);
  },

  async forgetFile(tx: DbOrTx, filename: string): Promise<void> {
    await tx.delete(arquivo).where(eq(arquivo.filename, filename));
  },

  async recordHistory(tx: DbOrTx, values: typeof historicoAlteracao.$inferInsert): Promise<void> {
    await tx.insert(historicoAlteracao).values(values);
  },
};
