import { z } from 'zod';
import { msg } from './messages';
import { papel } from './responsavel';

/**
 * The chat between the family and the school: the school's 'Geral' room and private conversations.
 * A message keeps the spec's wire fields (senderName, receiverName, message, status, date, image), so the
 * same object goes over the REST history and the STOMP frames; the ids and the ISO time let a client order,
 * de-duplicate and catch up.
 */
export const MAX_MENSAGEM_CHAT = 2000;
/** Messages per history page (`antes`). */
export const MENSAGENS_CHAT_POR_PAGINA = 30;
/** At most this many messages answer one catch-up call (`depois`); `maisNovas` continues from there. */
export const MAX_MENSAGENS_CHAT_DEPOIS = 100;

export const tiposConversa = ['geral', 'privada'] as const;
export type TipoConversa = (typeof tiposConversa)[number];

/** The spec's statuses: JOIN announces someone who connected (never stored), MESSAGE is a message. */
export const statusMensagemChat = ['JOIN', 'MESSAGE'] as const;
export type StatusMensagemChat = (typeof statusMensagemChat)[number];

/** The text a person types, as the form holds it: trimmed, 1 to 2000 characters. */
export const textoMensagemChat = z
  .string({ error: msg.mensagemChatObrigatoria })
  .trim()
  .min(1, msg.mensagemChatObrigatoria)
  .max(MAX_MENSAGEM_CHAT, msg.mensagemChatLonga);

export const mensagemChatForm = z.object({ message: textoMensagemChat });
export type MensagemChatForm = z.input<typeof mensagemChatForm>;

/**
 * `POST /api/chat/conversas/{idConversa}/mensagens`. `clientId` (a uuid the client makes up per message)
 * makes a retry safe: the same clientId again answers the message already stored.
 */
export const mensagemChatPayload = mensagemChatForm.extend({
  clientId: z.uuid(msg.valorInvalido).optional(),
});
export type MensagemChatPayload = z.input<typeof mensagemChatPayload>;

/** A stored message on the wire. The sender is always the account that wrote it, never what a client claims. */
export const mensagemChat = z.object({
  idMensagem: z.string(),
  idConversa: z.string(),
  /** The sender's account. */
  usuarioId: z.string(),
  senderName: z.string(),
  /** The other person of a private conversation; absent in the 'Geral' room. */
  receiverName: z.string().optional(),
  message: z.string(),
  status: z.enum(statusMensagemChat),
  /** 'HH:MM' in the school's time zone, as the spec's client shows it. */
  date: z.string(),
  /** The sender's profile photo (a filename for `GET /api/images?filename=`), or null. */
  image: z.string().nullable(),
  criadoEm: z.string(),
});
export type MensagemChat = z.infer<typeof mensagemChat>;

/** Someone of the school the person may talk to. */
export const pessoaChat = z.object({
  usuarioId: z.string(),
  nome: z.string(),
  papel,
  /** Profile photo filename, or null. */
  foto: z.string().nullable(),
});
export type PessoaChat = z.infer<typeof pessoaChat>;

/** `GET /api/chat/contatos`: each person with the id of the private conversation with them, if there is one. */
export const contatoChat = pessoaChat.extend({ idConversa: z.string().nullable() });
export type ContatoChat = z.infer<typeof contatoChat>;

/** `GET /api/chat/conversas`: 'Geral' first, then the private conversations, latest message first. */
export const conversaResumo = z.object({
  idConversa: z.string(),
  tipo: z.enum(tiposConversa),
  /** The other person of a private conversation; null for 'Geral'. */
  pessoa: pessoaChat.nullable(),
  /** Messages of others after the person's read marker. */
  naoLidas: z.number().int(),
  ultimaMensagem: mensagemChat.nullable(),
  /**
   * False when the person may no longer write here (the other account was deactivated, the class or the
   * guardian's link changed): the history stays readable.
   */
  podeEnviar: z.boolean(),
});
export type ConversaResumo = z.infer<typeof conversaResumo>;

/** `POST /api/chat/conversas/privada`: opens (or finds) the private conversation with that person. */
export const abrirConversaPayload = z.object({ usuarioId: z.uuid(msg.valorInvalido) });
export type AbrirConversaPayload = z.input<typeof abrirConversaPayload>;

export const idConversaParam = z.object({ idConversa: z.uuid(msg.valorInvalido) });

/**
 * `GET /api/chat/conversas/{idConversa}/mensagens`: without a cursor, the newest page; `antes` (a message
 * id) continues to older messages; `depois` (a message id) answers what came after it, oldest first, for a
 * client that reconnects.
 */
export const historicoChatQuery = z
  .object({
    antes: z.uuid(msg.cursorInvalido).optional(),
    depois: z.uuid(msg.cursorInvalido).optional(),
  })
  .refine((q) => !(q.antes && q.depois), { path: ['depois'], error: msg.cursorChatDuplo });
export type HistoricoChatQuery = z.input<typeof historicoChatQuery>;

export const historicoChat = z.object({
  /** Oldest to newest. */
  mensagens: z.array(mensagemChat),
  /** Cursor (`antes`) for the page before this one; null at the beginning of the conversation. */
  maisAntigas: z.string().nullable(),
  /** After a `depois` call cut at its limit: the cursor (`depois`) to go on catching up; otherwise null. */
  maisNovas: z.string().nullable(),
});
export type HistoricoChat = z.infer<typeof historicoChat>;

/** `PUT /api/chat/conversas/{idConversa}/leitura`: read up to that message (default: the newest). */
export const leituraChatPayload = z.object({ ate: z.uuid(msg.valorInvalido).optional() });
export type LeituraChatPayload = z.input<typeof leituraChatPayload>;

export const leituraChat = z.object({
  idConversa: z.string(),
  /** Left unread in this conversation. */
  naoLidas: z.number().int(),
  /** Left unread in all the person's conversations (the menu's badge). */
  total: z.number().int(),
});
export type LeituraChat = z.infer<typeof leituraChat>;

/** `GET /api/chat/nao-lidas`: the menu's badge. */
export const naoLidasChat = z.object({ total: z.number().int() });
export type NaoLidasChat = z.infer<typeof naoLidasChat>;

/**
 * What a client sends over STOMP (`/api/ws`; the destinations are in destinos.ts). The spec's client also
 * sends senderName, date and image: they are ignored, the server knows who is writing.
 */

/** SEND `/app/message`: JOIN announces that one connected (nothing else is read), MESSAGE (the default) writes to 'Geral'. */
export const envioSalaGeral = z.preprocess(
  (v) =>
    typeof v === 'object' && v !== null && (v as { status?: unknown }).status === undefined
      ? { ...v, status: 'MESSAGE' }
      : v,
  z.discriminatedUnion(
    'status',
    [z.object({ status: z.literal('JOIN') }), mensagemChatPayload.extend({ status: z.literal('MESSAGE') })],
    { error: msg.valorInvalido },
  ),
);
export type EnvioSalaGeral = z.input<typeof envioSalaGeral>;

/** SEND `/app/private-message`: `receiverName` is the receiver's usuarioId (a contact of the sender). */
export const envioPrivado = mensagemChatPayload.extend({ receiverName: z.uuid(msg.valorInvalido) });
export type EnvioPrivado = z.input<typeof envioPrivado>;

/** Delivered on `/chatroom/public` when someone connects: never stored. */
export const entradaChat = z.object({
  senderName: z.string(),
  status: z.literal('JOIN'),
  usuarioId: z.string(),
  image: z.string().nullable(),
});
export type EntradaChat = z.infer<typeof entradaChat>;
