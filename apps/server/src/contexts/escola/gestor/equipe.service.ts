import {
  msg,
  type ConviteEquipeRead,
  type EquipeGestor,
  type Idioma,
  type MembroEquipe,
  type PapelEquipe,
  type conviteEquipeForm,
} from '@lunna/contract';
import type { FastifyBaseLogger } from 'fastify';
import { notificacaoService } from '../../comunicacao/notificacao/notificacao.service';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client';
import type { conviteEquipe } from '../../../db/schema';
import { AppError, notFound, validation } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { safeError } from '../../../lib/error-handler';
import { idiomaOuPadrao } from '../../../lib/textos/textos';
import type { Mailer } from '../../../platform/mail/mailer';
import type { Actor } from '../../../lib/actor';
import { authService } from '../../conta/auth/auth.service';
import { escolaRepository } from '../escola/escola.repository';
import { criarConviteEquipe, enviarConviteEquipe } from '../convite-equipe/convite-equipe.create';
import { conviteEquipeRepository } from '../convite-equipe/convite-equipe.repository';
import { equipeRepository, type MembroRow } from './equipe.repository';
import { requireAccess } from '../../../acesso/require-access';
import { Permissao } from '../../../acesso/permissao';

export type EquipeDeps = { db: Db; mailer: Mailer; clock: Clock; publicUrl: string };

const conflict = (message: string, field?: string) =>
  new AppError(409, 'CONFLICT', message, field ? { [field]: message } : undefined);
const membroNaoEncontrado = () => notFound('Pessoa da equipe');
const conviteNaoEncontrado = () => notFound('Convite');

const unique = (ids: string[]) => [...new Set(ids)];

/** Every class must be one of the director's school still in use; otherwise 400 on `turmaIds`. */
async function turmasDaEscola(db: DbOrTx, escolaId: string, turmaIds: string[]): Promise<string[]> {
  const ids = unique(turmaIds);
  const found = await conviteEquipeRepository.activeTurmasOfEscola(db, escolaId, ids);
  if (found.length !== ids.length) throw validation({ turmaIds: msg.turmaDeOutraEscola });
  return ids;
}

function conviteRead(row: typeof conviteEquipe.$inferSelect): ConviteEquipeRead {
  return {
    idConvite: row.id,
    nome: row.nome,
    email: row.email,
    papel: row.papel,
    turmaIds: row.turmaIds,
    expiraEm: row.expiresAt.toISOString(),
    criadoEm: row.createdAt.toISOString(),
  };
}

async function membrosRead(db: DbOrTx, rows: MembroRow[]): Promise<MembroEquipe[]> {
  const turmas = await equipeRepository.turmasDe(
    db,
    rows.map((r) => r.idUsuario),
  );
  return rows.map((r) => ({
    idUsuario: r.idUsuario,
    nome: r.nome,
    email: r.email,
    papel: r.papel === 'gestor' ? 'gestor' : 'pedagogo',
    ativo: r.desativadoEm === null,
    desativadoEm: r.desativadoEm?.toISOString() ?? null,
    turmas: turmas
      .filter((t) => t.usuarioId === r.idUsuario)
      .map((t) => ({ idTurma: t.idTurma, nomeTurma: t.nomeTurma })),
  }));
}

async function membroDaEscola(db: DbOrTx, actor: Actor, idUsuario: string): Promise<MembroRow> {
  const row = await equipeRepository.membro(db, actor.escolaId, idUsuario);
  if (!row) throw membroNaoEncontrado();
  return row;
}

async function membroRead(db: DbOrTx, actor: Actor, idUsuario: string): Promise<MembroEquipe> {
  const [read] = await membrosRead(db, [await membroDaEscola(db, actor, idUsuario)]);
  return read!;
}

