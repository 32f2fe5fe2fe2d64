import { randomUUID } from 'node:crypto';
import {
  HEART_BEAT_EOL,
  StompFrameParser,
  serializeFrame,
  type ClientCommand,
  type FrameLimits,
  type FrameToSerialize,
  type StompFrame,
  type StompFrameError,
  type StompHeaders,
} from './stomp-frame';
import {
  HeartBeatMonitor,
  formatHeartBeatHeader,
  negotiateHeartBeat,
  parseHeartBeatHeader,
  type HeartBeatSetting,
} from './stomp-heart-beat';
import type { OutgoingMessage } from './outgoing-message';

/**
 * One STOMP connection's protocol state, independent of the transport (WebSocket, SockJS or a test):
 * the transport hands it the bytes it receives and gives it a way to send text and to close.
 *
 * Frames are handled one at a time, in order, even when a hook is asynchronous, so a RECEIPT always
 * follows the work it confirms and a pipelined SUBSCRIBE waits for the CONNECT before it. Anything
 * wrong ends only this session: an ERROR frame, then close, as STOMP requires after every ERROR.
 */

export type StompVersion = '1.1' | '1.2';

/** What the client presented in CONNECT; how it becomes a person is the application's business. */
export interface ConnectRequest {
  readonly login?: string;
  readonly passcode?: string;
  /** From an `Authorization: Bearer …` header. */
  readonly bearerToken?: string;
  readonly host?: string;
  readonly headers: StompHeaders;
}

/** Thrown by a hook to refuse a frame; its message is meant for the client and goes into the ERROR frame. */
export class StompRejection extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StompRejection';
  }
}

/** The side of a session the broker sees. */
export interface MessageReceiver {
  readonly id: string;
  /** Sends a MESSAGE to each of this session's subscriptions to `destination`; returns how many. */
  deliver(destination: string, message: OutgoingMessage): number;
}

/** Told about the events that decide where messages go. */
export interface SessionObserver {
  connected(session: MessageReceiver): void;
  /** The session's first subscription to `destination`. */
  subscribed(session: MessageReceiver, destination: string): void;
  /** The session's last subscription to `destination` is gone. */
  unsubscribed(session: MessageReceiver, destination: string): void;
  closed(session: MessageReceiver): void;
}

export interface StompSessionOptions<P> {
  readonly send: (text: string) => void;
  readonly close: () => void;
  /** null when the credentials name nobody. */
  readonly authenticate: (request: ConnectRequest) => Promise<P | null>;
  readonly authorizeSubscribe: (principal: P, destination: string) => boolean | Promise<boolean>;
  /** Handles a SEND; the sender is `principal`, never what the frame claims. Throw StompRejection to refuse it. */
  readonly onSend: (
    principal: P,
    destination: string,
    headers: StompHeaders,
    body: string,
  ) => void | Promise<void>;
  readonly observer?: SessionObserver;
  /** Errors the client is not told about (a hook that failed unexpectedly), for the log. */
  readonly reportError?: (error: unknown) => void;
  readonly id?: string;
  /** The server's side of the heart-beat negotiation. */
  readonly heartBeat?: HeartBeatSetting;
  /** Silence allowed, as a multiple of the negotiated client interval, before the session is closed. */
  readonly heartBeatGrace?: number;
  readonly limits?: Partial<FrameLimits>;
  /** Highest first is not required; the highest version both sides accept is chosen. */
  readonly supportedVersions?: readonly StompVersion[];
  /** When set, a CONNECT naming another host is refused; browser clients usually send none, which is accepted. */
  readonly acceptedHosts?: readonly string[];
  /** Time allowed from opening to CONNECTED (0 = no limit), so a socket cannot sit unauthenticated. */
  readonly connectTimeoutMs?: number;
  /** Frames received but not yet handled; more means the client sends faster than its frames are handled. */
  readonly maxQueuedFrames?: number;
  readonly serverName?: string;
}

export type SessionState = 'awaiting-connect' | 'authenticating' | 'connected' | 'closed';

export const DEFAULT_SERVER_HEART_BEAT: HeartBeatSetting = { sendMs: 10_000, receiveMs: 10_000 };

