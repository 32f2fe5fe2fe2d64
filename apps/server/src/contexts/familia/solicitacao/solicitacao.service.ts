import { msg, type SolicitacaoRead } from '@lunna/contract';
import type { Db, DbOrTx } from '../../../db/client';
import { uniqueViolation } from '../../../db/unique-violation';
import { AppError, forbidden, notFound } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import type { Texto } from '../../../lib/textos/textos';
import type { Storage } from '../../../platform/storage/storage';
import type { Actor } from '../../../lib/actor';
import { auditRepository } from '../../../platform/audit/audit.repository';
import { removeImages } from '../../../platform/images/image-store';
import { notificacaoService, type Notice } from '../../comunicacao/notificacao/notificacao.service';
import { notifyDirectors } from './notify-directors';
import { solicitacaoRepository as repo, type SolicitacaoRow } from './solicitacao.repository';
import { turmaRequests } from './turma-request';
import { requireAccess } from '../../../acesso/require-access';
import { Permissao } from '../../../acesso/permissao';

export type SolicitacaoDeps = { db: Db; storage: Storage; clock: Clock };

/** How many decided requests the director's page lists after the pending ones. */
const DECIDED_LIMIT = 20;
const MINE_LIMIT = 20;

const conflict = (message: string, field?: string) =>
  new AppError(409, 'CONFLICT', message, field ? { [field]: message } : undefined);
const cpfTaken = () => conflict(msg.cpfRespDuplicado, 'cpfResp');
const alreadyDecided = () => conflict(msg.solicitacaoJaDecidida);
const firstName = (nome: string) => nome.trim().split(/\s+/)[0] ?? nome;

function text(dados: Record<string, unknown> | null, key: string): string | null {
  const value = dados?.[key];
  return typeof value === 'string' ? value : null;
}

function toRead(row: SolicitacaoRow): SolicitacaoRead {
  const { s } = row;
  return {
    idSolicitacao: s.id,
    tipo: s.tipo,
    status: s.status,
    criadoEm: s.createdAt.toISOString(),
    decididoEm: s.decididoEm?.toISOString() ?? null,
    decididoPor: s.decididoPor && row.decisorNome ? { nome: row.decisorNome } : null,
    motivo: text(s.dados, 'motivo'),
    responsavel:
      s.responsavelId && row.nomeResp !== null
        ? { idResp: s.responsavelId, nomeResp: row.nomeResp, ftPerfilResp: row.ftPerfilResp }
        : null,
    // A refused new child no longer exists: its name and birth date stay in the request, its photo does not.
    discente:
      s.tipo === 'novo_discente' || s.tipo === 'turma_discente'
        ? {
            idDisc: s.discenteId,
            nomeDisc: row.nomeDisc ?? text(s.dados, 'nomeDisc') ?? '',
            dataNasDisc: row.dataNasDisc ?? text(s.dados, 'dataNasDisc') ?? '',
            imgDisc: row.imgDisc ?? null,
          }
        : null,
    cpf:
      s.tipo === 'cpf_responsavel'
        ? { cpfAtual: text(s.dados, 'cpfAtual') ?? '', cpfNovo: text(s.dados, 'cpfNovo') ?? '' }
        : null,
    turma: s.turmaId && row.nomeTurma !== null ? { idTurma: s.turmaId, nomeTurma: row.nomeTurma } : null,
    solicitante:
      s.tipo === 'turma_discente' && row.solicitanteNome
        ? { nome: row.solicitanteNome, ftPerfil: row.solicitanteFoto }
        : null,
  };
}

async function readOne(db: DbOrTx, id: string): Promise<SolicitacaoRead> {
  const row = await repo.read(db, id);
  if (!row) throw notFound('Pedido');
  return toRead(row);
}

