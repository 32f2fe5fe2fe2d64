import {
  CONVITE_VALIDADE_DIAS,
  msg,
  type ConviteAceito,
  type ConviteCriado,
  type ConviteInfo,
  type ConvitePendente,
  type ResponsavelDaCrianca,
  type conviteCadastroPayload,
  type convitePayload,
} from '@lunna/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client';
import { uniqueViolation } from '../../../db/unique-violation';
import { AppError, forbidden, notFound, validation } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { safeError } from '../../../lib/error-handler';
import { randomToken, sha256 } from '../../../lib/tokens';
import type { Mailer } from '../../../platform/mail/mailer';
import type { Storage } from '../../../platform/storage/storage';
import type { Actor } from '../../../lib/actor';
import { authService } from '../../conta/auth/auth.service';
import type { ClientInfo } from '../../../lib/client-info';
import { hashPassword } from '../../conta/auth/passwords';
import { prepareImages, removeImages, saveImages } from '../../../platform/images/image-store';
import { idiomaOuPadrao } from '../../../lib/textos/textos';
import { notificacaoService, type NoticeLocalizada } from '../../comunicacao/notificacao/notificacao.service';
import { responsavelRepository } from '../responsavel/responsavel.repository';
import {
  acessoRemovidoEmail,
  aceitoEmail,
  conviteEmail,
  firstName,
  outroRemovidoEmail,
} from './convite.emails';
import { conviteRepository } from './convite.repository';
import { gerarIdUsuario } from '../../conta/conta/id-usuario';
import { requireAccess } from '../../../acesso/require-access';
import { Permissao } from '../../../acesso/permissao';

export type ConviteDeps = { db: Db; mailer: Mailer; storage: Storage; clock: Clock; publicUrl: string };

/** The registration data and photos sent with an acceptance by someone without an account. */
export type CadastroInput = {
  payload: z.output<typeof conviteCadastroPayload>;
  files: { ftPerfilResp?: Buffer; ftRgResp?: Buffer };
};

const DAY_MS = 86_400_000;

/** Unknown, expired, used or cancelled: one answer, so a token reveals nothing about why it fails. */
const invalid = () => new AppError(404, 'NOT_FOUND', msg.conviteInvalido);
const conflict = (message: string, field?: string) =>
  new AppError(409, 'CONFLICT', message, field ? { [field]: message } : undefined);
const perfilLink = (idDisc: string) => `/perfil/${idDisc}#responsaveis`;

/** Who hears that a guardian joined: the child's guardians (the inviter among them) and the school's direction. */
async function notifyAccepted(
  tx: DbOrTx,
  novoUsuarioId: string,
  invite: { id: string; escolaId: string; discenteId: string; nomeDisc: string; parentesco: string },
  novo: string,
) {
  const guardians = (await conviteRepository.activeGuardianUsers(tx, invite.discenteId)).filter(
    (id) => id !== novoUsuarioId,
  );
  const directors = await conviteRepository.directorsOf(tx, invite.escolaId);
  const recipients = [...new Set([...guardians, ...directors])];
  const notice: NoticeLocalizada = {
    escolaId: invite.escolaId,
    prioridade: 'Normal',
    tipo: 'convite',
    titulo: {
      chave: 'convite.aceito.titulo',
      vars: { novo: firstName(novo), crianca: firstName(invite.nomeDisc) },
    },
    texto: {
      chave: 'convite.aceito.texto',
      vars: { nome: novo, parentesco: invite.parentesco, nomeCrianca: invite.nomeDisc },
    },
    link: perfilLink(invite.discenteId),
    refId: invite.id,
  };
  await notificacaoService.record(tx, recipients, notice);
  return recipients;
}

