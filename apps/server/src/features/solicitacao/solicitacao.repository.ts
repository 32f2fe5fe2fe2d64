import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { arquivo, discente, historicoAlteracao, responsavel, solicitacao, usuario } from '../../db/schema';

export type SolicitacaoStatus = (typeof solicitacao.$inferSelect)['status'];

const decisor = alias(usuario, 'decisor');

/** What a request is read with: the guardian, the child (while it exists) and who decided. */
function selectRows(db: DbOrTx) {
  return db
    .select({
      s: solicitacao,
      nomeResp: responsavel.nomeResp,
      ftPerfilResp: responsavel.ftPerfilResp,
      nomeDisc: discente.nomeDisc,
      dataNasDisc: discente.dataNasDisc,
      imgDisc: discente.imgDisc,
      decisorNome: decisor.nome,
    })
    .from(solicitacao)
    .innerJoin(responsavel, eq(responsavel.id, solicitacao.responsavelId))
    .leftJoin(discente, eq(discente.id, solicitacao.discenteId))
    .leftJoin(decisor, eq(decisor.id, solicitacao.decididoPor));
}
export type SolicitacaoRow = Awaited<ReturnType<typeof selectRows>>[number];

export const solicitacaoRepository = {
  async create(db: DbOrTx, values: typeof solicitacao.$inferInsert): Promise<string> {
    const [row] = await db.insert(solicitacao).values(values).returning({ id: solicitacao.id });
    return row!.id;
  },

  async directorsOf(db: DbOrTx, escolaId: string): Promise<string[]> {
    const rows = await db
      .select({ id: usuario.id })
      .from(usuario)
      .where(and(eq(usuario.escolaId, escolaId), eq(usuario.papel, 'gestor')));
    return rows.map((r) => r.id);
  },

  async usuarioOfResponsavel(db: DbOrTx, responsavelId: string): Promise<string | null> {
    const [row] = await db.select({ id: responsavel.usuarioId }).from(responsavel).where(eq(responsavel.id, responsavelId));
    return row?.id ?? null;
  },

  /** The guardian's CPF change still waiting for the director, if any (locked: one at a time). */
  async pendingCpfOf(db: DbOrTx, responsavelId: string) {
    const [row] = await db
      .select({ id: solicitacao.id })
      .from(solicitacao)
      .where(and(eq(solicitacao.responsavelId, responsavelId), eq(solicitacao.tipo, 'cpf_responsavel'), eq(solicitacao.status, 'pendente')))
      .for('update');
    return row ?? null;
  },

  /** A new request replacing a pending one keeps its id and starts its wait again. */
  async replaceDados(db: DbOrTx, id: string, dados: Record<string, unknown>) {
    await db.update(solicitacao).set({ dados, createdAt: new Date() }).where(eq(solicitacao.id, id));
  },

  /** The school's requests: every pending one (oldest first), then the latest decided ones. */
  async listOfEscola(db: DbOrTx, escolaId: string, decidedLimit: number): Promise<SolicitacaoRow[]> {
    const pending = await selectRows(db)
      .where(and(eq(solicitacao.escolaId, escolaId), eq(solicitacao.status, 'pendente')))
      .orderBy(asc(solicitacao.createdAt));
    const decided = await selectRows(db)
      .where(and(eq(solicitacao.escolaId, escolaId), ne(solicitacao.status, 'pendente')))
      .orderBy(desc(solicitacao.decididoEm))
      .limit(decidedLimit);
    return [...pending, ...decided];
  },

  async listOfResponsavel(db: DbOrTx, responsavelId: string, limit: number): Promise<SolicitacaoRow[]> {
    return selectRows(db).where(eq(solicitacao.responsavelId, responsavelId)).orderBy(desc(solicitacao.createdAt)).limit(limit);
  },

  async read(db: DbOrTx, id: string): Promise<SolicitacaoRow | null> {
    const [row] = await selectRows(db).where(eq(solicitacao.id, id));
    return row ?? null;
  },

  /** The request locked until the transaction ends, so two decisions on it run one after the other. */
  async lock(db: DbOrTx, id: string) {
    const [row] = await db.select().from(solicitacao).where(eq(solicitacao.id, id)).for('update');
    return row ?? null;
  },

  async decide(
    db: DbOrTx,
    id: string,
    values: { status: Exclude<SolicitacaoStatus, 'pendente'>; decididoPor: string; decididoEm: Date; dados: Record<string, unknown>; discenteId?: null },
  ): Promise<boolean> {
    const rows = await db
      .update(solicitacao)
      .set(values)
      .where(and(eq(solicitacao.id, id), eq(solicitacao.status, 'pendente')))
      .returning({ id: solicitacao.id });
    return rows.length === 1;
  },

  async remove(db: DbOrTx, id: string) {
    await db.delete(solicitacao).where(eq(solicitacao.id, id));
  },

  async activateChild(db: DbOrTx, discenteId: string) {
    await db.update(discente).set({ situacao: 'ativo' }).where(and(eq(discente.id, discenteId), eq(discente.situacao, 'pendente')));
  },

  /** Every stored file of the child: the records in `arquivo` and the photo and cover columns. */
  async filesOfChild(db: DbOrTx, discenteId: string): Promise<string[]> {
    const files = await db.select({ f: arquivo.filename }).from(arquivo).where(eq(arquivo.discenteId, discenteId));
    const [row] = await db.select({ img: discente.imgDisc, capa: discente.capaDisc }).from(discente).where(eq(discente.id, discenteId));
    return [...new Set([...files.map((r) => r.f), row?.img, row?.capa].filter((f): f is string => Boolean(f)))];
  },

  /** Removes a child the school never took in; its record, contacts, links and file rows go with it (cascade). */
  async deletePendingChild(db: DbOrTx, discenteId: string) {
    await db.delete(discente).where(and(eq(discente.id, discenteId), eq(discente.situacao, 'pendente')));
  },

  async currentCpf(db: DbOrTx, responsavelId: string): Promise<string | null> {
    const [row] = await db.select({ cpf: responsavel.cpfResp }).from(responsavel).where(eq(responsavel.id, responsavelId));
    return row?.cpf ?? null;
  },

  async cpfUsedByAnother(db: DbOrTx, cpfResp: string, responsavelId: string): Promise<boolean> {
    const rows = await db
      .select({ id: responsavel.id })
      .from(responsavel)
      .where(and(eq(responsavel.cpfResp, cpfResp), ne(responsavel.id, responsavelId)));
    return rows.length > 0;
  },

  async setCpf(db: DbOrTx, responsavelId: string, cpfResp: string) {
    await db.update(responsavel).set({ cpfResp }).where(eq(responsavel.id, responsavelId));
  },

  async recordHistory(db: DbOrTx, values: typeof historicoAlteracao.$inferInsert) {
    await db.insert(historicoAlteracao).values(values);
  },
};
