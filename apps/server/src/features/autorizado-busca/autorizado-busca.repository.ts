import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { autorizadoBusca, responsavel, responsavelDiscente, restricaoCustodia } from '../../db/schema';

export type AutorizadoRow = typeof autorizadoBusca.$inferSelect;
export type RestricaoRow = typeof restricaoCustodia.$inferSelect;

/** Authorised on `data`: not removed, and permanent or with `data` inside its range. */
const activeOn = (data: string) =>
  and(
    isNull(autorizadoBusca.removidoEm),
    or(isNull(autorizadoBusca.dataInicio), and(lte(autorizadoBusca.dataInicio, data), gte(autorizadoBusca.dataFim, data))),
  );

export const autorizadoBuscaRepository = {
  /** The child's active guardians, with the CPF the custody restrictions are matched on. */
  async guardiansOf(db: DbOrTx, discenteId: string) {
    return db
      .select({
        id: responsavel.id,
        usuarioId: responsavel.usuarioId,
        nome: responsavel.nomeResp,
        cpf: responsavel.cpfResp,
        foto: responsavel.ftPerfilResp,
        parentesco: responsavelDiscente.parentesco,
      })
      .from(responsavelDiscente)
      .innerJoin(responsavel, eq(responsavel.id, responsavelDiscente.responsavelId))
      .where(and(eq(responsavelDiscente.discenteId, discenteId), eq(responsavelDiscente.status, 'ativo')))
      .orderBy(asc(responsavel.nomeResp));
  },

  /** People a guardian authorised who may pick the child up on `data`. */
  async activeOn(db: DbOrTx, discenteId: string, data: string): Promise<AutorizadoRow[]> {
    return db
      .select()
      .from(autorizadoBusca)
      .where(and(eq(autorizadoBusca.discenteId, discenteId), activeOn(data)))
      .orderBy(asc(autorizadoBusca.nome));
  },

  /** CPFs (digits) the school has barred from picking the child up. */
  async restrictedCpfs(db: DbOrTx, discenteId: string): Promise<Set<string>> {
    const rows = await db
      .select({ cpf: restricaoCustodia.cpf })
      .from(restricaoCustodia)
      .where(and(eq(restricaoCustodia.discenteId, discenteId), isNull(restricaoCustodia.revogadaEm)));
    return new Set(rows.map((r) => r.cpf));
  },
};
