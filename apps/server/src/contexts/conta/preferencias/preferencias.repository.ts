import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { escola, relatoProblema, usuario } from '../../../db/schema';

export type PreferenciasRow = { idioma: string; tamanhoFonte: number; contraste: number };

export const preferenciasRepository = {
  async read(db: DbOrTx, usuarioId: string): Promise<PreferenciasRow | null> {
    const [row] = await db
      .select({ idioma: usuario.idioma, tamanhoFonte: usuario.tamanhoFonte, contraste: usuario.contraste })
      .from(usuario)
      .where(eq(usuario.id, usuarioId));
    return row ?? null;
  },

  /** Writes only the values given. */
  async save(db: DbOrTx, usuarioId: string, values: Partial<PreferenciasRow>): Promise<void> {
    if (Object.keys(values).length === 0) return;
    await db.update(usuario).set(values).where(eq(usuario.id, usuarioId));
  },

  async createRelato(
    db: DbOrTx,
    row: { escolaId: string; usuarioId: string; pagina: string; descricao: string },
  ) {
    const [created] = await db
      .insert(relatoProblema)
      .values(row)
      .returning({ id: relatoProblema.id, createdAt: relatoProblema.createdAt });
    return created!;
  },

  /** The school's reports, newest first, with who sent them (null once that account is gone). */
  async listRelatos(db: DbOrTx, escolaId: string, limit: number) {
    return db
      .select({
        id: relatoProblema.id,
        descricao: relatoProblema.descricao,
        pagina: relatoProblema.pagina,
        createdAt: relatoProblema.createdAt,
        autorNome: usuario.nome,
        autorPapel: usuario.papel,
      })
      .from(relatoProblema)
      .leftJoin(usuario, eq(usuario.id, relatoProblema.usuarioId))
      .where(eq(relatoProblema.escolaId, escolaId))
      .orderBy(desc(relatoProblema.createdAt), desc(relatoProblema.id))
      .limit(limit);
  },

  /** The addresses of the school's directors, and the school's name, for the report e-mail. */
  async directors(db: DbOrTx, escolaId: string) {
    return db
      .select({ email: usuario.email, escola: escola.nome })
      .from(usuario)
      .innerJoin(escola, eq(escola.id, usuario.escolaId))
      .where(and(eq(usuario.escolaId, escolaId), eq(usuario.papel, 'gestor')));
  },

  async schoolName(db: DbOrTx, escolaId: string): Promise<string> {
    const [row] = await db.select({ nome: escola.nome }).from(escola).where(eq(escola.id, escolaId));
    return row?.nome ?? '';
  },
};
