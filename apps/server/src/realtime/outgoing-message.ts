import { escapeHeaderText, serializeFrame, type StompHeaders } from './stomp-frame';

/** Headers of a MESSAGE that only the session writes, so a publisher cannot forge them. */
const SESSION_OWNED_MESSAGE_HEADERS = new Set([
  'destination',
  'subscription',
  'message-id',
  'content-length',
  'ack',
]);

/**
 * One published message on its way to every local subscriber. Each subscriber's MESSAGE frame differs only
 * in `subscription` and `message-id`, so the rest (the publisher's headers copied and escaped, the body's
 * byte count, the text joined) is built once per destination name and reused: the fan-out writes the same
 * message to thousands of sockets in one turn of the event loop.
 */
export class OutgoingMessage {
  /** Destination name as the client knows it → the frame's text before and after the per-subscriber headers. */
  private readonly parts = new Map<string, { head: string; tail: string }>();

  constructor(
    readonly headers: StompHeaders,
    readonly body: string,
  ) {}

  /** The MESSAGE frame's text for one subscription, byte for byte what `serializeFrame` writes. */
  frame(destination: string, subscription: string, messageId: string): string {
    let parts = this.parts.get(destination);
    if (!parts) {
      parts = this.split(destination);
      this.parts.set(destination, parts);
    }
    return `${parts.head}subscription:${escapeHeaderText(subscription)}\nmessage-id:${escapeHeaderText(messageId)}\n${parts.tail}`;
  }

  private split(destination: string): { head: string; tail: string } {
    const headers: Record<string, string> = Object.create(null);
    for (const [name, value] of Object.entries(this.headers)) {
      if (!SESSION_OWNED_MESSAGE_HEADERS.has(name)) headers[name] = value;
    }
    headers.destination = destination;
    // serializeFrame checks and escapes the shared headers; the per-subscriber ones go between.
    const whole = serializeFrame({ command: 'MESSAGE', headers, body: this.body });
    const at = whole.indexOf('\ncontent-length:') + 1;
    return { head: whole.slice(0, at), tail: whole.slice(at) };
  }
}
