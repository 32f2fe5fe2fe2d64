import { Client, type IFrame, type IMessage, type StompConfig, type StompHeaders } from '@stomp/stompjs';
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { queryClient } from './query-client';
import { sessionQueryKey } from './session-key';

/**
 * The portal's one live connection: STOMP 1.2 over a WebSocket at /api/ws (same origin, authenticated by the
 * session cookie), shared by every feature of a signed-in session. It reconnects by itself with a growing,
 * jittered delay; subscriptions are kept and made again on every connection; features that keep data
 * (the chat) are told on each connection so they can catch up over REST.
 *
 * - `connecting`: the first connection of the session is being made;
 * - `connected`: live;
 * - `reconnecting`: the connection was lost and is being made again;
 * - `offline`: the browser is offline, or several attempts in a row failed (the attempts go on);
 * - `idle`: nobody is signed in.
 */
export type RealtimeState = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'offline';

const HEART_BEAT_MS = 10_000;
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
/** A handshake that takes longer is given up and tried again. */
const CONNECTION_TIMEOUT_MS = 10_000;
/** After this many failed attempts in a row the person is told they are offline. */
const FAILURES_BEFORE_OFFLINE = 3;
/**
 * A connection lost sooner than this after it was made (a server that refuses a frame closes it) does not
 * start the back-off over, so a connection that keeps failing is not retried every second.
 */
const STABLE_AFTER_MS = 10_000;
/**
 * The server's ERROR when live delivery between its instances had a gap (Redis was away): reconnect and
 * catch up, which every reconnection does.
 */
const RESYNC_ERROR = 'resync';

/**
 * The wait before attempt `attempt` (0 for the first retry): doubling from 1 s up to 30 s, each wait taken at
 * random between half of it and all of it, so a school's devices coming back together do not knock at once.
 */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** ws://host/api/ws, or wss:// when the page is served over https. */
export const brokerUrl = (location: Pick<Location, 'protocol' | 'host'>): string =>
  `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/api/ws`;

/** The part of @stomp/stompjs's Client this module drives. */
export type StompClientLike = {
  readonly connected: boolean;
  activate(): void;
  deactivate(): Promise<void>;
  subscribe(destination: string, callback: (message: IMessage) => void): { unsubscribe(): void };
  publish(params: { destination: string; body: string; headers?: StompHeaders }): void;
  watchForReceipt(receiptId: string, callback: (frame: IFrame) => void): void;
};

export type ClientConfig = Required<
  Pick<
    StompConfig,
    | 'brokerURL'
    | 'heartbeatIncoming'
    | 'heartbeatOutgoing'
    | 'reconnectDelay'
    | 'connectionTimeout'
    | 'beforeConnect'
    | 'onConnect'
    | 'onStompError'
    | 'onWebSocketClose'
  >
>;

/** A message's body as JSON (its text when it is not JSON) and the frame itself. */
export type RealtimeHandler = (body: unknown, message: IMessage) => void;
export type ConnectListener = (info: { reconnect: boolean }) => void;

type Subscription = { handlers: Set<RealtimeHandler>; active: { unsubscribe(): void } | undefined };

export type RealtimeDeps = {
  createClient: (config: ClientConfig) => StompClientLike;
  url: () => string;
  isOnline: () => boolean;
  random: () => number;
  /** The server refused the session (it ended): the portal's guard then takes the person to sign in. */
  onUnauthenticated: () => void;
};

export class RealtimeConnection {
  private readonly deps: RealtimeDeps;
  private client: StompClientLike | null = null;
  private user: string | null = null;
  private current: RealtimeState = 'idle';
  private failures = 0;
  private everConnected = false;
  private connectedAt = 0;
  /** The server ended the connection asking for a catch-up (RESYNC_ERROR): the next close is not a failure. */
  private resyncAsked = false;
  private wake: (() => void) | null = null;
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly stateListeners = new Set<() => void>();
  private readonly connectListeners = new Set<ConnectListener>();

  constructor(deps: RealtimeDeps) {
    this.deps = deps;
  }

  get state(): RealtimeState {
    return this.current;
  }

  get isConnected(): boolean {
    return this.current === 'connected' && (this.client?.connected ?? false);
  }

  /** Connects for this account (nothing happens if it is already connected for it). */
  start(user: string): void {
    if (this.client && this.user === user) return;
    if (this.client) this.stop();
    this.user = user;
    this.failures = 0;
    this.connectedAt = 0;
    this.everConnected = false;
    this.setState('connecting');
    const client: StompClientLike = this.deps.createClient({
      brokerURL: this.deps.url(),
      heartbeatIncoming: HEART_BEAT_MS,
      heartbeatOutgoing: HEART_BEAT_MS,
      // The library's own delay would stay fixed: it is kept minimal and the real, growing wait happens
      // in beforeConnect, which the library awaits before every attempt.
      reconnectDelay: 1,
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      beforeConnect: () => (this.client === client ? this.waitBeforeAttempt() : undefined),
      onConnect: () => {
        if (this.client === client) this.connected();
      },
      onStompError: (frame) => {
        if (this.client !== client) return;
        if (/authenticat/i.test(frame.headers.message ?? '')) {
          this.stop();
          this.deps.onUnauthenticated();
        }
        if ((frame.headers.message ?? '').startsWith(RESYNC_ERROR)) this.resyncAsked = true;
      },
      onWebSocketClose: () => {
        if (this.client === client) this.lost();
      },
    });
    this.client = client;
    client.activate();
  }

  /** Disconnects and stops reconnecting (signing out). Subscriptions are kept for a next start. */
  stop(): void {
    const client = this.client;
    this.client = null;
    this.user = null;
    this.wake?.();
    for (const subscription of this.subscriptions.values()) subscription.active = undefined;
    this.setState('idle');
    void client?.deactivate().catch(() => undefined);
  }

