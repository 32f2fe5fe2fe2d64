import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  discente,
  equipe,
  memoria,
  memoriaDiscente,
  memoriaFavorito,
  responsavel,
  responsavelDiscente,
  turma,
  turmaDiscente,
  usuario,
} from '../../../db/schema';
import { fotoConsentida, memoriaVisivelPara, memoriaVisivelParaResponsavel } from './memoria.visibility';

export type Ordem = 'recentes' | 'antigas';
/** Where a page starts: the (createdAt, id) of the last item already shown, createdAt as PostgreSQL text (microseconds kept). */
export type Cursor = { criadoEm: string; id: string };
export type Page = { ordem: Ordem; cursor: Cursor | null; limit: number };

const columns = {
  id: memoria.id,
  escolaId: memoria.escolaId,
  turmaId: memoria.turmaId,
  nomeTurma: turma.nomeTurma,
  autorId: memoria.autorId,
  autorNome: sql<string>`coalesce(${equipe.nome}, ${usuario.nome})`,
  autorFoto: equipe.ftPerfil,
  descricao: memoria.descricao,
  somenteMarcados: memoria.somenteMarcados,
  imagem: memoria.imagem,
  miniatura: memoria.miniatura,
  original: memoria.original,
  largura: memoria.largura,
  altura: memoria.altura,
  createdAt: memoria.createdAt,
  cursorEm: sql<string>`${memoria.createdAt}::text`,
};

function baseQuery(db: DbOrTx) {
  return db
    .select(columns)
    .from(memoria)
    .innerJoin(turma, eq(turma.id, memoria.turmaId))
    .innerJoin(usuario, eq(usuario.id, memoria.autorId))
    .leftJoin(equipe, eq(equipe.usuarioId, memoria.autorId));
}

export type MemoriaRow = Awaited<ReturnType<typeof memoriaRepository.find>> & {};

function pageOf(page: Page): { where: SQL | undefined; orderBy: SQL[] } {
  const newest = page.ordem === 'recentes';
  const where = page.cursor
    ? newest
      ? sql`(${memoria.createdAt}, ${memoria.id}) < (${page.cursor.criadoEm}::timestamptz, ${page.cursor.id}::uuid)`
      : sql`(${memoria.createdAt}, ${memoria.id}) > (${page.cursor.criadoEm}::timestamptz, ${page.cursor.id}::uuid)`
    : undefined;
  return {
    where,
    orderBy: newest ? [desc(memoria.createdAt), desc(memoria.id)] : [asc(memoria.createdAt), asc(memoria.id)],
  };
}

