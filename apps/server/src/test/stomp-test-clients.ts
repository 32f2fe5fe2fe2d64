import { randomUUID } from 'node:crypto';
import { Client, type IFrame } from '@stomp/stompjs';
import SockJS from 'sockjs-client';
import Stomp, { type Client as LegacyClient, type Frame as LegacyFrame } from 'stompjs';
import WebSocket from 'ws';

/** Waits until `check` answers something other than undefined, or fails after `timeoutMs`. */
export async function eventually<T>(check: () => T | undefined, what: string, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** What one client received, per destination, as parsed JSON bodies. */
class Inbox {
  readonly byDestination = new Map<string, unknown[]>();

  add(destination: string, body: string): void {
    const list = this.byDestination.get(destination) ?? [];
    list.push(JSON.parse(body));
    this.byDestination.set(destination, list);
  }

  all<T = Record<string, unknown>>(destination: string): T[] {
    return (this.byDestination.get(destination) ?? []) as T[];
  }

  /** The first message on `destination` that matches, once it has arrived. */
  next<T = Record<string, unknown>>(destination: string, matches: (m: T) => boolean): Promise<T> {
    return eventually(() => this.all<T>(destination).find(matches), `a message on ${destination}`);
  }
}

export type Credentials = { cookie?: string; token?: string; origin?: string };

/** A STOMP client as the web app uses it (@stomp/stompjs 7) over a plain WebSocket from `ws`. */
export class ModernStompClient {
  readonly inbox = new Inbox();
  readonly errors: IFrame[] = [];
  closed = false;
  private readonly client: Client;

  private constructor(url: string, credentials: Credentials) {
    this.client = new Client({
      webSocketFactory: () =>
        new WebSocket(url, {
          headers: {
            ...(credentials.cookie ? { cookie: credentials.cookie } : {}),
            ...(credentials.origin ? { origin: credentials.origin } : {}),
          },
        }),
      connectHeaders: credentials.token ? { passcode: credentials.token } : {},
      reconnectDelay: 0,
      heartbeatIncoming: 10_000,
      heartbeatOutgoing: 10_000,
    });
  }

  /** Connects; resolves once CONNECTED arrived, rejects with the ERROR's message or a closed socket. */
  static connect(url: string, credentials: Credentials): Promise<ModernStompClient> {
    const stomp = new ModernStompClient(url, credentials);
    return new Promise((resolve, reject) => {
      stomp.client.onConnect = () => resolve(stomp);
      stomp.client.onStompError = (frame) => {
        stomp.errors.push(frame);
        reject(new Error(frame.headers.message));
      };
      stomp.client.onWebSocketClose = (event) => {
        stomp.closed = true;
        reject(new Error(`closed before CONNECTED (${event.code})`));
      };
      stomp.client.activate();
    });
  }

  get connected(): boolean {
    return this.client.connected;
  }

  /** Subscribes and waits for the server's receipt, so what is published next reaches this client. */
  subscribe(destination: string): Promise<void> {
    const receipt = randomUUID();
    const confirmed = new Promise<void>((resolve) => this.client.watchForReceipt(receipt, () => resolve()));
    this.client.subscribe(destination, (message) => this.inbox.add(destination, message.body), { receipt });
    return confirmed;
  }

  /** Subscribes without waiting (for a subscription the server refuses). */
  subscribeNoWait(destination: string): void {
    this.client.subscribe(destination, (message) => this.inbox.add(destination, message.body));
  }

  /** Sends and waits for the receipt: the server handled it (stored, published). */
  send(destination: string, body: unknown): Promise<void> {
    const receipt = randomUUID();
    const confirmed = new Promise<void>((resolve) => this.client.watchForReceipt(receipt, () => resolve()));
    this.client.publish({ destination, body: JSON.stringify(body), headers: { receipt } });
    return confirmed;
  }

  sendNoWait(destination: string, body: unknown): void {
    this.client.publish({ destination, body: JSON.stringify(body) });
  }

  /**
   * Sends `body` as it is (not encoded as JSON) and answers 'ok' once the server confirmed it with a
   * RECEIPT, or the message of the ERROR it answered instead.
   */
  sendRaw(destination: string, body: string): Promise<string> {
    const receipt = randomUUID();
    const confirmed = new Promise<string>((resolve) =>
      this.client.watchForReceipt(receipt, () => resolve('ok')),
    );
    this.client.publish({ destination, body, headers: { receipt } });
    return Promise.race([confirmed, this.refusal().catch((error: Error) => `no answer: ${error.message}`)]);
  }

  /** The ERROR the server sent, once it came and the socket closed. */
  async refusal(): Promise<string> {
    const frame = await eventually(() => (this.closed ? this.errors[0] : undefined), 'an ERROR and a close');
    return frame.headers.message ?? '';
  }

  async close(): Promise<void> {
    await this.client.deactivate();
  }
}

/** The spec's client: stompjs 2.3 over SockJS; only STOMP 1.1/1.0, and the token in `passcode`. */
export class SockjsStompClient {
  readonly inbox = new Inbox();
  readonly errors: (LegacyFrame | string)[] = [];
  /** The STOMP version the server chose (CONNECTED's `version`). */
  version: string | undefined;

  private constructor(private readonly client: LegacyClient) {}

  /** `transports` narrows SockJS's choice (it takes a WebSocket when it can). */
  static connect(url: string, token: string, transports?: string[]): Promise<SockjsStompClient> {
    const client = Stomp.over(new SockJS(url, null, transports ? { transports } : {}));
    client.debug = null;
    const stomp = new SockjsStompClient(client);
    return new Promise((resolve, reject) => {
      client.connect(
        { passcode: token },
        (connected) => {
          stomp.version = connected.headers.version;
          resolve(stomp);
        },
        (error) => {
          stomp.errors.push(error);
          reject(new Error(typeof error === 'string' ? error : error.headers.message));
        },
      );
    });
  }

  /** stompjs 2.3 has no receipt helper: a RECEIPT is not waited for, the caller checks what arrives. */
  subscribe(destination: string): void {
    this.client.subscribe(destination, (message) => this.inbox.add(destination, message.body));
  }

  send(destination: string, body: unknown): void {
    this.client.send(destination, {}, JSON.stringify(body));
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.client.disconnect(resolve));
  }
}

/** Opens a raw WebSocket and collects the text it receives, for frames no client library would send. */
export async function rawWebSocket(url: string, headers: Record<string, string> = {}) {
  const ws = new WebSocket(url, { headers });
  const received: string[] = [];
  let closed = false;
  ws.on('message', (data) => received.push(String(data)));
  ws.on('close', () => {
    closed = true;
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    received,
    get closed() {
      return closed;
    },
  };
}
