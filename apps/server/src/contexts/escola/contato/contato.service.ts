import crypto from 'node:crypto';
import type { ContatoPayload } from '@lunna/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { safeError } from '../../../lib/error-handler';
import { hmac } from '../../../lib/tokens';
import type { Mailer } from '../../../platform/mail/mailer';
import { contatoEmail } from './contato.emails';
import { contatoRepository } from './contato.repository';

export type ContatoDeps = {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The server key the client address is hashed with (its own, not the codes' pepper). */
  ipHashKey: string;
  /** The team's address (`CONTATO_EMAIL`). */
  teamEmail: string;
};

/** Who sent it, as the request tells: the address is only ever stored hashed. */
export type ContatoOrigin = { ip: string; userAgent?: string };

/** A form sent back sooner than this after it was rendered was filled in by a program. */
export const MIN_FILL_MS = 3_000;
/** The same message from the same e-mail within this window is the same message (a double click, a retry). */
export const DUPLICATE_WINDOW_MS = 10 * 60_000;
const USER_AGENT_MAX = 256;

/** The reference the sender can quote: the first 8 characters of the id. */
export const protocoloOf = (id: string) => id.slice(0, 8).toUpperCase();

export const hashIp = (ipHashKey: string, ip: string) => hmac(ipHashKey, `contato-ip:${ip}`);

/** Why a submission is dropped without a word (bots must not learn what gave them away), or null. */
function botSign(message: ContatoPayload, now: number): 'honeypot' | 'rapido' | null {
  if (message.website && message.website.trim() !== '') return 'honeypot';
  // A clock ahead of ours (abertoEm in the future) is not held against a person.
  if (message.abertoEm !== undefined && now - message.abertoEm >= 0 && now - message.abertoEm < MIN_FILL_MS)
    return 'rapido';
  return null;
}

export const contatoService = {
  /**
   * Keeps the message, then e-mails it to the team with Reply-To the sender. A failed e-mail is logged
   * and leaves `enviadoEm` empty: the message is never lost. Bot submissions get the same answer and
   * are neither stored nor sent; a repeat of a message just received answers with its protocolo.
   */
  async receive(
    deps: ContatoDeps,
    message: ContatoPayload,
    origin: ContatoOrigin,
  ): Promise<{ protocolo: string }> {
    const now = Date.now();
    const sign = botSign(message, now);
    if (sign) {
      deps.log.info({ motivo: sign }, 'contact form submission discarded');
      return { protocolo: protocoloOf(crypto.randomUUID()) };
    }

    const { id, repeated } = await deps.db.transaction(async (tx) => {
      await contatoRepository.lockSender(tx, message.email);
      const same = await contatoRepository.findSame(
        tx,
        message.email,
        message.mensagem,
        new Date(now - DUPLICATE_WINDOW_MS),
      );
      if (same) return { id: same, repeated: true };
      const created = await contatoRepository.create(tx, {
        nome: message.nome,
        telefone: message.telefone,
        email: message.email,
        assunto: message.assunto,
        mensagem: message.mensagem,
        ipHash: hashIp(deps.ipHashKey, origin.ip),
        userAgent: origin.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      });
      return { id: created, repeated: false };
    });
    const protocolo = protocoloOf(id);
    if (repeated) return { protocolo };

    try {
      await deps.mailer.send({
        to: deps.teamEmail,
        replyTo: message.email,
        ...contatoEmail(message, protocolo),
      });
      await contatoRepository.markSent(deps.db, id);
    } catch (err) {
      deps.log.error(
        { contato: id, err: safeError(err as Error) },
        'contact form e-mail failed; the message is kept unsent',
      );
    }
    return { protocolo };
  },
};
