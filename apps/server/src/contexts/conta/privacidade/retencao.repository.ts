import { and, desc, eq, inArray, lt, notInArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  autorizacaoMedicacao,
  diarioRegistro,
  escola,
  mensagem,
  presenca,
  registroRetencao,
  retencaoEscola,
} from '../../../db/schema';

/** Diary kinds that are legal records: kept at least as long as attendance. */
const LEGAIS = ['medicacao', 'incidente'] as const;

export const retencaoRepository = {
  async escola(db: DbOrTx, escolaId: string) {
    const [row] = await db
      .select({ id: escola.id, fusoHorario: escola.fusoHorario })
      .from(escola)
      .where(eq(escola.id, escolaId));
    return row ?? null;
  },

  async escolas(db: DbOrTx) {
    return db.select({ id: escola.id, fusoHorario: escola.fusoHorario }).from(escola);
  },

  /** The school's periods; null until the director first saves them (the table's defaults apply). */
  async periodos(db: DbOrTx, escolaId: string) {
    const [row] = await db.select().from(retencaoEscola).where(eq(retencaoEscola.escolaId, escolaId));
    return row ?? null;
  },

  async salvar(
    db: DbOrTx,
    values: {
      escolaId: string;
      presencaMeses: number;
      chatMeses: number;
      diarioMeses: number;
      alteradoPor: string;
      at: Date;
    },
  ) {
    const { at, ...rest } = values;
    const [row] = await db
      .insert(retencaoEscola)
      .values({ ...rest, updatedAt: at })
      .onConflictDoUpdate({
        target: retencaoEscola.escolaId,
        set: {
          presencaMeses: rest.presencaMeses,
          chatMeses: rest.chatMeses,
          diarioMeses: rest.diarioMeses,
          alteradoPor: rest.alteradoPor,
          updatedAt: at,
        },
      })
      .returning();
    return row!;
  },

  async execucoes(db: DbOrTx, escolaId: string, limit: number) {
    return db
      .select()
      .from(registroRetencao)
      .where(eq(registroRetencao.escolaId, escolaId))
      .orderBy(desc(registroRetencao.executadoEm), desc(registroRetencao.id))
      .limit(limit);
  },

  /**
   * Deletes the school's attendance rows dated before `antesDe` ('YYYY-MM-DD'); returns how many.
   * Nothing references presenca rows, so nothing else hangs from them.
   */
  async excluirPresencas(db: DbOrTx, escolaId: string, antesDe: string): Promise<number> {
    const rows = await db
      .delete(presenca)
      .where(and(eq(presenca.escolaId, escolaId), lt(presenca.data, antesDe)))
      .returning({ id: presenca.id });
    return rows.length;
  },

  /** Deletes the school's chat messages sent before `antesDe`; returns how many. Nothing hangs from a message. */
  async excluirMensagens(db: DbOrTx, escolaId: string, antesDe: Date): Promise<number> {
    const rows = await db
      .delete(mensagem)
      .where(and(eq(mensagem.escolaId, escolaId), lt(mensagem.createdAt, antesDe)))
      .returning({ id: mensagem.id });
    return rows.length;
  },

  /**
   * Deletes the school's diary entries dated before `antesDe`, except medication and incidents, which go only
   * before `legaisAntesDe` too (null: not yet); then the authorisations that ended before both. Returns the
   * entries deleted. Acknowledgements cascade with their entry; a dose kept keeps its authorisation.
   */
  async excluirDiario(
    db: DbOrTx,
    escolaId: string,
    antesDe: string,
    legaisAntesDe: string | null,
  ): Promise<number> {
    const comuns = and(
      eq(diarioRegistro.escolaId, escolaId),
      lt(diarioRegistro.data, antesDe),
      notInArray(diarioRegistro.tipo, [...LEGAIS]),
    );
    const limiteLegal = legaisAntesDe && legaisAntesDe < antesDe ? legaisAntesDe : antesDe;
    const legais = legaisAntesDe
      ? and(
          eq(diarioRegistro.escolaId, escolaId),
          lt(diarioRegistro.data, limiteLegal),
          inArray(diarioRegistro.tipo, [...LEGAIS]),
        )
      : undefined;
    const rows = await db
      .delete(diarioRegistro)
      .where(legais ? or(comuns, legais) : comuns)
      .returning({ id: diarioRegistro.id });
    if (legaisAntesDe)
      await db
        .delete(autorizacaoMedicacao)
        .where(
          and(eq(autorizacaoMedicacao.escolaId, escolaId), lt(autorizacaoMedicacao.dataFim, limiteLegal)),
        );
    return rows.length;
  },

  async registrar(
    db: DbOrTx,
    values: {
      escolaId: string;
      presencasExcluidas: number;
      mensagensExcluidas: number;
      registrosDiarioExcluidos: number;
      at: Date;
    },
  ) {
    await db.insert(registroRetencao).values({
      escolaId: values.escolaId,
      presencasExcluidas: values.presencasExcluidas,
      mensagensExcluidas: values.mensagensExcluidas,
      registrosDiarioExcluidos: values.registrosDiarioExcluidos,
      executadoEm: values.at,
    });
  },
};