/** After the commit; a mail failure is logged and undoes nothing. */
async function emailAccepted(
  deps: ConviteDeps,
  log: FastifyBaseLogger,
  recipients: string[],
  novo: string,
  nomeDisc: string,
  idDisc: string,
) {
  const link = `${deps.publicUrl}${perfilLink(idDisc)}`;
  await notificacaoService
    .email(deps.db, deps.mailer, log, recipients, 'Normal', (nome, idioma) =>
      aceitoEmail(idioma, nome, novo, nomeDisc, link),
    )
    .catch((err: Error) => log.error({ err: safeError(err) }, 'invitation accepted e-mails failed'));
}

export const conviteService = {
  /**
   * A guardian of the child invites another person by e-mail. Only a hash of the token is kept; the
   * link goes to the address alone. A new invitation to the same address replaces the pending one.
   */
  async invite(
    deps: ConviteDeps,
    log: FastifyBaseLogger,
    actor: Actor,
    idDisc: string,
    payload: z.output<typeof convitePayload>,
  ): Promise<ConviteCriado> {
    const profile = await requireAccess(deps.db, actor, Permissao.DiscenteResponsavel, idDisc);
    const { db } = deps;
    const child = await conviteRepository.child(db, idDisc);
    if (!child) throw notFound('Criança');
    const existing = await conviteRepository.usuarioByEmail(db, payload.email);
    if (existing) {
      if (existing.papel !== 'responsavel' || !existing.responsavelId)
        throw conflict(msg.emailDaEquipe, 'email');
      const status = await conviteRepository.linkStatus(db, existing.responsavelId, idDisc);
      if (status === 'ativo') throw conflict(msg.jaResponsavel, 'email');
      // Only the director gives back an access the director removed.
      if (status === 'suspenso') throw conflict(msg.acessoRemovido, 'email');
    }

    const token = randomToken(32);
    const now = deps.clock.now();
    const row = await db.transaction(async (tx) => {
      await conviteRepository.cancelPendingTo(tx, idDisc, payload.email, now);
      return conviteRepository.create(tx, {
        escolaId: child.escolaId,
        discenteId: idDisc,
        email: payload.email,
        parentesco: payload.parentesco,
        tokenHash: sha256(token),
        convidadoPor: actor.usuarioId,
        expiresAt: new Date(now.getTime() + CONVITE_VALIDADE_DIAS * DAY_MS),
      });
    });

    const link = `${deps.publicUrl}/convite?token=${encodeURIComponent(token)}`;
    // The invited person may have no account yet: the invitation is written in the inviter's language.
    const idioma = idiomaOuPadrao(
      (await notificacaoService.idiomas(db, [actor.usuarioId])).get(actor.usuarioId),
    );
    try {
      await deps.mailer.send({
        to: payload.email,
        ...conviteEmail(idioma, profile.nomeResp, child.nomeDisc, child.escolaNome, link),
      });
    } catch (err) {
      // An invitation nobody received must not stay usable (or listed as pending).
      log.error({ err: safeError(err as Error) }, 'invitation e-mail failed');
      await conviteRepository.cancel(db, row.id, deps.clock.now());
      throw new AppError(500, 'INTERNAL', msg.conviteEquipeEnvioFalhou);
    }
    return {
      idConvite: row.id,
      email: row.email,
      parentesco: row.parentesco,
      expiraEm: row.expiresAt.toISOString(),
    };
  },

  /** The child's guardians see the invitations still waiting for an answer. */
  async listPending(deps: ConviteDeps, actor: Actor, idDisc: string): Promise<ConvitePendente[]> {
    await requireAccess(deps.db, actor, Permissao.DiscenteResponsavel, idDisc);
    const rows = await conviteRepository.pendingOf(deps.db, idDisc, deps.clock.now());
    return rows.map((r) => ({
      idConvite: r.id,
      email: r.email,
      parentesco: r.parentesco,
      expiraEm: r.expiresAt.toISOString(),
      criadoEm: r.createdAt.toISOString(),
      convidadoPor: r.convidadoPorNome ?? '',
    }));
  },

  /** Any guardian of the child may cancel a pending invitation (not only the one who sent it). */
  async cancel(deps: ConviteDeps, actor: Actor, idConvite: string): Promise<void> {
    await requireAccess(deps.db, actor, Permissao.Responsavel);
    const row = await conviteRepository.find(deps.db, idConvite);
    if (!row) throw notFound('Convite');
    await requireAccess(deps.db, actor, Permissao.DiscenteResponsavel, row.discenteId);
    if (!(await conviteRepository.cancel(deps.db, idConvite, deps.clock.now()))) throw notFound('Convite');
  },

  /** Public (the token is the key): first names only, the invited address and whether it has an account. */
  async info(deps: ConviteDeps, token: string): Promise<ConviteInfo> {
    const open = await conviteRepository.openByHash(deps.db, sha256(token), deps.clock.now());
    if (!open) throw invalid();
    const existing = await conviteRepository.usuarioByEmail(deps.db, open.email);
    return {
      nomeDisc: firstName(open.nomeDisc),
      escola: { nome: open.escolaNome },
      convidadoPor: firstName(open.convidadoPorNome ?? ''),
      email: open.email,
      contaExiste: existing !== null,
    };
  },

  /**
   * Accepts an invitation: signed in with the invited address, the account is linked to the child;
   * without an account for that address, one is created from `cadastro` (the link proved the e-mail)
   * and signed in. An existing account must sign in first.
   */
  async accept(
    deps: ConviteDeps,
    log: FastifyBaseLogger,
    actor: Actor | null,
    token: string,
    cadastro: CadastroInput | null,
    client: ClientInfo,
  ): Promise<ConviteAceito> {
    const { db } = deps;
    const now = deps.clock.now();
    const open = await conviteRepository.openByHash(db, sha256(token), now);
    if (!open) throw invalid();
    const invite = {
      id: open.id,
      escolaId: open.escolaId,
      discenteId: open.discenteId,
      nomeDisc: open.nomeDisc,
      parentesco: open.parentesco,
    };

    if (actor) {
      if (actor.papel !== 'responsavel' || actor.email !== open.email)
        throw new AppError(403, 'FORBIDDEN', msg.conviteOutroEmail);
      if (actor.escolaId !== open.escolaId) throw conflict(msg.contaOutraEscola);
      const profile = await requireAccess(db, actor, Permissao.Responsavel);
      const status = await conviteRepository.linkStatus(db, profile.id, open.discenteId);
      if (status === 'ativo') throw conflict(msg.jaResponsavel);
      if (status === 'suspenso') throw conflict(msg.acessoRemovido);
      const recipients = await db.transaction(async (tx) => {
        if (!(await conviteRepository.claim(tx, open.id, actor.usuarioId, now))) throw invalid();
        await conviteRepository.link(tx, profile.id, open.discenteId, open.parentesco);
        await conviteRepository.recordHistory(tx, {
          escolaId: open.escolaId,
          discenteId: open.discenteId,
          usuarioId: actor.usuarioId,
          entidade: 'responsavel_discente',
          entidadeId: profile.id,
          acao: 'criado',
          depois: { status: 'ativo', parentesco: open.parentesco, convite: open.id },
        });
        return notifyAccepted(tx, actor.usuarioId, invite, profile.nomeResp);
      });
      await emailAccepted(deps, log, recipients, profile.nomeResp, open.nomeDisc, open.discenteId);
      return { idDisc: open.discenteId, nomeDisc: open.nomeDisc, conta: null };
    }

    if (await conviteRepository.usuarioByEmail(db, open.email))
      throw new AppError(401, 'UNAUTHENTICATED', msg.conviteEntrarPrimeiro);
    if (!cadastro) throw validation({ body: msg.obrigatorio });
    const { payload, files } = cadastro;
    const cpfTaken = () => conflict(msg.cpfRespDuplicado, 'cpfResp');
    if (await responsavelRepository.cpfExists(db, payload.cpfResp)) throw cpfTaken();
    if (!files.ftPerfilResp)
      throw new AppError(400, 'VALIDATION', msg.imagemObrigatoria, { ftPerfilResp: msg.imagemObrigatoria });

    const images = await prepareImages(files);
    const senhaHash = await hashPassword(payload.senha);
    await saveImages(deps.storage, Object.values(images));
    try {
      const { sessionToken, recipients } = await db.transaction(async (tx) => {
        const user = await responsavelRepository.createUsuario(tx, {
          escolaId: open.escolaId,
          email: open.email,
          senhaHash,
          papel: 'responsavel',
          nome: payload.nomeResp,
          // Opening the link sent to this address proved it is theirs.
          emailConfirmadoEm: now,
          idUsuario: await gerarIdUsuario(tx, payload.nomeResp, open.email),
        });
        if (!(await conviteRepository.claim(tx, open.id, user.id, now))) throw invalid();
        const profile = await responsavelRepository.create(tx, {
          usuarioId: user.id,
          escolaId: open.escolaId,
          nomeResp: payload.nomeResp,
          cpfResp: payload.cpfResp,
          rgResp: payload.rgResp,
          emailRecResp: payload.emailRecResp,
          numeroTel: payload.contato.numeroTel,
          numeroCel: payload.contato.numeroCel,
          rua: payload.enderecoResp.rua,
          bairro: payload.enderecoResp.bairro,
          cep: payload.enderecoResp.cep,
          uf: payload.enderecoResp.uf,
          ftPerfilResp: images.ftPerfilResp?.filename ?? null,
          ftRgResp: images.ftRgResp?.filename ?? null,
        });
        await responsavelRepository.recordFiles(tx, [
          ...(images.ftPerfilResp
            ? [
                {
                  filename: images.ftPerfilResp.filename,
                  escolaId: open.escolaId,
                  donoUsuarioId: user.id,
                  tipo: 'perfil_resp' as const,
                  contentType: 'image/webp',
                },
              ]
            : []),
          ...(images.ftRgResp
            ? [
                {
                  filename: images.ftRgResp.filename,
                  escolaId: open.escolaId,
                  donoUsuarioId: user.id,
                  tipo: 'rg_resp' as const,
                  contentType: 'image/webp',
                },
              ]
            : []),
        ]);
        await conviteRepository.link(tx, profile.id, open.discenteId, open.parentesco);
        await conviteRepository.recordHistory(tx, {
          escolaId: open.escolaId,
          discenteId: open.discenteId,
          usuarioId: user.id,
          entidade: 'responsavel_discente',
          entidadeId: profile.id,
          acao: 'criado',
          depois: { status: 'ativo', parentesco: open.parentesco, convite: open.id },
        });
        const recipients = await notifyAccepted(tx, user.id, invite, payload.nomeResp);
        return {
          sessionToken: await authService.startSession(
            tx,
            deps.clock,
            { id: user.id, papel: 'responsavel' },
            client,
          ),
          recipients,
        };
      });
      await emailAccepted(deps, log, recipients, payload.nomeResp, open.nomeDisc, open.discenteId);
      return {
        idDisc: open.discenteId,
        nomeDisc: open.nomeDisc,
        conta: { nome: payload.nomeResp, token: sessionToken, papel: 'responsavel' },
      };
    } catch (err) {
      await removeImages(
        deps.storage,
        Object.values(images).map((i) => i.filename),
      );
      const violated = uniqueViolation(err);
      if (violated?.includes('cpf')) throw cpfTaken();
      if (violated?.includes('email')) throw new AppError(401, 'UNAUTHENTICATED', msg.conviteEntrarPrimeiro);
      throw err;
    }
  },

  /** Whoever may read the child sees who its guardians are (and were: a removed access stays listed). */
  async guardians(deps: ConviteDeps, actor: Actor, idDisc: string): Promise<ResponsavelDaCrianca[]> {
    await requireAccess(deps.db, actor, Permissao.DiscenteLer, idDisc);
    const rows = await conviteRepository.guardiansOf(deps.db, idDisc);
    return rows.map((r) => ({
      idResp: r.idResp,
      nome: r.nome,
      parentesco: r.parentesco,
      foto: r.foto,
      desde: r.desde.toISOString(),
      status: r.status,
      voce: actor.papel === 'responsavel' && r.usuarioId === actor.usuarioId,
    }));
  },

  /**
   * The director removes a guardian's access to the child: the link becomes 'suspenso' (kept for the
   * history), invitations that guardian sent for the child stop working, and the family is told. The
   * child always keeps at least one active guardian.
   */
  async remove(
    deps: ConviteDeps,
    log: FastifyBaseLogger,
    actor: Actor,
    idDisc: string,
    idResp: string,
  ): Promise<void> {
    await requireAccess(deps.db, actor, Permissao.Direcao);
    const { db } = deps;
    const child = await conviteRepository.child(db, idDisc);
    if (!child) throw notFound('Criança');
    if (child.escolaId !== actor.escolaId) throw forbidden();
    const target = (await conviteRepository.guardiansOf(db, idDisc)).find((g) => g.idResp === idResp);
    if (!target) throw notFound('Responsável');
    const now = deps.clock.now();

    const remaining = await db.transaction(async (tx) => {
      const links = await conviteRepository.lockLinks(tx, idDisc);
      const link = links.find((l) => l.responsavelId === idResp);
      if (!link) throw notFound('Responsável');
      if (link.status !== 'ativo') throw conflict('O acesso deste responsável já foi removido');
      if (links.filter((l) => l.status === 'ativo').length <= 1) throw conflict(msg.ultimoResponsavel);
      await conviteRepository.suspend(tx, idResp, idDisc);
      await conviteRepository.cancelPendingBy(tx, idDisc, target.usuarioId, now);
      await conviteRepository.recordHistory(tx, {
        escolaId: child.escolaId,
        discenteId: idDisc,
        usuarioId: actor.usuarioId,
        entidade: 'responsavel_discente',
        entidadeId: idResp,
        acao: 'alterado',
        antes: { status: 'ativo' },
        depois: { status: 'suspenso' },
      });
      const others = await conviteRepository.activeGuardianUsers(tx, idDisc);
      const base = {
        escolaId: child.escolaId,
        prioridade: 'Importante' as const,
        tipo: 'convite' as const,
        refId: null,
      };
      await notificacaoService.record(tx, [target.usuarioId], {
        ...base,
        titulo: { chave: 'convite.removido.titulo', vars: { crianca: firstName(child.nomeDisc) } },
        texto: { chave: 'convite.removido.texto', vars: { nomeCrianca: child.nomeDisc } },
        link: '/dashboard',
      });
      await notificacaoService.record(tx, others, {
        ...base,
        titulo: {
          chave: 'convite.outroRemovido.titulo',
          vars: { nome: firstName(target.nome), crianca: firstName(child.nomeDisc) },
        },
        texto: {
          chave: 'convite.outroRemovido.texto',
          vars: { nomeCompleto: target.nome, nomeCrianca: child.nomeDisc },
        },
        link: perfilLink(idDisc),
      });
      return others;
    });

    const link = `${deps.publicUrl}${perfilLink(idDisc)}`;
    const sendAll = async () => {
      await notificacaoService.email(db, deps.mailer, log, [target.usuarioId], 'Importante', (nome, idioma) =>
        acessoRemovidoEmail(idioma, nome, child.nomeDisc, child.escolaNome),
      );
      await notificacaoService.email(db, deps.mailer, log, remaining, 'Importante', (nome, idioma) =>
        outroRemovidoEmail(idioma, nome, target.nome, child.nomeDisc, link),
      );
    };
    await sendAll().catch((err: Error) =>
      log.error({ err: safeError(err) }, 'access removal e-mails failed'),
    );
  },
};
