import {
  msg,
  type CodigosRecuperacaoResponse,
  type FatorAtivado,
  type MetodoSegundoFator,
  type SegurancaEstado,
  type TotpInicio,
} from '@lunna/contract';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { safeEqual } from '../../../lib/tokens';
import type { SmsSender } from '../../../platform/sms/sms';
import { requireActor, type Actor } from '../../../lib/actor';
import { verifyPassword } from '../auth/passwords';
import { verificationCodeRepository } from '../../../platform/verification/verification-code.repository';
import {
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  hashSmsCode,
  newRecoveryCodes,
  newSmsCode,
  newTotpSecret,
  normalizeRecoveryCode,
  totpQrCode,
  totpStep,
} from './segundo-fator';
import { segurancaRepository as repo, type SegundoFatorRow } from './seguranca.repository';

/** The keys two-factor sign-in uses: one hashes the codes people type, the other encrypts TOTP secrets. */
export type SegundoFatorKeys = { codePepper: string; totpKey: Buffer };

export const SMS_CODE_TTL_MINUTES = 10;
/** Wrong tries allowed on one SMS code (activation, or sign-in: per account, however many challenges). */
const SMS_MAX_ATTEMPTS = 5;
/** SMS cost money and reach a phone: at most this many codes per purpose in SMS_WINDOW_MINUTES. */
const SMS_MAX_SENDS = 3;
const SMS_WINDOW_MINUTES = 10;

const wrongPassword = () =>
  new AppError(400, 'INVALID_CREDENTIALS', msg.senhaIncorreta, { senha: msg.senhaIncorreta });
const wrongCode = () =>
  new AppError(400, 'INVALID_CODE', msg.codigoSegundoFatorIncorreto, {
    codigo: msg.codigoSegundoFatorIncorreto,
  });
const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
const tooManySms = () => new AppError(429, 'RATE_LIMITED', msg.smsMuitosEnvios);

const totpAtivo = (f: SegundoFatorRow | null) => Boolean(f?.totpSegredo && f.totpConfirmadoEm);
const smsAtivo = (f: SegundoFatorRow | null) => Boolean(f?.smsCelular && f.smsConfirmadoEm);

/** "(11) •••••-4321": enough for the owner to recognise the number, nothing more. */
export const maskCelular = (digits: string) => `(${digits.slice(0, 2)}) •••••-${digits.slice(-4)}`;

const smsText = (codigo: string, para: string) =>
  `Lunna: ${codigo} é o seu código ${para}. Ele vale por ${SMS_CODE_TTL_MINUTES} minutos. Não o compartilhe com ninguém.`;

async function checkPassword(db: DbOrTx, usuarioId: string, senha: string) {
  const user = await repo.usuario(db, usuarioId);
  if (!user || !(await verifyPassword(user.senhaHash, senha))) throw wrongPassword();
}

async function estadoOf(db: DbOrTx, usuarioId: string): Promise<SegurancaEstado> {
  const [fator, user, codigosRestantes] = await Promise.all([
    repo.fator(db, usuarioId),
    repo.usuario(db, usuarioId),
    repo.codigosRestantes(db, usuarioId),
  ]);
  const sms = smsAtivo(fator);
  return {
    totpAtivo: totpAtivo(fator),
    smsAtivo: sms,
    celularMascarado: sms ? maskCelular(fator!.smsCelular!) : null,
    codigosRestantes,
    alertaLoginSuspeito: user?.alertaLoginSuspeito ?? true,
  };
}

/** Limits the SMS sent for one purpose, then sends a new code (replacing the previous one). */
async function sendSmsCode(
  db: Db,
  keys: SegundoFatorKeys,
  sms: SmsSender,
  usuarioId: string,
  finalidade: 'ativar_sms' | 'login_sms',
  celular: string,
  para: string,
) {
  const since = new Date(Date.now() - SMS_WINDOW_MINUTES * 60_000);
  if ((await repo.smsCodesSince(db, usuarioId, finalidade, since)) >= SMS_MAX_SENDS) throw tooManySms();
  const codigo = newSmsCode();
  const expiresAt = new Date(Date.now() + SMS_CODE_TTL_MINUTES * 60_000);
  await repo.replaceSmsCode(
    db,
    usuarioId,
    finalidade,
    hashSmsCode(keys.codePepper, usuarioId, finalidade, codigo),
    celular,
    expiresAt,
  );
  await sms.send(`+55${celular}`, smsText(codigo, para));
}

/**
 * After a method is turned on: when it is the first one, two-factor sign-in has just begun and the user
 * gets a fresh set of recovery codes (shown once; only their hashes are kept).
 */
async function afterActivation(
  tx: DbOrTx,
  keys: SegundoFatorKeys,
  usuarioId: string,
  first: boolean,
): Promise<string[] | null> {
  if (!first) return null;
  const codes = newRecoveryCodes();
  await repo.replaceRecoveryCodes(
    tx,
    usuarioId,
    codes.map((c) => hashRecoveryCode(keys.codePepper, usuarioId, c)),
  );
  return codes;
}

