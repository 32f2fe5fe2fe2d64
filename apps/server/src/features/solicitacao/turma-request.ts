import { msg, type DiscenteResumo } from '@lunna/contract';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../auth/actor';
import { auditRepository } from '../audit/audit.repository';
import { turmaRepository } from '../turma/turma.repository';
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
        titulo: `Pedido de turma: ${firstName(nomeDisc)}`,
        texto: `${names.solicitante} pediu para incluir ${nomeDisc} na ${turma.nomeTurma}. Até a sua aprovação, a criança não entra na turma e os dados dela continuam fechados para quem pediu.`,
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
    const turma = row.turmaId ? await turmaRepository.find(tx, row.turmaId) : null;
    // A deleted class or child takes its requests with it (cascade): this only guards the types.
    if (!turma || !row.discenteId) throw new AppError(409, 'CONFLICT', msg.solicitacaoJaDecidida);
    if (turma.arquivadaEm) throw new AppError(409, 'CONFLICT', msg.turmaArquivada);
    await turmaRepository.addDiscente(tx, turma.id, row.discenteId);
  },

  /** What the educator is told about the decision. */
  decisionNotice(row: SolicitacaoRow, aprovada: boolean, motivo: string | null) {
    const nomeDisc = row.nomeDisc ?? '';
    const nomeTurma = row.nomeTurma ?? '';
    return aprovada
      ? {
          titulo: `${firstName(nomeDisc)} entrou na ${nomeTurma}`,
          texto: `A direção aprovou a entrada de ${nomeDisc} na ${nomeTurma}. Agora você acompanha a criança.`,
          link: LINK_TURMAS,
        }
      : {
          titulo: `${firstName(nomeDisc)} não entrou na ${nomeTurma}`,
          texto: `A direção não aprovou a entrada de ${nomeDisc} na ${nomeTurma}.${motivo ? ` Motivo: ${motivo}` : ''}`,
          link: LINK_TURMAS,
        };
  },
};