export const memoriaRepository = {
  async find(db: DbOrTx, id: string) {
    const [row] = await baseQuery(db).where(eq(memoria.id, id));
    return row ?? null;
  },

  /** A guardian's view of one child: what memoriaVisivelParaResponsavel lets through, optionally only their favourites. */
  async listForGuardian(db: DbOrTx, usuarioId: string, discenteId: string, favoritos: boolean, page: Page) {
    const { where, orderBy } = pageOf(page);
    const onlyFavourites = favoritos
      ? sql`exists (select 1 from memoria_favorito f where f.memoria_id = ${memoria.id} and f.usuario_id = ${usuarioId})`
      : undefined;
    return baseQuery(db)
      .where(and(memoriaVisivelParaResponsavel(usuarioId, discenteId), onlyFavourites, where))
      .orderBy(...orderBy)
      .limit(page.limit + 1);
  },

  async listForTurma(db: DbOrTx, turmaId: string, page: Page) {
    const { where, orderBy } = pageOf(page);
    return baseQuery(db)
      .where(and(eq(memoria.turmaId, turmaId), where))
      .orderBy(...orderBy)
      .limit(page.limit + 1);
  },

  /** Whether the guardian may see the memory through any of the given children (theirs). */
  async visibleToGuardian(
    db: DbOrTx,
    id: string,
    usuarioId: string,
    discenteIds: string[],
  ): Promise<boolean> {
    if (discenteIds.length === 0) return false;
    const [row] = await db
      .select({ id: memoria.id })
      .from(memoria)
      .where(
        and(
          eq(memoria.id, id),
          sql`(${sql.join(
            discenteIds.map((d) => memoriaVisivelParaResponsavel(usuarioId, d)),
            sql` or `,
          )})`,
        ),
      );
    return Boolean(row);
  },

  async tagsOf(db: DbOrTx, memoriaIds: string[]) {
    if (memoriaIds.length === 0) return [];
    return db
      .select({ memoriaId: memoriaDiscente.memoriaId, idDisc: discente.id, nomeDisc: discente.nomeDisc })
      .from(memoriaDiscente)
      .innerJoin(discente, eq(discente.id, memoriaDiscente.discenteId))
      .where(inArray(memoriaDiscente.memoriaId, memoriaIds))
      .orderBy(asc(discente.nomeDisc));
  },

  /** The memories among `memoriaIds` that show a child without photo-sharing consent. */
  async reservadas(db: DbOrTx, memoriaIds: string[]): Promise<Set<string>> {
    if (memoriaIds.length === 0) return new Set();
    const rows = await db
      .selectDistinct({ id: memoriaDiscente.memoriaId })
      .from(memoriaDiscente)
      .where(
        and(
          inArray(memoriaDiscente.memoriaId, memoriaIds),
          sql`not ${fotoConsentida(sql`${memoriaDiscente.discenteId}`)}`,
        ),
      );
    return new Set(rows.map((r) => r.id));
  },

  async favoritesOf(db: DbOrTx, usuarioId: string, memoriaIds: string[]): Promise<Set<string>> {
    if (memoriaIds.length === 0) return new Set();
    const rows = await db
      .select({ id: memoriaFavorito.memoriaId })
      .from(memoriaFavorito)
      .where(and(eq(memoriaFavorito.usuarioId, usuarioId), inArray(memoriaFavorito.memoriaId, memoriaIds)));
    return new Set(rows.map((r) => r.id));
  },

  async setFavorito(db: DbOrTx, memoriaId: string, usuarioId: string, favorito: boolean): Promise<void> {
    if (favorito) await db.insert(memoriaFavorito).values({ memoriaId, usuarioId }).onConflictDoNothing();
    else
      await db
        .delete(memoriaFavorito)
        .where(and(eq(memoriaFavorito.memoriaId, memoriaId), eq(memoriaFavorito.usuarioId, usuarioId)));
  },

  async create(db: DbOrTx, rows: (typeof memoria.$inferInsert)[], discenteIds: string[]): Promise<string[]> {
    const created = await db.insert(memoria).values(rows).returning({ id: memoria.id });
    const ids = created.map((r) => r.id);
    if (discenteIds.length > 0) {
      await db
        .insert(memoriaDiscente)
        .values(ids.flatMap((memoriaId) => discenteIds.map((discenteId) => ({ memoriaId, discenteId }))));
    }
    return ids;
  },

  async remove(db: DbOrTx, id: string): Promise<void> {
    await db.delete(memoria).where(eq(memoria.id, id));
  },

  /** Every guardian account (registration finished, active link) who may see at least one of these memories. */
  async guardiansWhoSee(db: DbOrTx, memoriaIds: string[]): Promise<string[]> {
    if (memoriaIds.length === 0) return [];
    const rows = await db
      .selectDistinct({ id: responsavel.usuarioId })
      .from(memoria)
      .innerJoin(turmaDiscente, eq(turmaDiscente.turmaId, memoria.turmaId))
      .innerJoin(
        responsavelDiscente,
        and(
          eq(responsavelDiscente.discenteId, turmaDiscente.discenteId),
          eq(responsavelDiscente.status, 'ativo'),
        ),
      )
      .innerJoin(responsavel, eq(responsavel.id, responsavelDiscente.responsavelId))
      .innerJoin(usuario, and(eq(usuario.id, responsavel.usuarioId), eq(usuario.cadastroConcluido, true)))
      .where(
        and(
          inArray(memoria.id, memoriaIds),
          memoriaVisivelPara(sql`${responsavel.usuarioId}`, sql`${turmaDiscente.discenteId}`),
        ),
      );
    return rows.map((r) => r.id);
  },

  /** The children of a class with whether their photos may be shared with other families. */
  async criancasDaTurma(db: DbOrTx, turmaId: string) {
    return db
      .select({
        idDisc: discente.id,
        nomeDisc: discente.nomeDisc,
        imgDisc: discente.imgDisc,
        fotosConsentidas: sql<boolean>`${fotoConsentida(sql`${discente.id}`)}`,
      })
      .from(turmaDiscente)
      .innerJoin(discente, eq(discente.id, turmaDiscente.discenteId))
      .where(eq(turmaDiscente.turmaId, turmaId))
      .orderBy(asc(discente.nomeDisc));
  },
};
