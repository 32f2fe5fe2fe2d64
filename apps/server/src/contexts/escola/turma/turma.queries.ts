import type { DbOrTx } from '../../../db/client';
import { turmaRepository } from './turma.repository';

/**
 * What other contexts may ask the school's context about classes, and nothing more of its tables: which
 * classes a school has, an educator teaches or some children are in. Its repository, writes included, stays
 * its own (decision 24).
 */
export const turmaQueries = {
  /** The school's classes (archived ones too when asked). */
  idsOfEscola: (db: DbOrTx, escolaId: string, includeArchived: boolean) =>
    turmaRepository.idsOfEscola(db, escolaId, includeArchived),
  /** The classes the educator teaches (archived ones too when asked). */
  idsTaughtBy: (db: DbOrTx, usuarioId: string, includeArchived: boolean) =>
    turmaRepository.idsTaughtBy(db, usuarioId, includeArchived),
  /** The active classes any of these children is in. */
  idsWithChildren: (db: DbOrTx, discenteIds: string[]) => turmaRepository.idsWithChildren(db, discenteIds),
};
