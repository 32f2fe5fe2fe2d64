import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { preparedQuery } from '../../../db/prepared';
import { avisarHojeMudou } from '../hoje/hoje.eventos';
import {
  alerta,
  discente,
  equipe,
  notificacao,
  presenca,
  responsavel,
  turmaDiscente,
  usuario,
} from '../../../db/schema';

export type AlertaRow = {
  id: string;
  escolaId: string;
  discenteId: string;
  nomeDisc: string;
  data: string;
  tipo: (typeof alerta.$inferSelect)['tipo'];
  categoria: (typeof alerta.$inferSelect)['categoria'];
  prioridade: (typeof alerta.$inferSelect)['prioridade'];
  texto: string;
  chegadaPrevista: string | null;
  autorId: string | null;
  autorPapel: 'responsavel' | 'pedagogo' | 'gestor' | null;
  autorNome: string | null;
  createdAt: Date;
  confirmadoEm: Date | null;
  confirmadoPorNome: string | null;
};

/** Name of a person as the family and the school know it: the guardian's or staff profile name, else the account's. */
const personName = (who: typeof alerta.autorId | typeof alerta.confirmadoPor) =>
  sql<
    string | null
  >`(select coalesce(r.nome_resp, e.nome, u.nome) from usuario u left join responsavel r on r.usuario_id = u.id left join equipe e on e.usuario_id = u.id where u.id = ${who})`;

const columns = {
  id: alerta.id,
  escolaId: alerta.escolaId,
  discenteId: alerta.discenteId,
  nomeDisc: discente.nomeDisc,
  data: alerta.data,
  tipo: alerta.tipo,
  categoria: alerta.categoria,
  prioridade: alerta.prioridade,
  texto: alerta.texto,
  chegadaPrevista: alerta.chegadaPrevista,
  autorId: alerta.autorId,
  autorPapel: sql<AlertaRow['autorPapel']>`(select u.papel from usuario u where u.id = ${alerta.autorId})`,
  autorNome: personName(alerta.autorId),
  createdAt: alerta.createdAt,
  confirmadoEm: alerta.confirmadoEm,
  confirmadoPorNome: personName(alerta.confirmadoPor),
};

/** Open (unacknowledged) first, then the most urgent, then the newest. */
const order = [
  sql`${alerta.confirmadoEm} is not null`,
  sql`case ${alerta.prioridade} when 'Importante' then 0 when 'Atenção' then 1 else 2 end`,
  desc(alerta.createdAt),
];

// Built once per database: the dashboard reads the child's alerts on every load.
const alertasDoDia = preparedQuery('alertas_do_dia', (db, name) =>
  db
    .select(columns)
    .from(alerta)
    .innerJoin(discente, eq(discente.id, alerta.discenteId))
    .where(
      and(eq(alerta.discenteId, sql.placeholder('discenteId')), eq(alerta.data, sql.placeholder('data'))),
    )
    .orderBy(...order)
    .prepare(name),
);