/** The highest version in both lists; a CONNECT without accept-version is a STOMP 1.0 client. */
export function negotiateVersion(
  acceptVersion: string | undefined,
  supported: readonly StompVersion[],
): StompVersion | undefined {
  const offered = new Set((acceptVersion ?? '1.0').split(',').map((v) => v.trim()));
  return [...supported].sort((a, b) => Number(b) - Number(a)).find((v) => offered.has(v));
}

export function readConnectRequest(headers: StompHeaders): ConnectRequest {
  const authorization = headers['Authorization'] ?? headers['authorization'];
  const bearer =
    authorization === undefined ? undefined : /^Bearer\s+(\S.*)$/i.exec(authorization.trim())?.[1];
  return {
    headers,
    ...(headers.login !== undefined && { login: headers.login }),
    ...(headers.passcode !== undefined && { passcode: headers.passcode }),
    ...(bearer !== undefined && { bearerToken: bearer }),
    ...(headers.host !== undefined && { host: headers.host }),
  };
}

type QueuedItem = { frame: StompFrame<ClientCommand> } | { error: StompFrameError };

export class StompSession<P> implements MessageReceiver {
  readonly id: string;
  private readonly options: StompSessionOptions<P>;
  private readonly parser: StompFrameParser<ClientCommand>;
  private readonly supportedVersions: readonly StompVersion[];
  private currentState: SessionState = 'awaiting-connect';
  private currentPrincipal: P | undefined;
  private negotiatedVersion: StompVersion | undefined;
  /** Subscription id → destination. */
  private readonly subscriptionsById = new Map<string, string>();
  private messageCount = 0;
  private heartBeat: HeartBeatMonitor | undefined;
  private connectTimer: ReturnType<typeof setTimeout> | undefined;
  private queue: QueuedItem[] = [];
  private isDraining = false;
  private drained: Promise<void> = Promise.resolve();

  constructor(options: StompSessionOptions<P>) {
    this.options = options;
    this.id = options.id ?? randomUUID();
    this.parser = new StompFrameParser({ limits: options.limits });
    this.supportedVersions = options.supportedVersions ?? ['1.2'];
    const connectTimeoutMs = options.connectTimeoutMs ?? 10_000;
    if (connectTimeoutMs > 0) {
      this.connectTimer = setTimeout(
        () => this.fail('the connection was not established in time'),
        connectTimeoutMs,
      );
    }
  }

  get state(): SessionState {
    return this.currentState;
  }

  get principal(): P | undefined {
    return this.currentPrincipal;
  }

  get version(): StompVersion | undefined {
    return this.negotiatedVersion;
  }

  /** Subscription id → destination. */
  get subscriptions(): ReadonlyMap<string, string> {
    return this.subscriptionsById;
  }

  /** The transport received data (a whole WebSocket message, or any slice of the stream). */
  receive(chunk: string | Uint8Array): void {
    if (this.currentState === 'closed') return;
    // Any byte proves the client is alive, a partial frame included.
    this.heartBeat?.noteReceived();
    for (const item of this.parser.push(chunk)) {
      if (item.type === 'frame') this.queue.push({ frame: item.frame });
      else if (item.type === 'error') this.queue.push({ error: item.error });
    }
    const maxQueued = this.options.maxQueuedFrames ?? 100;
    if (this.queue.length > maxQueued) {
      this.fail(`more than ${maxQueued} frames are waiting to be handled`);
      return;
    }
    this.drain();
  }

  /** Resolves once every frame received so far has been handled. */
  async whenIdle(): Promise<void> {
    while (this.isDraining) await this.drained;
  }

  /** The transport closed (the client went away, or the server shut down). */
  onTransportClose(): void {
    this.terminate(false);
  }

  /**
   * Ends the session from the server's side: with a message, an ERROR first (the person's sign-in was
   * revoked); without one, the transport is just closed (the server is shutting down).
   */
  end(errorMessage?: string): void {
    if (errorMessage === undefined) this.terminate(true);
    else this.fail(errorMessage);
  }

  deliver(destination: string, message: OutgoingMessage): number {
    if (this.currentState !== 'connected') return 0;
    let delivered = 0;
    for (const [subscriptionId, subscribed] of this.subscriptionsById) {
      if (subscribed !== destination) continue;
      this.sendRaw(message.frame(destination, subscriptionId, `${this.id}-${++this.messageCount}`));
      if (this.currentState !== 'connected') break;
      delivered += 1;
    }
    return delivered;
  }

