import type { DbOrTx } from '../../../db/client';
import { responsavelRepository } from '../responsavel/responsavel.repository';
import { discenteRepository } from './discente.repository';

/**
 * What other contexts may ask the family's context about children, and nothing more of its tables: who is
 * around a child (its guardians' and educators' accounts, to tell them something) and which children a
 * guardian, a school or an educator has. Its repository, writes included, stays its own (decision 24).
 */
export const discenteQueries = {
  /** The accounts of the child's active guardians who finished registering. */
  guardianUsuarioIdsOf: (db: DbOrTx, discenteId: string) =>
    discenteRepository.guardianUsuarioIdsOf(db, discenteId),
  /** The accounts of the active guardians (registration finished) of the children in a class. */
  guardianUsuarioIdsOfTurma: (db: DbOrTx, turmaId: string) =>
    discenteRepository.guardianUsuarioIdsOfTurma(db, turmaId),
  /** The educators of the active classes the child is in. */
  educatorUsuarioIdsOf: (db: DbOrTx, discenteId: string) =>
    discenteRepository.educatorUsuarioIdsOf(db, discenteId),
  /** The guardian's children (active links), eldest first. */
  idsOfGuardian: (db: DbOrTx, responsavelId: string) => discenteRepository.idsOfGuardian(db, responsavelId),
  /** The children (active links) of the guardian who holds this account; none when it is not a guardian's. */
  async idsOfGuardianAccount(db: DbOrTx, usuarioId: string): Promise<string[]> {
    const profile = await responsavelRepository.byUsuario(db, usuarioId);
    return profile ? discenteRepository.idsOfGuardian(db, profile.id) : [];
  },
  /** The school's children, not those still awaiting the director's approval. */
  idsOfEscola: (db: DbOrTx, escolaId: string) => discenteRepository.idsOfEscola(db, escolaId),
  /** The children in the active classes the educator teaches. */
  idsTaughtBy: (db: DbOrTx, usuarioId: string) => discenteRepository.idsTaughtBy(db, usuarioId),
};
