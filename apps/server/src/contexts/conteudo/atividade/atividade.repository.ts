import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { PontoDesenvolvido, TipoAtividade } from '@lunna/contract';
import type { DbOrTx } from '../../../db/client';
import { atividade, equipe, turma, usuario } from '../../../db/schema';

export type AtividadeRow = {
  id: string;
  escolaId: string;
  turmaId: string;
  nomeTurma: string;
  autorId: string;
  data: string;
  tipo: TipoAtividade;
  tituloAtv: string;
  descricaoAtv: string;
  imagem: string | null;
  pontos: PontoDesenvolvido[];
  createdAt: Date;
  cursorAt: string;
  autorNome: string;
  autorFoto: string | null;
};

/**
 * Where the previous page stopped: the last row's creation instant (as the database's text, microseconds
 * included, which a JS Date would drop) and id (ties broken by id).
 */
export type Cursor = { createdAt: string; id: string };

const columns = {
  id: atividade.id,
  escolaId: atividade.escolaId,
  turmaId: atividade.turmaId,
  nomeTurma: turma.nomeTurma,
  autorId: atividade.autorId,
  data: atividade.data,
  tipo: atividade.tipo,
  tituloAtv: atividade.tituloAtv,
  descricaoAtv: atividade.descricaoAtv,
  imagem: atividade.imagem,
  pontos: atividade.pontos,
  createdAt: atividade.createdAt,
  cursorAt: sql<string>`${atividade.createdAt}::text`,
  autorNome: sql<string>`coalesce(${equipe.nome}, ${usuario.nome})`,
  autorFoto: equipe.ftPerfil,
};

export const atividadeRepository = {
  async create(db: DbOrTx, values: typeof atividade.$inferInsert): Promise<string> {
    const [row] = await db.insert(atividade).values(values).returning({ id: atividade.id });
    return row!.id;
  },

  async find(db: DbOrTx, atividadeId: string): Promise<AtividadeRow | null> {
    const [row] = await db
      .select(columns)
      .from(atividade)
      .innerJoin(turma, eq(turma.id, atividade.turmaId))
      .innerJoin(usuario, eq(usuario.id, atividade.autorId))
      .leftJoin(equipe, eq(equipe.usuarioId, atividade.autorId))
      .where(eq(atividade.id, atividadeId));
    return (row as AtividadeRow | undefined) ?? null;
  },

  async remove(db: DbOrTx, atividadeId: string) {
    await db.delete(atividade).where(eq(atividade.id, atividadeId));
  },

  /** One page of the activities of these classes, newest first. */
  async page(
    db: DbOrTx,
    turmaIds: string[],
    filters: { tipo?: TipoAtividade; after?: Cursor; limit: number },
  ): Promise<AtividadeRow[]> {
    if (turmaIds.length === 0) return [];
    const { after } = filters;
    const rows = await db
      .select(columns)
      .from(atividade)
      .innerJoin(turma, eq(turma.id, atividade.turmaId))
      .innerJoin(usuario, eq(usuario.id, atividade.autorId))
      .leftJoin(equipe, eq(equipe.usuarioId, atividade.autorId))
      .where(
        and(
          inArray(atividade.turmaId, turmaIds),
          filters.tipo ? eq(atividade.tipo, filters.tipo) : undefined,
          after
            ? or(
                sql`${atividade.createdAt} < ${after.createdAt}::timestamptz`,
                and(
                  sql`${atividade.createdAt} = ${after.createdAt}::timestamptz`,
                  lt(atividade.id, after.id),
                ),
              )
            : undefined,
        ),
      )
      .orderBy(desc(atividade.createdAt), desc(atividade.id))
      .limit(filters.limit);
    return rows as AtividadeRow[];
  },
};
