import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Papel } from '@lunna/contract';
import type { DbOrTx } from '../../../db/client';
import {
  conversa,
  conversaParticipante,
  equipe,
  escola,
  mensagem,
  responsavel,
  usuario,
} from '../../../db/schema';
import { responsavelEmTurma } from '../../familia/responsavel/responsavel-em-turma';

export type ConversaRow = typeof conversa.$inferSelect;

/** Someone as the chat shows them: the profile's name and photo (staff or guardian), and whether they may still chat. */
export type PessoaRow = {
  usuarioId: string;
  nome: string;
  papel: Papel;
  foto: string | null;
  ativo: boolean;
};

/** A stored message with what the wire shows of its author. */
export type MensagemRow = {
  id: string;
  seqConversa: number;
  conversaId: string;
  autorId: string;
  texto: string;
  createdAt: Date;
  autorNome: string;
  autorFoto: string | null;
};

const nome = sql<string>`coalesce(${equipe.nome}, ${responsavel.nomeResp}, ${usuario.nome})`;
const foto = sql<string | null>`coalesce(${equipe.ftPerfil}, ${responsavel.ftPerfilResp})`;

const mensagemColumns = {
  id: mensagem.id,
  seqConversa: mensagem.seqConversa,
  conversaId: mensagem.conversaId,
  autorId: mensagem.autorId,
  texto: mensagem.texto,
  createdAt: mensagem.createdAt,
  autorNome: nome,
  autorFoto: foto,
};

/** Messages with their author's profile, whichever role: one of the two left joins matches. */
function mensagensComAutor(db: DbOrTx) {
  return db
    .select(mensagemColumns)
    .from(mensagem)
    .innerJoin(usuario, eq(usuario.id, mensagem.autorId))
    .leftJoin(equipe, eq(equipe.usuarioId, mensagem.autorId))
    .leftJoin(responsavel, eq(responsavel.usuarioId, mensagem.autorId))
    .$dynamic();
}

/** The two people of a private conversation in the order its unique key keeps them (uuid order). */
export const parOrdenado = (x: string, y: string): [string, string] => (x < y ? [x, y] : [y, x]);