/** What the guardian is told about the decision. */
function decisionNotice(
  s: { tipo: SolicitacaoRow['s']['tipo']; dados: Record<string, unknown> },
  aprovada: boolean,
  motivo: string | null,
): { titulo: Texto; texto: Texto; link: string } {
  const reason: Record<string, string> = motivo ? { context: 'motivo', motivo } : {};
  if (s.tipo === 'novo_discente') {
    const nome = text(s.dados, 'nomeDisc') ?? '';
    const vars = { crianca: firstName(nome), nomeCrianca: nome };
    return aprovada
      ? {
          titulo: { chave: 'solicitacao.criancaAprovada.titulo', vars },
          texto: { chave: 'solicitacao.criancaAprovada.texto', vars },
          link: '/pefil-bebe',
        }
      : {
          titulo: { chave: 'solicitacao.criancaRecusada.titulo', vars },
          texto: { chave: 'solicitacao.criancaRecusada.texto', vars: { ...vars, ...reason } },
          link: '/pefil-bebe',
        };
  }
  return aprovada
    ? {
        titulo: { chave: 'solicitacao.cpfAprovado.titulo' },
        texto: { chave: 'solicitacao.cpfAprovado.texto', vars: { cpf: text(s.dados, 'cpfNovo') ?? '' } },
        link: '/meus-dados',
      }
    : {
        titulo: { chave: 'solicitacao.cpfRecusado.titulo' },
        texto: { chave: 'solicitacao.cpfRecusado.texto', vars: reason },
        link: '/meus-dados',
      };
}

/**
 * Tells whoever asked about the decision, in the decision's transaction: the guardian (a refused family
 * request is 'Atenção'), or the educator who asked for a child in her class.
 */
async function tellRequester(
  tx: DbOrTx,
  row: SolicitacaoRow['s'] & { dados: Record<string, unknown> },
  aprovada: boolean,
  motivo: string | null,
) {
  if (row.tipo === 'turma_discente') {
    const read = await repo.read(tx, row.id);
    if (!row.solicitanteId || !read) return;
    const notice = turmaRequests.decisionNotice(read, aprovada, motivo);
    await notificacaoService.record(tx, [row.solicitanteId], {
      ...notice,
      escolaId: row.escolaId,
      prioridade: 'Normal',
      tipo: 'solicitacao',
      refId: row.id,
    });
    return;
  }
  const usuarioId = row.responsavelId ? await repo.usuarioOfResponsavel(tx, row.responsavelId) : null;
  if (!usuarioId) return;
  const prioridade: Notice['prioridade'] = aprovada ? 'Normal' : 'Atenção';
  await notificacaoService.record(tx, [usuarioId], {
    ...decisionNotice(row, aprovada, motivo),
    escolaId: row.escolaId,
    prioridade,
    tipo: 'solicitacao',
    refId: row.id,
  });
}

/** The request locked for a decision by this director: it exists, is of their school and still pending. */
async function lockForDecision(tx: DbOrTx, actor: Actor, id: string) {
  const row = await repo.lock(tx, id);
  if (!row) throw notFound('Pedido');
  if (row.escolaId !== actor.escolaId) throw forbidden();
  if (row.status !== 'pendente') throw alreadyDecided();
  return { ...row, dados: row.dados ?? {} };
}

