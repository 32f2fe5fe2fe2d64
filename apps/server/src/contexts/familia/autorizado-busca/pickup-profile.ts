import type { DiscenteRead } from '@lunna/contract';
import type { DbOrTx } from '../../../db/client';
import { maskCpf, maskRg } from '../../../lib/document-mask';
import { localDate } from '../../../lib/school-time';
import { autorizadoBuscaRepository } from './autorizado-busca.repository';
import { custodyRulesOf, isSuspended } from './pickup-eligibility';

type PerfilBusca = DiscenteRead['autorizadosBusca'];

/**
 * The child profile's "Quem pode buscar meu filho na creche": the people authorised and not yet over
 * on the school's date, through the custody rule (suspended people left out), documents masked.
 */
export async function profilePickupList(db: DbOrTx, discenteId: string, now: Date): Promise<PerfilBusca> {
  const info = await autorizadoBuscaRepository.childInfo(db, discenteId);
  if (!info) return [];
  const hoje = localDate(now, info.fusoHorario);
  const [rows, rules] = await Promise.all([
    autorizadoBuscaRepository.listForChild(db, discenteId, hoje),
    custodyRulesOf(db, discenteId),
  ]);
  return rows
    .filter(({ row }) => !isSuspended(rules, row))
    .map(({ row }) => ({
      idAutorizado: row.id,
      nome: row.nome,
      rg: maskRg(row.rg),
      cpf: maskCpf(row.cpf),
      parentesco: row.parentesco,
      contato: row.telefone,
      foto: row.foto,
      temporario: row.dataInicio !== null,
      dataInicio: row.dataInicio,
      dataFim: row.dataFim,
    }));
}

/** The profiles with their pickup lists filled in (the profile repository leaves them empty). */
export async function withPickupLists(db: DbOrTx, reads: DiscenteRead[], now: Date): Promise<DiscenteRead[]> {
  return Promise.all(
    reads.map(async (d) => ({ ...d, autorizadosBusca: await profilePickupList(db, d.idDisc, now) })),
  );
}
