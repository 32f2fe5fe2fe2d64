import { and, eq, inArray, isNotNull, isNull, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { arquivo, discente, responsavel, responsavelDiscente, usuario } from '../../../db/schema';

export type NewResponsavel = typeof responsavel.$inferInsert;

export const responsavelRepository = {
  async cpfExists(db: DbOrTx, cpfResp: string): Promise<boolean> {
    const rows = await db
      .select({ id: responsavel.id })
      .from(responsavel)
      .where(eq(responsavel.cpfResp, cpfResp));
    return rows.length > 0;
  },

  async emailExists(db: DbOrTx, email: string): Promise<boolean> {
    const rows = await db.select({ id: usuario.id }).from(usuario).where(eq(usuario.email, email));
    return rows.length > 0;
  },

  async createUsuario(db: DbOrTx, values: typeof usuario.$inferInsert) {
    const [row] = await db.insert(usuario).values(values).returning({ id: usuario.id });
    return row!;
  },

  async create(db: DbOrTx, values: NewResponsavel) {
    const [row] = await db.insert(responsavel).values(values).returning({ id: responsavel.id });
    return row!;
  },

  async recordFiles(db: DbOrTx, rows: (typeof arquivo.$inferInsert)[]) {
    if (rows.length) await db.insert(arquivo).values(rows);
  },

  /** Whether a link of this guardian to a child still waits for the director's approval. */
  async hasPendingLink(db: DbOrTx, responsavelId: string): Promise<boolean> {
    const rows = await db
      .select({ id: responsavelDiscente.discenteId })
      .from(responsavelDiscente)
      .where(
        and(eq(responsavelDiscente.responsavelId, responsavelId), eq(responsavelDiscente.status, 'pendente')),
      )
      .limit(1);
    return rows.length > 0;
  },

  async byUsuario(db: DbOrTx, usuarioId: string) {
    const [row] = await db.select().from(responsavel).where(eq(responsavel.usuarioId, usuarioId));
    return row ?? null;
  },

  async markRegistrationComplete(db: DbOrTx, usuarioId: string): Promise<boolean> {
    const rows = await db
      .update(usuario)
      .set({ cadastroConcluido: true })
      .where(and(eq(usuario.id, usuarioId), eq(usuario.cadastroConcluido, false)))
      .returning({ id: usuario.id });
    return rows.length === 1;
  },

  /** Children linked to this guardian that no other guardian shares (deleted with an undone registration). */
  async childrenOnlyOf(db: DbOrTx, responsavelId: string): Promise<string[]> {
    const mine = db
      .select({ id: responsavelDiscente.discenteId })
      .from(responsavelDiscente)
      .where(eq(responsavelDiscente.responsavelId, responsavelId));
    const shared = db
      .select({ id: responsavelDiscente.discenteId })
      .from(responsavelDiscente)
      .where(
        and(
          inArray(responsavelDiscente.discenteId, mine),
          notInArray(responsavelDiscente.responsavelId, [responsavelId]),
        ),
      );
    const rows = await db
      .select({ id: discente.id })
      .from(discente)
      .where(and(inArray(discente.id, mine), notInArray(discente.id, shared)));
    return rows.map((r) => r.id);
  },

  /** The files that go with the account: its own (not about a child) and those of the children going too. */
  async filesOf(db: DbOrTx, usuarioId: string, discenteIds: string[]): Promise<string[]> {
    const own = await db
      .select({ f: arquivo.filename })
      .from(arquivo)
      .where(and(eq(arquivo.donoUsuarioId, usuarioId), isNull(arquivo.discenteId)));
    const kids = discenteIds.length
      ? await db.select({ f: arquivo.filename }).from(arquivo).where(inArray(arquivo.discenteId, discenteIds))
      : [];
    return [...new Set([...own, ...kids].map((r) => r.f))];
  },

  /**
   * Deletes the account and the children only it had. Photos and documents it uploaded of a child
   * that stays (shared with another guardian) stay with the child, without an owner.
   */
  async deleteFamily(db: DbOrTx, usuarioId: string, discenteIds: string[]) {
    await db
      .update(arquivo)
      .set({ donoUsuarioId: null })
      .where(
        and(
          eq(arquivo.donoUsuarioId, usuarioId),
          isNotNull(arquivo.discenteId),
          discenteIds.length ? notInArray(arquivo.discenteId, discenteIds) : undefined,
        ),
      );
    if (discenteIds.length) await db.delete(discente).where(inArray(discente.id, discenteIds));
    await db.delete(arquivo).where(eq(arquivo.donoUsuarioId, usuarioId));
    await db.delete(usuario).where(eq(usuario.id, usuarioId));
  },
};
