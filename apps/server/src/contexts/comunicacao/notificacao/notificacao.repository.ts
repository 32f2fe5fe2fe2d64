import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { preparedQuery } from '../../../db/prepared';
import { notificacao, usuario } from '../../../db/schema';
import { saidaRepository } from '../../../platform/saida/saida.repository';

export type NovaNotificacao = typeof notificacao.$inferInsert;

/** Outbox rows a notification write leaves (payload `{ ids }`): its live delivery, and its Web Push. */
export const SAIDA_NOTIFICACAO_AO_VIVO = 'notificacao.aoVivo';
export const SAIDA_NOTIFICACAO_PUSH = 'notificacao.push';

/** The notification ids of such a row's payload. */
export const idsDaSaida = (payload: Record<string, unknown>): string[] =>
  Array.isArray(payload.ids) ? payload.ids.filter((id): id is string => typeof id === 'string') : [];

/** Highest priority first: Importante, Atenção, Normal. */
const prioridadeOrdem = sql`case ${notificacao.prioridade} when 'Importante' then 0 when 'Atenção' then 1 else 2 end`;

const n2 = alias(notificacao, 'n2');
// Built once per database: the bell reads the list on every page load.
const notificacoesDoUsuario = preparedQuery('notificacoes_do_usuario', (db, name) =>
  db
    .select({
      n: notificacao,
      naoLidas: sql<number>`(${db
        .select({ n: sql`count(*)::int` })
        .from(n2)
        .where(and(eq(n2.usuarioId, sql.placeholder('usuarioId')), isNull(n2.lidaEm)))})`.mapWith(Number),
    })
    .from(notificacao)
    .where(eq(notificacao.usuarioId, sql.placeholder('usuarioId')))
    .orderBy(sql`${notificacao.lidaEm} is not null`, prioridadeOrdem, desc(notificacao.createdAt))
    .limit(sql.placeholder('limit'))
    .prepare(name),
);

export const notificacaoRepository = {
  async createMany(db: DbOrTx, rows: NovaNotificacao[]): Promise<void> {
    if (rows.length === 0) return;
    // With the outbox rows, in the caller's transaction when there is one: delivered only if it commits.
    await db.transaction(async (tx) => {
      const criadas = await tx.insert(notificacao).values(rows).returning({ id: notificacao.id });
      const ids = criadas.map((c) => c.id);
      await saidaRepository.registrar(tx, [
        { tipo: SAIDA_NOTIFICACAO_AO_VIVO, payload: { ids } },
        { tipo: SAIDA_NOTIFICACAO_PUSH, payload: { ids } },
      ]);
    });
  },

  /** These notifications, whoever they are for (the live delivery reads what its outbox row names). */
  async byIds(db: DbOrTx, ids: string[]) {
    if (ids.length === 0) return [];
    return db.select().from(notificacao).where(inArray(notificacao.id, ids));
  },

  /**
   * Unread before read; among each, highest priority first, then newest. With the count of all the person's unread
   * notifications (the bell's badge) as a column of the same statement: no notifications at all means none unread.
   */
  async listFor(db: DbOrTx, usuarioId: string, limit: number) {
    const rows = await notificacoesDoUsuario(db, { usuarioId, limit });
    return { rows: rows.map((r) => r.n), naoLidas: rows[0]?.naoLidas ?? 0 };
  },

  /** Marks one of the user's own notifications read; false when it is not theirs (or does not exist). */
  async markRead(db: DbOrTx, usuarioId: string, idNotificacao: string): Promise<boolean> {
    const rows = await db
      .update(notificacao)
      .set({ lidaEm: sql`coalesce(${notificacao.lidaEm}, now())` })
      .where(and(eq(notificacao.id, idNotificacao), eq(notificacao.usuarioId, usuarioId)))
      .returning({ id: notificacao.id });
    return rows.length > 0;
  },

  async markAllRead(db: DbOrTx, usuarioId: string): Promise<void> {
    await db
      .update(notificacao)
      .set({ lidaEm: new Date() })
      .where(and(eq(notificacao.usuarioId, usuarioId), isNull(notificacao.lidaEm)));
  },

  /** Reading an item (a notice) reads the user's notifications about it. */
  async markReadByRef(db: DbOrTx, usuarioId: string, refId: string): Promise<void> {
    await db
      .update(notificacao)
      .set({ lidaEm: new Date() })
      .where(
        and(eq(notificacao.usuarioId, usuarioId), eq(notificacao.refId, refId), isNull(notificacao.lidaEm)),
      );
  },

  async preferencias(db: DbOrTx, usuarioId: string) {
    const [row] = await db
      .select({
        emailNormal: usuario.emailNormal,
        emailAtencao: usuario.emailAtencao,
        emailImportante: usuario.emailImportante,
        notifBanners: usuario.notifBanners,
        pushNormal: usuario.pushNormal,
      })
      .from(usuario)
      .where(eq(usuario.id, usuarioId));
    return row ?? null;
  },

  /** Writes only the preferences given. */
  async savePreferencias(
    db: DbOrTx,
    usuarioId: string,
    values: Partial<{
      emailNormal: boolean;
      emailAtencao: boolean;
      emailImportante: boolean;
      notifBanners: boolean;
      pushNormal: boolean;
    }>,
  ) {
    if (Object.keys(values).length === 0) return;
    await db.update(usuario).set(values).where(eq(usuario.id, usuarioId));
  },

  /** Each recipient's language (`usuario.idioma`), for writing her notifications in it. */
  async idiomas(db: DbOrTx, usuarioIds: string[]): Promise<Map<string, string>> {
    if (usuarioIds.length === 0) return new Map();
    const rows = await db
      .select({ id: usuario.id, idioma: usuario.idioma })
      .from(usuario)
      .where(inArray(usuario.id, usuarioIds));
    return new Map(rows.map((r) => [r.id, r.idioma]));
  },

  /** Address, name, language and e-mail preferences of the recipients, for the e-mail sender. */
  async recipients(db: DbOrTx, usuarioIds: string[]) {
    if (usuarioIds.length === 0) return [];
    return db
      .select({
        id: usuario.id,
        email: usuario.email,
        nome: usuario.nome,
        idioma: usuario.idioma,
        emailNormal: usuario.emailNormal,
        emailAtencao: usuario.emailAtencao,
        emailImportante: usuario.emailImportante,
      })
      .from(usuario)
      .where(inArray(usuario.id, usuarioIds));
  },
};
