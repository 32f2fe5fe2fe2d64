import { and, asc, desc, eq, exists, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  assinatura,
  discente,
  historicoAlteracao,
  pagamento,
  plano,
  responsavel,
  responsavelDiscente,
  solicitacao,
  usuario,
} from '../../../db/schema';

export type VinculoStatus = 'ativo' | 'pendente' | 'suspenso';

/** A link as the director reviews it, of the director's school only. */
const vinculoColumns = {
  idResp: responsavel.id,
  usuarioResp: responsavel.usuarioId,
  nomeResp: responsavel.nomeResp,
  emailResp: usuario.email,
  idDisc: discente.id,
  nomeDisc: discente.nomeDisc,
  parentesco: responsavelDiscente.parentesco,
  status: responsavelDiscente.status,
  criadoEm: responsavelDiscente.createdAt,
};

const vinculoFrom = (db: DbOrTx) =>
  db
    .select(vinculoColumns)
    .from(responsavelDiscente)
    .innerJoin(discente, eq(discente.id, responsavelDiscente.discenteId))
    .innerJoin(responsavel, eq(responsavel.id, responsavelDiscente.responsavelId))
    // A family still in the middle of the registration wizard is not there yet.
    .innerJoin(usuario, and(eq(usuario.id, responsavel.usuarioId), eq(usuario.cadastroConcluido, true)));