export const alertaRepository = {
  /** A new alert, and word for the staff's live pages (the director's today counts open alerts). */
  async create(db: DbOrTx, values: typeof alerta.$inferInsert): Promise<string> {
    const [row] = await db.insert(alerta).values(values).returning({ id: alerta.id });
    await avisarHojeMudou(db, values.escolaId);
    return row!.id;
  },

  async find(db: DbOrTx, alertaId: string): Promise<AlertaRow | null> {
    const [row] = await db
      .select(columns)
      .from(alerta)
      .innerJoin(discente, eq(discente.id, alerta.discenteId))
      .where(eq(alerta.id, alertaId));
    return (row as AlertaRow | undefined) ?? null;
  },

  async listForChild(db: DbOrTx, discenteId: string, data: string): Promise<AlertaRow[]> {
    return (await alertasDoDia(db, { discenteId, data })) as AlertaRow[];
  },

  async listForTurma(db: DbOrTx, turmaId: string, data: string): Promise<AlertaRow[]> {
    const rows = await db
      .select(columns)
      .from(alerta)
      .innerJoin(discente, eq(discente.id, alerta.discenteId))
      .innerJoin(
        turmaDiscente,
        and(eq(turmaDiscente.discenteId, alerta.discenteId), eq(turmaDiscente.turmaId, turmaId)),
      )
      .where(eq(alerta.data, data))
      .orderBy(...order);
    return rows as AlertaRow[];
  },

  /** Records the acknowledgement once; false when someone already acknowledged it. */
  async confirm(db: DbOrTx, alertaId: string, usuarioId: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(alerta)
      .set({ confirmadoEm: at, confirmadoPor: usuarioId })
      .where(and(eq(alerta.id, alertaId), isNull(alerta.confirmadoEm)))
      .returning({ escolaId: alerta.escolaId });
    if (rows[0]) await avisarHojeMudou(db, rows[0].escolaId);
    return rows.length > 0;
  },

  async directorsOf(db: DbOrTx, escolaId: string): Promise<string[]> {
    const rows = await db
      .select({ id: usuario.id })
      .from(usuario)
      .where(and(eq(usuario.escolaId, escolaId), eq(usuario.papel, 'gestor')));
    return rows.map((r) => r.id);
  },

  /** The display names of these users (guardian or staff profile), in alphabetical order. */
  async namesOf(db: DbOrTx, usuarioIds: string[]): Promise<string[]> {
    if (usuarioIds.length === 0) return [];
    const nome = sql<string>`coalesce(${responsavel.nomeResp}, ${equipe.nome}, ${usuario.nome})`;
    const rows = await db
      .select({ nome })
      .from(usuario)
      .leftJoin(responsavel, eq(responsavel.usuarioId, usuario.id))
      .leftJoin(equipe, eq(equipe.usuarioId, usuario.id))
      .where(inArray(usuario.id, usuarioIds))
      .orderBy(nome);
    return rows.map((r) => r.nome);
  },

  /** The display name of a user (guardian or staff profile). */
  async nameOf(db: DbOrTx, usuarioId: string): Promise<string> {
    const [row] = await db
      .select({ nome: sql<string>`coalesce(${responsavel.nomeResp}, ${equipe.nome}, ${usuario.nome})` })
      .from(usuario)
      .leftJoin(responsavel, eq(responsavel.usuarioId, usuario.id))
      .leftJoin(equipe, eq(equipe.usuarioId, usuario.id))
      .where(eq(usuario.id, usuarioId));
    return row?.nome ?? '';
  },

  /** Whether the child's last attendance event of the day is a check-in (the child is at school now). */
  async isCheckedIn(db: DbOrTx, discenteId: string, data: string): Promise<boolean> {
    const [last] = await db
      .select({ tipo: presenca.tipo })
      .from(presenca)
      .where(and(eq(presenca.discenteId, discenteId), eq(presenca.data, data)))
      .orderBy(desc(presenca.ocorridoEm), desc(presenca.createdAt))
      .limit(1);
    return last?.tipo === 'entrada';
  },

  /** Whether the child was checked in at some point of the day. */
  async hasCheckIn(db: DbOrTx, discenteId: string, data: string): Promise<boolean> {
    const rows = await db
      .select({ id: presenca.id })
      .from(presenca)
      .where(and(eq(presenca.discenteId, discenteId), eq(presenca.data, data), eq(presenca.tipo, 'entrada')))
      .limit(1);
    return rows.length > 0;
  },

  /**
   * Of these children, the ones the school has heard about today: checked in or marked absent, or a
   * guardian said they will be absent or late, or the unexpected-absence alert already went out.
   */
  async accountedFor(db: DbOrTx, discenteIds: string[], data: string): Promise<Set<string>> {
    if (discenteIds.length === 0) return new Set();
    const [present, alerted] = await Promise.all([
      db
        .selectDistinct({ id: presenca.discenteId })
        .from(presenca)
        .where(
          and(
            inArray(presenca.discenteId, discenteIds),
            eq(presenca.data, data),
            inArray(presenca.tipo, ['entrada', 'falta']),
          ),
        ),
      db
        .selectDistinct({ id: alerta.discenteId })
        .from(alerta)
        .where(
          and(
            inArray(alerta.discenteId, discenteIds),
            eq(alerta.data, data),
            inArray(alerta.tipo, ['ausencia', 'atraso', 'ausencia_inesperada']),
          ),
        ),
    ]);
    return new Set([...present, ...alerted].map((r) => r.id));
  },

  /** Children of these ids with their names. */
  async childNames(db: DbOrTx, discenteIds: string[]) {
    if (discenteIds.length === 0) return [];
    return db
      .select({ id: discente.id, nomeDisc: discente.nomeDisc })
      .from(discente)
      .where(inArray(discente.id, discenteIds));
  },

  /** Whether a notification about `refId` of this kind was already written (a retried job must not write it twice). */
  async notified(
    db: DbOrTx,
    refId: string,
    tipo: (typeof notificacao.$inferSelect)['tipo'],
  ): Promise<boolean> {
    const rows = await db
      .select({ id: notificacao.id })
      .from(notificacao)
      .where(and(eq(notificacao.refId, refId), eq(notificacao.tipo, tipo)))
      .limit(1);
    return rows.length > 0;
  },

  /** Serialises writers of the same key until the transaction ends (one reminder per child per day, even if two runs overlap). */
  async lock(db: DbOrTx, key: string): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  },
};
