import { CODIGO_LENGTH, msg } from '@lunna/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { safeError } from '../../../lib/error-handler';
import { hmac, randomCode, safeEqual } from '../../../lib/tokens';
import { emailDeConta } from '../../../lib/textos/email-conta';
import { idiomaOuPadrao } from '../../../lib/textos/textos';
import type { Mailer } from '../../../platform/mail/mailer';
import { hashPassword } from '../auth/passwords';
import { sessionRepository } from '../auth/session.repository';
import { verificationCodeRepository } from '../../../platform/verification/verification-code.repository';
import { passwordResetRepository } from './password-reset.repository';

export const CODE_TTL_MINUTES = 15;
export const MAX_ATTEMPTS = 5;

const invalidCode = () =>
  new AppError(400, 'INVALID_CODE', msg.codigoInvalido, { codigo: msg.codigoInvalido });
/** Keyed with the server's secret: a leaked table does not allow guessing the short codes offline. */
const hashCode = (pepper: string, usuarioId: string, codigo: string) =>
  hmac(pepper, `${usuarioId}:${codigo}`);

export const passwordResetService = {
  /**
   * Sends a code when the e-mail belongs to an account. The answer is the same either way and the
   * work (look-up, code, e-mail) happens after it, so neither the answer nor its timing tells who has
   * an account.
   */
  requestCode(db: Db, pepper: string, mailer: Mailer, log: FastifyBaseLogger, email: string): void {
    const work = async () => {
      const user = await passwordResetRepository.userByEmail(db, email);
      if (!user) return;
      const codigo = randomCode(CODIGO_LENGTH);
      await verificationCodeRepository.replace(
        db,
        user.id,
        'redefinir_senha',
        hashCode(pepper, user.id, codigo),
        new Date(Date.now() + CODE_TTL_MINUTES * 60_000),
      );
      await mailer.send({
        to: email,
        // In the account's own language: the one who asks may not be its owner.
        ...emailDeConta(idiomaOuPadrao(user.idioma), user.nome, 'conta.redefinirSenha.assunto', {
          chave: 'conta.redefinirSenha.texto',
          vars: { codigo, minutos: CODE_TTL_MINUTES },
        }),
      });
    };
    void work().catch((err: Error) => log.error({ err: safeError(err) }, 'password reset e-mail failed'));
  },

  /** Checks a code without using it up; wrong tries count towards the limit. */
  async checkCode(db: Db, pepper: string, email: string, codigo: string) {
    const user = await passwordResetRepository.userByEmail(db, email);
    if (!user) throw invalidCode();
    const open = await verificationCodeRepository.latestOpen(db, user.id, 'redefinir_senha');
    if (!open || open.expiresAt.getTime() < Date.now()) throw invalidCode();
    if (!(await verificationCodeRepository.claimAttempt(db, open.id, MAX_ATTEMPTS))) throw invalidCode();
    // A wrong code keeps its try counted; the right one gives it back.
    if (!safeEqual(open.codigoHash, hashCode(pepper, user.id, codigo))) throw invalidCode();
    await verificationCodeRepository.refundAttempt(db, open.id);
    return { usuarioId: user.id, codeId: open.id };
  },

  /** Sets the new password, uses the code up and ends every session of the account; answers whose account it was. */
  async resetPassword(
    db: Db,
    pepper: string,
    email: string,
    codigo: string,
    senha: string,
  ): Promise<{ usuarioId: string }> {
    const { usuarioId, codeId } = await passwordResetService.checkCode(db, pepper, email, codigo);
    const senhaHash = await hashPassword(senha);
    await db.transaction(async (tx) => {
      if (!(await verificationCodeRepository.consume(tx, codeId))) throw invalidCode();
      await passwordResetRepository.setPassword(tx, usuarioId, senhaHash);
      await sessionRepository.removeAllOfUser(tx, usuarioId);
    });
    return { usuarioId };
  },
};