export const gestorRepository = {
  /** The current subscription: the paid period that lasts longest, with its plan. */
  async currentSubscription(db: DbOrTx, escolaId: string) {
    const [row] = await db
      .select({
        periodo: assinatura.periodo,
        pagoAte: assinatura.pagoAte,
        plano: { id: plano.id, nomePlan: plano.nomePlan, alunosMax: plano.alunosMax, ordem: plano.ordem },
      })
      .from(assinatura)
      .innerJoin(plano, eq(plano.id, assinatura.planoId))
      .where(eq(assinatura.escolaId, escolaId))
      .orderBy(desc(assinatura.pagoAte), desc(assinatura.createdAt))
      .limit(1);
    return row ?? null;
  },

  /** The first plan after `ordem` whose limit takes `alunos` students. */
  async nextPlanFitting(db: DbOrTx, ordem: number, alunos: number) {
    const [row] = await db
      .select({ id: plano.id, nomePlan: plano.nomePlan })
      .from(plano)
      .where(
        and(
          eq(plano.ativo, true),
          gt(plano.ordem, ordem),
          or(isNull(plano.alunosMax), sql`${plano.alunosMax} >= ${alunos}`),
        ),
      )
      .orderBy(asc(plano.ordem))
      .limit(1);
    return row ?? null;
  },

  /** Children the school has (not awaiting approval) that at least one guardian follows. */
  async activeStudents(db: DbOrTx, escolaId: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(discente)
      .where(
        and(
          eq(discente.escolaId, escolaId),
          eq(discente.situacao, 'ativo'),
          exists(
            db
              .select({ one: sql`1` })
              .from(responsavelDiscente)
              .where(
                and(eq(responsavelDiscente.discenteId, discente.id), eq(responsavelDiscente.status, 'ativo')),
              ),
          ),
        ),
      );
    return row?.n ?? 0;
  },

  /**
   * The school's captured payments, newest first. A school that subscribed online has its first payment
   * tied to it through the subscription it paid for.
   */
  async receipts(db: DbOrTx, escolaId: string) {
    const paidForSchool = db
      .select({ id: assinatura.pagamentoId })
      .from(assinatura)
      .where(eq(assinatura.escolaId, escolaId));
    return db
      .select({
        id: pagamento.id,
        concluidoEm: pagamento.concluidoEm,
        createdAt: pagamento.createdAt,
        nomePlan: plano.nomePlan,
        periodo: pagamento.periodo,
        numeroAlunos: pagamento.numeroAlunos,
        valorCentavos: pagamento.valorCentavos,
        provedor: pagamento.provedor,
        capturaProvedor: pagamento.capturaProvedor,
      })
      .from(pagamento)
      .innerJoin(plano, eq(plano.id, pagamento.planoId))
      .where(
        and(
          eq(pagamento.status, 'capturado'),
          or(eq(pagamento.escolaId, escolaId), inArray(pagamento.id, paidForSchool)),
        ),
      )
      .orderBy(desc(sql`coalesce(${pagamento.concluidoEm}, ${pagamento.createdAt})`));
  },

  /** The school's links (optionally of one status): pending first, then the newest. */
  async links(db: DbOrTx, escolaId: string, status?: VinculoStatus) {
    return vinculoFrom(db)
      .where(
        and(eq(discente.escolaId, escolaId), status ? eq(responsavelDiscente.status, status) : undefined),
      )
      .orderBy(
        sql`case when ${responsavelDiscente.status} = 'pendente' then 0 else 1 end`,
        desc(responsavelDiscente.createdAt),
        asc(discente.nomeDisc),
      );
  },

  /** One link of the school, or null (another school's ids look exactly like unknown ones). */
  async link(db: DbOrTx, escolaId: string, idResp: string, idDisc: string) {
    const [row] = await vinculoFrom(db).where(
      and(
        eq(discente.escolaId, escolaId),
        eq(responsavelDiscente.responsavelId, idResp),
        eq(responsavelDiscente.discenteId, idDisc),
      ),
    );
    return row ?? null;
  },

  /** Moves a link from one status to another; false when it was no longer in `from` (someone else decided). */
  async moveLink(
    db: DbOrTx,
    idResp: string,
    idDisc: string,
    from: VinculoStatus,
    to: VinculoStatus,
  ): Promise<boolean> {
    const rows = await db
      .update(responsavelDiscente)
      .set({ status: to })
      .where(
        and(
          eq(responsavelDiscente.responsavelId, idResp),
          eq(responsavelDiscente.discenteId, idDisc),
          eq(responsavelDiscente.status, from),
        ),
      )
      .returning({ id: responsavelDiscente.discenteId });
    return rows.length === 1;
  },

  /**
   * A child held back with its family's registration joins the school when its link is approved. A child
   * with a request of its own ('novo_discente') waits for that request instead.
   */
  async admitChild(db: DbOrTx, idDisc: string) {
    await db
      .update(discente)
      .set({ situacao: 'ativo' })
      .where(
        and(
          eq(discente.id, idDisc),
          eq(discente.situacao, 'pendente'),
          sql`not exists (select 1 from ${solicitacao} where ${solicitacao.discenteId} = ${idDisc} and ${solicitacao.status} = 'pendente')`,
        ),
      );
  },

  /**
   * At the end of a self-registration at a school that approves families: the guardian's links wait for
   * the director, and the children only this family has wait with them (the school neither counts them
   * nor puts them in a class yet). Returns the children held.
   */
  async holdFamily(db: DbOrTx, responsavelId: string) {
    const held = await db
      .update(responsavelDiscente)
      .set({ status: 'pendente' })
      .where(
        and(eq(responsavelDiscente.responsavelId, responsavelId), eq(responsavelDiscente.status, 'ativo')),
      )
      .returning({ idDisc: responsavelDiscente.discenteId });
    const ids = held.map((h) => h.idDisc);
    if (ids.length) {
      await db
        .update(discente)
        .set({ situacao: 'pendente' })
        .where(
          and(
            inArray(discente.id, ids),
            sql`not exists (select 1 from ${responsavelDiscente} where ${responsavelDiscente.discenteId} = ${discente.id} and ${responsavelDiscente.responsavelId} <> ${responsavelId})`,
          ),
        );
    }
    return db
      .select({ id: discente.id, nomeDisc: discente.nomeDisc })
      .from(discente)
      .where(ids.length ? inArray(discente.id, ids) : sql`false`);
  },

  /** The school's directors whose accounts are in use. */
  async directorsOf(db: DbOrTx, escolaId: string): Promise<string[]> {
    const rows = await db
      .select({ id: usuario.id })
      .from(usuario)
      .where(and(eq(usuario.escolaId, escolaId), eq(usuario.papel, 'gestor'), isNull(usuario.desativadoEm)));
    return rows.map((r) => r.id);
  },

  async recordHistory(db: DbOrTx, values: typeof historicoAlteracao.$inferInsert) {
    await db.insert(historicoAlteracao).values(values);
  },
};
