import type { FastifyBaseLogger } from 'fastify';
import { UAParser } from 'ua-parser-js';
import type { Db } from '../../db/client';
import { safeError } from '../../lib/error-handler';
import { randomToken, sha256 } from '../../lib/tokens';
import type { Mailer } from '../../platform/mail/mailer';
import type { ClientInfo } from '../auth/client-info';
import { segurancaRepository as repo } from './seguranca.repository';

/** The long-lived cookie that tells a browser the user already signed in from apart from a new one. */
export const DEVICE_COOKIE = 'lunna_dispositivo';
export const DEVICE_COOKIE_DAYS = 400;

export type DeviceDeps = { db: Db; mailer: Mailer; log: FastifyBaseLogger; publicUrl: string };

/** "Chrome no Windows", from the User-Agent; null when it says nothing recognisable. */
export function describeDevice(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const { browser, os } = new UAParser(userAgent).getResult();
  if (os.name) return `${browser.name ?? 'navegador'} no ${os.name}`;
  return browser.name ?? null;
}

function alertText(nome: string, quando: string, aparelho: string | null, publicUrl: string) {
  return [
    `Olá, ${nome}!`,
    '',
    `Sua conta do Lunna foi acessada em ${quando}${aparelho ? `, pelo ${aparelho}` : ''}, um navegador ou aparelho que ainda não tínhamos visto com a sua conta.`,
    '',
    'Se foi você, não precisa fazer nada.',
    '',
    'Se não foi você:',
    '1. Troque sua senha agora em Configurações → Alterar senha (ou em "Esqueci minha senha" na página de entrada).',
    '2. Encerre as sessões que você não reconhece em Configurações → Sessões (ou "Sair de todas").',
    '3. Ative a verificação em duas etapas em Configurações, para que só a senha não baste para entrar.',
    '',
    `Configurações: ${publicUrl}/configuracao`,
    '',
    'Você pode desligar este aviso em Configurações → Alerta de login suspeito.',
    '',
    'Equipe Lunna',
  ].join('\n');
}

export const dispositivoService = {
  /**
   * After a successful sign-in (past the second factor, if any): records the browser as known and, when it
   * is new for a user who already has known devices and wants the alert, e-mails them. The first device
   * ever is recorded silently. Returns the device id for the cookie when the browser had none.
   * A failing e-mail never stops the sign-in.
   */
  async afterSignIn(deps: DeviceDeps, usuarioId: string, deviceId: string | undefined, client: ClientInfo): Promise<string | null> {
    const id = deviceId && deviceId.length >= 20 && deviceId.length <= 100 ? deviceId : randomToken();
    const hadDevices = await repo.hasDevices(deps.db, usuarioId);
    const isNew = await repo.recordDevice(deps.db, usuarioId, sha256(id), client.userAgent);
    if (isNew && hadDevices) {
      const user = await repo.usuario(deps.db, usuarioId);
      if (user?.alertaLoginSuspeito) {
        const quando = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeStyle: 'short', timeZone: user.fusoHorario }).format(new Date());
        try {
          await deps.mailer.send({
            to: user.email,
            subject: 'Lunna — novo acesso à sua conta',
            text: alertText(user.nome, quando, describeDevice(client.userAgent), deps.publicUrl),
          });
        } catch (err) {
          deps.log.error({ err: safeError(err as Error) }, 'suspicious-login e-mail failed');
        }
      }
    }
    return id === deviceId ? null : id;
  },
};
