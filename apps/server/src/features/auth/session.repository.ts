import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { escola, sessao, usuario } from '../../db/schema';

export const sessionRepository = {
  async create(db: DbOrTx, values: { usuarioId: string; tokenHash: string; userAgent: string | null; ip: string | null; expiresAt: Date }) {
    const [row] = await db.insert(sessao).values(values).returning({ id: sessao.id });
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
        usuarioId: usuario.id,
        escolaId: usuario.escolaId,
        papel: usuario.papel,
        nome: usuario.nome,
        email: usuario.email,
        cadastroConcluido: usuario.cadastroConcluido,
      })
      .from(sessao)
      .innerJoin(usuario, eq(usuario.id, sessao.usuarioId))
      .where(and(eq(sessao.tokenHash, tokenHash), gt(sessao.expiresAt, now), isNull(usuario.desativadoEm)));
    return row ?? null;
  },

  async touch(db: DbOrTx, id: string, now: Date) {
    await db.update(sessao).set({ lastUsedAt: now }).where(eq(sessao.id, id));
  },

  async remove(db: DbOrTx, id: string) {
    await db.delete(sessao).where(eq(sessao.id, id));
  },

  async removeAllOfUser(db: DbOrTx, usuarioId: string) {
    await db.delete(sessao).where(eq(sessao.usuarioId, usuarioId));
  },

  async removeExpired(db: DbOrTx, now: Date) {
    await db.delete(sessao).where(lt(sessao.expiresAt, now));
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

  async findUserById(db: DbOrTx, id: string) {
    const [row] = await db
      .select({ id: usuario.id, nome: usuario.nome, papel: usuario.papel, desativadoEm: usuario.desativadoEm })
      .from(usuario)
      .where(eq(usuario.id, id));
    return row ?? null;
  },

  /** Language and accessibility settings the portal applies as soon as the session is known. */
  async aparencia(db: DbOrTx, usuarioId: string) {
    const [row] = await db
      .select({ idioma: usuario.idioma, tamanhoFonte: usuario.tamanhoFonte, contraste: usuario.contraste })
      .from(usuario)
      .where(eq(usuario.id, usuarioId));
    return row ?? { idioma: 'pt-BR', tamanhoFonte: 36, contraste: 60 };
  },

  async escolaNome(db: DbOrTx, escolaId: string) {
    const [row] = await db.select({ nome: escola.nome }).from(escola).where(eq(escola.id, escolaId));
    return row?.nome ?? '';
  },
};
