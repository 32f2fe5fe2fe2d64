import { and, count, eq, gt, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  codigoRecuperacao,
  escola,
  codigoVerificacao,
  desafioLogin,
  dispositivoConhecido,
  segundoFator,
  usuario,
} from '../../../db/schema';

export type SegundoFatorRow = typeof segundoFator.$inferSelect;
type CodigoSms = 'ativar_sms' | 'login_sms';

/** Two-factor sign-in, recovery codes, sign-in challenges and known devices: the only SQL of the feature. */
export const segurancaRepository = {
  async usuario(db: DbOrTx, usuarioId: string) {
    const [row] = await db
      .select({
        id: usuario.id,
        nome: usuario.nome,
        email: usuario.email,
        senhaHash: usuario.senhaHash,
        alertaLoginSuspeito: usuario.alertaLoginSuspeito,
        idioma: usuario.idioma,
        fusoHorario: escola.fusoHorario,
      })
      .from(usuario)
      .innerJoin(escola, eq(escola.id, usuario.escolaId))
      .where(eq(usuario.id, usuarioId));
    return row ?? null;
  },

  async setAlerta(db: DbOrTx, usuarioId: string, alertaLoginSuspeito: boolean) {
    await db.update(usuario).set({ alertaLoginSuspeito }).where(eq(usuario.id, usuarioId));
  },

  async fator(db: DbOrTx, usuarioId: string): Promise<SegundoFatorRow | null> {
    const [row] = await db.select().from(segundoFator).where(eq(segundoFator.usuarioId, usuarioId));
    return row ?? null;
  },

  /** Writes the given columns of the user's row, creating it when there is none. */
  async saveFator(
    db: DbOrTx,
    usuarioId: string,
    values: Partial<Omit<SegundoFatorRow, 'usuarioId' | 'updatedAt'>>,
  ) {
    const now = new Date();
    await db
      .insert(segundoFator)
      .values({ usuarioId, ...values, updatedAt: now })
      .onConflictDoUpdate({ target: segundoFator.usuarioId, set: { ...values, updatedAt: now } });
  },

  /**
   * Takes an authenticator time step for a sign-in: true only when it comes after the last one accepted
   * (two requests with one code: the second finds the step taken).
   */
  async claimTotpStep(db: DbOrTx, usuarioId: string, step: number): Promise<boolean> {
    const rows = await db
      .update(segundoFator)
      .set({ totpUltimoPasso: step })
      .where(
        and(
          eq(segundoFator.usuarioId, usuarioId),
          or(isNull(segundoFator.totpUltimoPasso), lt(segundoFator.totpUltimoPasso, step)),
        ),
      )
      .returning({ usuarioId: segundoFator.usuarioId });
    return rows.length === 1;
  },

  async removeFator(db: DbOrTx, usuarioId: string) {
    await db.delete(segundoFator).where(eq(segundoFator.usuarioId, usuarioId));
  },

  async codigosRestantes(db: DbOrTx, usuarioId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(codigoRecuperacao)
      .where(and(eq(codigoRecuperacao.usuarioId, usuarioId), isNull(codigoRecuperacao.usadoEm)));
    return Number(row?.n ?? 0);
  },

  /** A new set of recovery codes replaces every earlier one, used or not. */
  async replaceRecoveryCodes(db: DbOrTx, usuarioId: string, hashes: string[]) {
    await db.delete(codigoRecuperacao).where(eq(codigoRecuperacao.usuarioId, usuarioId));
    if (hashes.length)
      await db.insert(codigoRecuperacao).values(hashes.map((codigoHash) => ({ usuarioId, codigoHash })));
  },

  /** Uses a recovery code up; false when it is unknown or already used (two requests racing on one code). */
  async useRecoveryCode(db: DbOrTx, usuarioId: string, codigoHash: string): Promise<boolean> {
    const rows = await db
      .update(codigoRecuperacao)
      .set({ usadoEm: new Date() })
      .where(
        and(
          eq(codigoRecuperacao.usuarioId, usuarioId),
          eq(codigoRecuperacao.codigoHash, codigoHash),
          isNull(codigoRecuperacao.usadoEm),
        ),
      )
      .returning({ id: codigoRecuperacao.id });
    return rows.length === 1;
  },

  /** A new SMS code replaces any earlier unused one of the same purpose. */
  async replaceSmsCode(
    db: DbOrTx,
    usuarioId: string,
    finalidade: CodigoSms,
    codigoHash: string,
    destino: string,
    expiresAt: Date,
  ) {
    await db
      .update(codigoVerificacao)
      .set({ usadoEm: new Date() })
      .where(
        and(
          eq(codigoVerificacao.usuarioId, usuarioId),
          eq(codigoVerificacao.finalidade, finalidade),
          isNull(codigoVerificacao.usadoEm),
        ),
      );
    await db.insert(codigoVerificacao).values({ usuarioId, finalidade, codigoHash, destino, expiresAt });
  },

  /** How many codes of this purpose were sent to the user since `since` (a limit on SMS sent). */
  async smsCodesSince(db: DbOrTx, usuarioId: string, finalidade: CodigoSms, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(codigoVerificacao)
      .where(
        and(
          eq(codigoVerificacao.usuarioId, usuarioId),
          eq(codigoVerificacao.finalidade, finalidade),
          gte(codigoVerificacao.createdAt, since),
        ),
      );
    return Number(row?.n ?? 0);
  },

  async removeSmsCodes(db: DbOrTx, usuarioId: string) {
    await db
      .delete(codigoVerificacao)
      .where(
        and(
          eq(codigoVerificacao.usuarioId, usuarioId),
          sql`${codigoVerificacao.finalidade} in ('ativar_sms', 'login_sms')`,
        ),
      );
  },

  // Sign-in challenges (the password was right; the second factor is awaited).

  async createDesafio(
    db: DbOrTx,
    values: {
      usuarioId: string;
      tokenHash: string;
      userAgent: string | null;
      ip: string | null;
      expiresAt: Date;
    },
  ) {
    await db.insert(desafioLogin).values(values);
  },

  async desafio(db: DbOrTx, tokenHash: string, now: Date) {
    const [row] = await db
      .select()
      .from(desafioLogin)
      .where(and(eq(desafioLogin.tokenHash, tokenHash), gt(desafioLogin.expiresAt, now)));
    return row ?? null;
  },

  /** Takes one of the challenge's tries atomically; false when none is left. */
  async claimDesafioAttempt(db: DbOrTx, id: string, max: number): Promise<boolean> {
    const rows = await db
      .update(desafioLogin)
      .set({ tentativas: sql`${desafioLogin.tentativas} + 1` })
      .where(and(eq(desafioLogin.id, id), lt(desafioLogin.tentativas, max)))
      .returning({ id: desafioLogin.id });
    return rows.length === 1;
  },

  /** Removes the challenge; false when another request removed it first (it can open one session only). */
  async consumeDesafio(db: DbOrTx, id: string): Promise<boolean> {
    const rows = await db
      .delete(desafioLogin)
      .where(eq(desafioLogin.id, id))
      .returning({ id: desafioLogin.id });
    return rows.length === 1;
  },

  async removeDesafios(db: DbOrTx, usuarioId: string) {
    await db.delete(desafioLogin).where(eq(desafioLogin.usuarioId, usuarioId));
  },

  async removeExpiredDesafios(db: DbOrTx, now: Date) {
    await db.delete(desafioLogin).where(lt(desafioLogin.expiresAt, now));
  },

  // Known devices (a random id in a long-lived cookie; only its hash is here).

  async hasDevices(db: DbOrTx, usuarioId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: dispositivoConhecido.id })
      .from(dispositivoConhecido)
      .where(eq(dispositivoConhecido.usuarioId, usuarioId))
      .limit(1);
    return Boolean(row);
  },

  /** Records the device, or notes that it was seen again; true when it was new for this user. */
  async recordDevice(
    db: DbOrTx,
    usuarioId: string,
    dispositivoHash: string,
    userAgent: string | null,
  ): Promise<boolean> {
    const now = new Date();
    const inserted = await db
      .insert(dispositivoConhecido)
      .values({ usuarioId, dispositivoHash, userAgent, lastSeenAt: now })
      .onConflictDoNothing()
      .returning({ id: dispositivoConhecido.id });
    if (inserted.length) return true;
    await db
      .update(dispositivoConhecido)
      .set({ lastSeenAt: now, userAgent })
      .where(
        and(
          eq(dispositivoConhecido.usuarioId, usuarioId),
          eq(dispositivoConhecido.dispositivoHash, dispositivoHash),
        ),
      );
    return false;
  },
};
