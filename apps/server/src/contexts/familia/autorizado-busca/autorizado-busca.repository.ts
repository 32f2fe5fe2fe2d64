import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  arquivo,
  autorizadoBusca,
  discente,
  escola,
  historicoAlteracao,
  responsavel,
  responsavelDiscente,
  restricaoCustodia,
  usuario,
} from '../../../db/schema';

export type AutorizadoRow = typeof autorizadoBusca.$inferSelect;
export type RestricaoRow = typeof restricaoCustodia.$inferSelect;
export type HistoricoRow = typeof historicoAlteracao.$inferSelect;

/** Authorised on `data`: not removed, and permanent or with `data` inside its range. */
const activeOn = (data: string) =>
  and(
    isNull(autorizadoBusca.removidoEm),
    or(
      isNull(autorizadoBusca.dataInicio),
      and(lte(autorizadoBusca.dataInicio, data), gte(autorizadoBusca.dataFim, data)),
    ),
  );

/** Not removed, and permanent or not yet over on `data`. */
const notOverOn = (data: string) =>
  and(
    isNull(autorizadoBusca.removidoEm),
    or(isNull(autorizadoBusca.dataFim), gte(autorizadoBusca.dataFim, data)),
  );

export const autorizadoBuscaRepository = {
  /** The child's active guardians, with the CPF the custody restrictions are matched on. */
  async guardiansOf(db: DbOrTx, discenteId: string) {
    return db
      .select({
        id: responsavel.id,
        usuarioId: responsavel.usuarioId,
        nome: responsavel.nomeResp,
        cpf: responsavel.cpfResp,
        foto: responsavel.ftPerfilResp,
        parentesco: responsavelDiscente.parentesco,
      })
      .from(responsavelDiscente)
      .innerJoin(responsavel, eq(responsavel.id, responsavelDiscente.responsavelId))
      .where(and(eq(responsavelDiscente.discenteId, discenteId), eq(responsavelDiscente.status, 'ativo')))
      .orderBy(asc(responsavel.nomeResp));
  },

  /** People a guardian authorised for `data`, with who authorised them. */
  async activeOn(db: DbOrTx, discenteId: string, data: string) {
    return db
      .select({ row: autorizadoBusca, criadoPorNome: usuario.nome })
      .from(autorizadoBusca)
      .leftJoin(usuario, eq(usuario.id, autorizadoBusca.criadoPor))
      .where(and(eq(autorizadoBusca.discenteId, discenteId), activeOn(data)))
      .orderBy(asc(autorizadoBusca.nome));
  },

  /**
   * Every account that is or was a guardian of the child, whatever the link's status, with its CPF: an
   * authorisation made by someone later barred is matched through them.
   */
  async guardianAccountsOf(db: DbOrTx, discenteId: string) {
    return db
      .select({ usuarioId: responsavel.usuarioId, cpf: responsavel.cpfResp })
      .from(responsavelDiscente)
      .innerJoin(responsavel, eq(responsavel.id, responsavelDiscente.responsavelId))
      .where(eq(responsavelDiscente.discenteId, discenteId));
  },

  /** CPFs (digits) the school has barred from picking the child up. */
  async restrictedCpfs(db: DbOrTx, discenteId: string): Promise<Set<string>> {
    const rows = await db
      .select({ cpf: restricaoCustodia.cpf })
      .from(restricaoCustodia)
      .where(and(eq(restricaoCustodia.discenteId, discenteId), isNull(restricaoCustodia.revogadaEm)));
    return new Set(rows.map((r) => r.cpf));
  },

  /** The child's school and its time zone (what "today" means for the pickup list). */
  async childInfo(db: DbOrTx, discenteId: string) {
    const [row] = await db
      .select({ escolaId: discente.escolaId, nomeDisc: discente.nomeDisc, fusoHorario: escola.fusoHorario })
      .from(discente)
      .innerJoin(escola, eq(escola.id, discente.escolaId))
      .where(eq(discente.id, discenteId));
    return row ?? null;
  },

  /**
   * Serialises changes to one child's pickup list (and restrictions): the overlap check and the write
   * happen under this row lock, so two guardians saving the same person at once cannot both pass the check.
   */
  async lockChild(tx: DbOrTx, discenteId: string): Promise<void> {
    await tx.select({ id: discente.id }).from(discente).where(eq(discente.id, discenteId)).for('update');
  },

  /**
   * The list a family manages: everyone not removed whose authorisation is permanent, still to come,
   * or ended at most `desde` ago (so last Friday's grandmother can be given a new date instead of retyped).
   */
  async listForChild(db: DbOrTx, discenteId: string, desde: string) {
    return db
      .select({ row: autorizadoBusca, criadoPorNome: usuario.nome })
      .from(autorizadoBusca)
      .leftJoin(usuario, eq(usuario.id, autorizadoBusca.criadoPor))
      .where(and(eq(autorizadoBusca.discenteId, discenteId), notOverOn(desde)))
      .orderBy(asc(autorizadoBusca.nome), asc(autorizadoBusca.createdAt));
  },

  /** One entry (removed ones too: the caller decides). */
  async find(db: DbOrTx, id: string): Promise<AutorizadoRow | null> {
    const [row] = await db.select().from(autorizadoBusca).where(eq(autorizadoBusca.id, id));
    return row ?? null;
  },

  async findWithAuthor(db: DbOrTx, id: string) {
    const [row] = await db
      .select({ row: autorizadoBusca, criadoPorNome: usuario.nome })
      .from(autorizadoBusca)
      .leftJoin(usuario, eq(usuario.id, autorizadoBusca.criadoPor))
      .where(eq(autorizadoBusca.id, id));
    return row ?? null;
  },

  /**
   * Whether another entry of the child with this CPF still counts on some day of `inicio`..`fim`
   * (null bounds: permanent), counting only entries not over on `hoje`.
   */
  async overlapping(
    db: DbOrTx,
    q: {
      discenteId: string;
      cpf: string;
      inicio: string | null;
      fim: string | null;
      hoje: string;
      exceptId?: string;
    },
  ): Promise<boolean> {
    const rows = await db
      .select({ id: autorizadoBusca.id })
      .from(autorizadoBusca)
      .where(
        and(
          eq(autorizadoBusca.discenteId, q.discenteId),
          eq(autorizadoBusca.cpf, q.cpf),
          notOverOn(q.hoje),
          q.exceptId ? ne(autorizadoBusca.id, q.exceptId) : undefined,
          // Ranges [a, b] and [c, d] meet when a <= d and c <= b; a missing bound is open.
          q.fim ? or(isNull(autorizadoBusca.dataInicio), lte(autorizadoBusca.dataInicio, q.fim)) : undefined,
          q.inicio ? or(isNull(autorizadoBusca.dataFim), gte(autorizadoBusca.dataFim, q.inicio)) : undefined,
        ),
      )
      .limit(1);
    return rows.length > 0;
  },

  async create(db: DbOrTx, values: typeof autorizadoBusca.$inferInsert): Promise<AutorizadoRow> {
    const [row] = await db.insert(autorizadoBusca).values(values).returning();
    return row!;
  },

  async update(
    db: DbOrTx,
    id: string,
    values: Pick<
      typeof autorizadoBusca.$inferInsert,
      'nome' | 'rg' | 'cpf' | 'parentesco' | 'telefone' | 'dataInicio' | 'dataFim'
    >,
  ): Promise<AutorizadoRow> {
    const [row] = await db.update(autorizadoBusca).set(values).where(eq(autorizadoBusca.id, id)).returning();
    return row!;
  },

  /** Soft delete: the entry stays for the history and for attendance rows that point to it. */
  async remove(db: DbOrTx, id: string, usuarioId: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(autorizadoBusca)
      .set({ removidoEm: at, removidoPor: usuarioId })
      .where(and(eq(autorizadoBusca.id, id), isNull(autorizadoBusca.removidoEm)))
      .returning({ id: autorizadoBusca.id });
    return rows.length > 0;
  },

  async setFoto(db: DbOrTx, id: string, filename: string): Promise<AutorizadoRow> {
    const [row] = await db
      .update(autorizadoBusca)
      .set({ foto: filename })
      .where(eq(autorizadoBusca.id, id))
      .returning();
    return row!;
  },

  async recordFile(db: DbOrTx, values: typeof arquivo.$inferInsert): Promise<void> {
    await db.insert(arquivo).values(values);
  },

  /** Active custody restrictions of the child, oldest first, with who recorded them. */
  async restricoesOf(db: DbOrTx, discenteId: string) {
    return db
      .select({ row: restricaoCustodia, criadoPorNome: usuario.nome })
      .from(restricaoCustodia)
      .leftJoin(usuario, eq(usuario.id, restricaoCustodia.criadoPor))
      .where(and(eq(restricaoCustodia.discenteId, discenteId), isNull(restricaoCustodia.revogadaEm)))
      .orderBy(asc(restricaoCustodia.createdAt));
  },

  async findRestricao(db: DbOrTx, id: string): Promise<RestricaoRow | null> {
    const [row] = await db.select().from(restricaoCustodia).where(eq(restricaoCustodia.id, id));
    return row ?? null;
  },

  async restricaoAtivaExists(db: DbOrTx, discenteId: string, cpf: string): Promise<boolean> {
    const rows = await db
      .select({ id: restricaoCustodia.id })
      .from(restricaoCustodia)
      .where(
        and(
          eq(restricaoCustodia.discenteId, discenteId),
          eq(restricaoCustodia.cpf, cpf),
          isNull(restricaoCustodia.revogadaEm),
        ),
      )
      .limit(1);
    return rows.length > 0;
  },

  async createRestricao(db: DbOrTx, values: typeof restricaoCustodia.$inferInsert): Promise<RestricaoRow> {
    const [row] = await db.insert(restricaoCustodia).values(values).returning();
    return row!;
  },

  async revokeRestricao(db: DbOrTx, id: string, usuarioId: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(restricaoCustodia)
      .set({ revogadaEm: at, revogadaPor: usuarioId })
      .where(and(eq(restricaoCustodia.id, id), isNull(restricaoCustodia.revogadaEm)))
      .returning({ id: restricaoCustodia.id });
    return rows.length > 0;
  },

  async recordHistory(db: DbOrTx, values: typeof historicoAlteracao.$inferInsert): Promise<void> {
    await db.insert(historicoAlteracao).values(values);
  },

  /** The child's change history of the given kinds, newest first, with who made each change. */
  async history(db: DbOrTx, discenteId: string, entidades: string[], limit: number) {
    return db
      .select({ row: historicoAlteracao, autorNome: usuario.nome })
      .from(historicoAlteracao)
      .leftJoin(usuario, eq(usuario.id, historicoAlteracao.usuarioId))
      .where(
        and(eq(historicoAlteracao.discenteId, discenteId), inArray(historicoAlteracao.entidade, entidades)),
      )
      .orderBy(desc(historicoAlteracao.createdAt))
      .limit(limit);
  },
};