  private drain(): void {
    if (this.isDraining) return;
    // The flag is set before the loop starts and cleared by the loop itself when it finds the queue
    // empty, in the same turn, so a frame queued at any moment is either seen by the loop or starts one.
    this.isDraining = true;
    this.drained = this.handleQueue();
  }

  private async handleQueue(): Promise<void> {
    try {
      for (let item = this.queue.shift(); item; item = this.queue.shift()) {
        if (this.currentState === 'closed') return;
        try {
          if ('error' in item) this.fail(item.error.message);
          else await this.handleFrame(item.frame);
        } catch (error) {
          this.failFromError(error, 'frame' in item ? item.frame : undefined);
        }
      }
    } finally {
      this.isDraining = false;
    }
  }

  private async handleFrame(frame: StompFrame<ClientCommand>): Promise<void> {
    if (this.currentState === 'closed') return;
    if (this.currentState !== 'connected') {
      if (frame.command === 'CONNECT' || frame.command === 'STOMP') return this.handleConnect(frame);
      return this.fail(`expected CONNECT, got ${frame.command}`, frame);
    }
    switch (frame.command) {
      case 'CONNECT':
      case 'STOMP':
        return this.fail('already connected', frame);
      case 'SUBSCRIBE':
        return this.handleSubscribe(frame);
      case 'UNSUBSCRIBE':
        return this.handleUnsubscribe(frame);
      case 'SEND':
        return this.handleSend(frame);
      case 'DISCONNECT':
        this.sendReceiptFor(frame);
        return this.terminate(true);
      case 'ACK':
      case 'NACK':
        // Every subscription is ack:auto, so there is never a message waiting for one.
        return this.fail(`${frame.command} is not supported: subscriptions are ack:auto`, frame);
      case 'BEGIN':
      case 'COMMIT':
      case 'ABORT':
        return this.fail('transactions are not supported', frame);
    }
  }

  private async handleConnect(frame: StompFrame<ClientCommand>): Promise<void> {
    const { headers } = frame;
    const version = negotiateVersion(headers['accept-version'], this.supportedVersions);
    if (!version) {
      const supported = this.supportedVersions.join(',');
      return this.fail(`supported STOMP versions are ${supported}`, frame, { version: supported });
    }
    const { acceptedHosts } = this.options;
    if (acceptedHosts && headers.host !== undefined && !acceptedHosts.includes(headers.host)) {
      return this.fail(`unknown host ${headers.host}`, frame);
    }
    const clientHeartBeat = parseHeartBeatHeader(headers['heart-beat']);
    if (!clientHeartBeat) return this.fail('the heart-beat header must be two whole numbers: cx,cy', frame);

    this.currentState = 'authenticating';
    const principal = await this.options.authenticate(readConnectRequest(headers));
    if (this.currentState !== 'authenticating') return; // closed while the credentials were checked
    if (principal === null || principal === undefined) return this.fail('not authenticated', frame);

    clearTimeout(this.connectTimer);
    this.currentPrincipal = principal;
    this.negotiatedVersion = version;
    this.currentState = 'connected';
    const negotiated = negotiateHeartBeat(
      this.options.heartBeat ?? DEFAULT_SERVER_HEART_BEAT,
      clientHeartBeat,
    );
    this.transmit({
      command: 'CONNECTED',
      headers: {
        version,
        'heart-beat': formatHeartBeatHeader(negotiated),
        server: this.options.serverName ?? 'Lunna',
        session: this.id,
      },
    });
    if (this.currentState !== 'connected') return;
    this.heartBeat = new HeartBeatMonitor({
      ...negotiated,
      grace: this.options.heartBeatGrace ?? 2,
      sendHeartBeat: () => this.sendRaw(HEART_BEAT_EOL),
      onSilence: () => this.terminate(true),
    });
    this.heartBeat.start();
    this.options.observer?.connected(this);
  }

