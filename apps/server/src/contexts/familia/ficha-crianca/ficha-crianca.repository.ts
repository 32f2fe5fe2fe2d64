import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  contatoEmergencia,
  discente,
  escola,
  fichaMed,
  responsavel,
  responsavelDiscente,
  turma,
  turmaDiscente,
} from '../../../db/schema';

export const fichaCriancaRepository = {
  /** The child with its school and the school's time zone (what "today" means for the pickup list). */
  async child(db: DbOrTx, discenteId: string) {
    const [row] = await db
      .select({
        id: discente.id,
        escolaId: discente.escolaId,
        nomeDisc: discente.nomeDisc,
        dataNasDisc: discente.dataNasDisc,
        imgDisc: discente.imgDisc,
        deficiencia: discente.deficiencia,
        situacao: discente.situacao,
        fusoHorario: escola.fusoHorario,
      })
      .from(discente)
      .innerJoin(escola, eq(escola.id, discente.escolaId))
      .where(eq(discente.id, discenteId));
    return row ?? null;
  },

  async activeTurmasOf(db: DbOrTx, discenteId: string) {
    return db
      .select({ idTurma: turma.id, nomeTurma: turma.nomeTurma })
      .from(turma)
      .innerJoin(turmaDiscente, eq(turmaDiscente.turmaId, turma.id))
      .where(and(eq(turmaDiscente.discenteId, discenteId), isNull(turma.arquivadaEm)))
      .orderBy(asc(turma.nomeTurma));
  },

  async fichaMedOf(db: DbOrTx, discenteId: string) {
    const [row] = await db.select().from(fichaMed).where(eq(fichaMed.discenteId, discenteId));
    return row ?? null;
  },

  async contatosOf(db: DbOrTx, discenteId: string) {
    return db
      .select()
      .from(contatoEmergencia)
      .where(eq(contatoEmergencia.discenteId, discenteId))
      .orderBy(asc(contatoEmergencia.createdAt), asc(contatoEmergencia.nome));
  },

  /** The child's active guardians with the phone numbers they registered (the CPF only to match custody restrictions). */
  async guardiansOf(db: DbOrTx, discenteId: string) {
    return db
      .select({
        idResp: responsavel.id,
        nomeResp: responsavel.nomeResp,
        cpfResp: responsavel.cpfResp,
        numeroTel: responsavel.numeroTel,
        numeroCel: responsavel.numeroCel,
        ftPerfilResp: responsavel.ftPerfilResp,
        parentesco: responsavelDiscente.parentesco,
      })
      .from(responsavelDiscente)
      .innerJoin(responsavel, eq(responsavel.id, responsavelDiscente.responsavelId))
      .where(and(eq(responsavelDiscente.discenteId, discenteId), eq(responsavelDiscente.status, 'ativo')))
      .orderBy(asc(responsavelDiscente.createdAt));
  },
};
