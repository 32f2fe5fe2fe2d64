import { msg, type DiscenteResumo } from '@lunna/contract';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { Texto } from '../../../lib/textos/textos';
import type { Actor } from '../../../lib/actor';
import { auditRepository } from '../../../platform/audit/audit.repository';
import { admitApproved } from '../../escola/turma/turma.membership';
import { notifyDirectors, readDirectorsNotices } from './notify-directors';
import { solicitacaoRepository as repo, type SolicitacaoRow } from './solicitacao.repository';

const firstName = (nome: string) => nome.trim().split(/\s+/)[0] ?? nome;

/** Where the educator sees her classes (and who joined them). */
const LINK_TURMAS = '/dashboard';

/**
 * 'turma_discente' requests: an educator put in her class a child from outside her classes (see
 * turma.membership.ts). The child waits for the school's director; only the approval makes it a member.
 */
export const turmaRequests = {
  /** Asks the director for these children (once per child and class) and tells the school's directors. */
  async ask(
    tx: DbOrTx,
    actor: Actor,
    turma: { id: string; nomeTurma: string },
    discenteIds: string[],
  ): Promise<void> {
    const created = await repo.createTurmaRequests(tx, {
      escolaId: actor.escolaId,
      turmaId: turma.id,
      solicitanteId: actor.usuarioId,
      discenteIds,
    });
    if (created.length === 0) return;
    const names = await repo.namesForTurmaRequest(tx, actor.usuarioId, discenteIds);
    for (const request of created) {
      const nomeDisc = names.children.get(request.discenteId ?? '') ?? '';
      await auditRepository.record(tx, {
        escolaId: actor.escolaId,
        usuarioId: actor.usuarioId,
        discenteId: request.discenteId,
        acao: 'pedir_turma_discente',
      });
      await notifyDirectors(tx, actor.escolaId, {
        titulo: { chave: 'solicitacao.turma.titulo', vars: { crianca: firstName(nomeDisc) } },
        texto: {
          chave: 'solicitacao.turma.texto',
          vars: { solicitante: names.solicitante, nomeCrianca: nomeDisc, turma: turma.nomeTurma },
        },
        refId: request.id,
      });
    }
  },

  /** The educator saved the class without these children: what she no longer asks for is withdrawn. */
  async keepOnly(tx: DbOrTx, escolaId: string, turmaId: string, keep: string[]): Promise<void> {
    await readDirectorsNotices(tx, escolaId, await repo.removePendingOfTurma(tx, turmaId, keep));
  },

  /** These children are members now (the director added them): nothing is left to decide about them. */
  async settle(tx: DbOrTx, escolaId: string, turmaId: string, members: string[]): Promise<void> {
    await readDirectorsNotices(tx, escolaId, await repo.removePendingForChildren(tx, turmaId, members));
  },

  /** An archived class takes no more children: its pending requests are withdrawn. */
  async withdrawAll(tx: DbOrTx, escolaId: string, turmaId: string): Promise<void> {
    await readDirectorsNotices(tx, escolaId, await repo.removePendingOfTurma(tx, turmaId));
  },

  /** The children waiting to join each of these classes. */
  async pendingOf(db: DbOrTx, turmaIds: string[]): Promise<Map<string, DiscenteResumo[]>> {
    const byTurma = new Map<string, DiscenteResumo[]>(turmaIds.map((id) => [id, []]));
    for (const { turmaId, ...child } of await repo.pendingChildrenOf(db, turmaIds))
      byTurma.get(turmaId)?.push(child);
    return byTurma;
  },

  /** The director approves: the child joins the class, unless the class was archived meanwhile (409). */
  async admit(tx: DbOrTx, row: { turmaId: string | null; discenteId: string | null }): Promise<void> {
    // A deleted class or child takes its requests with it (cascade): this only guards the types.
    if (!row.turmaId || !row.discenteId) throw new AppError(409, 'CONFLICT', msg.solicitacaoJaDecidida);
    await admitApproved(tx, row.turmaId, row.discenteId);
  },

  /** What the educator is told about the decision. */
  decisionNotice(
    row: SolicitacaoRow,
    aprovada: boolean,
    motivo: string | null,
  ): { titulo: Texto; texto: Texto; link: string } {
    const nomeDisc = row.nomeDisc ?? '';
    const vars = { crianca: firstName(nomeDisc), nomeCrianca: nomeDisc, turma: row.nomeTurma ?? '' };
    return aprovada
      ? {
          titulo: { chave: 'solicitacao.turmaAprovada.titulo', vars },
          texto: { chave: 'solicitacao.turmaAprovada.texto', vars },
          link: LINK_TURMAS,
        }
      : {
          titulo: { chave: 'solicitacao.turmaRecusada.titulo', vars },
          texto: {
            chave: 'solicitacao.turmaRecusada.texto',
            vars: { ...vars, ...(motivo ? { context: 'motivo', motivo } : {}) },
          },
          link: LINK_TURMAS,
        };
  },
};
