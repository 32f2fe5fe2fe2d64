import crypto from 'node:crypto';
import {
  CODIGO_EMAIL_LENGTH,
  idUsuario as idUsuarioSchema,
  msg,
  type ContaRead,
  type Idioma,
  type IdUsuarioDisponivel,
  type SessaoList,
} from '@lunna/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { uniqueViolation } from '../../../db/unique-violation';
import { AppError, unauthenticated, validation } from '../../../lib/app-error';
import { safeError } from '../../../lib/error-handler';
import { emailDeConta } from '../../../lib/textos/email-conta';
import { idiomaOuPadrao, momentoLocal } from '../../../lib/textos/textos';
import { hmac, safeEqual } from '../../../lib/tokens';
import type { Mailer } from '../../../platform/mail/mailer';
import type { Actor } from '../../../lib/actor';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { verificationCodeRepository } from '../../../platform/verification/verification-code.repository';
import { codigoEmailInvalido, emailEmUso, idUsuarioEmUso, senhaIncorreta } from './conta.errors';
import { contaRepository } from './conta.repository';
import { descreverLocal, descreverNavegador } from './sessao-descricao';

export const EMAIL_CODE_TTL_MINUTES = 15;
export const EMAIL_CODE_MAX_ATTEMPTS = 5;

export type ContaDeps = { db: Db; mailer: Mailer; pepper: string; log: FastifyBaseLogger };

/** Keyed with the server's secret and bound to the new address: a code is good for that address only. */
const hashEmailCode = (pepper: string, usuarioId: string, destino: string, codigo: string) =>
  hmac(pepper, `alterar_email:${usuarioId}:${destino}:${codigo}`);

const sixDigits = () =>
  String(crypto.randomInt(0, 10 ** CODIGO_EMAIL_LENGTH)).padStart(CODIGO_EMAIL_LENGTH, '0');

