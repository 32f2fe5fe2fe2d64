import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { conviteEquipe, equipe, escola, turma, turmaPedagogo, usuario } from '../../../db/schema';

/** Not accepted, not cancelled, not expired at `now`. */
const pendente = (now: Date) =>
  and(isNull(conviteEquipe.aceitoEm), isNull(conviteEquipe.canceladoEm), gt(conviteEquipe.expiresAt, now));

export const conviteEquipeRepository = {
  async insert(db: DbOrTx, row: typeof conviteEquipe.$inferInsert) {
    const [created] = await db.insert(conviteEquipe).values(row).returning();
    return created!;
  },

  /** A new invitation to the same address replaces the one not yet answered (its link stops working). */
  async cancelUnansweredTo(db: DbOrTx, escolaId: string, email: string, now: Date) {
    await db
      .update(conviteEquipe)
      .set({ canceladoEm: now })
      .where(
        and(
          eq(conviteEquipe.escolaId, escolaId),
          eq(conviteEquipe.email, email),
          isNull(conviteEquipe.aceitoEm),
          isNull(conviteEquipe.canceladoEm),
        ),
      );
  },

  /** The pending invitation with this token hash, with its school's name. */
  async openByHash(db: DbOrTx, tokenHash: string, now: Date) {
    const [row] = await db
      .select({
        id: conviteEquipe.id,
        escolaId: conviteEquipe.escolaId,
        email: conviteEquipe.email,
        nome: conviteEquipe.nome,
        papel: conviteEquipe.papel,
        turmaIds: conviteEquipe.turmaIds,
        expiresAt: conviteEquipe.expiresAt,
        nomeEscola: escola.nome,
      })
      .from(conviteEquipe)
      .innerJoin(escola, eq(escola.id, conviteEquipe.escolaId))
      .where(and(eq(conviteEquipe.tokenHash, tokenHash), pendente(now)));
    return row ?? null;
  },

  /**
   * Marks the invitation accepted; false when it is not pending any more. The update locks the row, so
   * of two acceptances at once the second waits, finds it accepted and gets false.
   */
  async claim(db: DbOrTx, conviteId: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(conviteEquipe)
      .set({ aceitoEm: now })
      .where(and(eq(conviteEquipe.id, conviteId), pendente(now)))
      .returning({ id: conviteEquipe.id });
    return rows.length === 1;
  },

  async setAceitoPor(db: DbOrTx, conviteId: string, usuarioId: string) {
    await db.update(conviteEquipe).set({ aceitoPor: usuarioId }).where(eq(conviteEquipe.id, conviteId));
  },

  /** The school's invitations still waiting for an answer, newest first. */
  async pendingOf(db: DbOrTx, escolaId: string, now: Date) {
    return db
      .select()
      .from(conviteEquipe)
      .where(and(eq(conviteEquipe.escolaId, escolaId), pendente(now)))
      .orderBy(desc(conviteEquipe.createdAt));
  },

  /** One of the school's invitations (another school's is not found). */
  async findOfEscola(db: DbOrTx, escolaId: string, conviteId: string) {
    const [row] = await db
      .select()
      .from(conviteEquipe)
      .where(and(eq(conviteEquipe.id, conviteId), eq(conviteEquipe.escolaId, escolaId)));
    return row ?? null;
  },

  /** Cancels an invitation not yet answered; false when it was accepted or cancelled already. */
  async cancel(db: DbOrTx, conviteId: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(conviteEquipe)
      .set({ canceladoEm: now })
      .where(
        and(
          eq(conviteEquipe.id, conviteId),
          isNull(conviteEquipe.aceitoEm),
          isNull(conviteEquipe.canceladoEm),
        ),
      )
      .returning({ id: conviteEquipe.id });
    return rows.length === 1;
  },

  async emailInUse(db: DbOrTx, email: string): Promise<boolean> {
    const [row] = await db.select({ id: usuario.id }).from(usuario).where(eq(usuario.email, email));
    return row !== undefined;
  },

  /** Of the given classes, those of the school still in use (archived classes are not offered). */
  async activeTurmasOfEscola(db: DbOrTx, escolaId: string, turmaIds: string[]): Promise<string[]> {
    if (turmaIds.length === 0) return [];
    const rows = await db
      .select({ id: turma.id })
      .from(turma)
      .where(and(eq(turma.escolaId, escolaId), inArray(turma.id, turmaIds), isNull(turma.arquivadaEm)));
    return rows.map((r) => r.id);
  },

  async createStaff(
    db: DbOrTx,
    values: Pick<
      typeof usuario.$inferInsert,
      'escolaId' | 'email' | 'senhaHash' | 'papel' | 'nome' | 'emailConfirmadoEm' | 'idUsuario'
    >,
  ) {
    const [user] = await db.insert(usuario).values(values).returning({ id: usuario.id });
    await db.insert(equipe).values({ usuarioId: user!.id, escolaId: values.escolaId, nome: values.nome });
    return user!;
  },

  async assignTurmas(db: DbOrTx, usuarioId: string, turmaIds: string[]) {
    if (turmaIds.length === 0) return;
    await db
      .insert(turmaPedagogo)
      .values(turmaIds.map((turmaId) => ({ turmaId, usuarioId })))
      .onConflictDoNothing();
  },

  /** The school's active directors (who hear that someone joined the staff). */
  async activeDirectorsOf(db: DbOrTx, escolaId: string): Promise<string[]> {
    const rows = await db
      .select({ id: usuario.id })
      .from(usuario)
      .where(and(eq(usuario.escolaId, escolaId), eq(usuario.papel, 'gestor'), isNull(usuario.desativadoEm)));
    return rows.map((r) => r.id);
  },
};
