import type { Idioma } from '@lunna/contract';
import type { FastifyBaseLogger } from 'fastify';
import { UAParser } from 'ua-parser-js';
import type { Db } from '../../../db/client';
import { safeError } from '../../../lib/error-handler';
import { emailDeConta } from '../../../lib/textos/email-conta';
import { idiomaOuPadrao, momentoLocal, t } from '../../../lib/textos/textos';
import { randomToken, sha256 } from '../../../lib/tokens';
import type { Mailer } from '../../../platform/mail/mailer';
import type { ClientInfo } from '../../../lib/client-info';
import { segurancaRepository as repo } from './seguranca.repository';

/** The long-lived cookie that tells a browser the user already signed in from apart from a new one. */
export const DEVICE_COOKIE = 'lunna_dispositivo';
export const DEVICE_COOKIE_DAYS = 400;

export type DeviceDeps = { db: Db; mailer: Mailer; log: FastifyBaseLogger; publicUrl: string };

/** "Chrome no Windows" (in the reader's language), from the User-Agent; null when it says nothing recognisable. */
export function describeDevice(userAgent: string | null, idioma: Idioma = 'pt-BR'): string | null {
  if (!userAgent) return null;
  const { browser, os } = new UAParser(userAgent).getResult();
  if (os.name)
    return t(idioma, 'conta.novoAcesso.aparelho', {
      navegador: browser.name ?? t(idioma, 'conta.novoAcesso.navegador'),
      sistema: os.name,
    });
  return browser.name ?? null;
}

function alertText(idioma: Idioma, quando: string, aparelho: string | null, publicUrl: string) {
  const acesso = t(idioma, 'conta.novoAcesso.acesso', {
    quando,
    ...(aparelho ? { aparelho, context: 'aparelho' } : {}),
  });
  return `${acesso}\n\n${t(idioma, 'conta.novoAcesso.orientacao', { link: `${publicUrl}/configuracao` })}`;
}

export const dispositivoService = {
  /**
   * After a successful sign-in (past the second factor, if any): records the browser as known and, when it
   * is new for a user who already has known devices and wants the alert, e-mails them. The first device
   * ever is recorded silently. Returns the device id for the cookie when the browser had none.
   * A failing e-mail never stops the sign-in.
   */
  async afterSignIn(
    deps: DeviceDeps,
    usuarioId: string,
    deviceId: string | undefined,
    client: ClientInfo,
  ): Promise<string | null> {
    const id = deviceId && deviceId.length >= 20 && deviceId.length <= 100 ? deviceId : randomToken();
    const hadDevices = await repo.hasDevices(deps.db, usuarioId);
    const isNew = await repo.recordDevice(deps.db, usuarioId, sha256(id), client.userAgent);
    if (isNew && hadDevices) {
      const user = await repo.usuario(deps.db, usuarioId);
      if (user?.alertaLoginSuspeito) {
        const idioma = idiomaOuPadrao(user.idioma);
        const quando = momentoLocal(new Date(), idioma, user.fusoHorario, 'long');
        try {
          await deps.mailer.send({
            to: user.email,
            ...emailDeConta(
              idioma,
              user.nome,
              'conta.novoAcesso.assunto',
              alertText(idioma, quando, describeDevice(client.userAgent, idioma), deps.publicUrl),
            ),
          });
        } catch (err) {
          deps.log.error({ err: safeError(err as Error) }, 'suspicious-login e-mail failed');
        }
      }
    }
    return id === deviceId ? null : id;
  },
};
