import type { PessoaBusca } from '@lunna/contract';
import { msg, onlyDigits } from '@lunna/contract';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { Actor } from '../../../lib/actor';
import { autorizadoBuscaRepository, type AutorizadoRow } from './autorizado-busca.repository';

/**
 * "Who may take this child today" — the one custody rule. Check-out and check-in, the class attendance
 * list, the hand-over code, the pickup list, the child profile, Lumi, the pickup reminder and the export
 * all ask it here, so a restriction the director records holds everywhere at once.
 *
 * A custody restriction (`restricao_custodia`, matched by CPF) beats everything a guardian did: the barred
 * person may not take the child, and if the barred person is (or was) a guardian of the child, nobody they
 * authorised may either, from the moment the restriction is recorded until it is revoked.
 */
export type CustodyRules = {
  /** CPFs (digits) barred from picking the child up. */
  restricted: Set<string>;
  /** Accounts of guardians of the child whose CPF is barred. */
  barredAccounts: Set<string>;
};

export async function custodyRulesOf(db: DbOrTx, discenteId: string): Promise<CustodyRules> {
  const restricted = await autorizadoBuscaRepository.restrictedCpfs(db, discenteId);
  if (restricted.size === 0) return { restricted, barredAccounts: new Set() };
  const accounts = await autorizadoBuscaRepository.guardianAccountsOf(db, discenteId);
  return {
    restricted,
    barredAccounts: new Set(
      accounts.filter((a) => restricted.has(onlyDigits(a.cpf))).map((a) => a.usuarioId),
    ),
  };
}

/** Whether this authorisation is void because of a restriction: on the person, or on who authorised them. */
export const isSuspended = (rules: CustodyRules, row: Pick<AutorizadoRow, 'cpf' | 'criadoPor'>) =>
  rules.restricted.has(row.cpf) || (row.criadoPor !== null && rules.barredAccounts.has(row.criadoPor));

export const isBarredGuardian = (rules: CustodyRules, cpf: string) => rules.restricted.has(onlyDigits(cpf));

/** One adult who may take the child on the date, with who authorised them and until when (staff see both). */
export type PessoaDoDia = PessoaBusca & {
  cpf: string;
  /** The guardian's account (guardians only): who gets the day's pickup reminder. */
  usuarioId: string | null;
};

export type PickupDay = {
  pessoas: PessoaDoDia[];
  /** A restriction took someone off the list who would otherwise be on it (Lumi hands such questions to the school). */
  restricaoAfetou: boolean;
};

/**
 * Who may bring or take the child on a school date: its active guardians and the people authorised for
 * that date, minus everyone the custody rules exclude.
 */
export async function pickupDay(db: DbOrTx, discenteId: string, data: string): Promise<PickupDay> {
  const [guardians, authorised, rules] = await Promise.all([
    autorizadoBuscaRepository.guardiansOf(db, discenteId),
    autorizadoBuscaRepository.activeOn(db, discenteId, data),
    custodyRulesOf(db, discenteId),
  ]);
  const allowedGuardians = guardians.filter((g) => !isBarredGuardian(rules, g.cpf));
  const allowedAuthorised = authorised.filter(({ row }) => !isSuspended(rules, row));
  const pessoas: PessoaDoDia[] = [
    ...allowedGuardians.map((g) => ({
      tipo: 'responsavel' as const,
      id: g.id,
      nome: g.nome,
      parentesco: g.parentesco,
      foto: g.foto,
      autorizadoPor: null,
      ate: null,
      cpf: onlyDigits(g.cpf),
      usuarioId: g.usuarioId,
    })),
    ...allowedAuthorised.map(({ row, criadoPorNome }) => ({
      tipo: 'autorizado' as const,
      id: row.id,
      nome: row.nome,
      parentesco: row.parentesco,
      foto: row.foto,
      autorizadoPor: criadoPorNome ? { nome: criadoPorNome } : null,
      ate: row.dataFim,
      cpf: row.cpf,
      usuarioId: null,
    })),
  ];
  const restricaoAfetou =
    allowedGuardians.length < guardians.length || allowedAuthorised.length < authorised.length;
  return { pessoas, restricaoAfetou };
}

export async function peopleForDay(db: DbOrTx, discenteId: string, data: string): Promise<PessoaDoDia[]> {
  return (await pickupDay(db, discenteId, data)).pessoas;
}

/** What goes on the wire: never the CPF (it is only the key restrictions are matched on), never the account. */
export const toPessoaBusca = ({
  tipo,
  id,
  nome,
  parentesco,
  foto,
  autorizadoPor,
  ate,
}: PessoaDoDia): PessoaBusca => ({
  tipo,
  id,
  nome,
  parentesco,
  foto,
  autorizadoPor,
  ate,
});

/** The chosen adult, if allowed today; otherwise a 422 that says so (and nothing about why, beyond "not allowed"). */
export async function assertMayTakeChild(
  db: DbOrTx,
  discenteId: string,
  data: string,
  chosen: { tipo: PessoaBusca['tipo']; id: string },
): Promise<PessoaDoDia> {
  const people = await peopleForDay(db, discenteId, data);
  const person = people.find((p) => p.tipo === chosen.tipo && p.id === chosen.id);
  if (!person) throw new AppError(422, 'PESSOA_NAO_AUTORIZADA', msg.pessoaNaoAutorizada);
  return person;
}

/** Whether the acting guardian is barred from picking this child up (staff never are: they do not pick up). */
export async function actorIsBarred(db: DbOrTx, actor: Actor, discenteId: string): Promise<boolean> {
  if (actor.papel !== 'responsavel') return false;
  const rules = await custodyRulesOf(db, discenteId);
  return rules.barredAccounts.has(actor.usuarioId);
}

/**
 * A barred guardian may not arrange a pickup in any way: add, change, extend or remove people, set their
 * photo, or read the hand-over code. The message says only that they cannot, never why.
 */
export async function assertNotBarred(db: DbOrTx, actor: Actor, discenteId: string): Promise<void> {
  if (await actorIsBarred(db, actor, discenteId))
    throw new AppError(403, 'FORBIDDEN', msg.buscaNaoPodeAlterar);
}
