import { msg, type ResponsavelRead } from '@lunna/contract';
import type { z } from 'zod';
import type { responsavelPayload } from '@lunna/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { safeError } from '../../../lib/error-handler';
import type { Mailer } from '../../../platform/mail/mailer';
import { emailConfirmationService } from '../../conta/email-confirmation/email-confirmation.service';
import { uniqueViolation } from '../../../db/unique-violation';
import { AppError, forbidden, notFound } from '../../../lib/app-error';
import type { Storage } from '../../../platform/storage/storage';
import type { Actor } from '../../../lib/actor';
import { authService } from '../../conta/auth/auth.service';
import type { ClientInfo } from '../../../lib/client-info';
import { hashPassword } from '../../conta/auth/passwords';
import type { Clock } from '../../../lib/clock';
import { discenteRepository } from '../discente/discente.repository';
import { withPickupLists } from '../autorizado-busca/pickup-profile';
import { prepareImages, removeImages, saveImages } from '../../../platform/images/image-store';
import { escolaService } from '../../escola/escola/escola.service';
import { gerarIdUsuario } from '../../conta/conta/id-usuario';
import { vinculosService } from '../../escola/gestor/gestor.vinculos.service';
import { responsavelRepository } from './responsavel.repository';
import { requireAccess } from '../../../acesso/require-access';
import { Permissao } from '../../../acesso/permissao';

type Payload = z.output<typeof responsavelPayload>;

const cpfTaken = () => new AppError(409, 'CONFLICT', msg.cpfRespDuplicado, { cpfResp: msg.cpfRespDuplicado });
const emailTaken = () => new AppError(409, 'CONFLICT', msg.emailDuplicado, { emailResp: msg.emailDuplicado });

