import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client';
import { contato } from '../../../db/schema';

export const contatoRepository = {
  /** Holds other submissions from the same e-mail address until the transaction ends, so the duplicate check and the insert are one step. */
  async lockSender(tx: Tx, email: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`contato:${email}`}))`);
  },

  /** The first identical message (same e-mail and text) received since `since`. */
  async findSame(db: DbOrTx, email: string, mensagem: string, since: Date): Promise<string | null> {
    const [row] = await db
      .select({ id: contato.id })
      .from(contato)
      .where(and(eq(contato.email, email), eq(contato.mensagem, mensagem), gte(contato.criadoEm, since)))
      .orderBy(asc(contato.criadoEm))
      .limit(1);
    return row?.id ?? null;
  },

  async create(db: DbOrTx, values: typeof contato.$inferInsert): Promise<string> {
    const [row] = await db.insert(contato).values(values).returning({ id: contato.id });
    return row!.id;
  },

  async markSent(db: DbOrTx, id: string): Promise<void> {
    await db
      .update(contato)
      .set({ enviadoEm: sql`now()` })
      .where(eq(contato.id, id));
  },
};
