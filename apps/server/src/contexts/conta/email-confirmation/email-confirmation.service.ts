import { msg } from '@lunna/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { safeError } from '../../../lib/error-handler';
import { hmac, randomToken } from '../../../lib/tokens';
import type { Mailer } from '../../../platform/mail/mailer';
import { emailDeConta } from '../../../lib/textos/email-conta';
import { idiomaOuPadrao } from '../../../lib/textos/textos';
import type { Actor } from '../../../lib/actor';
import { verificationCodeRepository } from '../../../platform/verification/verification-code.repository';
import { emailConfirmationRepository } from './email-confirmation.repository';

export const CONFIRMATION_DAYS = 7;
export const LINK_INVALID = msg.linkInvalido;

export const emailConfirmationService = {
  /** E-mails a confirmation link to the actor's address, in the account's language; a new link replaces the previous one. */
  async sendLink(
    db: Db,
    pepper: string,
    mailer: Mailer,
    log: FastifyBaseLogger,
    publicUrl: string,
    actor: Actor,
  ): Promise<void> {
    const token = randomToken();
    await verificationCodeRepository.replace(
      db,
      actor.usuarioId,
      'confirmar_email',
      hmac(pepper, token),
      new Date(Date.now() + CONFIRMATION_DAYS * 86_400_000),
    );
    const link = `${publicUrl}/confirmar-email?token=${encodeURIComponent(token)}`;
    const idioma = idiomaOuPadrao(await emailConfirmationRepository.idioma(db, actor.usuarioId));
    // The registration is complete whatever happens to the e-mail; a failure is logged, not shown.
    void mailer
      .send({
        to: actor.email,
        ...emailDeConta(idioma, actor.nome, 'conta.confirmacao.assunto', {
          chave: 'conta.confirmacao.texto',
          vars: { link, dias: CONFIRMATION_DAYS },
        }),
      })
      .catch((err: Error) => log.error({ err: safeError(err) }, 'confirmation e-mail failed'));
  },

  async confirm(db: Db, pepper: string, token: string): Promise<void> {
    const now = new Date();
    const open = await verificationCodeRepository.findOpenByHash(
      db,
      'confirmar_email',
      hmac(pepper, token),
      now,
    );
    if (!open) throw new AppError(400, 'INVALID_CODE', LINK_INVALID);
    await db.transaction(async (tx) => {
      if (!(await verificationCodeRepository.consume(tx, open.id)))
        throw new AppError(400, 'INVALID_CODE', LINK_INVALID);
      await emailConfirmationRepository.markConfirmed(tx, open.usuarioId, now);
    });
  },
};
