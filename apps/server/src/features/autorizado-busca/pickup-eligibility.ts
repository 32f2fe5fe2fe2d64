import type { PessoaBusca } from '@lunna/contract';
import { msg } from '@lunna/contract';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { autorizadoBuscaRepository } from './autorizado-busca.repository';

export type PessoaDoDia = PessoaBusca & { cpf: string };

const digitsOf = (cpf: string) => cpf.replace(/\D/g, '');

/**
 * Who may bring or take the child on a school date: its active guardians and the people authorised for
 * that date, minus anyone the school has barred (custody restriction, matched by CPF — it beats anything
 * a guardian added, guardians included).
 */
export async function peopleForDay(db: DbOrTx, discenteId: string, data: string): Promise<PessoaDoDia[]> {
  const [guardians, authorised, restricted] = await Promise.all([
    autorizadoBuscaRepository.guardiansOf(db, discenteId),
    autorizadoBuscaRepository.activeOn(db, discenteId, data),
    autorizadoBuscaRepository.restrictedCpfs(db, discenteId),
  ]);
  const people: PessoaDoDia[] = [
    ...guardians.map((g) => ({ tipo: 'responsavel' as const, id: g.id, nome: g.nome, parentesco: g.parentesco, foto: g.foto, cpf: digitsOf(g.cpf) })),
    ...authorised.map((a) => ({ tipo: 'autorizado' as const, id: a.id, nome: a.nome, parentesco: a.parentesco, foto: a.foto, cpf: a.cpf })),
  ];
  return people.filter((p) => !restricted.has(p.cpf));
}

/** The chosen adult, if allowed today; otherwise a 422 that says so (and nothing about why, beyond "not allowed"). */
export async function assertMayTakeChild(db: DbOrTx, discenteId: string, data: string, chosen: { tipo: PessoaBusca['tipo']; id: string }): Promise<PessoaDoDia> {
  const people = await peopleForDay(db, discenteId, data);
  const person = people.find((p) => p.tipo === chosen.tipo && p.id === chosen.id);
  if (!person) throw new AppError(422, 'PESSOA_NAO_AUTORIZADA', msg.pessoaNaoAutorizada);
  return person;
}
