import { and, eq, gt, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { preparedQuery } from '../../../db/prepared';
import { escola, sessao, usuario } from '../../../db/schema';
import { responsavelEmTurma } from '../../familia/responsavel/responsavel-em-turma';

/**
 * A session is live until its absolute end and, when it has an idle limit (staff), until that long after
 * its last use. The one place this rule is written: lookups, the sessions list and the purge share it.
 */
export function sessionLive(now: Date): SQL {
  return and(
    gt(sessao.expiresAt, now),
    or(
      isNull(sessao.idleTimeoutSeconds),
      sql`${sessao.lastUsedAt} + ${sessao.idleTimeoutSeconds} * interval '1 second' > ${now}`,
    ),
  )!;
}

// Built once per database: every page load asks for the session's description.
const descricaoDaSessao = preparedQuery('sessao_descricao', (db, name) =>
  db
    .select({
      idioma: usuario.idioma,
      tamanhoFonte: usuario.tamanhoFonte,
      contraste: usuario.contraste,
      escola: escola.nome,
      escolaTelefone: escola.telefone,
      escolaEmail: escola.email,
      // Read in the same statement: the session is on every page load, its cost is budgeted.
      emTurma: responsavelEmTurma(usuario.id),
      criancas: sql<string[]>`coalesce((select array_agg(d.nome_disc order by d.data_nas_disc)
        from responsavel r
        join responsavel_discente rd on rd.responsavel_id = r.id and rd.status = 'ativo'
        join discente d on d.id = rd.discente_id
        where r.usuario_id = ${usuario.id}), '{}')`,
    })
    .from(usuario)
    .leftJoin(escola, eq(escola.id, sql.placeholder('escolaId')))
    .where(eq(usuario.id, sql.placeholder('usuarioId')))
    .prepare(name),
);

export const sessionRepository = {
  /** A new session; its start counts as the password being typed (re-authentication mark). */
  async create(
    db: DbOrTx,
    values: {
      usuarioId: string;
      tokenHash: string;
      userAgent: string | null;
      ip: string | null;
      expiresAt: Date;
      idleTimeoutSeconds: number | null;
      now: Date;
    },
  ) {
    const { now, ...rest } = values;
    const [row] = await db
      .insert(sessao)
      .values({ ...rest, createdAt: now, lastUsedAt: now, reauthenticatedAt: now })
      .returning({ id: sessao.id });
    return row!;
  },

  /**
   * The live session for a token hash, with its user; expired sessions are not found, nor those of a
   * deactivated account (deactivation removes them, this also covers a row that survived it).
   */
  async findActive(db: DbOrTx, tokenHash: string, now: Date) {
    const [row] = await db
      .select({
        sessaoId: sessao.id,
        lastUsedAt: sessao.lastUsedAt,
        expiresAt: sessao.expiresAt,
        idleTimeoutSeconds: sessao.idleTimeoutSeconds,
        reauthenticatedAt: sessao.reauthenticatedAt,
        usuarioId: usuario.id,
        escolaId: usuario.escolaId,
        papel: usuario.papel,
        nome: usuario.nome,
        email: usuario.email,
        cadastroConcluido: usuario.cadastroConcluido,
      })
      .from(sessao)
      .innerJoin(usuario, eq(usuario.id, sessao.usuarioId))
      .where(and(eq(sessao.tokenHash, tokenHash), sessionLive(now), isNull(usuario.desativadoEm)));
    return row ?? null;
  },

  async touch(db: DbOrTx, id: string, now: Date) {
    await db.update(sessao).set({ lastUsedAt: now }).where(eq(sessao.id, id));
  },

  /** The password was typed again in this session. */
  async markReauthenticated(db: DbOrTx, id: string, now: Date) {
    await db.update(sessao).set({ reauthenticatedAt: now }).where(eq(sessao.id, id));
  },

  async remove(db: DbOrTx, id: string) {
    await db.delete(sessao).where(eq(sessao.id, id));
  },

  async removeAllOfUser(db: DbOrTx, usuarioId: string) {
    await db.delete(sessao).where(eq(sessao.usuarioId, usuarioId));
  },

  async removeExpired(db: DbOrTx, now: Date) {
    await db.delete(sessao).where(not(sessionLive(now)));
  },

  async findUserByEmail(db: DbOrTx, email: string) {
    const [row] = await db
      .select({
        id: usuario.id,
        nome: usuario.nome,
        papel: usuario.papel,
        senhaHash: usuario.senhaHash,
        escolaId: usuario.escolaId,
        desativadoEm: usuario.desativadoEm,
      })
      .from(usuario)
      .where(eq(usuario.email, email));
    return row ?? null;
  },

  async findPasswordHash(db: DbOrTx, id: string) {
    const [row] = await db.select({ senhaHash: usuario.senhaHash }).from(usuario).where(eq(usuario.id, id));
    return row ?? null;
  },

  async findUserById(db: DbOrTx, id: string) {
    const [row] = await db
      .select({
        id: usuario.id,
        nome: usuario.nome,
        papel: usuario.papel,
        desativadoEm: usuario.desativadoEm,
      })
      .from(usuario)
      .where(eq(usuario.id, id));
    return row ?? null;
  },

  /**
   * What `/api/sessao` adds to the actor, in one statement: the language and accessibility settings the portal
   * applies as soon as the session is known, and the school's name.
   */
  async descricao(db: DbOrTx, usuarioId: string, escolaId: string) {
    const [row] = await descricaoDaSessao(db, { usuarioId, escolaId });
    const aguardandoTurma =
      row && row.criancas.length > 0 && !row.emTurma
        ? { criancas: row.criancas, telefone: row.escolaTelefone, email: row.escolaEmail }
        : null;
    return {
      aguardandoTurma,
      escola: row?.escola ?? '',
      idioma: row?.idioma ?? 'pt-BR',
      tamanhoFonte: row?.tamanhoFonte ?? 36,
      contraste: row?.contraste ?? 60,
    };
  },
};