  private async handleSubscribe(frame: StompFrame<ClientCommand>): Promise<void> {
    const { id, destination, ack = 'auto' } = frame.headers;
    if (!id) return this.fail('SUBSCRIBE needs an id header', frame);
    if (!destination) return this.fail('SUBSCRIBE needs a destination header', frame);
    if (ack !== 'auto') return this.fail(`ack:${ack} is not supported; use ack:auto`, frame);
    if (this.subscriptionsById.has(id)) return this.fail(`subscription id ${id} is already in use`, frame);
    const allowed = await this.options.authorizeSubscribe(this.currentPrincipal as P, destination);
    if (this.currentState !== 'connected') return;
    if (!allowed) return this.fail(`not allowed to subscribe to ${destination}`, frame);
    const firstForDestination = !this.isSubscribedTo(destination);
    this.subscriptionsById.set(id, destination);
    if (firstForDestination) this.options.observer?.subscribed(this, destination);
    this.sendReceiptFor(frame);
  }

  /** An unknown id is not an error: a client may unsubscribe twice when a reconnect races its cleanup. */
  private handleUnsubscribe(frame: StompFrame<ClientCommand>): void {
    const { id } = frame.headers;
    if (!id) return this.fail('UNSUBSCRIBE needs an id header', frame);
    const destination = this.subscriptionsById.get(id);
    if (destination !== undefined) {
      this.subscriptionsById.delete(id);
      if (!this.isSubscribedTo(destination)) this.options.observer?.unsubscribed(this, destination);
    }
    this.sendReceiptFor(frame);
  }

  private async handleSend(frame: StompFrame<ClientCommand>): Promise<void> {
    const { destination } = frame.headers;
    if (!destination) return this.fail('SEND needs a destination header', frame);
    if (frame.headers.transaction !== undefined) return this.fail('transactions are not supported', frame);
    await this.options.onSend(this.currentPrincipal as P, destination, frame.headers, frame.body);
    if (this.currentState !== 'connected') return;
    this.sendReceiptFor(frame);
  }

  private isSubscribedTo(destination: string): boolean {
    for (const subscribed of this.subscriptionsById.values()) if (subscribed === destination) return true;
    return false;
  }

  private sendReceiptFor(frame: StompFrame<ClientCommand>): void {
    const receipt = frame.headers.receipt;
    if (receipt !== undefined) this.transmit({ command: 'RECEIPT', headers: { 'receipt-id': receipt } });
  }

  /** A hook threw: a StompRejection speaks to the client, anything else is logged and stays private. */
  private failFromError(error: unknown, frame: StompFrame<ClientCommand> | undefined): void {
    if (error instanceof StompRejection) return this.fail(error.message, frame);
    this.report(error);
    this.fail('internal server error', frame);
  }

  /** ERROR, then close: the specification allows nothing else after an ERROR. */
  private fail(message: string, frame?: StompFrame<ClientCommand>, extraHeaders: StompHeaders = {}): void {
    if (this.currentState === 'closed') return;
    const headers: Record<string, string> = { ...extraHeaders, message, 'content-type': 'text/plain' };
    const receipt = frame?.headers.receipt;
    if (receipt !== undefined) headers['receipt-id'] = receipt;
    this.transmit({ command: 'ERROR', headers, body: message });
    this.terminate(true);
  }

  /** Reporting must not break the session that is reporting. */
  private report(error: unknown): void {
    try {
      this.options.reportError?.(error);
    } catch {
      // nothing sensible left to do
    }
  }

  private transmit(frame: FrameToSerialize): void {
    this.sendRaw(serializeFrame(frame));
  }

  private sendRaw(text: string): void {
    if (this.currentState === 'closed') return;
    try {
      this.options.send(text);
    } catch (error) {
      // A transport that cannot send is gone; end this session only.
      this.report(error);
      this.terminate(true);
      return;
    }
    this.heartBeat?.noteSent();
  }

  private terminate(closeTransport: boolean): void {
    if (this.currentState === 'closed') return;
    this.currentState = 'closed';
    clearTimeout(this.connectTimer);
    this.heartBeat?.stop();
    this.queue = [];
    this.subscriptionsById.clear();
    try {
      this.options.observer?.closed(this);
    } catch (error) {
      this.report(error);
    }
    if (!closeTransport) return;
    try {
      this.options.close();
    } catch (error) {
      this.report(error);
    }
  }
}
