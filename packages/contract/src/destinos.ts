/**
 * The STOMP destinations (`/api/ws`) a client subscribes and sends to. They sit apart from the frames'
 * schemas so that a page which only opens a subscription does not download zod and every schema with it.
 */

/** The school's 'Geral' chat room. */
export const DESTINO_SALA_GERAL = '/chatroom/public';
/** The person's private chat messages. */
export const destinoPrivado = (usuarioId: string) => `/user/${usuarioId}/private`;
/** The person's notifications (the bell, and the alert lists that read again when one is about an alert). */
export const destinoNotificacoes = (usuarioId: string) => `/user/${usuarioId}/notificacoes`;
/** SEND: a message to 'Geral' (or the spec's JOIN). */
export const DESTINO_ENVIO_GERAL = '/app/message';
/** SEND: a private message. */
export const DESTINO_ENVIO_PRIVADO = '/app/private-message';

/**
 * The person's live diary feed: a guardian's open pages get `{ idDisc, idRegistro }` when an entry of one of
 * their children is written or corrected, and read the day again through the API (the API checks access).
 */
export const destinoDiario = (usuarioId: string) => `/user/${usuarioId}/diario`;

/** Where staff pages hear that the school's today changed (a check-in, a clock-in, an alert): they read again. */
export const DESTINO_ESCOLA_HOJE = '/topic/escola/hoje';
