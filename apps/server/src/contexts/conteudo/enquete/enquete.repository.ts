import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { CorCartao } from '@lunna/contract';
import type { DbOrTx } from '../../../db/client';
import {
  enquete,
  enqueteOpcao,
  enqueteVoto,
  equipe,
  escola,
  turma,
  turmaDiscente,
  usuario,
} from '../../../db/schema';

export type EnqueteRow = {
  id: string;
  escolaId: string;
  turmaId: string;
  nomeTurma: string;
  autorId: string;
  pergunta: string;
  inicio: string;
  fim: string;
  cor: CorCartao | null;
  createdAt: Date;
  autorNome: string;
  autorFoto: string | null;
};

export type OpcaoRow = { enqueteId: string; id: string; ordem: number; texto: string; votos: number };

/** Which polls a list shows, relative to the school's today. */
export type Janela = { hoje: string; passadas: boolean; agendadas: boolean };

const columns = {
  id: enquete.id,
  escolaId: enquete.escolaId,
  turmaId: enquete.turmaId,
  nomeTurma: turma.nomeTurma,
  autorId: enquete.autorId,
  pergunta: enquete.pergunta,
  inicio: enquete.inicio,
  fim: enquete.fim,
  cor: enquete.cor,
  createdAt: enquete.createdAt,
  autorNome: sql<string>`coalesce(${equipe.nome}, ${usuario.nome})`,
  autorFoto: equipe.ftPerfil,
};

const MAX_LISTADAS = 50;

export const enqueteRepository = {
  async create(db: DbOrTx, values: typeof enquete.$inferInsert, opcoes: string[]): Promise<string> {
    const [row] = await db.insert(enquete).values(values).returning({ id: enquete.id });
    await db
      .insert(enqueteOpcao)
      .values(opcoes.map((texto, ordem) => ({ enqueteId: row!.id, ordem, texto })));
    return row!.id;
  },

  async find(db: DbOrTx, enqueteId: string): Promise<EnqueteRow | null> {
    const [row] = await db
      .select(columns)
      .from(enquete)
      .innerJoin(turma, eq(turma.id, enquete.turmaId))
      .innerJoin(usuario, eq(usuario.id, enquete.autorId))
      .leftJoin(equipe, eq(equipe.usuarioId, enquete.autorId))
      .where(eq(enquete.id, enqueteId));
    return (row as EnqueteRow | undefined) ?? null;
  },

  async remove(db: DbOrTx, enqueteId: string) {
    await db.delete(enquete).where(eq(enquete.id, enqueteId));
  },

  /** Open polls soonest to close first (scheduled ones after them); closed polls most recently closed first. */
  async list(db: DbOrTx, turmaIds: string[], janela: Janela): Promise<EnqueteRow[]> {
    if (turmaIds.length === 0) return [];
    const period = janela.passadas
      ? lt(enquete.fim, janela.hoje)
      : and(gte(enquete.fim, janela.hoje), janela.agendadas ? undefined : lte(enquete.inicio, janela.hoje));
    const rows = await db
      .select(columns)
      .from(enquete)
      .innerJoin(turma, eq(turma.id, enquete.turmaId))
      .innerJoin(usuario, eq(usuario.id, enquete.autorId))
      .leftJoin(equipe, eq(equipe.usuarioId, enquete.autorId))
      .where(and(inArray(enquete.turmaId, turmaIds), period))
      .orderBy(
        ...(janela.passadas
          ? [desc(enquete.fim), desc(enquete.createdAt)]
          : [asc(enquete.inicio), asc(enquete.fim), desc(enquete.createdAt)]),
      )
      .limit(MAX_LISTADAS);
    return rows as EnqueteRow[];
  },

  /** The options of these polls, in order, with their vote counts. */
  async opcoes(db: DbOrTx, enqueteIds: string[]): Promise<OpcaoRow[]> {
    if (enqueteIds.length === 0) return [];
    return db
      .select({
        enqueteId: enqueteOpcao.enqueteId,
        id: enqueteOpcao.id,
        ordem: enqueteOpcao.ordem,
        texto: enqueteOpcao.texto,
        votos: count(enqueteVoto.discenteId),
      })
      .from(enqueteOpcao)
      .leftJoin(enqueteVoto, eq(enqueteVoto.opcaoId, enqueteOpcao.id))
      .where(inArray(enqueteOpcao.enqueteId, enqueteIds))
      .groupBy(enqueteOpcao.id)
      .orderBy(asc(enqueteOpcao.enqueteId), asc(enqueteOpcao.ordem));
  },

  /** The child's vote in each of these polls. */
  async votosDe(db: DbOrTx, enqueteIds: string[], discenteId: string): Promise<Map<string, string>> {
    if (enqueteIds.length === 0) return new Map();
    const rows = await db
      .select({ enqueteId: enqueteVoto.enqueteId, opcaoId: enqueteVoto.opcaoId })
      .from(enqueteVoto)
      .where(and(inArray(enqueteVoto.enqueteId, enqueteIds), eq(enqueteVoto.discenteId, discenteId)));
    return new Map(rows.map((r) => [r.enqueteId, r.opcaoId]));
  },

  /** The child's single vote: cast, or replaced when it exists (the key is poll + child). */
  async upsertVoto(
    db: DbOrTx,
    values: { enqueteId: string; discenteId: string; opcaoId: string; usuarioId: string },
  ) {
    await db
      .insert(enqueteVoto)
      .values(values)
      .onConflictDoUpdate({
        target: [enqueteVoto.enqueteId, enqueteVoto.discenteId],
        set: { opcaoId: values.opcaoId, usuarioId: values.usuarioId, updatedAt: sql`now()` },
      });
  },

  async childInTurma(db: DbOrTx, discenteId: string, turmaId: string): Promise<boolean> {
    const rows = await db
      .select({ id: turmaDiscente.discenteId })
      .from(turmaDiscente)
      .innerJoin(turma, and(eq(turma.id, turmaDiscente.turmaId), isNull(turma.arquivadaEm)))
      .where(and(eq(turmaDiscente.turmaId, turmaId), eq(turmaDiscente.discenteId, discenteId)))
      .limit(1);
    return rows.length > 0;
  },

  async fusoHorario(db: DbOrTx, escolaId: string): Promise<string> {
    const [row] = await db.select({ fuso: escola.fusoHorario }).from(escola).where(eq(escola.id, escolaId));
    return row?.fuso ?? 'America/Sao_Paulo';
  },
};