/** Sends the invitation after the commit; an invitation nobody received must not stay usable. */
async function enviar(
  deps: EquipeDeps,
  log: FastifyBaseLogger,
  row: typeof conviteEquipe.$inferSelect,
  nomeEscola: string,
  token: string,
  idioma: Idioma,
) {
  try {
    await enviarConviteEquipe(deps.mailer, deps.publicUrl, { ...row, nomeEscola }, token, idioma);
  } catch (err) {
    log.error({ err: safeError(err as Error) }, 'staff invitation e-mail failed');
    await conviteEquipeRepository.cancel(deps.db, row.id, deps.clock.now());
    throw new AppError(500, 'INTERNAL', msg.conviteEquipeEnvioFalhou);
  }
}

/** Records an invitation of the director's school and e-mails its link (the invitation is cancelled if the e-mail fails). */
async function convidar(
  deps: EquipeDeps,
  log: FastifyBaseLogger,
  actor: Actor,
  pessoa: { nome: string; email: string; papel: PapelEquipe; turmaIds: string[] },
): Promise<ConviteEquipeRead> {
  const nomeEscola = (await escolaRepository.details(deps.db, actor.escolaId))?.nome ?? '';
  const { convite, token } = await deps.db.transaction((tx) =>
    criarConviteEquipe(tx, deps.clock, {
      escolaId: actor.escolaId,
      nomeEscola,
      ...pessoa,
      convidadoPor: actor.usuarioId,
    }),
  );
  // The invited person has no account yet: the invitation is written in the inviting director's language.
  const idioma = idiomaOuPadrao(
    (await notificacaoService.idiomas(deps.db, [actor.usuarioId])).get(actor.usuarioId),
  );
  await enviar(deps, log, convite, nomeEscola, token, idioma);
  return conviteRead(convite);
}

