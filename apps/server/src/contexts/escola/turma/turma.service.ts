import {
  campoInformado,
  msg,
  type PessoaEquipe,
  type TurmaRead,
  type turmaPayload,
  type turmaUpdatePayload,
} from '@lunna/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { AppError, forbidden } from '../../../lib/app-error';
import type { Actor } from '../../../lib/actor';
import { discenteQueries } from '../../familia/discente/discente.queries';
import { turmaRequests } from '../../familia/solicitacao/turma-request';
import { splitByApproval } from './turma.membership';
import { turmaRepository } from './turma.repository';
import { requireAccess } from '../../../acesso/require-access';
import { Permissao } from '../../../acesso/permissao';

const unique = (ids: string[]) => [...new Set(ids)];

/** Every child must belong to the actor's school: a class never mixes schools. */
async function schoolChildren(db: Db, actor: Actor, discentes: { idDisc: string }[]): Promise<string[]> {
  const ids = unique(discentes.map((d) => d.idDisc));
  const found = await turmaRepository.childrenOfEscola(db, actor.escolaId, ids);
  if (found.length !== ids.length) throw forbidden();
  return ids;
}

async function schoolEducators(db: Db, actor: Actor, pedagogos: { idUsuario: string }[]): Promise<string[]> {
  const ids = unique(pedagogos.map((p) => p.idUsuario));
  const found = await turmaRepository.educatorsOfEscola(db, actor.escolaId, ids);
  if (found.length !== ids.length) throw forbidden();
  return ids;
}

/**
 * Staff reads of classes: each child carries the allergy and medication badges of the class list. The
 * flags come from the medical record but reveal only that something is there; the details stay on the
 * audited child card. The children waiting for the director come with what the school's children list
 * shows every educator (name, birth date, photo), never with badges.
 */
async function readForStaff(db: Db, turmaIds: string[]): Promise<TurmaRead[]> {
  const [reads, pendentes] = await Promise.all([
    turmaRepository.readMany(db, turmaIds),
    turmaRequests.pendingOf(db, turmaIds),
  ]);
  const childIds = [...new Set(reads.flatMap((r) => r.discentes.map((d) => d.idDisc)))];
  const saude = new Map((await turmaRepository.saudeOf(db, childIds)).map((f) => [f.discenteId, f]));
  return reads.map((read) => ({
    ...read,
    discentes: read.discentes.map((d) => ({
      ...d,
      alergia: campoInformado(saude.get(d.idDisc)?.comidasAlergicas),
      medicamento: campoInformado(saude.get(d.idDisc)?.remedios),
    })),
    discentesPendentes: pendentes.get(read.idTurma) ?? [],
  }));
}

async function readOne(db: Db, turmaId: string): Promise<TurmaRead> {
  const [read] = await readForStaff(db, [turmaId]);
  return read!;
}

export const turmaService = {
  /** Educators: the classes they teach. The director: every class. Guardians: their children's classes, listing only their own children. */
  async list(db: Db, actor: Actor, includeArchived: boolean): Promise<TurmaRead[]> {
    if (actor.papel === 'responsavel') {
      const profile = await requireAccess(db, actor, Permissao.Responsavel);
      const children = await discenteQueries.idsOfGuardian(db, profile.id);
      return turmaRepository.readMany(db, await turmaRepository.idsWithChildren(db, children), children);
    }
    const ids =
      actor.papel === 'gestor'
        ? await turmaRepository.idsOfEscola(db, actor.escolaId, includeArchived)
        : await turmaRepository.idsTaughtBy(db, actor.usuarioId, includeArchived);
    return readForStaff(db, ids);
  },

  async get(db: Db, actor: Actor, turmaId: string): Promise<TurmaRead> {
    await requireAccess(db, actor, Permissao.TurmaGerir, turmaId);
    return readOne(db, turmaId);
  },

  /**
   * Staff create a class of their school's children; an educator who creates a class teaches it. An
   * educator's children from outside her classes wait for the director (`discentesPendentes`).
   */
  async create(db: Db, actor: Actor, payload: z.output<typeof turmaPayload>): Promise<TurmaRead> {
    await requireAccess(db, actor, Permissao.Equipe);
    const children = await splitByApproval(db, actor, await schoolChildren(db, actor, payload.discentes));
    const turmaId = await db.transaction(async (tx) => {
      const id = await turmaRepository.create(tx, {
        escolaId: actor.escolaId,
        nomeTurma: payload.nomeTurma,
        periodo: payload.periodo,
        tema: payload.tema,
        criadoPor: actor.usuarioId,
      });
      await turmaRepository.setDiscentes(tx, id, children.direct);
      if (actor.papel === 'pedagogo') await turmaRepository.setPedagogos(tx, id, [actor.usuarioId]);
      await turmaRequests.ask(tx, actor, { id, nomeTurma: payload.nomeTurma }, children.pending);
      return id;
    });
    return readOne(db, turmaId);
  },

  /**
   * Renames, recolours, changes the children; only the director changes who teaches the class. The
   * children list is the whole class: for an educator, children from outside her classes are asked of
   * the director and a pending child left out is no longer asked for; a child the director adds needs no
   * request any more.
   */
  async update(
    db: Db,
    actor: Actor,
    turmaId: string,
    payload: z.output<typeof turmaUpdatePayload>,
  ): Promise<TurmaRead> {
    const row = await requireAccess(db, actor, Permissao.TurmaGerir, turmaId);
    if (payload.pedagogos && actor.papel !== 'gestor') throw forbidden();
    if (row.arquivadaEm) throw new AppError(409, 'CONFLICT', msg.turmaArquivada);
    const children = payload.discentes
      ? await splitByApproval(db, actor, await schoolChildren(db, actor, payload.discentes))
      : null;
    const educators = payload.pedagogos ? await schoolEducators(db, actor, payload.pedagogos) : null;
    await db.transaction(async (tx) => {
      await turmaRepository.update(tx, turmaId, {
        ...(payload.nomeTurma !== undefined && { nomeTurma: payload.nomeTurma }),
        ...(payload.periodo !== undefined && { periodo: payload.periodo }),
        ...(payload.tema !== undefined && { tema: payload.tema }),
      });
      if (children) {
        await turmaRepository.setDiscentes(tx, turmaId, children.direct);
        await turmaRequests.settle(tx, actor.escolaId, turmaId, children.direct);
        if (actor.papel === 'pedagogo')
          await turmaRequests.keepOnly(tx, actor.escolaId, turmaId, children.pending);
        await turmaRequests.ask(
          tx,
          actor,
          { id: turmaId, nomeTurma: payload.nomeTurma ?? row.nomeTurma },
          children.pending,
        );
      }
      if (educators) await turmaRepository.setPedagogos(tx, turmaId, educators);
    });
    return readOne(db, turmaId);
  },

  /** Archived classes leave the lists and grant no access, but keep their notices and receipts; pending requests are withdrawn. */
  async archive(db: Db, actor: Actor, turmaId: string): Promise<TurmaRead> {
    await requireAccess(db, actor, Permissao.TurmaGerir, turmaId);
    await db.transaction(async (tx) => {
      await turmaRepository.archive(tx, turmaId);
      await turmaRequests.withdrawAll(tx, actor.escolaId, turmaId);
    });
    return readOne(db, turmaId);
  },

  async equipe(db: Db, actor: Actor): Promise<PessoaEquipe[]> {
    await requireAccess(db, actor, Permissao.Equipe);
    return turmaRepository.equipeOfEscola(db, actor.escolaId);
  },
};