export const solicitacaoService = {
  /**
   * A child added by a guardian whose registration is complete waits for the director: the request is
   * written with the child (same transaction) and the director is told.
   */
  async recordNewChild(
    tx: DbOrTx,
    actor: Actor,
    values: {
      responsavelId: string;
      nomeResp: string;
      discenteId: string;
      nomeDisc: string;
      dataNasDisc: string;
    },
  ): Promise<void> {
    const id = await repo.create(tx, {
      escolaId: actor.escolaId,
      tipo: 'novo_discente',
      responsavelId: values.responsavelId,
      discenteId: values.discenteId,
      dados: { nomeDisc: values.nomeDisc, dataNasDisc: values.dataNasDisc },
    });
    await notifyDirectors(tx, actor.escolaId, {
      titulo: { chave: 'solicitacao.novaCrianca.titulo', vars: { crianca: firstName(values.nomeDisc) } },
      texto: {
        chave: 'solicitacao.novaCrianca.texto',
        vars: { responsavel: values.nomeResp, nomeCrianca: values.nomeDisc },
      },
      refId: id,
    });
  },

  /**
   * A guardian asks to change their CPF. One request at a time: asking again while one is pending
   * replaces what it asks for (a typo can be fixed without waiting for a refusal).
   */
  async requestCpfChange(deps: SolicitacaoDeps, actor: Actor, cpfNovo: string): Promise<SolicitacaoRead> {
    const profile = await requireAccess(deps.db, actor, Permissao.Responsavel);
    if (cpfNovo === profile.cpfResp)
      throw new AppError(400, 'VALIDATION', msg.cpfIgualAtual, { cpfResp: msg.cpfIgualAtual });
    if (await repo.cpfUsedByAnother(deps.db, cpfNovo, profile.id)) throw cpfTaken();
    const id = await deps.db.transaction(async (tx) => {
      const dados = { cpfAtual: profile.cpfResp, cpfNovo };
      const pending = await repo.pendingCpfOf(tx, profile.id);
      const requestId = pending
        ? pending.id
        : await repo.create(tx, {
            escolaId: actor.escolaId,
            tipo: 'cpf_responsavel',
            responsavelId: profile.id,
            dados,
          });
      if (pending) await repo.replaceDados(tx, pending.id, dados);
      await auditRepository.record(tx, {
        escolaId: actor.escolaId,
        usuarioId: actor.usuarioId,
        discenteId: null,
        acao: 'pedir_alteracao_cpf',
      });
      await notifyDirectors(tx, actor.escolaId, {
        titulo: { chave: 'solicitacao.cpf.titulo' },
        texto: { chave: 'solicitacao.cpf.texto', vars: { responsavel: profile.nomeResp } },
        refId: requestId,
      });
      return requestId;
    });
    return readOne(deps.db, id);
  },

  /** The director's page: the school's pending requests, oldest first, then the latest decided ones. */
  async listForDirector(deps: SolicitacaoDeps, actor: Actor): Promise<SolicitacaoRead[]> {
    await requireAccess(deps.db, actor, Permissao.Direcao);
    const rows = await repo.listOfEscola(deps.db, actor.escolaId, DECIDED_LIMIT);
    await auditRepository.recordReads(deps.db, actor, 'ler_solicitacoes', [null]);
    return rows.map(toRead);
  },

  /** A guardian's own requests, newest first. */
  async listMine(deps: SolicitacaoDeps, actor: Actor): Promise<SolicitacaoRead[]> {
    const profile = await requireAccess(deps.db, actor, Permissao.Responsavel);
    return (await repo.listOfResponsavel(deps.db, profile.id, MINE_LIMIT)).map(toRead);
  },

  /**
   * Approves: a new child becomes the school's ('ativo'); a CPF change is applied if no other guardian
   * took that CPF in the meantime (then 409 and the request stays pending for the director to refuse).
   */
  async approve(deps: SolicitacaoDeps, actor: Actor, id: string): Promise<SolicitacaoRead> {
    await requireAccess(deps.db, actor, Permissao.Direcao);
    try {
      await deps.db.transaction(async (tx) => {
        const row = await lockForDecision(tx, actor, id);
        const history = { escolaId: row.escolaId, usuarioId: actor.usuarioId, acao: 'alterado' as const };
        if (row.tipo === 'turma_discente') {
          await turmaRequests.admit(tx, row);
        } else if (row.tipo === 'novo_discente') {
          if (!row.discenteId) throw alreadyDecided();
          await repo.activateChild(tx, row.discenteId);
          await repo.recordHistory(tx, {
            ...history,
            discenteId: row.discenteId,
            entidade: 'discente',
            entidadeId: row.discenteId,
            antes: { situacao: 'pendente' },
            depois: { situacao: 'ativo' },
          });
        } else {
          if (!row.responsavelId) throw alreadyDecided();
          const cpfNovo = text(row.dados, 'cpfNovo');
          if (!cpfNovo) throw alreadyDecided();
          if (await repo.cpfUsedByAnother(tx, cpfNovo, row.responsavelId)) throw cpfTaken();
          const cpfAtual = await repo.currentCpf(tx, row.responsavelId);
          await repo.setCpf(tx, row.responsavelId, cpfNovo);
          await repo.recordHistory(tx, {
            ...history,
            discenteId: null,
            entidade: 'responsavel',
            entidadeId: row.responsavelId,
            antes: { cpfResp: cpfAtual },
            depois: { cpfResp: cpfNovo },
          });
        }
        if (
          !(await repo.decide(tx, id, {
            status: 'aprovada',
            decididoPor: actor.usuarioId,
            decididoEm: deps.clock.now(),
            dados: row.dados,
          }))
        )
          throw alreadyDecided();
        await auditRepository.record(tx, {
          escolaId: row.escolaId,
          usuarioId: actor.usuarioId,
          discenteId: row.discenteId,
          acao: 'aprovar_solicitacao',
        });
        await tellRequester(tx, row, true, null);
        await notificacaoService.readByRef(tx, actor.usuarioId, id);
      });
    } catch (err) {
      if (uniqueViolation(err)?.includes('cpf')) throw cpfTaken();
      throw err;
    }
    return readOne(deps.db, id);
  },

  /**
   * Refuses, with an optional reason: a new child is deleted with its files (the school never took it
   * in; its name and birth date stay in the request for the record); a CPF change changes nothing.
   */
  async reject(
    deps: SolicitacaoDeps,
    actor: Actor,
    id: string,
    motivo: string | null,
  ): Promise<SolicitacaoRead> {
    await requireAccess(deps.db, actor, Permissao.Direcao);
    const files = await deps.db.transaction(async (tx) => {
      const row = await lockForDecision(tx, actor, id);
      const dados = { ...row.dados, ...(motivo ? { motivo } : {}) };
      const childId = row.tipo === 'novo_discente' ? row.discenteId : null;
      const files = childId ? await repo.filesOfChild(tx, childId) : [];
      // Detach first: deleting the child would otherwise delete the request with it.
      const decided = await repo.decide(tx, id, {
        status: 'recusada',
        decididoPor: actor.usuarioId,
        decididoEm: deps.clock.now(),
        dados,
        ...(childId ? { discenteId: null } : {}),
      });
      if (!decided) throw alreadyDecided();
      if (childId) {
        await repo.deletePendingChild(tx, childId);
        await repo.recordHistory(tx, {
          escolaId: row.escolaId,
          discenteId: null,
          usuarioId: actor.usuarioId,
          entidade: 'discente',
          entidadeId: childId,
          acao: 'removido',
          antes: { situacao: 'pendente' },
          depois: null,
        });
      }
      await auditRepository.record(tx, {
        escolaId: row.escolaId,
        usuarioId: actor.usuarioId,
        discenteId: childId ?? row.discenteId,
        acao: 'recusar_solicitacao',
      });
      await tellRequester(tx, { ...row, dados }, false, motivo);
      await notificacaoService.readByRef(tx, actor.usuarioId, id);
      return files;
    });
    await removeImages(deps.storage, files);
    return readOne(deps.db, id);
  },

  /**
   * The guardian withdraws their own pending request (the add-child form undoes a half-sent child this
   * way): a new child is deleted with its files, a CPF change is simply dropped.
   */
  async withdraw(deps: SolicitacaoDeps, actor: Actor, id: string): Promise<void> {
    const profile = await requireAccess(deps.db, actor, Permissao.Responsavel);
    const files = await deps.db.transaction(async (tx) => {
      const row = await repo.lock(tx, id);
      if (!row) throw notFound('Pedido');
      if (row.responsavelId !== profile.id) throw forbidden();
      if (row.status !== 'pendente') throw alreadyDecided();
      const files = row.discenteId ? await repo.filesOfChild(tx, row.discenteId) : [];
      await repo.remove(tx, id);
      if (row.discenteId) await repo.deletePendingChild(tx, row.discenteId);
      await auditRepository.record(tx, {
        escolaId: row.escolaId,
        usuarioId: actor.usuarioId,
        discenteId: row.discenteId,
        acao: 'retirar_solicitacao',
      });
      return files;
    });
    await removeImages(deps.storage, files);
  },
};
