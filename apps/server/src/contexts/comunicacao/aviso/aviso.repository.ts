import { and, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Importancia, Tema } from '@lunna/contract';
import type { DbOrTx } from '../../../db/client';
import { preparedQuery } from '../../../db/prepared';
import {
  aviso,
  avisoLeitura,
  equipe,
  responsavel,
  responsavelDiscente,
  turma,
  turmaDiscente,
  turmaPedagogo,
  usuario,
} from '../../../db/schema';

export type AvisoFilters = { importancia?: Importancia; naoLidos?: boolean; limit: number; offset: number };

const avisoColumns = {
  id: aviso.id,
  tituloAviso: aviso.tituloAviso,
  conteudoAviso: aviso.conteudoAviso,
  importancia: aviso.importancia,
  createdAt: aviso.createdAt,
  turmaId: turma.id,
  nomeTurma: turma.nomeTurma,
  tema: turma.tema,
  autorNome: sql<string>`coalesce(${equipe.nome}, ${usuario.nome})`,
  autorFoto: equipe.ftPerfil,
};

export type AvisoRow = {
  id: string;
  tituloAviso: string;
  conteudoAviso: string;
  importancia: Importancia;
  createdAt: Date;
  turmaId: string | null;
  nomeTurma: string | null;
  tema: Tema | null;
  autorNome: string;
  autorFoto: string | null;
};

/** A guardian's unacknowledged 'Importante' notice sorts first. */
const fixadoExpr = sql<boolean>`(${aviso.importancia} = 'Importante' and ${avisoLeitura.lidoEm} is null)`;

/**
 * A guardian's notices: `shape` says which filters apply (t: of these classes, i: of one importance,
 * n: unread only), each letter x when not. One child's notices, and every Importante one still waiting
 * for this guardian's acknowledgement whichever child it is about: filtering by a child must not hide
 * what the family has to confirm.
 */
const doResponsavel = (shape: string) =>
  and(
    eq(avisoLeitura.usuarioId, sql.placeholder('usuarioId')),
    shape[0] === 't'
      ? or(
          isNull(aviso.turmaId),
          sql`${aviso.turmaId} = any(${sql.placeholder('turmaIds')}::uuid[])`,
          fixadoExpr,
        )
      : undefined,
    shape[1] === 'i' ? eq(aviso.importancia, sql.placeholder('importancia')) : undefined,
    shape[2] === 'n' ? isNull(avisoLeitura.lidoEm) : undefined,
  );

