import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  diarioRegistro,
  diarioResumoEnviado,
  discente,
  escola,
  responsavel,
  responsavelDiscente,
  usuario,
} from '../../../db/schema';

/** What the end-of-day summary reads and writes (decision 18: one summary per guardian, child and day). */
export const diarioResumoRepository = {
  async escolas(db: DbOrTx) {
    return db
      .select({ id: escola.id, fusoHorario: escola.fusoHorario, horario: escola.horarioResumoDiario })
      .from(escola);
  },

  async escola(db: DbOrTx, escolaId: string) {
    const [row] = await db
      .select({ id: escola.id, fusoHorario: escola.fusoHorario, horario: escola.horarioResumoDiario })
      .from(escola)
      .where(eq(escola.id, escolaId));
    return row ?? null;
  },

  async crianca(db: DbOrTx, discenteId: string) {
    const [row] = await db
      .select({
        id: discente.id,
        nomeDisc: discente.nomeDisc,
        escolaId: discente.escolaId,
        fusoHorario: escola.fusoHorario,
      })
      .from(discente)
      .innerJoin(escola, eq(escola.id, discente.escolaId))
      .where(eq(discente.id, discenteId));
    return row ?? null;
  },

  /** The school's children with at least one current entry (not replaced, not voided) on `data`. */
  async criancasComRegistros(db: DbOrTx, escolaId: string, data: string): Promise<string[]> {
    const rows = await db
      .selectDistinct({ id: diarioRegistro.discenteId })
      .from(diarioRegistro)
      .where(
        and(
          eq(diarioRegistro.escolaId, escolaId),
          eq(diarioRegistro.data, data),
          isNull(diarioRegistro.corrigidoPorId),
          eq(diarioRegistro.anulado, false),
        ),
      );
    return rows.map((r) => r.id);
  },

  /** The child's active guardians' accounts: language and e-mail preference for a Normal notice. */
  async destinatarios(db: DbOrTx, discenteId: string) {
    return db
      .selectDistinct({
        id: usuario.id,
        email: usuario.email,
        nome: usuario.nome,
        idioma: usuario.idioma,
        emailNormal: usuario.emailNormal,
      })
      .from(responsavelDiscente)
      .innerJoin(responsavel, eq(responsavel.id, responsavelDiscente.responsavelId))
      .innerJoin(usuario, and(eq(usuario.id, responsavel.usuarioId), eq(usuario.cadastroConcluido, true)))
      .where(and(eq(responsavelDiscente.discenteId, discenteId), eq(responsavelDiscente.status, 'ativo')));
  },

  /** Claims the summary of (child, guardian, day): true only for the one caller that wrote the row. */
  async marcarEnviado(
    db: DbOrTx,
    discenteId: string,
    usuarioId: string,
    data: string,
    at: Date,
  ): Promise<boolean> {
    const rows = await db
      .insert(diarioResumoEnviado)
      .values({ discenteId, usuarioId, data, enviadoEm: at })
      .onConflictDoNothing()
      .returning({ usuarioId: diarioResumoEnviado.usuarioId });
    return rows.length > 0;
  },
};
