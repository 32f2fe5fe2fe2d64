import { OutgoingMessage } from './outgoing-message';
import type { StompHeaders } from './stomp-frame';
import type { MessageReceiver, SessionObserver } from './stomp-session';

/**
 * Carries published messages to every server instance, the publisher's own included. Instances
 * share nothing else: each one delivers what it hears to its own sessions. In one process the
 * in-process implementation is enough; with several instances one built on Redis pub/sub
 * implements the same two methods.
 */
export interface FanOut {
  publish(destination: string, payload: string): Promise<void>;
  /** Returns a function that stops the handler. */
  onMessage(handler: (destination: string, payload: string) => void): () => void;
  /** Called when messages may have been lost on the way (a fan-out between instances): clients should catch up. */
  onResync?(handler: () => void): () => void;
}

export class InProcessFanOut implements FanOut {
  private readonly handlers = new Set<(destination: string, payload: string) => void>();

  async publish(destination: string, payload: string): Promise<void> {
    for (const handler of [...this.handlers]) handler(destination, payload);
  }

  onMessage(handler: (destination: string, payload: string) => void): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }
}

export interface BrokerMessage {
  readonly headers: StompHeaders;
  readonly body: string;
}

/** The payload is text so any pub/sub can carry it. */
export function encodeBrokerMessage(message: BrokerMessage): string {
  return JSON.stringify({ headers: message.headers, body: message.body });
}

/** undefined for anything that is not a message this module wrote. */
export function decodeBrokerMessage(payload: string): BrokerMessage | undefined {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { headers, body } = value as { headers?: unknown; body?: unknown };
  if (typeof body !== 'string' || typeof headers !== 'object' || headers === null || Array.isArray(headers)) {
    return undefined;
  }
  const checked: Record<string, string> = Object.create(null);
  for (const [name, headerValue] of Object.entries(headers)) {
    if (typeof headerValue !== 'string') return undefined;
    checked[name] = headerValue;
  }
  return { headers: checked, body };
}

export interface BrokerOptions {
  readonly fanOut?: FanOut;
  /** Problems no client should hear about (a payload that cannot be read, a session that threw), for the log. */
  readonly reportError?: (error: unknown) => void;
}

/**
 * Routes published messages to the local sessions subscribed to their destination. Sessions report
 * to it as their observer; destinations are matched exactly (no wildcards), and who may subscribe
 * to or send to what is decided by the session's hooks, not here.
 */
export class StompBroker implements SessionObserver {
  private readonly fanOut: FanOut;
  private readonly reportError: (error: unknown) => void;
  /** Session → its destinations, so closing one session does not scan every destination. */
  private readonly sessions = new Map<MessageReceiver, Set<string>>();
  private readonly subscribers = new Map<string, Set<MessageReceiver>>();
  private readonly stopListening: () => void;

  constructor(options: BrokerOptions = {}) {
    this.fanOut = options.fanOut ?? new InProcessFanOut();
    this.reportError = options.reportError ?? (() => {});
    this.stopListening = this.fanOut.onMessage((destination, payload) => {
      const message = decodeBrokerMessage(payload);
      if (!message) {
        this.reportError(new Error(`unreadable broker payload for ${destination}`));
        return;
      }
      this.deliverLocally(destination, message.headers, message.body);
    });
  }

  /** Sends to every subscriber of `destination` on every instance. Store the message first if it must last. */
  publish(destination: string, headers: StompHeaders, body: string): Promise<void> {
    return this.fanOut.publish(destination, encodeBrokerMessage({ headers, body }));
  }

  /** Delivers to this instance's sessions only; returns how many MESSAGE frames went out. */
  deliverLocally(destination: string, headers: StompHeaders, body: string): number {
    const receivers = this.subscribers.get(destination);
    if (!receivers) return 0;
    let delivered = 0;
    const message = new OutgoingMessage(headers, body);
    // A copy: a session whose transport fails closes during delivery and leaves the set.
    for (const receiver of [...receivers]) {
      try {
        delivered += receiver.deliver(destination, message);
      } catch (error) {
        // One broken session must not keep the message from the others.
        this.reportError(error);
      }
    }
    return delivered;
  }

  get sessionCount(): number {
    return this.sessions.size;
  }

  subscriberCount(destination: string): number {
    return this.subscribers.get(destination)?.size ?? 0;
  }

  register(session: MessageReceiver): void {
    if (!this.sessions.has(session)) this.sessions.set(session, new Set());
  }

  connected(session: MessageReceiver): void {
    this.register(session);
  }

  subscribed(session: MessageReceiver, destination: string): void {
    this.register(session);
    this.sessions.get(session)?.add(destination);
    let receivers = this.subscribers.get(destination);
    if (!receivers) this.subscribers.set(destination, (receivers = new Set()));
    receivers.add(session);
  }

  unsubscribed(session: MessageReceiver, destination: string): void {
    this.sessions.get(session)?.delete(destination);
    const receivers = this.subscribers.get(destination);
    if (!receivers) return;
    receivers.delete(session);
    if (receivers.size === 0) this.subscribers.delete(destination);
  }

  closed(session: MessageReceiver): void {
    const destinations = this.sessions.get(session);
    this.sessions.delete(session);
    for (const destination of destinations ?? []) this.unsubscribed(session, destination);
  }

  /** Stops listening to the fan-out; the sessions are the transport's to close. */
  close(): void {
    this.stopListening();
  }
}