export const chatRepository = {
  async fusoHorario(db: DbOrTx, escolaId: string): Promise<string> {
    const [row] = await db.select({ fuso: escola.fusoHorario }).from(escola).where(eq(escola.id, escolaId));
    return row?.fuso ?? 'America/Sao_Paulo';
  },

  /** These people, if they belong to the school; `ativo` is false for a deactivated account or an unfinished registration. */
  async pessoas(db: DbOrTx, escolaId: string, usuarioIds: string[]): Promise<PessoaRow[]> {
    if (usuarioIds.length === 0) return [];
    return db
      .select({
        usuarioId: usuario.id,
        nome,
        papel: usuario.papel,
        foto,
        ativo: sql<boolean>`(${usuario.desativadoEm} is null and ${usuario.cadastroConcluido})`,
      })
      .from(usuario)
      .leftJoin(equipe, eq(equipe.usuarioId, usuario.id))
      .leftJoin(responsavel, eq(responsavel.usuarioId, usuario.id))
      .where(and(eq(usuario.escolaId, escolaId), inArray(usuario.id, usuarioIds)));
  },

  /** The school's educators and directors whose accounts are active; `somenteDirecao` keeps the directors only. */
  async equipeAtiva(db: DbOrTx, escolaId: string, somenteDirecao = false): Promise<string[]> {
    const rows = await db
      .select({ id: usuario.id })
      .from(usuario)
      .where(
        and(
          eq(usuario.escolaId, escolaId),
          somenteDirecao ? eq(usuario.papel, 'gestor') : inArray(usuario.papel, ['pedagogo', 'gestor']),
          isNull(usuario.desativadoEm),
        ),
      );
    return rows.map((r) => r.id);
  },

  /** Whether this guardian counts in the chat now (`responsavelEmTurma`). */
  async emTurma(db: DbOrTx, usuarioId: string): Promise<boolean> {
    const result = await db.execute(sql`select ${responsavelEmTurma(usuarioId)} as sim`);
    return (result as unknown as { rows: { sim: boolean }[] }).rows[0]!.sim;
  },

  /** The school's guardians who count in the chat now (`responsavelEmTurma`), registration finished. */
  async responsaveisEmTurma(db: DbOrTx, escolaId: string): Promise<string[]> {
    const rows = await db
      .select({ id: usuario.id })
      .from(usuario)
      .where(
        and(
          eq(usuario.escolaId, escolaId),
          eq(usuario.papel, 'responsavel'),
          eq(usuario.cadastroConcluido, true),
          responsavelEmTurma(usuario.id),
        ),
      );
    return rows.map((r) => r.id);
  },

  async find(db: DbOrTx, idConversa: string): Promise<ConversaRow | null> {
    const [row] = await db.select().from(conversa).where(eq(conversa.id, idConversa));
    return row ?? null;
  },

  /** The school's 'geral' room, created the first time anyone uses it (a concurrent creation keeps one). */
  async geral(db: DbOrTx, escolaId: string): Promise<ConversaRow> {
    const find = () =>
      db
        .select()
        .from(conversa)
        .where(and(eq(conversa.escolaId, escolaId), eq(conversa.tipo, 'geral')));
    const [found] = await find();
    if (found) return found;
    await db.insert(conversa).values({ escolaId, tipo: 'geral' }).onConflictDoNothing();
    const [row] = await find();
    return row!;
  },

  /** The private conversation of the pair, created if it does not exist yet (one per pair, whoever opens it). */
  async privada(db: DbOrTx, escolaId: string, x: string, y: string): Promise<ConversaRow> {
    const [a, b] = parOrdenado(x, y);
    const find = () =>
      db
        .select()
        .from(conversa)
        .where(and(eq(conversa.usuarioAId, a), eq(conversa.usuarioBId, b)));
    const [found] = await find();
    if (found) return found;
    await db
      .insert(conversa)
      .values({ escolaId, tipo: 'privada', usuarioAId: a, usuarioBId: b })
      .onConflictDoNothing();
    const [row] = await find();
    return row!;
  },

  /** The private conversations the person is one of the two people of. */
  async privadasDe(db: DbOrTx, usuarioId: string): Promise<ConversaRow[]> {
    return db
      .select()
      .from(conversa)
      .where(
        and(
          eq(conversa.tipo, 'privada'),
          or(eq(conversa.usuarioAId, usuarioId), eq(conversa.usuarioBId, usuarioId)),
        ),
      );
  },

  /** The newest message of each conversation. */
  async ultimas(db: DbOrTx, conversaIds: string[]): Promise<MensagemRow[]> {
    if (conversaIds.length === 0) return [];
    return db
      .selectDistinctOn([mensagem.conversaId], mensagemColumns)
      .from(mensagem)
      .innerJoin(usuario, eq(usuario.id, mensagem.autorId))
      .leftJoin(equipe, eq(equipe.usuarioId, mensagem.autorId))
      .leftJoin(responsavel, eq(responsavel.usuarioId, mensagem.autorId))
      .where(inArray(mensagem.conversaId, conversaIds))
      .orderBy(mensagem.conversaId, desc(mensagem.seqConversa));
  },

  /** Per conversation, the messages of others stored after the person's read marker (all of them without one). */
  async naoLidas(db: DbOrTx, usuarioId: string, conversaIds: string[]): Promise<Map<string, number>> {
    if (conversaIds.length === 0) return new Map();
    const rows = await db
      .select({ conversaId: mensagem.conversaId, n: sql<number>`count(*)::int` })
      .from(mensagem)
      .leftJoin(
        conversaParticipante,
        and(
          eq(conversaParticipante.conversaId, mensagem.conversaId),
          eq(conversaParticipante.usuarioId, usuarioId),
        ),
      )
      .where(
        and(
          inArray(mensagem.conversaId, conversaIds),
          ne(mensagem.autorId, usuarioId),
          or(isNull(conversaParticipante.lidaAte), gt(mensagem.createdAt, conversaParticipante.lidaAte)),
        ),
      )
      .groupBy(mensagem.conversaId);
    return new Map(rows.map((r) => [r.conversaId, r.n]));
  },

  /**
   * The menu's badge in one statement: unread messages of others in the person's private conversations of this
   * school, and in the school's 'Geral' room when they may use it (staff, or a guardian with an active link to a
   * child). The same rules as `naoLidas` over the conversations the person may read, without reading them first.
   * `perfil` is false for a guardian account without a guardian profile (who may use no conversation at all).
   */
  async totalNaoLidas(
    db: DbOrTx,
    usuarioId: string,
    escolaId: string,
    staff: boolean,
  ): Promise<{ perfil: boolean; total: number }> {
    const guardian = sql`select 1 from responsavel r where r.usuario_id = ${usuarioId}`;
    const geral = staff ? sql`true` : responsavelEmTurma(usuarioId);
    const result = await db.execute(sql`
      select ${staff ? sql`true` : sql`exists (${guardian})`} as perfil, (
        select count(*)::int from mensagem m
        join conversa c on c.id = m.conversa_id
        left join conversa_participante p on p.conversa_id = m.conversa_id and p.usuario_id = ${usuarioId}
        where c.escola_id = ${escolaId}
          and ((c.tipo = 'geral' and ${geral})
            or (c.tipo = 'privada' and (c.usuario_a_id = ${usuarioId} or c.usuario_b_id = ${usuarioId})))
          and m.autor_id <> ${usuarioId}
          and (p.lida_ate is null or m.created_at > p.lida_ate)
      ) as total`);
    const [row] = (result as unknown as { rows: { perfil: boolean; total: number }[] }).rows;
    return { perfil: row!.perfil, total: row!.total };
  },

  /** A message of this conversation (null when the id is of another conversation or of none). */
  async daConversa(db: DbOrTx, conversaId: string, idMensagem: string) {
    const [row] = await db
      .select({ seqConversa: mensagem.seqConversa, createdAt: mensagem.createdAt })
      .from(mensagem)
      .where(and(eq(mensagem.id, idMensagem), eq(mensagem.conversaId, conversaId)));
    return row ?? null;
  },

  async maisRecente(db: DbOrTx, conversaId: string): Promise<Date | null> {
    const [row] = await db
      .select({ createdAt: mensagem.createdAt })
      .from(mensagem)
      .where(eq(mensagem.conversaId, conversaId))
      .orderBy(desc(mensagem.seqConversa))
      .limit(1);
    return row?.createdAt ?? null;
  },

  /** Newest first, before `antesSeq` (exclusive) when given; `limit` rows at most. */
  async antes(
    db: DbOrTx,
    conversaId: string,
    antesSeq: number | null,
    limit: number,
  ): Promise<MensagemRow[]> {
    return mensagensComAutor(db)
      .where(
        and(
          eq(mensagem.conversaId, conversaId),
          antesSeq === null ? undefined : lt(mensagem.seqConversa, antesSeq),
        ),
      )
      .orderBy(desc(mensagem.seqConversa))
      .limit(limit);
  },

  /**
   * Oldest first, after `depoisSeq` (exclusive); `limit` rows at most. Safe as a catch-up cursor: a number is
   * visible only once every smaller one of the conversation is (see `inserir`).
   */
  async depois(db: DbOrTx, conversaId: string, depoisSeq: number, limit: number): Promise<MensagemRow[]> {
    return mensagensComAutor(db)
      .where(and(eq(mensagem.conversaId, conversaId), gt(mensagem.seqConversa, depoisSeq)))
      .orderBy(asc(mensagem.seqConversa))
      .limit(limit);
  },

  async lerMensagem(db: DbOrTx, idMensagem: string): Promise<MensagemRow | null> {
    const [row] = await mensagensComAutor(db).where(eq(mensagem.id, idMensagem));
    return row ?? null;
  },

  /** The message the author already stored under this clientId, if any. */
  async porClientId(db: DbOrTx, autorId: string, clientId: string) {
    const [row] = await db
      .select({ id: mensagem.id, conversaId: mensagem.conversaId })
      .from(mensagem)
      .where(and(eq(mensagem.autorId, autorId), eq(mensagem.clientId, clientId)));
    return row ?? null;
  },

  /**
   * Stores a message as the conversation's next number; null when the author's clientId is already taken (a
   * retry that raced the first try: its number is skipped, which no cursor minds). Run it in a transaction:
   * the conversation's row stays locked until commit, so the next sender waits and numbers commit in order.
   */
  async inserir(
    tx: DbOrTx,
    values: {
      conversaId: string;
      escolaId: string;
      autorId: string;
      texto: string;
      clientId: string | null;
      createdAt: Date;
    },
  ) {
    const [numero] = await tx
      .update(conversa)
      .set({ ultimaSeq: sql`${conversa.ultimaSeq} + 1` })
      .where(eq(conversa.id, values.conversaId))
      .returning({ seqConversa: conversa.ultimaSeq });
    if (!numero) return null;
    const [row] = await tx
      .insert(mensagem)
      .values({ ...values, seqConversa: numero.seqConversa })
      .onConflictDoNothing()
      .returning({ id: mensagem.id });
    return row?.id ?? null;
  },

  /** Moves the person's read marker forward to `ate` (never back). */
  async marcarLida(db: DbOrTx, conversaId: string, usuarioId: string, ate: Date) {
    await db
      .insert(conversaParticipante)
      .values({ conversaId, usuarioId, lidaAte: ate })
      .onConflictDoUpdate({
        target: [conversaParticipante.conversaId, conversaParticipante.usuarioId],
        // greatest() skips nulls: a marker without a date takes `ate`.
        set: { lidaAte: sql`greatest(${conversaParticipante.lidaAte}, excluded.lida_ate)` },
      });
  },
};
