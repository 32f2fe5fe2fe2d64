import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { cardapio, discente, fichaMed } from '../../../db/schema';

const itemColumns = {
  idCardapio: cardapio.id,
  escolaId: cardapio.escolaId,
  data: cardapio.data,
  refeicao: cardapio.refeicao,
  horario: cardapio.horario,
  prato: cardapio.prato,
  alergenos: cardapio.alergenos,
  ilustracao: cardapio.ilustracao,
};

export type CardapioRow = Awaited<ReturnType<typeof cardapioRepository.between>>[number];
type ItemValues = Omit<typeof cardapio.$inferInsert, 'id' | 'updatedAt'>;

export const cardapioRepository = {
  /** The school's meals from `inicio` to `fim`, by date. */
  async between(db: DbOrTx, escolaId: string, inicio: string, fim: string) {
    return db
      .select(itemColumns)
      .from(cardapio)
      .where(and(eq(cardapio.escolaId, escolaId), gte(cardapio.data, inicio), lte(cardapio.data, fim)))
      .orderBy(asc(cardapio.data), asc(cardapio.horario));
  },

  /** Posts a meal, or replaces the one the school already had for that day and meal. */
  async upsert(db: DbOrTx, values: ItemValues, at: Date) {
    const { horario, prato, alergenos, ilustracao, autorId } = values;
    const [row] = await db
      .insert(cardapio)
      .values({ ...values, updatedAt: at })
      .onConflictDoUpdate({
        target: [cardapio.escolaId, cardapio.data, cardapio.refeicao],
        set: { horario, prato, alergenos, ilustracao, autorId, updatedAt: at },
      })
      .returning(itemColumns);
    return row!;
  },

  async find(db: DbOrTx, idCardapio: string) {
    const [row] = await db.select(itemColumns).from(cardapio).where(eq(cardapio.id, idCardapio));
    return row ?? null;
  },

  async remove(db: DbOrTx, idCardapio: string) {
    await db.delete(cardapio).where(eq(cardapio.id, idCardapio));
  },

  /** Name and the medical record's food allergies of these children. */
  async alergiasOf(db: DbOrTx, discenteIds: string[]) {
    if (discenteIds.length === 0) return [];
    return db
      .select({
        idDisc: discente.id,
        nomeDisc: discente.nomeDisc,
        escolaId: discente.escolaId,
        comidasAlergicas: fichaMed.comidasAlergicas,
      })
      .from(discente)
      .leftJoin(fichaMed, eq(fichaMed.discenteId, discente.id))
      .where(inArray(discente.id, discenteIds))
      .orderBy(asc(discente.nomeDisc));
  },
};
