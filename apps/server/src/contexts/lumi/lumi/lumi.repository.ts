import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  discente,
  equipe,
  escola,
  lumiMensagem,
  responsavel,
  responsavelDiscente,
  turma,
  turmaDiscente,
  turmaPedagogo,
  usuario,
} from '../../../db/schema';

export type LumiMensagemRow = typeof lumiMensagem.$inferSelect;
export type NovaLumiMensagem = typeof lumiMensagem.$inferInsert;

/** One conversation: a person about one child, or (staff) about no child. */
export type Conversa = { usuarioId: string; discenteId: string | null };

const daConversa = (c: Conversa) =>
  and(
    eq(lumiMensagem.usuarioId, c.usuarioId),
    c.discenteId ? eq(lumiMensagem.discenteId, c.discenteId) : isNull(lumiMensagem.discenteId),
  );

export type CursorLumi = { criadoEm: string; id: string };

export const lumiRepository = {
  async insert(db: DbOrTx, row: NovaLumiMensagem): Promise<LumiMensagemRow> {
    const [created] = await db.insert(lumiMensagem).values(row).returning();
    return created!;
  },

  /** The newest messages first, before the cursor (exclusive); `limit` rows at most. */
  async page(db: DbOrTx, c: Conversa, limit: number, antes: CursorLumi | null): Promise<LumiMensagemRow[]> {
    const before = antes
      ? or(
          lt(lumiMensagem.createdAt, new Date(antes.criadoEm)),
          and(eq(lumiMensagem.createdAt, new Date(antes.criadoEm)), lt(lumiMensagem.id, antes.id)),
        )
      : undefined;
    return db
      .select()
      .from(lumiMensagem)
      .where(and(daConversa(c), before))
      .orderBy(desc(lumiMensagem.createdAt), desc(lumiMensagem.id))
      .limit(limit);
  },

  async find(db: DbOrTx, idMensagem: string): Promise<LumiMensagemRow | null> {
    const [row] = await db.select().from(lumiMensagem).where(eq(lumiMensagem.id, idMensagem));
    return row ?? null;
  },

  /** The question a given answer replied to: stored in the same transaction, 1 ms before it (see lumi.service). */
  async perguntaDe(db: DbOrTx, resposta: LumiMensagemRow): Promise<LumiMensagemRow | null> {
    const [row] = await db
      .select()
      .from(lumiMensagem)
      .where(
        and(
          daConversa({ usuarioId: resposta.usuarioId, discenteId: resposta.discenteId }),
          eq(lumiMensagem.autor, 'usuario'),
          eq(lumiMensagem.createdAt, new Date(resposta.createdAt.getTime() - 1)),
        ),
      )
      .limit(1);
    return row ?? null;
  },

  /** Records the alert raised from an answer's hand-off (once: only while none is recorded). */
  async marcarAvisado(db: DbOrTx, idMensagem: string, idAlerta: string): Promise<LumiMensagemRow | null> {
    const [row] = await db
      .update(lumiMensagem)
      .set({
        encaminhamento: sql`jsonb_set(${lumiMensagem.encaminhamento}, '{idAlerta}', to_jsonb(${idAlerta}::text))`,
      })
      .where(and(eq(lumiMensagem.id, idMensagem), sql`${lumiMensagem.encaminhamento}->>'idAlerta' is null`))
      .returning();
    return row ?? null;
  },

  /** Replaces the claim with the alert raised (or releases it, null, when raising failed). */
  async definirAlerta(db: DbOrTx, idMensagem: string, idAlerta: string | null): Promise<LumiMensagemRow> {
    const [row] = await db
      .update(lumiMensagem)
      .set({
        encaminhamento: sql`jsonb_set(${lumiMensagem.encaminhamento}, '{idAlerta}', ${idAlerta === null ? sql`'null'::jsonb` : sql`to_jsonb(${idAlerta}::text)`})`,
      })
      .where(eq(lumiMensagem.id, idMensagem))
      .returning();
    return row!;
  },

  async limpar(db: DbOrTx, c: Conversa): Promise<number> {
    const rows = await db.delete(lumiMensagem).where(daConversa(c)).returning({ id: lumiMensagem.id });
    return rows.length;
  },

  /** The child's name, and its active classes with the names of the educators who teach them. */
  async crianca(db: DbOrTx, discenteId: string) {
    const [child] = await db
      .select({ nomeDisc: discente.nomeDisc })
      .from(discente)
      .where(eq(discente.id, discenteId));
    if (!child) return null;
    const turmas = await db
      .select({ id: turma.id, nomeTurma: turma.nomeTurma, periodo: turma.periodo })
      .from(turma)
      .innerJoin(turmaDiscente, eq(turmaDiscente.turmaId, turma.id))
      .where(and(eq(turmaDiscente.discenteId, discenteId), isNull(turma.arquivadaEm)))
      .orderBy(asc(turma.nomeTurma));
    const educadoras = turmas.length
      ? await db
          .select({ turmaId: turmaPedagogo.turmaId, nome: equipe.nome })
          .from(turmaPedagogo)
          .innerJoin(equipe, eq(equipe.usuarioId, turmaPedagogo.usuarioId))
          .where(
            inArray(
              turmaPedagogo.turmaId,
              turmas.map((t) => t.id),
            ),
          )
          .orderBy(asc(equipe.nome))
      : [];
    return {
      nomeDisc: child.nomeDisc,
      turmas: turmas.map((t) => ({
        nomeTurma: t.nomeTurma,
        periodo: t.periodo,
        educadoras: educadoras.filter((e) => e.turmaId === t.id).map((e) => e.nome),
      })),
    };
  },

  /** The person's interface language: the answer's language when the question's own is unclear. */
  async idiomaDe(db: DbOrTx, usuarioId: string): Promise<string | null> {
    const [row] = await db.select({ idioma: usuario.idioma }).from(usuario).where(eq(usuario.id, usuarioId));
    return row?.idioma ?? null;
  },

  /** First names of the school's children: only ever compared with a question, never shown. */
  async primeirosNomesDaEscola(db: DbOrTx, escolaId: string): Promise<string[]> {
    const rows = await db
      .selectDistinct({ nome: sql<string>`split_part(${discente.nomeDisc}, ' ', 1)` })
      .from(discente)
      .where(eq(discente.escolaId, escolaId));
    return rows.map((r) => r.nome);
  },

  /** First names of the guardian's own children (any link status: a sibling is not "another family"). */
  async primeirosNomesDaFamilia(db: DbOrTx, usuarioId: string): Promise<string[]> {
    const rows = await db
      .select({ nome: sql<string>`split_part(${discente.nomeDisc}, ' ', 1)` })
      .from(responsavel)
      .innerJoin(responsavelDiscente, eq(responsavelDiscente.responsavelId, responsavel.id))
      .innerJoin(discente, eq(discente.id, responsavelDiscente.discenteId))
      .where(eq(responsavel.usuarioId, usuarioId));
    return rows.map((r) => r.nome);
  },

  /** The school's directors, by name (whom a family may call about what Lumi cannot answer). */
  async direcao(db: DbOrTx, escolaId: string): Promise<string[]> {
    const rows = await db
      .select({ nome: equipe.nome })
      .from(equipe)
      .innerJoin(usuario, eq(usuario.id, equipe.usuarioId))
      .where(and(eq(equipe.escolaId, escolaId), eq(usuario.papel, 'gestor'), isNull(usuario.desativadoEm)))
      .orderBy(asc(equipe.nome));
    return rows.map((r) => r.nome);
  },

  async escola(db: DbOrTx, escolaId: string) {
    const [row] = await db
      .select({
        nome: escola.nome,
        telefone: escola.telefone,
        email: escola.email,
        endereco: escola.endereco,
        fusoHorario: escola.fusoHorario,
      })
      .from(escola)
      .where(eq(escola.id, escolaId));
    return row ?? null;
  },
};