// Built once per database: the dashboard reads the unread Importante ones on every load. The total
// rides on the page's rows (a window count, one statement); only a page past the end needs a count of its own.
const avisosDoResponsavel = preparedQuery('avisos_do_responsavel', (db, name, shape) =>
  db
    .select({
      ...avisoColumns,
      lidoEm: avisoLeitura.lidoEm,
      fixado: fixadoExpr,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(avisoLeitura)
    .innerJoin(aviso, eq(aviso.id, avisoLeitura.avisoId))
    .leftJoin(turma, eq(turma.id, aviso.turmaId))
    .innerJoin(usuario, eq(usuario.id, aviso.autorId))
    .leftJoin(equipe, eq(equipe.usuarioId, aviso.autorId))
    .where(doResponsavel(shape))
    .orderBy(desc(fixadoExpr), desc(aviso.createdAt))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
);

const avisosDoResponsavelContados = preparedQuery('avisos_do_responsavel_contados', (db, name, shape) =>
  db
    .select({ n: count() })
    .from(avisoLeitura)
    .innerJoin(aviso, eq(aviso.id, avisoLeitura.avisoId))
    .where(doResponsavel(shape))
    .prepare(name),
);

export const avisoRepository = {
  async create(db: DbOrTx, values: typeof aviso.$inferInsert): Promise<string> {
    const [row] = await db.insert(aviso).values(values).returning({ id: aviso.id });
    return row!.id;
  },

  async find(db: DbOrTx, avisoId: string) {
    const [row] = await db.select().from(aviso).where(eq(aviso.id, avisoId));
    return row ?? null;
  },

  /** One notice as shown (author, class). */
  async findRow(db: DbOrTx, avisoId: string): Promise<AvisoRow | null> {
    const [row] = await db
      .select(avisoColumns)
      .from(aviso)
      .leftJoin(turma, eq(turma.id, aviso.turmaId))
      .innerJoin(usuario, eq(usuario.id, aviso.autorId))
      .leftJoin(equipe, eq(equipe.usuarioId, aviso.autorId))
      .where(eq(aviso.id, avisoId));
    return (row as AvisoRow | undefined) ?? null;
  },

  /** Every guardian of the school with at least one active child link. */
  async guardiansOfEscola(db: DbOrTx, escolaId: string): Promise<string[]> {
    const rows = await db
      .selectDistinct({ id: usuario.id })
      .from(responsavel)
      .innerJoin(
        responsavelDiscente,
        and(eq(responsavelDiscente.responsavelId, responsavel.id), eq(responsavelDiscente.status, 'ativo')),
      )
      .innerJoin(usuario, and(eq(usuario.id, responsavel.usuarioId), eq(usuario.cadastroConcluido, true)))
      .where(eq(responsavel.escolaId, escolaId));
    return rows.map((r) => r.id);
  },

  async addRecipients(db: DbOrTx, avisoId: string, usuarioIds: string[]) {
    if (usuarioIds.length > 0)
      await db.insert(avisoLeitura).values(usuarioIds.map((usuarioId) => ({ avisoId, usuarioId })));
  },

  async recipients(db: DbOrTx, avisoId: string): Promise<string[]> {
    const rows = await db
      .select({ id: avisoLeitura.usuarioId })
      .from(avisoLeitura)
      .where(eq(avisoLeitura.avisoId, avisoId));
    return rows.map((r) => r.id);
  },

  async receipt(db: DbOrTx, avisoId: string, usuarioId: string) {
    const [row] = await db
      .select()
      .from(avisoLeitura)
      .where(and(eq(avisoLeitura.avisoId, avisoId), eq(avisoLeitura.usuarioId, usuarioId)));
    return row ?? null;
  },

  async setRead(db: DbOrTx, avisoId: string, usuarioId: string, lido: boolean) {
    await db
      .update(avisoLeitura)
      .set({ lidoEm: lido ? sql`coalesce(${avisoLeitura.lidoEm}, now())` : null })
      .where(and(eq(avisoLeitura.avisoId, avisoId), eq(avisoLeitura.usuarioId, usuarioId)));
  },

  /**
   * The notices addressed to the guardian (optionally only to these classes or the whole school, plus her
   * unacknowledged Importante ones of any class), pinned first, newest first.
   */
  async listForGuardian(db: DbOrTx, usuarioId: string, turmaIds: string[] | null, f: AvisoFilters) {
    const shape = `${turmaIds ? 't' : 'x'}${f.importancia ? 'i' : 'x'}${f.naoLidos ? 'n' : 'x'}`;
    const values = {
      usuarioId,
      turmaIds: turmaIds ?? [],
      importancia: f.importancia ?? null,
      limit: f.limit,
      offset: f.offset,
    };
    const rows = await avisosDoResponsavel(db, values, shape);
    const total =
      rows[0]?.total ??
      (f.offset > 0 ? ((await avisosDoResponsavelContados(db, values, shape))[0]?.n ?? 0) : 0);
    return {
      rows: rows.map(({ total: _total, ...row }) => row) as (AvisoRow & {
        lidoEm: Date | null;
        fixado: boolean;
      })[],
      total,
    };
  },

  /** Staff: the director every notice of the school; an educator those they wrote or sent to a class they teach. */
  async listForStaff(db: DbOrTx, scope: { escolaId: string; autorOuTurmasDe?: string }, f: AvisoFilters) {
    const conditions: (SQL | undefined)[] = [
      eq(aviso.escolaId, scope.escolaId),
      f.importancia ? eq(aviso.importancia, f.importancia) : undefined,
    ];
    if (scope.autorOuTurmasDe) {
      const taught = db
        .select({ id: turmaPedagogo.turmaId })
        .from(turmaPedagogo)
        .where(eq(turmaPedagogo.usuarioId, scope.autorOuTurmasDe));
      conditions.push(or(eq(aviso.autorId, scope.autorOuTurmasDe), inArray(aviso.turmaId, taught)));
    }
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      db
        .select(avisoColumns)
        .from(aviso)
        .leftJoin(turma, eq(turma.id, aviso.turmaId))
        .innerJoin(usuario, eq(usuario.id, aviso.autorId))
        .leftJoin(equipe, eq(equipe.usuarioId, aviso.autorId))
        .where(where)
        .orderBy(desc(aviso.createdAt))
        .limit(f.limit)
        .offset(f.offset),
      db.select({ n: count() }).from(aviso).where(where),
    ]);
    return { rows: rows as AvisoRow[], total: total?.n ?? 0 };
  },

  /** Read receipts of these notices: every recipient with their name and whether they read it. */
  async receipts(db: DbOrTx, avisoIds: string[]) {
    if (avisoIds.length === 0) return [];
    return db
      .select({
        avisoId: avisoLeitura.avisoId,
        nome: sql<string>`coalesce(${responsavel.nomeResp}, ${usuario.nome})`,
        lidoEm: avisoLeitura.lidoEm,
      })
      .from(avisoLeitura)
      .innerJoin(usuario, eq(usuario.id, avisoLeitura.usuarioId))
      .leftJoin(responsavel, eq(responsavel.usuarioId, usuario.id))
      .where(inArray(avisoLeitura.avisoId, avisoIds))
      .orderBy(sql`coalesce(${responsavel.nomeResp}, ${usuario.nome})`);
  },

  /** Recipients who have neither acknowledged nor been reminded; marks them reminded in the same statement. */
  async takeUnremindedPending(db: DbOrTx, avisoId: string): Promise<string[]> {
    const rows = await db
      .update(avisoLeitura)
      .set({ lembreteEnviadoEm: new Date() })
      .where(
        and(
          eq(avisoLeitura.avisoId, avisoId),
          isNull(avisoLeitura.lidoEm),
          isNull(avisoLeitura.lembreteEnviadoEm),
        ),
      )
      .returning({ id: avisoLeitura.usuarioId });
    return rows.map((r) => r.id);
  },

  /** The classes of a child (to filter a guardian's notices by child). */
  async turmasOfChild(db: DbOrTx, discenteId: string): Promise<string[]> {
    const rows = await db
      .select({ id: turmaDiscente.turmaId })
      .from(turmaDiscente)
      .where(eq(turmaDiscente.discenteId, discenteId));
    return rows.map((r) => r.id);
  },
};
