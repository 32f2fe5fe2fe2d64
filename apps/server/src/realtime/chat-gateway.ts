import {
  findControlCharacter,
  msg,
  DESTINO_ENVIO_GERAL,
  DESTINO_ENVIO_PRIVADO,
  DESTINO_ESCOLA_HOJE,
  DESTINO_SALA_GERAL,
  destinoPrivado,
  envioPrivado,
  envioSalaGeral,
  type EntradaChat,
  type MensagemChat,
} from '@lunna/contract';
import { ZodError, type z } from 'zod';
import type { Actor } from '../lib/actor';
import { chatService, type ChatDeps, type MensagemEnviada } from '../contexts/comunicacao/chat/chat.service';
import { AppError } from '../lib/app-error';
import type { StompBroker } from './broker';
import { destinoProprio, salaGeralDaEscola } from './destinos';
import { StompRejection } from './stomp-session';
import { isStaff } from '../acesso/require-access';

export type ChatGatewayDeps = {
  chat: ChatDeps;
  broker: StompBroker;
  /** A delivery that failed after the message was stored (the client catches up from the history). */
  reportError: (error: unknown) => void;
};

const JSON_HEADERS = { 'content-type': 'application/json' } as const;

/** The service's refusals speak to the client; anything else is the server's problem and stays private. */
async function asRejection<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw new StompRejection(error.message);
    if (error instanceof ZodError) throw new StompRejection(error.issues[0]?.message ?? 'invalid message');
    throw error;
  }
}

function parseBody<S extends z.ZodType>(schema: S, body: string): z.output<S> {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw new StompRejection('the body must be JSON');
  }
  // As over HTTP (lib/control-characters): NUL, which PostgreSQL refuses, never reaches the service.
  if (findControlCharacter(value)) throw new StompRejection(msg.caractereInvalido);
  return schema.parse(value);
}

/**
 * The spec's destinations over the chat service. Whatever a frame claims (senderName, a name as
 * receiverName), the sender is the signed-in person; every message is stored by the service before it is
 * published, so what a client sees live is always in the history too.
 */
export function createChatGateway({ chat, broker, reportError }: ChatGatewayDeps) {
  /** Stored already: a failed publish (Redis away) is logged, and the SEND still succeeds. */
  async function publish(destination: string, payload: MensagemChat | EntradaChat): Promise<void> {
    try {
      await broker.publish(destination, JSON_HEADERS, JSON.stringify(payload));
    } catch (error) {
      reportError(error);
    }
  }

  /** The service said who receives it when it stored it: no second look-up on the way out. */
  async function deliver({ mensagem, entrega }: MensagemEnviada): Promise<void> {
    if (entrega.tipo === 'geral') return publish(salaGeralDaEscola(entrega.escolaId), mensagem);
    // Both people: the receiver, and the sender's other tabs and devices.
    await Promise.all(entrega.usuarioIds.map((id) => publish(destinoPrivado(id), mensagem)));
  }

  async function sendToGeral(actor: Actor, body: string): Promise<void> {
    const envio = parseBody(envioSalaGeral, body);
    if (envio.status === 'JOIN') {
      const entrada = await chatService.entrada(chat, actor);
      return publish(salaGeralDaEscola(actor.escolaId), entrada);
    }
    // Stored with its outbox row: delivered live once committed (platform/saida calls `deliver`).
    await chatService.enviarNaGeral(chat, actor, envio);
  }

  async function sendPrivate(actor: Actor, body: string): Promise<void> {
    const envio = parseBody(envioPrivado, body);
    // Refuses anyone the sender may not talk to (another school, another guardian, a deactivated account).
    await chatService.enviarPrivada(chat, actor, envio.receiverName, envio);
  }

  return {
    /** Publishes a message already stored and committed (the outbox's handler for chat rows). */
    deliver,

    /** '/chatroom/public' for those who may use their school's room; user destinations, one's own only. */
    async mayListen(actor: Actor, destination: string): Promise<boolean> {
      if (destination === DESTINO_SALA_GERAL) {
        try {
          await chatService.idSalaGeral(chat, actor);
          return true;
        } catch (error) {
          if (error instanceof AppError) return false;
          throw error;
        }
      }
      // The school's today is staff business: a family's socket never hears when children arrive.
      if (destination === DESTINO_ESCOLA_HOJE) return isStaff(actor);
      return destinoProprio(actor, destination);
    },

    async onSend(actor: Actor, destination: string, body: string): Promise<void> {
      if (destination === DESTINO_ENVIO_GERAL) return asRejection(() => sendToGeral(actor, body));
      if (destination === DESTINO_ENVIO_PRIVADO) return asRejection(() => sendPrivate(actor, body));
      throw new StompRejection(`nothing receives messages at ${destination}`);
    },
  };
}

export type ChatGateway = ReturnType<typeof createChatGateway>;
