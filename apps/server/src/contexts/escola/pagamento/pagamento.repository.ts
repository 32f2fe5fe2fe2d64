import { and, countDistinct, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client';
import { assinatura, discente, escola, pagamento, responsavelDiscente, usuario } from '../../../db/schema';

export type PagamentoRow = typeof pagamento.$inferSelect;

export const pagamentoRepository = {
  async insert(db: DbOrTx, row: typeof pagamento.$inferInsert): Promise<PagamentoRow> {
    const [created] = await db.insert(pagamento).values(row).returning();
    return created!;
  },

  async byId(db: DbOrTx, id: string): Promise<PagamentoRow | null> {
    const [row] = await db.select().from(pagamento).where(eq(pagamento.id, id));
    return row ?? null;
  },

  /** The payment, held until the transaction ends: captures and cancellations of it run one at a time. */
  async lock(tx: Tx, id: string): Promise<PagamentoRow | null> {
    const [row] = await tx.select().from(pagamento).where(eq(pagamento.id, id)).for('update');
    return row ?? null;
  },

  async update(db: DbOrTx, id: string, values: Partial<typeof pagamento.$inferInsert>): Promise<void> {
    await db.update(pagamento).set(values).where(eq(pagamento.id, id));
  },

  /** Whether another payment already settled with this idempotency key. */
  async chaveUsadaPorOutro(db: DbOrTx, id: string, chave: string): Promise<boolean> {
    const [row] = await db
      .select({ id: pagamento.id })
      .from(pagamento)
      .where(eq(pagamento.chaveIdempotencia, chave));
    return Boolean(row && row.id !== id);
  },

  /**
   * Serialises the checkouts of one school's CNPJ and director's e-mail until the transaction ends, so two
   * payments for the same new school cannot both pass the "not in use" check and both be captured.
   */
  async lockNovaEscola(tx: Tx, cnpj: string, email: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`nova-escola:cnpj:${cnpj}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`nova-escola:email:${email}`}))`);
  },

  async cnpjEmUso(db: DbOrTx, cnpj: string): Promise<boolean> {
    const [row] = await db.select({ id: escola.id }).from(escola).where(eq(escola.cnpj, cnpj));
    return Boolean(row);
  },

  async emailEmUso(db: DbOrTx, email: string): Promise<boolean> {
    const [row] = await db.select({ id: usuario.id }).from(usuario).where(eq(usuario.email, email));
    return Boolean(row);
  },

  async codigoEmUso(db: DbOrTx, codigo: string): Promise<boolean> {
    const [row] = await db.select({ id: escola.id }).from(escola).where(eq(escola.codigo, codigo));
    return Boolean(row);
  },

  async insertEscola(db: DbOrTx, row: typeof escola.$inferInsert) {
    const [created] = await db.insert(escola).values(row).returning({
      id: escola.id,
      nome: escola.nome,
      fusoHorario: escola.fusoHorario,
      horarioAusencia: escola.horarioAusencia,
      horarioAusenciaTarde: escola.horarioAusenciaTarde,
    });
    return created!;
  },

  async escola(db: DbOrTx, id: string) {
    const [row] = await db
      .select({ id: escola.id, nome: escola.nome, email: escola.email })
      .from(escola)
      .where(eq(escola.id, id));
    return row ?? null;
  },

  async insertAssinatura(db: DbOrTx, row: typeof assinatura.$inferInsert) {
    const [created] = await db.insert(assinatura).values(row).returning();
    return created!;
  },

  async assinaturaDoPagamento(db: DbOrTx, pagamentoId: string) {
    const [row] = await db.select().from(assinatura).where(eq(assinatura.pagamentoId, pagamentoId));
    return row ?? null;
  },

  /** The school's subscription that runs longest (its current one), or null. */
  async assinaturaAtual(db: DbOrTx, escolaId: string) {
    const [row] = await db
      .select()
      .from(assinatura)
      .where(eq(assinatura.escolaId, escolaId))
      .orderBy(desc(assinatura.pagoAte))
      .limit(1);
    return row ?? null;
  },

  /** Children of the school with at least one active guardian link: the students a plan counts. */
  async alunosAtivos(db: DbOrTx, escolaId: string): Promise<number> {
    const [row] = await db
      .select({ n: countDistinct(discente.id) })
      .from(discente)
      .innerJoin(responsavelDiscente, eq(responsavelDiscente.discenteId, discente.id))
      .where(and(eq(discente.escolaId, escolaId), eq(responsavelDiscente.status, 'ativo')));
    return Number(row?.n ?? 0);
  },
};
