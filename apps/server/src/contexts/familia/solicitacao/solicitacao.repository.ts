import { and, asc, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import {
  arquivo,
  discente,
  equipe,
  historicoAlteracao,
  responsavel,
  solicitacao,
  turma,
  usuario,
} from '../../../db/schema';

export type SolicitacaoStatus = (typeof solicitacao.$inferSelect)['status'];

const decisor = alias(usuario, 'decisor');
const solicitante = alias(usuario, 'solicitante');
const solicitanteEquipe = alias(equipe, 'solicitante_equipe');

/**
 * What a request is read with: the guardian (a family's request), the child (while it exists), the
 * class and the educator who asked (an educator's 'turma_discente') and who decided.
 */
function selectRows(db: DbOrTx) {
  return db
    .select({
      s: solicitacao,
      nomeResp: responsavel.nomeResp,
      ftPerfilResp: responsavel.ftPerfilResp,
      nomeDisc: discente.nomeDisc,
      dataNasDisc: discente.dataNasDisc,
      imgDisc: discente.imgDisc,
      nomeTurma: turma.nomeTurma,
      solicitanteNome: sql<string | null>`coalesce(${solicitanteEquipe.nome}, ${solicitante.nome})`,
      solicitanteFoto: solicitanteEquipe.ftPerfil,
      decisorNome: decisor.nome,
    })
    .from(solicitacao)
    .leftJoin(responsavel, eq(responsavel.id, solicitacao.responsavelId))
    .leftJoin(discente, eq(discente.id, solicitacao.discenteId))
    .leftJoin(turma, eq(turma.id, solicitacao.turmaId))
    .leftJoin(solicitante, eq(solicitante.id, solicitacao.solicitanteId))
    .leftJoin(solicitanteEquipe, eq(solicitanteEquipe.usuarioId, solicitacao.solicitanteId))
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
    const [row] = await db
      .select({ id: responsavel.usuarioId })
      .from(responsavel)
      .where(eq(responsavel.id, responsavelId));
    return row?.id ?? null;
  },

  /** The guardian's CPF change still waiting for the director, if any (locked: one at a time). */
  async pendingCpfOf(db: DbOrTx, responsavelId: string) {
    const [row] = await db
      .select({ id: solicitacao.id })
      .from(solicitacao)
      .where(
        and(
          eq(solicitacao.responsavelId, responsavelId),
          eq(solicitacao.tipo, 'cpf_responsavel'),
          eq(solicitacao.status, 'pendente'),
        ),
      )
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
    return selectRows(db)
      .where(eq(solicitacao.responsavelId, responsavelId))
      .orderBy(desc(solicitacao.createdAt))
      .limit(limit);
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
    values: {
      status: Exclude<SolicitacaoStatus, 'pendente'>;
      decididoPor: string;
      decididoEm: Date;
      dados: Record<string, unknown>;
      discenteId?: null;
    },
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
    await db
      .update(discente)
      .set({ situacao: 'ativo' })
      .where(and(eq(discente.id, discenteId), eq(discente.situacao, 'pendente')));
  },

  /** Every stored file of the child: the records in `arquivo` and the photo and cover columns. */
  async filesOfChild(db: DbOrTx, discenteId: string): Promise<string[]> {
    const files = await db
      .select({ f: arquivo.filename })
      .from(arquivo)
      .where(eq(arquivo.discenteId, discenteId));
    const [row] = await db
      .select({ img: discente.imgDisc, capa: discente.capaDisc })
      .from(discente)
      .where(eq(discente.id, discenteId));
    return [
      ...new Set([...files.map((r) => r.f), row?.img, row?.capa].filter((f): f is string => Boolean(f))),
    ];
  },

  /** Removes a child the school never took in; its record, contacts, links and file rows go with it (cascade). */
  async deletePendingChild(db: DbOrTx, discenteId: string) {
    await db.delete(discente).where(and(eq(discente.id, discenteId), eq(discente.situacao, 'pendente')));
  },

  async currentCpf(db: DbOrTx, responsavelId: string): Promise<string | null> {
    const [row] = await db
      .select({ cpf: responsavel.cpfResp })
      .from(responsavel)
      .where(eq(responsavel.id, responsavelId));
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

  /**
   * An educator's pending requests for these children to join the class; a child already waiting for
   * this class is not asked twice (the partial unique index). Returns the requests written now.
   */
  async createTurmaRequests(
    db: DbOrTx,
    values: { escolaId: string; turmaId: string; solicitanteId: string; discenteIds: string[] },
  ) {
    if (values.discenteIds.length === 0) return [];
    return db
      .insert(solicitacao)
      .values(
        values.discenteIds.map((discenteId) => ({
          escolaId: values.escolaId,
          tipo: 'turma_discente' as const,
          turmaId: values.turmaId,
          discenteId,
          solicitanteId: values.solicitanteId,
          dados: {},
        })),
      )
      .onConflictDoNothing()
      .returning({ id: solicitacao.id, discenteId: solicitacao.discenteId });
  },

  /** Removes the class's pending requests, except those for the children in `keep`; returns their ids. */
  async removePendingOfTurma(db: DbOrTx, turmaId: string, keep: string[] = []): Promise<string[]> {
    const rows = await db
      .delete(solicitacao)
      .where(
        and(
          eq(solicitacao.turmaId, turmaId),
          eq(solicitacao.status, 'pendente'),
          keep.length > 0 ? notInArray(solicitacao.discenteId, keep) : undefined,
        ),
      )
      .returning({ id: solicitacao.id });
    return rows.map((r) => r.id);
  },

  /** Removes the class's pending requests for these children; returns their ids. */
  async removePendingForChildren(db: DbOrTx, turmaId: string, discenteIds: string[]): Promise<string[]> {
    if (discenteIds.length === 0) return [];
    const rows = await db
      .delete(solicitacao)
      .where(
        and(
          eq(solicitacao.turmaId, turmaId),
          eq(solicitacao.status, 'pendente'),
          inArray(solicitacao.discenteId, discenteIds),
        ),
      )
      .returning({ id: solicitacao.id });
    return rows.map((r) => r.id);
  },

  /** The children waiting for the director to join these classes, by name. */
  async pendingChildrenOf(db: DbOrTx, turmaIds: string[]) {
    if (turmaIds.length === 0) return [];
    return db
      .select({
        turmaId: turma.id,
        idDisc: discente.id,
        nomeDisc: discente.nomeDisc,
        imgDisc: discente.imgDisc,
        dataNasDisc: discente.dataNasDisc,
      })
      .from(solicitacao)
      .innerJoin(turma, eq(turma.id, solicitacao.turmaId))
      .innerJoin(discente, eq(discente.id, solicitacao.discenteId))
      .where(
        and(
          inArray(solicitacao.turmaId, turmaIds),
          eq(solicitacao.tipo, 'turma_discente'),
          eq(solicitacao.status, 'pendente'),
        ),
      )
      .orderBy(asc(discente.nomeDisc));
  },

  /** Names for the director's notification: the children and the educator (staff name first). */
  async namesForTurmaRequest(db: DbOrTx, solicitanteId: string, discenteIds: string[]) {
    const [who] = await db
      .select({ nome: sql<string>`coalesce(${equipe.nome}, ${usuario.nome})` })
      .from(usuario)
      .leftJoin(equipe, eq(equipe.usuarioId, usuario.id))
      .where(eq(usuario.id, solicitanteId));
    const children =
      discenteIds.length > 0
        ? await db
            .select({ id: discente.id, nome: discente.nomeDisc })
            .from(discente)
            .where(inArray(discente.id, discenteIds))
        : [];
    return { solicitante: who?.nome ?? '', children: new Map(children.map((c) => [c.id, c.nome])) };
  },
};