/** After a method is turned off: with none left, the recovery codes, pending challenges and SMS codes go too. */
async function afterDeactivation(tx: DbOrTx, usuarioId: string) {
  const fator = await repo.fator(tx, usuarioId);
  if (totpAtivo(fator) || smsAtivo(fator)) return;
  await repo.removeFator(tx, usuarioId);
  await repo.replaceRecoveryCodes(tx, usuarioId, []);
  await repo.removeDesafios(tx, usuarioId);
}

export const segurancaService = {
  /** The signed-in user's own security settings (any role: each person has their own account). */
  async estado(db: Db, actor: Actor | null): Promise<SegurancaEstado> {
    const me = requireActor(actor);
    return estadoOf(db, me.usuarioId);
  },

  /** Starts (or restarts) setting up the authenticator app: a new secret, pending until a first code confirms it. */
  async iniciarTotp(db: Db, keys: SegundoFatorKeys, actor: Actor | null): Promise<TotpInicio> {
    const me = requireActor(actor);
    const fator = await repo.fator(db, me.usuarioId);
    if (totpAtivo(fator)) throw conflict(msg.totpJaAtivo);
    const segredo = newTotpSecret();
    await repo.saveFator(db, me.usuarioId, {
      totpSegredo: encryptSecret(keys.totpKey, me.usuarioId, segredo),
      totpConfirmadoEm: null,
      totpUltimoPasso: null,
    });
    return { segredo, qrCode: await totpQrCode(segredo, me.email) };
  },

  /** The first code from the app proves it was set up right: the authenticator is on from now. */
  async confirmarTotp(
    db: Db,
    keys: SegundoFatorKeys,
    actor: Actor | null,
    codigo: string,
  ): Promise<FatorAtivado> {
    const me = requireActor(actor);
    const fator = await repo.fator(db, me.usuarioId);
    if (totpAtivo(fator)) throw conflict(msg.totpJaAtivo);
    if (!fator?.totpSegredo)
      throw new AppError(400, 'VALIDATION', msg.totpNaoIniciado, { codigo: msg.totpNaoIniciado });
    const step = totpStep(decryptSecret(keys.totpKey, me.usuarioId, fator.totpSegredo), codigo);
    if (step === null) throw wrongCode();
    const codigosRecuperacao = await db.transaction(async (tx) => {
      // The confirming code is used: it cannot sign in afterwards.
      await repo.saveFator(tx, me.usuarioId, { totpConfirmadoEm: new Date(), totpUltimoPasso: step });
      return afterActivation(tx, keys, me.usuarioId, !smsAtivo(fator));
    });
    return { estado: await estadoOf(db, me.usuarioId), codigosRecuperacao };
  },

  async desativarTotp(db: Db, actor: Actor | null, senha: string): Promise<SegurancaEstado> {
    const me = requireActor(actor);
    await checkPassword(db, me.usuarioId, senha);
    const fator = await repo.fator(db, me.usuarioId);
    if (!fator?.totpSegredo) throw conflict(msg.metodoInativo);
    await db.transaction(async (tx) => {
      await repo.saveFator(tx, me.usuarioId, {
        totpSegredo: null,
        totpConfirmadoEm: null,
        totpUltimoPasso: null,
      });
      await afterDeactivation(tx, me.usuarioId);
    });
    return estadoOf(db, me.usuarioId);
  },

  /** Sends a code to the phone to be confirmed; the number is kept only once the code comes back. */
  async iniciarSms(
    db: Db,
    keys: SegundoFatorKeys,
    sms: SmsSender,
    actor: Actor | null,
    celular: string,
  ): Promise<void> {
    const me = requireActor(actor);
    if (smsAtivo(await repo.fator(db, me.usuarioId))) throw conflict(msg.smsJaAtivo);
    await sendSmsCode(
      db,
      keys,
      sms,
      me.usuarioId,
      'ativar_sms',
      celular,
      'para ativar o SMS na verificação em duas etapas',
    );
  },

  async confirmarSms(
    db: Db,
    keys: SegundoFatorKeys,
    actor: Actor | null,
    codigo: string,
  ): Promise<FatorAtivado> {
    const me = requireActor(actor);
    const fator = await repo.fator(db, me.usuarioId);
    if (smsAtivo(fator)) throw conflict(msg.smsJaAtivo);
    const open = await verificationCodeRepository.latestOpen(db, me.usuarioId, 'ativar_sms');
    if (!open?.destino || open.expiresAt.getTime() < Date.now()) throw wrongCode();
    if (!(await verificationCodeRepository.claimAttempt(db, open.id, SMS_MAX_ATTEMPTS))) throw wrongCode();
    if (!safeEqual(open.codigoHash, hashSmsCode(keys.codePepper, me.usuarioId, 'ativar_sms', codigo)))
      throw wrongCode();
    const codigosRecuperacao = await db.transaction(async (tx) => {
      if (!(await verificationCodeRepository.consume(tx, open.id))) throw wrongCode();
      await repo.saveFator(tx, me.usuarioId, { smsCelular: open.destino, smsConfirmadoEm: new Date() });
      return afterActivation(tx, keys, me.usuarioId, !totpAtivo(fator));
    });
    return { estado: await estadoOf(db, me.usuarioId), codigosRecuperacao };
  },

  async desativarSms(db: Db, actor: Actor | null, senha: string): Promise<SegurancaEstado> {
    const me = requireActor(actor);
    await checkPassword(db, me.usuarioId, senha);
    if (!smsAtivo(await repo.fator(db, me.usuarioId))) throw conflict(msg.metodoInativo);
    await db.transaction(async (tx) => {
      await repo.saveFator(tx, me.usuarioId, { smsCelular: null, smsConfirmadoEm: null });
      await repo.removeSmsCodes(tx, me.usuarioId);
      await afterDeactivation(tx, me.usuarioId);
    });
    return estadoOf(db, me.usuarioId);
  },

  /** A new set of recovery codes; the earlier ones stop working. */
  async novosCodigos(
    db: Db,
    keys: SegundoFatorKeys,
    actor: Actor | null,
    senha: string,
  ): Promise<CodigosRecuperacaoResponse> {
    const me = requireActor(actor);
    await checkPassword(db, me.usuarioId, senha);
    const fator = await repo.fator(db, me.usuarioId);
    if (!totpAtivo(fator) && !smsAtivo(fator)) throw conflict(msg.segundoFatorInativo);
    const codigosRecuperacao = await db.transaction(
      async (tx) => (await afterActivation(tx, keys, me.usuarioId, true))!,
    );
    return { codigosRecuperacao };
  },

  async alertaLogin(db: Db, actor: Actor | null, alertaLoginSuspeito: boolean): Promise<SegurancaEstado> {
    const me = requireActor(actor);
    await repo.setAlerta(db, me.usuarioId, alertaLoginSuspeito);
    return estadoOf(db, me.usuarioId);
  },

  // Sign-in (called by the auth feature, before any session exists).

  /** The methods a sign-in must pass, in the order the login page offers them; none → no second step. */
  async metodosAtivos(db: DbOrTx, usuarioId: string): Promise<MetodoSegundoFator[]> {
    const fator = await repo.fator(db, usuarioId);
    return [...(totpAtivo(fator) ? (['totp'] as const) : []), ...(smsAtivo(fator) ? (['sms'] as const) : [])];
  },

  /** Sends the sign-in code by SMS to the confirmed phone. */
  async enviarSmsLogin(db: Db, keys: SegundoFatorKeys, sms: SmsSender, usuarioId: string): Promise<void> {
    const fator = await repo.fator(db, usuarioId);
    if (!smsAtivo(fator)) throw new AppError(400, 'VALIDATION', msg.smsIndisponivel);
    await sendSmsCode(db, keys, sms, usuarioId, 'login_sms', fator!.smsCelular!, 'para entrar no Lunna');
  },

  /**
   * True when `codigo` passes the second step: an authenticator code of a time step not used before, the
   * SMS code just sent (5 tries per code, counted on the account's code, not per challenge), or an unused
   * recovery code. What it uses up (the step, the code, a try) is written in `tx`, which the caller
   * commits whether the code was right or wrong.
   */
  async checkLoginCode(
    tx: DbOrTx,
    keys: SegundoFatorKeys,
    usuarioId: string,
    codigo: string,
  ): Promise<boolean> {
    const fator = await repo.fator(tx, usuarioId);
    if (!totpAtivo(fator) && !smsAtivo(fator)) return false;
    const digits = codigo.replace(/\s/g, '');
    if (/^\d{6}$/.test(digits)) {
      if (totpAtivo(fator)) {
        const step = totpStep(decryptSecret(keys.totpKey, usuarioId, fator!.totpSegredo!), digits);
        if (step !== null) return repo.claimTotpStep(tx, usuarioId, step);
      }
      if (smsAtivo(fator)) {
        const open = await verificationCodeRepository.latestOpen(tx, usuarioId, 'login_sms');
        if (!open || open.expiresAt.getTime() <= Date.now()) return false;
        if (!(await verificationCodeRepository.claimAttempt(tx, open.id, SMS_MAX_ATTEMPTS))) return false;
        if (safeEqual(open.codigoHash, hashSmsCode(keys.codePepper, usuarioId, 'login_sms', digits)))
          return verificationCodeRepository.consume(tx, open.id);
      }
      return false;
    }
    if (normalizeRecoveryCode(codigo).length !== 10) return false;
    return repo.useRecoveryCode(tx, usuarioId, hashRecoveryCode(keys.codePepper, usuarioId, codigo));
  },
};
