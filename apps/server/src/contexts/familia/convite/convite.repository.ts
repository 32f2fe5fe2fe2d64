import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  convite,
  discente,
  escola,
  historicoAlteracao,
  responsavel,
  responsavelDiscente,
  usuario,
} from '../../../db/schema';

/** Not accepted, not cancelled, not expired at `now`. */
const pendente = (now: Date) =>
  and(isNull(convite.aceitoEm), isNull(convite.canceladoEm), gt(convite.expiresAt, now));

export const conviteRepository = {
  /** The child with its school's name (what the invitation e-mail and page show). */
  async child(db: DbOrTx, discenteId: string) {
    const [row] = await db
      .select({
        id: discente.id,
        escolaId: discente.escolaId,
        nomeDisc: discente.nomeDisc,
        escolaNome: escola.nome,
      })
      .from(discente)
      .innerJoin(escola, eq(escola.id, discente.escolaId))
      .where(eq(discente.id, discenteId));
    return row ?? null;
  },

  async usuarioByEmail(db: DbOrTx, email: string) {
    const [row] = await db
      .select({
        id: usuario.id,
        papel: usuario.papel,
        escolaId: usuario.escolaId,
        responsavelId: responsavel.id,
      })
      .from(usuario)
      .leftJoin(responsavel, eq(responsavel.usuarioId, usuario.id))
      .where(eq(usuario.email, email));
    return row ?? null;
  },

  /** The link between a guardian and a child, active or suspended, or null when there never was one. */
  async linkStatus(db: DbOrTx, responsavelId: string, discenteId: string) {
    const [row] = await db
      .select({ status: responsavelDiscente.status })
      .from(responsavelDiscente)
      .where(
        and(
          eq(responsavelDiscente.responsavelId, responsavelId),
          eq(responsavelDiscente.discenteId, discenteId),
        ),
      );
    return row?.status ?? null;
  },

  async create(db: DbOrTx, values: typeof convite.$inferInsert) {
    const [row] = await db.insert(convite).values(values).returning();
    return row!;
  },

  /** A new invitation to the same address replaces the one still pending. */
  async cancelPendingTo(db: DbOrTx, discenteId: string, email: string, now: Date) {
    await db
      .update(convite)
      .set({ canceladoEm: now })
      .where(
        and(
          eq(convite.discenteId, discenteId),
          eq(convite.email, email),
          isNull(convite.aceitoEm),
          isNull(convite.canceladoEm),
        ),
      );
  },

  /** Invitations a guardian sent for the child that nobody accepted yet (cancelled when the school removes that guardian). */
  async cancelPendingBy(db: DbOrTx, discenteId: string, usuarioId: string, now: Date) {
    await db
      .update(convite)
      .set({ canceladoEm: now })
      .where(
        and(
          eq(convite.discenteId, discenteId),
          eq(convite.convidadoPor, usuarioId),
          isNull(convite.aceitoEm),
          isNull(convite.canceladoEm),
        ),
      );
  },

  async find(db: DbOrTx, conviteId: string) {
    const [row] = await db.select().from(convite).where(eq(convite.id, conviteId));
    return row ?? null;
  },

  /** Cancels a pending invitation; false when it was not pending any more. */
  async cancel(db: DbOrTx, conviteId: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(convite)
      .set({ canceladoEm: now })
      .where(and(eq(convite.id, conviteId), pendente(now)))
      .returning({ id: convite.id });
    return rows.length === 1;
  },

  /** The pending invitation with this token hash, with what its page shows. */
  async openByHash(db: DbOrTx, tokenHash: string, now: Date) {
    const [row] = await db
      .select({
        id: convite.id,
        escolaId: convite.escolaId,
        discenteId: convite.discenteId,
        email: convite.email,
        parentesco: convite.parentesco,
        convidadoPor: convite.convidadoPor,
        nomeDisc: discente.nomeDisc,
        escolaNome: escola.nome,
        convidadoPorNome: usuario.nome,
      })
      .from(convite)
      .innerJoin(discente, eq(discente.id, convite.discenteId))
      .innerJoin(escola, eq(escola.id, convite.escolaId))
      .leftJoin(usuario, eq(usuario.id, convite.convidadoPor))
      .where(and(eq(convite.tokenHash, tokenHash), pendente(now)));
    return row ?? null;
  },

  /** Marks the invitation accepted; false when another request got there first (or it stopped being pending). */
  async claim(db: DbOrTx, conviteId: string, usuarioId: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(convite)
      .set({ aceitoEm: now, aceitoPor: usuarioId })
      .where(and(eq(convite.id, conviteId), pendente(now)))
      .returning({ id: convite.id });
    return rows.length === 1;
  },

  async pendingOf(db: DbOrTx, discenteId: string, now: Date) {
    return db
      .select({
        id: convite.id,
        email: convite.email,
        parentesco: convite.parentesco,
        expiresAt: convite.expiresAt,
        createdAt: convite.createdAt,
        convidadoPorNome: usuario.nome,
      })
      .from(convite)
      .leftJoin(usuario, eq(usuario.id, convite.convidadoPor))
      .where(and(eq(convite.discenteId, discenteId), pendente(now)))
      .orderBy(desc(convite.createdAt));
  },

  async link(db: DbOrTx, responsavelId: string, discenteId: string, parentesco: string) {
    await db.insert(responsavelDiscente).values({ responsavelId, discenteId, parentesco });
  },

  /** Every guardian the child has or had (suspended links stay), active first, oldest link first. */
  async guardiansOf(db: DbOrTx, discenteId: string) {
    return db
      .select({
        idResp: responsavel.id,
        usuarioId: responsavel.usuarioId,
        nome: responsavel.nomeResp,
        parentesco: responsavelDiscente.parentesco,
        foto: responsavel.ftPerfilResp,
        desde: responsavelDiscente.createdAt,
        status: responsavelDiscente.status,
      })
      .from(responsavelDiscente)
      .innerJoin(responsavel, eq(responsavel.id, responsavelDiscente.responsavelId))
      .where(eq(responsavelDiscente.discenteId, discenteId))
      .orderBy(sql`(${responsavelDiscente.status} = 'ativo') desc`, asc(responsavelDiscente.createdAt));
  },

  /**
   * The child's guardian links, locked until the transaction ends: two removals at once cannot both
   * see "another guardian is left" and leave the child with none.
   */
  async lockLinks(db: DbOrTx, discenteId: string) {
    return db
      .select({ responsavelId: responsavelDiscente.responsavelId, status: responsavelDiscente.status })
      .from(responsavelDiscente)
      .where(eq(responsavelDiscente.discenteId, discenteId))
      .for('update');
  },

  async suspend(db: DbOrTx, responsavelId: string, discenteId: string) {
    await db
      .update(responsavelDiscente)
      .set({ status: 'suspenso' })
      .where(
        and(
          eq(responsavelDiscente.responsavelId, responsavelId),
          eq(responsavelDiscente.discenteId, discenteId),
        ),
      );
  },

  /** Users of the child's active guardians. */
  async activeGuardianUsers(db: DbOrTx, discenteId: string): Promise<string[]> {
    const rows = await db
      .select({ id: responsavel.usuarioId })
      .from(responsavelDiscente)
      .innerJoin(responsavel, eq(responsavel.id, responsavelDiscente.responsavelId))
      .where(and(eq(responsavelDiscente.discenteId, discenteId), eq(responsavelDiscente.status, 'ativo')));
    return rows.map((r) => r.id);
  },

  async directorsOf(db: DbOrTx, escolaId: string): Promise<string[]> {
    const rows = await db
      .select({ id: usuario.id })
      .from(usuario)
      .where(and(eq(usuario.escolaId, escolaId), eq(usuario.papel, 'gestor')));
    return rows.map((r) => r.id);
  },

  async recordHistory(db: DbOrTx, values: typeof historicoAlteracao.$inferInsert) {
    await db.insert(historicoAlteracao).values(values);
  },
};