/** 'joana.teste@exemplo.com.br' → 'jo***@ex***.com.br': enough to recognise, not to read over a shoulder. */
export function mascararEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const dot = domain.indexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, Math.min(2, Math.max(1, local.length - 1)))}***@${host.slice(0, 2)}***${tld}`;
}

/** When an account change happened, on Brasília's clock (the e-mails say so), written the reader's way. */
const quando = (date: Date, idioma: Idioma) => momentoLocal(date, idioma, 'America/Sao_Paulo');

export async function sendQuietly(deps: ContaDeps, message: Parameters<Mailer['send']>[0], what: string) {
  try {
    await deps.mailer.send(message);
  } catch (err) {
    deps.log.error({ err: safeError(err as Error) }, `${what} e-mail failed`);
  }
}

/** The signed-in user's own row (gone: the account was deleted while this session lived). */
async function own(db: Db, actor: Actor) {
  const row = await contaRepository.byId(db, actor.usuarioId);
  if (!row) throw unauthenticated();
  return row;
}

export async function checkPassword(db: Db, actor: Actor, senha: string, field: 'senha' | 'senhaAtual') {
  const row = await own(db, actor);
  if (!(await verifyPassword(row.senhaHash, senha))) throw senhaIncorreta(field);
  return row;
}

export const contaService = {
  /** E-mail, user ID, role, name and a pending e-mail change (masked). Every signed-in user has one. */
  async read(db: Db, actor: Actor): Promise<ContaRead> {
    const row = await own(db, actor);
    const pendente = await contaRepository.pendingEmailChange(db, actor.usuarioId, new Date());
    return {
      email: row.email,
      idUsuario: row.idUsuario,
      papel: row.papel,
      nome: row.nome,
      emailPendente: pendente ? mascararEmail(pendente) : null,
    };
  },

  /** Whether a handle could be taken now: the rules first, then whether someone else has it. */
  async idUsuarioDisponivel(db: Db, actor: Actor, texto: string): Promise<IdUsuarioDisponivel> {
    await own(db, actor);
    const parsed = idUsuarioSchema.safeParse(texto);
    if (!parsed.success)
      return { disponivel: false, motivo: parsed.error.issues[0]?.message ?? msg.idUsuarioCaracteres };
    if (await contaRepository.idUsuarioEmUso(db, parsed.data, actor.usuarioId))
      return { disponivel: false, motivo: msg.idUsuarioEmUso };
    return { disponivel: true };
  },

  /** Changes the handle; the unique index decides between two people asking for it at once. */
  async setIdUsuario(db: Db, actor: Actor, idUsuario: string): Promise<ContaRead> {
    const row = await own(db, actor);
    if (row.idUsuario !== idUsuario) {
      if (await contaRepository.idUsuarioEmUso(db, idUsuario, actor.usuarioId)) throw idUsuarioEmUso();
      try {
        await contaRepository.setIdUsuario(db, actor.usuarioId, idUsuario);
      } catch (err) {
        if (uniqueViolation(err)) throw idUsuarioEmUso();
        throw err;
      }
    }
    return contaService.read(db, actor);
  },

  /**
   * Starts an e-mail change: with the current password, to an address no account uses, a 6-digit code
   * goes to the NEW address. Nothing changes until it is typed back.
   */
  async pedirAlteracaoEmail(
    deps: ContaDeps,
    actor: Actor,
    novoEmail: string,
    senha: string,
  ): Promise<ContaRead> {
    const row = await checkPassword(deps.db, actor, senha, 'senha');
    if (novoEmail === row.email) throw validation({ novoEmail: msg.novoEmailIgualAtual });
    if (await contaRepository.emailEmUso(deps.db, novoEmail)) throw emailEmUso();
    const codigo = sixDigits();
    await contaRepository.replaceEmailCode(
      deps.db,
      actor.usuarioId,
      hashEmailCode(deps.pepper, actor.usuarioId, novoEmail, codigo),
      novoEmail,
      new Date(Date.now() + EMAIL_CODE_TTL_MINUTES * 60_000),
    );
    await deps.mailer.send({
      to: novoEmail,
      ...emailDeConta(idiomaOuPadrao(row.idioma), row.nome, 'conta.novoEmail.assunto', {
        chave: 'conta.novoEmail.texto',
        vars: { codigo, minutos: EMAIL_CODE_TTL_MINUTES },
      }),
    });
    return contaService.read(deps.db, actor);
  },

  /**
   * Confirms the e-mail change with the code: limited tries, expiry, the address checked free once more.
   * The old address is told, with no code or link that could undo the change silently.
   */
  async confirmarAlteracaoEmail(deps: ContaDeps, actor: Actor, codigo: string): Promise<ContaRead> {
    const row = await own(deps.db, actor);
    const open = await verificationCodeRepository.latestOpen(deps.db, actor.usuarioId, 'alterar_email');
    if (!open?.destino || open.expiresAt.getTime() <= Date.now()) throw codigoEmailInvalido();
    if (!(await verificationCodeRepository.claimAttempt(deps.db, open.id, EMAIL_CODE_MAX_ATTEMPTS)))
      throw codigoEmailInvalido();
    if (!safeEqual(open.codigoHash, hashEmailCode(deps.pepper, actor.usuarioId, open.destino, codigo)))
      throw codigoEmailInvalido();
    const destino = open.destino;
    const now = new Date();
    try {
      await deps.db.transaction(async (tx) => {
        if (!(await verificationCodeRepository.consume(tx, open.id))) throw codigoEmailInvalido();
        if (await contaRepository.emailEmUso(tx, destino)) throw emailEmUso();
        await contaRepository.setEmail(tx, actor.usuarioId, destino, now);
      });
    } catch (err) {
      if (uniqueViolation(err)) throw emailEmUso();
      throw err;
    }
    await sendQuietly(
      deps,
      {
        to: row.email,
        ...emailDeConta(idiomaOuPadrao(row.idioma), row.nome, 'conta.emailAlterado.assunto', {
          chave: 'conta.emailAlterado.texto',
          vars: { email: mascararEmail(destino), quando: quando(now, idiomaOuPadrao(row.idioma)) },
        }),
      },
      'e-mail changed notice',
    );
    return contaService.read(deps.db, { ...actor, email: destino });
  },

  /** Cancels a pending e-mail change: its code stops working. */
  async cancelarAlteracaoEmail(db: Db, actor: Actor): Promise<ContaRead> {
    await own(db, actor);
    await contaRepository.closeCodes(db, actor.usuarioId, 'alterar_email');
    return contaService.read(db, actor);
  },

  /**
   * Changes the password with the current one. Every other session of the account ends (this one stays),
   * an open password-reset code stops working, and the owner is told by e-mail.
   */
  async alterarSenha(
    deps: ContaDeps,
    actor: Actor,
    senhaAtual: string,
    novaSenha: string,
  ): Promise<{ encerradas: number }> {
    const row = await checkPassword(deps.db, actor, senhaAtual, 'senhaAtual');
    const senhaHash = await hashPassword(novaSenha);
    const encerradas = await deps.db.transaction(async (tx) => {
      await contaRepository.setSenha(tx, actor.usuarioId, senhaHash);
      await contaRepository.closeCodes(tx, actor.usuarioId, 'redefinir_senha');
      return contaRepository.removeOtherSessions(tx, actor.usuarioId, actor.sessaoId);
    });
    await sendQuietly(
      deps,
      {
        to: row.email,
        ...emailDeConta(idiomaOuPadrao(row.idioma), row.nome, 'conta.senhaAlterada.assunto', {
          chave: 'conta.senhaAlterada.texto',
          vars: { quando: quando(new Date(), idiomaOuPadrao(row.idioma)) },
        }),
      },
      'password changed notice',
    );
    return { encerradas };
  },

  /** The account's live sessions: the one asking first (`atual`), then the most recently used. */
  async sessoes(db: Db, clock: Clock, actor: Actor): Promise<SessaoList> {
    await own(db, actor);
    const rows = await contaRepository.liveSessions(db, actor.usuarioId, clock.now());
    const ordered = [
      ...rows.filter((s) => s.id === actor.sessaoId),
      ...rows.filter((s) => s.id !== actor.sessaoId),
    ];
    return {
      sessoes: ordered.map((s) => ({
        idSessao: s.id,
        ...descreverNavegador(s.userAgent),
        local: descreverLocal(s.ip),
        criadaEm: s.createdAt.toISOString(),
        ultimoUso: s.lastUsedAt.toISOString(),
        atual: s.id === actor.sessaoId,
      })),
    };
  },

  /** Ends one of the user's own sessions at once; anyone else's is "not found" and stays. Answers whether it was this one. */
  async encerrarSessao(db: Db, actor: Actor, idSessao: string): Promise<{ atual: boolean }> {
    if (!(await contaRepository.removeSession(db, actor.usuarioId, idSessao)))
      throw new AppError(404, 'NOT_FOUND', msg.sessaoNaoEncontrada);
    return { atual: idSessao === actor.sessaoId };
  },

  /** Ends every other session of the user; this one stays. */
  async encerrarOutrasSessoes(db: Db, actor: Actor): Promise<{ encerradas: number }> {
    await own(db, actor);
    return { encerradas: await contaRepository.removeOtherSessions(db, actor.usuarioId, actor.sessaoId) };
  },
};