export const responsavelService = {
  /** Registration lookup: only whether the CPF is taken. */
  async cpfTaken(db: Db, cpfResp: string): Promise<boolean> {
    return responsavelRepository.cpfExists(db, cpfResp);
  },

  /**
   * Signed out: only whether the e-mail is taken (registration). Signed in: a guardian reading their
   * own e-mail gets their profile with their children; any other e-mail is refused.
   */
  async byEmail(
    db: Db,
    actor: Actor | null,
    email: string,
    now: Date,
  ): Promise<{ cadastrado: true } | ResponsavelRead> {
    if (actor) {
      if (actor.email !== email) throw forbidden();
      return responsavelService.readOwn(db, actor, now);
    }
    if (!(await responsavelRepository.emailExists(db, email))) throw notFound('Email');
    return { cadastrado: true };
  },

  async readOwn(db: Db, actor: Actor, now: Date): Promise<ResponsavelRead> {
    const profile = await requireAccess(db, actor, Permissao.Responsavel);
    const ids = await discenteRepository.idsOfGuardian(db, profile.id);
    const discentes = await withPickupLists(db, await discenteRepository.readMany(db, ids), now);
    return {
      nomeResp: profile.nomeResp,
      cpfResp: profile.cpfResp,
      ftPerfilResp: profile.ftPerfilResp,
      email: actor.email,
      discentes,
      aguardandoAprovacao: await responsavelRepository.hasPendingLink(db, profile.id),
    };
  },

  /** Creates the guardian account (unfinished until the wizard's last call) and starts a session. */
  async register(
    db: Db,
    clock: Clock,
    storage: Storage,
    payload: Payload,
    files: { ftPerfilResp?: Buffer; ftRgResp?: Buffer },
    client: ClientInfo,
  ) {
    const escola = await escolaService.byCodigo(db, payload.codigoEscola.trim().toUpperCase());
    if (!escola)
      throw new AppError(400, 'VALIDATION', msg.escolaNaoEncontrada, {
        codigoEscola: msg.escolaNaoEncontrada,
      });
    if (await responsavelRepository.cpfExists(db, payload.cpfResp)) throw cpfTaken();
    if (await responsavelRepository.emailExists(db, payload.emailResp)) throw emailTaken();
    if (!files.ftPerfilResp)
      throw new AppError(400, 'VALIDATION', msg.imagemObrigatoria, { ftPerfilResp: msg.imagemObrigatoria });

    const images = await prepareImages(files);
    const senhaHash = await hashPassword(payload.senha);
    await saveImages(storage, Object.values(images));
    try {
      return await db.transaction(async (tx) => {
        const user = await responsavelRepository.createUsuario(tx, {
          escolaId: escola.id,
          email: payload.emailResp,
          senhaHash,
          papel: 'responsavel',
          nome: payload.nomeResp,
          cadastroConcluido: false,
          idUsuario: await gerarIdUsuario(tx, payload.nomeResp, payload.emailResp),
          idioma: payload.idioma ?? 'pt-BR',
        });
        await responsavelRepository.create(tx, {
          usuarioId: user.id,
          escolaId: escola.id,
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
                  escolaId: escola.id,
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
                  escolaId: escola.id,
                  donoUsuarioId: user.id,
                  tipo: 'rg_resp' as const,
                  contentType: 'image/webp',
                },
              ]
            : []),
        ]);
        const token = await authService.startSession(
          tx,
          clock,
          { id: user.id, papel: 'responsavel' },
          client,
        );
        return { nome: payload.nomeResp, token, papel: 'responsavel' as const };
      });
    } catch (err) {
      await removeImages(
        storage,
        Object.values(images).map((i) => i.filename),
      );
      const violated = uniqueViolation(err);
      if (violated?.includes('cpf')) throw cpfTaken();
      if (violated?.includes('email')) throw emailTaken();
      throw err;
    }
  },

  /**
   * Marks the registration finished; `concluido` only for the call that finished it. At a school that
   * approves families, the links made during the wizard (which needed them active) now wait for the
   * director: `aguardando` names the directors to e-mail once this has committed.
   */
  async completeRegistration(db: Db, actor: Actor) {
    const profile = await requireAccess(db, actor, Permissao.Responsavel);
    if (actor.cadastroConcluido) return { concluido: false, aguardando: null };
    return db.transaction(async (tx) => {
      if (!(await responsavelRepository.markRegistrationComplete(tx, actor.usuarioId)))
        return { concluido: false, aguardando: null };
      return { concluido: true, aguardando: await vinculosService.holdAtRegistration(tx, actor, profile) };
    });
  },

  /**
   * The wizard's last call: finishes the registration, then tells the directors about links that now wait
   * for them and e-mails the confirmation link. Only this call sends the link, so it cannot flood an inbox;
   * a link that could not be made is logged, and the registration stands.
   */
  async finishRegistration(
    deps: { db: Db; mailer: Mailer; publicUrl: string; codePepper: string },
    log: FastifyBaseLogger,
    actor: Actor,
  ): Promise<void> {
    const done = await responsavelService.completeRegistration(deps.db, actor);
    if (done.aguardando) await vinculosService.emailDirectors(deps, log, done.aguardando);
    if (done.concluido) {
      await emailConfirmationService
        .sendLink(deps.db, deps.codePepper, deps.mailer, log, deps.publicUrl, actor)
        .catch((err: Error) => log.error({ err: safeError(err) }, 'confirmation link not created'));
    }
  },

  /**
   * Undoes an unfinished registration (a later wizard call failed): the account, its session, its
   * files and the children only it had. A finished account cannot be removed this way.
   */
  async undoRegistration(db: Db, storage: Storage, actor: Actor): Promise<void> {
    const profile = await requireAccess(db, actor, Permissao.Responsavel);
    if (actor.cadastroConcluido) throw new AppError(409, 'CONFLICT', msg.cadastroJaConcluido);
    const files = await db.transaction(async (tx) => {
      const children = await responsavelRepository.childrenOnlyOf(tx, profile.id);
      const filenames = await responsavelRepository.filesOf(tx, actor.usuarioId, children);
      await responsavelRepository.deleteFamily(tx, actor.usuarioId, children);
      return filenames;
    });
    await removeImages(storage, files);
  },
};
