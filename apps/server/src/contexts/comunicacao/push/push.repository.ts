import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { notificacao, pushSubscription, usuario } from '../../../db/schema';

export type PushSubscriptionRow = typeof pushSubscription.$inferSelect;

export const pushRepository = {
  /**
   * Saves this browser's subscription for the person. The endpoint is unique: a browser that was another
   * account's (a shared tablet, signed in with a new account) moves to this one, with its new keys.
   */
  async upsert(
    db: DbOrTx,
    row: {
      usuarioId: string;
      escolaId: string;
      endpoint: string;
      p256dh: string;
      auth: string;
      userAgent: string | null;
    },
  ): Promise<string> {
    const [saved] = await db
      .insert(pushSubscription)
      .values(row)
      .onConflictDoUpdate({
        target: pushSubscription.endpoint,
        // Subscribed again (or by another account): a new subscription as far as anyone can tell.
        set: {
          usuarioId: row.usuarioId,
          escolaId: row.escolaId,
          p256dh: row.p256dh,
          auth: row.auth,
          userAgent: row.userAgent,
          failures: 0,
          createdAt: sql`now()`,
        },
      })
      .returning({ id: pushSubscription.id });
    return saved!.id;
  },

  /** The person's own subscription with this endpoint, if the server still has it. */
  async findOwn(db: DbOrTx, usuarioId: string, endpoint: string): Promise<{ id: string } | null> {
    const [row] = await db
      .select({ id: pushSubscription.id })
      .from(pushSubscription)
      .where(and(eq(pushSubscription.usuarioId, usuarioId), eq(pushSubscription.endpoint, endpoint)));
    return row ?? null;
  },

  /** The person's devices, newest first (never the endpoint or the keys). */
  async listOwn(db: DbOrTx, usuarioId: string) {
    return db
      .select({
        id: pushSubscription.id,
        userAgent: pushSubscription.userAgent,
        createdAt: pushSubscription.createdAt,
        lastSuccessAt: pushSubscription.lastSuccessAt,
      })
      .from(pushSubscription)
      .where(eq(pushSubscription.usuarioId, usuarioId))
      .orderBy(desc(pushSubscription.createdAt));
  },

  /** Deletes one of the person's own subscriptions by id; false when there is none of theirs with it. */
  async deleteOwnById(db: DbOrTx, usuarioId: string, id: string): Promise<boolean> {
    const rows = await db
      .delete(pushSubscription)
      .where(and(eq(pushSubscription.usuarioId, usuarioId), eq(pushSubscription.id, id)))
      .returning({ id: pushSubscription.id });
    return rows.length > 0;
  },

  /** Keeps the person's `max` most recently used subscriptions and deletes the rest (browsers long gone). */
  async keepNewest(db: DbOrTx, usuarioId: string, max: number): Promise<void> {
    const newest = db
      .select({ id: pushSubscription.id })
      .from(pushSubscription)
      .where(eq(pushSubscription.usuarioId, usuarioId))
      .orderBy(
        desc(
          sql`greatest(${pushSubscription.createdAt}, coalesce(${pushSubscription.lastSuccessAt}, ${pushSubscription.createdAt}))`,
        ),
      )
      .limit(max);
    await db
      .delete(pushSubscription)
      .where(and(eq(pushSubscription.usuarioId, usuarioId), notInArray(pushSubscription.id, newest)));
  },

  /** Deletes the person's own subscription with this endpoint; false when there is none of theirs. */
  async deleteOwn(db: DbOrTx, usuarioId: string, endpoint: string): Promise<boolean> {
    const rows = await db
      .delete(pushSubscription)
      .where(and(eq(pushSubscription.usuarioId, usuarioId), eq(pushSubscription.endpoint, endpoint)))
      .returning({ id: pushSubscription.id });
    return rows.length > 0;
  },

  async byId(db: DbOrTx, id: string): Promise<PushSubscriptionRow | null> {
    const [row] = await db.select().from(pushSubscription).where(eq(pushSubscription.id, id));
    return row ?? null;
  },

  async listFor(db: DbOrTx, usuarioIds: string[]): Promise<PushSubscriptionRow[]> {
    if (usuarioIds.length === 0) return [];
    return db.select().from(pushSubscription).where(inArray(pushSubscription.usuarioId, usuarioIds));
  },

  /**
   * The notifications with these ids as they are now (committed), with what their recipients chose for
   * device notifications. Rows of a transaction still open, or rolled back, are not among them.
   */
  async notificacoesParaEnvio(db: DbOrTx, ids: string[]) {
    if (ids.length === 0) return [];
    return db
      .select({
        id: notificacao.id,
        usuarioId: notificacao.usuarioId,
        prioridade: notificacao.prioridade,
        tipo: notificacao.tipo,
        titulo: notificacao.titulo,
        texto: notificacao.texto,
        link: notificacao.link,
        refId: notificacao.refId,
        lidaEm: notificacao.lidaEm,
        pushNormal: usuario.pushNormal,
      })
      .from(notificacao)
      .innerJoin(usuario, eq(usuario.id, notificacao.usuarioId))
      .where(inArray(notificacao.id, ids));
  },

  async markSent(db: DbOrTx, id: string, at: Date): Promise<void> {
    await db
      .update(pushSubscription)
      .set({ lastSuccessAt: at, failures: 0 })
      .where(eq(pushSubscription.id, id));
  },

  async countFailure(db: DbOrTx, id: string): Promise<void> {
    await db
      .update(pushSubscription)
      .set({ failures: sql`${pushSubscription.failures} + 1` })
      .where(eq(pushSubscription.id, id));
  },

  async remove(db: DbOrTx, id: string): Promise<void> {
    await db.delete(pushSubscription).where(eq(pushSubscription.id, id));
  },
};
