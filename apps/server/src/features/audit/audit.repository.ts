import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditEntry = { escolaId: string; usuarioId: string | null; discenteId: string | null; acao: string };

export const auditRepository = {
  async record(db: DbOrTx, entry: AuditEntry): Promise<void> {
    await db.insert(auditLog).values(entry);
  },
};