export const equipeService = {
  /** The school's staff (active and deactivated) with their classes, and the invitations still pending. */
  async list(deps: EquipeDeps, actor: Actor): Promise<EquipeGestor> {
    await requireAccess(deps.db, actor, Permissao.Direcao);
    const [membros, convites] = await Promise.all([
      equipeRepository.membros(deps.db, actor.escolaId),
      conviteEquipeRepository.pendingOf(deps.db, actor.escolaId, deps.clock.now()),
    ]);
    return { membros: await membrosRead(deps.db, membros), convites: convites.map(conviteRead) };
  },

  /**
   * Invites a person to the staff by e-mail. An address that already has an account is refused; a new
   * invitation to an address with one pending replaces it (the older link stops working).
   */
  async invite(
    deps: EquipeDeps,
    log: FastifyBaseLogger,
    actor: Actor,
    form: z.output<typeof conviteEquipeForm>,
  ): Promise<ConviteEquipeRead> {
    await requireAccess(deps.db, actor, Permissao.Direcao);
    const { db } = deps;
    // Directors teach no classes: the classes only matter for an educator.
    const turmaIds = form.papel === 'pedagogo' ? await turmasDaEscola(db, actor.escolaId, form.turmaIds) : [];
    if (await conviteEquipeRepository.emailInUse(db, form.email)) throw conflict(msg.emailDuplicado, 'email');
    return convidar(deps, log, actor, { nome: form.nome, email: form.email, papel: form.papel, turmaIds });
  },

  /** Cancels a pending invitation: its link stops working. */
  async cancelInvite(deps: EquipeDeps, actor: Actor, idConvite: string): Promise<void> {
    await requireAccess(deps.db, actor, Permissao.Direcao);
    const row = await conviteEquipeRepository.findOfEscola(deps.db, actor.escolaId, idConvite);
    if (!row || !(await conviteEquipeRepository.cancel(deps.db, idConvite, deps.clock.now())))
      throw conviteNaoEncontrado();
  },

  /** Sends the invitation again with a new link and a new expiry; the old link stops working. */
  async resendInvite(
    deps: EquipeDeps,
    log: FastifyBaseLogger,
    actor: Actor,
    idConvite: string,
  ): Promise<ConviteEquipeRead> {
    await requireAccess(deps.db, actor, Permissao.Direcao);
    const { db } = deps;
    const old = await conviteEquipeRepository.findOfEscola(db, actor.escolaId, idConvite);
    if (!old || old.aceitoEm || old.canceladoEm) throw conviteNaoEncontrado();
    if (await conviteEquipeRepository.emailInUse(db, old.email)) throw conflict(msg.emailDuplicado, 'email');
    const turmaIds = await conviteEquipeRepository.activeTurmasOfEscola(db, actor.escolaId, old.turmaIds);
    return convidar(deps, log, actor, { nome: old.nome, email: old.email, papel: old.papel, turmaIds });
  },

  /** Replaces the classes an educator teaches with these classes of the school. */
  async setTurmas(
    deps: EquipeDeps,
    actor: Actor,
    idUsuario: string,
    turmaIds: string[],
  ): Promise<MembroEquipe> {
    await requireAccess(deps.db, actor, Permissao.Direcao);
    const { db } = deps;
    const membro = await membroDaEscola(db, actor, idUsuario);
    if (membro.papel !== 'pedagogo') throw conflict(msg.turmasSoEducadores);
    const ids = await turmasDaEscola(db, actor.escolaId, turmaIds);
    await db.transaction((tx) => equipeRepository.substituirTurmas(tx, actor.escolaId, idUsuario, ids));
    return membroRead(db, actor, idUsuario);
  },

  /**
   * Deactivates a staff account: sign-in is refused and every session ends at once. The classes stay
   * assigned (the person is listed as inactive). Never oneself, never the school's last active director.
   */
  async deactivate(deps: EquipeDeps, actor: Actor, idUsuario: string): Promise<MembroEquipe> {
    await requireAccess(deps.db, actor, Permissao.Direcao);
    const { db } = deps;
    const membro = await membroDaEscola(db, actor, idUsuario);
    if (idUsuario === actor.usuarioId) throw conflict(msg.desativarPropriaConta);
    if (membro.desativadoEm) return membroRead(db, actor, idUsuario);
    const now = deps.clock.now();
    await db.transaction(async (tx) => {
      if (membro.papel === 'gestor') {
        const ativos = await equipeRepository.travarDiretoresAtivos(tx, actor.escolaId);
        // The acting director (never the target) stays in charge, unless the other one just deactivated them.
        if (!ativos.includes(actor.usuarioId)) throw conflict(msg.ultimaDirecaoAtiva);
      }
      await equipeRepository.definirDesativadoEm(tx, idUsuario, now);
      await authService.endAllSessionsOf(tx, idUsuario);
      await equipeRepository.registrarHistorico(tx, {
        escolaId: actor.escolaId,
        usuarioId: actor.usuarioId,
        entidade: 'usuario',
        entidadeId: idUsuario,
        acao: 'alterado',
        antes: { desativadoEm: null },
        depois: { desativadoEm: now.toISOString() },
      });
    });
    return membroRead(db, actor, idUsuario);
  },

  /** Gives a deactivated account its access back (with the classes it kept). */
  async reactivate(deps: EquipeDeps, actor: Actor, idUsuario: string): Promise<MembroEquipe> {
    await requireAccess(deps.db, actor, Permissao.Direcao);
    const { db } = deps;
    const membro = await membroDaEscola(db, actor, idUsuario);
    if (!membro.desativadoEm) return membroRead(db, actor, idUsuario);
    await db.transaction(async (tx) => {
      await equipeRepository.definirDesativadoEm(tx, idUsuario, null);
      await equipeRepository.registrarHistorico(tx, {
        escolaId: actor.escolaId,
        usuarioId: actor.usuarioId,
        entidade: 'usuario',
        entidadeId: idUsuario,
        acao: 'alterado',
        antes: { desativadoEm: membro.desativadoEm!.toISOString() },
        depois: { desativadoEm: null },
      });
    });
    return membroRead(db, actor, idUsuario);
  },
};