  /** Receives the messages of `destination` from now on, across reconnections; returns the way to stop. */
  subscribe(destination: string, handler: RealtimeHandler): () => void {
    let subscription = this.subscriptions.get(destination);
    if (!subscription) {
      subscription = { handlers: new Set(), active: undefined };
      this.subscriptions.set(destination, subscription);
      if (this.isConnected) subscription.active = this.listen(destination);
    }
    subscription.handlers.add(handler);
    return () => {
      const current = this.subscriptions.get(destination);
      if (!current?.handlers.delete(handler) || current.handlers.size > 0) return;
      this.subscriptions.delete(destination);
      if (this.isConnected) current.active?.unsubscribe();
    };
  }

  /** Called on every connection, `reconnect` true after the first: time to catch up on what was missed. */
  onConnect(listener: ConnectListener): () => void {
    this.connectListeners.add(listener);
    return () => this.connectListeners.delete(listener);
  }

  onStateChange(listener: () => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /**
   * Sends a JSON body; false when not connected (the caller then goes another way). With `receipt`, the
   * server's RECEIPT for it calls `onReceipt` (it comes after the server handled the frame).
   */
  publish(destination: string, body: unknown, receipt?: { id: string; onReceipt: () => void }): boolean {
    const client = this.client;
    if (!client || !this.isConnected) return false;
    try {
      if (receipt) client.watchForReceipt(receipt.id, receipt.onReceipt);
      client.publish({
        destination,
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', ...(receipt && { receipt: receipt.id }) },
      });
      return true;
    } catch {
      return false; // the socket closed under us: reconnection is on its way
    }
  }

  /** The browser is back online or the page in front again: a retry waiting its turn goes now. */
  retryNow(): void {
    // Told offline while the socket stayed open (a short blip): it is still live.
    if (this.connectedAt > 0 && this.client?.connected) this.setState('connected');
    this.wake?.();
  }

  /** The browser says it is offline: say so now rather than when the heart-beats stop. */
  browserOffline(): void {
    if (this.client) this.setState('offline');
  }

  private connected(): void {
    this.connectedAt = Date.now();
    const reconnect = this.everConnected;
    this.everConnected = true;
    this.setState('connected');
    for (const [destination, subscription] of this.subscriptions)
      subscription.active = this.listen(destination);
    for (const listener of [...this.connectListeners]) {
      try {
        listener({ reconnect });
      } catch (error) {
        console.error(error);
      }
    }
  }

  private lost(): void {
    for (const subscription of this.subscriptions.values()) subscription.active = undefined;
    if (this.connectedAt > 0 && Date.now() - this.connectedAt >= STABLE_AFTER_MS) this.failures = 0;
    // Asked by the server, not a failure: come back soon (the reconnection catches up), never "offline".
    if (this.resyncAsked) this.failures = 0;
    this.resyncAsked = false;
    this.connectedAt = 0;
    this.failures += 1;
    const offline = !this.deps.isOnline() || this.failures >= FAILURES_BEFORE_OFFLINE;
    this.setState(offline ? 'offline' : this.everConnected ? 'reconnecting' : 'connecting');
  }

  private waitBeforeAttempt(): Promise<void> | undefined {
    if (this.failures === 0) return undefined;
    const ms = retryDelay(this.failures - 1, this.deps.random);
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        if (this.wake === done) this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }

  private listen(destination: string) {
    return this.client!.subscribe(destination, (message) => this.dispatch(destination, message));
  }

  private dispatch(destination: string, message: IMessage): void {
    let body: unknown = message.body;
    try {
      body = JSON.parse(message.body);
    } catch {
      // not JSON: handed over as text
    }
    for (const handler of [...(this.subscriptions.get(destination)?.handlers ?? [])]) {
      try {
        handler(body, message);
      } catch (error) {
        console.error(error);
      }
    }
  }

  private setState(state: RealtimeState): void {
    if (this.current === state) return;
    this.current = state;
    for (const listener of [...this.stateListeners]) listener();
  }
}

/** The portal's connection. */
export const realtime = new RealtimeConnection({
  createClient: (config) => new Client(config),
  url: () => brokerUrl(window.location),
  isOnline: () => navigator.onLine,
  random: Math.random,
  onUnauthenticated: () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
});

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => realtime.retryNow());
  window.addEventListener('offline', () => realtime.browserOffline());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') realtime.retryNow();
  });
}

/** Keeps the connection open for the signed-in account (`account` names it; undefined until it is known). */
export function useRealtimeConnection(account: string | undefined) {
  useEffect(() => {
    if (account) realtime.start(account);
  }, [account]);
}

const subscribeState = (listener: () => void) => realtime.onStateChange(listener);
const readState = () => realtime.state;

export function useRealtimeState(): RealtimeState {
  return useSyncExternalStore(subscribeState, readState, readState);
}

/**
 * The newest `callback` of the rendering component, for a subscription made once: a message calls what the
 * component renders now, and the subscription is not remade on every render.
 */
function useLatest<T>(callback: T): { readonly current: T } {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return latest;
}

/** Receives the messages of `destination` while mounted (nothing while it is undefined). */
export function useRealtimeSubscription(destination: string | undefined, handler: RealtimeHandler) {
  const onMessage = useLatest(handler);
  useEffect(() => {
    if (!destination) return;
    return realtime.subscribe(destination, (body, message) => onMessage.current(body, message));
  }, [destination, onMessage]);
}

/** Called on every connection while mounted; `reconnect` is true after the first one of the session. */
export function useRealtimeConnect(listener: ConnectListener) {
  const onConnect = useLatest(listener);
  useEffect(() => realtime.onConnect((info) => onConnect.current(info)), [onConnect]);
}
