import { and, asc, count, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { preparedQuery } from '../../../db/prepared';
import { agendarVerificacaoRazao, avisarHojeMudou } from '../hoje/hoje.eventos';
import {
  auditLog,
  discente,
  equipe,
  escola,
  presenca,
  turma,
  turmaDiscente,
  usuario,
} from '../../../db/schema';

/** A recorded event with the name of the educator who recorded it. */
export type EventoRow = {
  id: string;
  discenteId: string;
  data: string;
  tipo: 'entrada' | 'saida' | 'falta';
  ocorridoEm: Date;
  responsavelId: string | null;
  autorizadoId: string | null;
  nomePessoa: string | null;
  educadorNome: string | null;
  excecao: boolean;
  motivo: string | null;
};

const eventoColumns = {
  id: presenca.id,
  discenteId: presenca.discenteId,
  data: presenca.data,
  tipo: presenca.tipo,
  ocorridoEm: presenca.ocorridoEm,
  responsavelId: presenca.responsavelId,
  autorizadoId: presenca.autorizadoId,
  nomePessoa: presenca.nomePessoa,
  educadorNome: sql<string | null>`coalesce(${equipe.nome}, ${usuario.nome})`,
  excecao: presenca.excecao,
  motivo: presenca.motivo,
};

/** Events in the order they happened. */
const selectEventos = (db: DbOrTx) =>
  db
    .select(eventoColumns)
    .from(presenca)
    .leftJoin(usuario, eq(usuario.id, presenca.educadorId))
    .leftJoin(equipe, eq(equipe.usuarioId, presenca.educadorId));

// Built once per database: the dashboard reads the child's day on every load.
const eventosDoDia = preparedQuery('presenca_eventos_do_dia', (db, name) =>
  selectEventos(db)
    .where(
      and(eq(presenca.discenteId, sql.placeholder('discenteId')), eq(presenca.data, sql.placeholder('data'))),
    )
    .orderBy(asc(presenca.ocorridoEm), asc(presenca.createdAt))
    .prepare(name),
);

export const CODIGO_INCORRETO = 'codigo_entrega_incorreto';

export const presencaRepository = {
  async fusoHorario(db: DbOrTx, escolaId: string): Promise<string> {
    const [row] = await db.select({ fuso: escola.fusoHorario }).from(escola).where(eq(escola.id, escolaId));
    return row?.fuso ?? 'America/Sao_Paulo';
  },

  /**
   * The child's row, locked until the transaction ends: two educators recording the same child at the
   * same moment (or a code typed twice) are handled one after the other, never both.
   */
  async lockChild(db: DbOrTx, discenteId: string) {
    const [row] = await db
      .select({ id: discente.id, escolaId: discente.escolaId, nomeDisc: discente.nomeDisc })
      .from(discente)
      .where(eq(discente.id, discenteId))
      .for('update');
    return row ?? null;
  },

  async child(db: DbOrTx, discenteId: string) {
    const [row] = await db
      .select({ id: discente.id, escolaId: discente.escolaId, nomeDisc: discente.nomeDisc })
      .from(discente)
      .where(eq(discente.id, discenteId));
    return row ?? null;
  },

  async eventsOn(db: DbOrTx, discenteId: string, data: string): Promise<EventoRow[]> {
    return eventosDoDia(db, { discenteId, data });
  },

  async eventsOfChildrenOn(db: DbOrTx, discenteIds: string[], data: string): Promise<EventoRow[]> {
    if (discenteIds.length === 0) return [];
    return selectEventos(db)
      .where(and(inArray(presenca.discenteId, discenteIds), eq(presenca.data, data)))
      .orderBy(asc(presenca.ocorridoEm), asc(presenca.createdAt));
  },

  /** A child's events from `inicio` to `fim` (school dates, inclusive), by date then time. */
  async eventsBetween(db: DbOrTx, discenteId: string, inicio: string, fim: string): Promise<EventoRow[]> {
    return selectEventos(db)
      .where(and(eq(presenca.discenteId, discenteId), gte(presenca.data, inicio), lte(presenca.data, fim)))
      .orderBy(asc(presenca.data), asc(presenca.ocorridoEm), asc(presenca.createdAt));
  },

  /**
   * Every attendance event also leaves word for the staff's live pages (the director's today, the class's
   * board), and a look at the class's ratio once a shortage it may have caused has lasted.
   */
  async insert(db: DbOrTx, values: typeof presenca.$inferInsert): Promise<string> {
    const [row] = await db.insert(presenca).values(values).returning({ id: presenca.id });
    await avisarHojeMudou(db, values.escolaId);
    await agendarVerificacaoRazao(db, values.escolaId, values.ocorridoEm);
    return row!.id;
  },

  /** The children of a class, by name. */
  async childrenOfTurma(db: DbOrTx, turmaId: string) {
    return db
      .select({ id: discente.id, nomeDisc: discente.nomeDisc, imgDisc: discente.imgDisc })
      .from(turmaDiscente)
      .innerJoin(discente, eq(discente.id, turmaDiscente.discenteId))
      .where(eq(turmaDiscente.turmaId, turmaId))
      .orderBy(asc(discente.nomeDisc));
  },

  /** The school's director accounts. */
  async directors(db: DbOrTx, escolaId: string): Promise<string[]> {
    const rows = await db
      .select({ id: usuario.id })
      .from(usuario)
      .where(and(eq(usuario.escolaId, escolaId), eq(usuario.papel, 'gestor')));
    return rows.map((r) => r.id);
  },

  /** Wrong hand-over codes typed for the child between two instants (the school day). */
  async wrongCodes(db: DbOrTx, discenteId: string, from: Date, to: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.discenteId, discenteId),
          eq(auditLog.acao, CODIGO_INCORRETO),
          gte(auditLog.createdAt, from),
          lt(auditLog.createdAt, to),
        ),
      );
    return row?.n ?? 0;
  },

  /** Ids only: who typed a wrong code for which child, and when (the clock's time, so the count follows the school day). */
  async recordWrongCode(
    db: DbOrTx,
    entry: { escolaId: string; usuarioId: string; discenteId: string; at: Date },
  ) {
    await db.insert(auditLog).values({
      escolaId: entry.escolaId,
      usuarioId: entry.usuarioId,
      discenteId: entry.discenteId,
      acao: CODIGO_INCORRETO,
      createdAt: entry.at,
    });
  },

  /**
   * Every event of the school's children between two dates (optionally one class's children), with the
   * child's name and the names of its active classes, for the export.
   */
  async exportEvents(db: DbOrTx, escolaId: string, inicio: string, fim: string, turmaId?: string) {
    const classes = sql<string | null>`(
      select string_agg(${turma.nomeTurma}, ', ' order by ${turma.nomeTurma})
      from ${turmaDiscente} join ${turma} on ${turma.id} = ${turmaDiscente.turmaId}
      where ${turmaDiscente.discenteId} = ${presenca.discenteId} and ${turma.arquivadaEm} is null
    )`;
    const rows = await db
      .select({ ...eventoColumns, nomeDisc: discente.nomeDisc, turmas: classes })
      .from(presenca)
      .innerJoin(discente, eq(discente.id, presenca.discenteId))
      .leftJoin(usuario, eq(usuario.id, presenca.educadorId))
      .leftJoin(equipe, eq(equipe.usuarioId, presenca.educadorId))
      .where(
        and(
          eq(presenca.escolaId, escolaId),
          gte(presenca.data, inicio),
          lte(presenca.data, fim),
          turmaId
            ? inArray(
                presenca.discenteId,
                db
                  .select({ id: turmaDiscente.discenteId })
                  .from(turmaDiscente)
                  .where(eq(turmaDiscente.turmaId, turmaId)),
              )
            : undefined,
        ),
      )
      .orderBy(
        asc(presenca.data),
        asc(discente.nomeDisc),
        asc(presenca.discenteId),
        asc(presenca.ocorridoEm),
        asc(presenca.createdAt),
      );
    return rows as (EventoRow & { nomeDisc: string; turmas: string | null })[];
  },

  /** One line per export (ids only): the director took the attendance of the school out of the system. */
  async recordExport(db: DbOrTx, entry: { escolaId: string; usuarioId: string; at: Date }) {
    await db.insert(auditLog).values({
      escolaId: entry.escolaId,
      usuarioId: entry.usuarioId,
      discenteId: null,
      acao: 'exportar_presenca',
      createdAt: entry.at,
    });
  },
};
