import type { DbOrTx } from '../db/client';
import type { Clock } from '../lib/clock';
import type { StompBroker } from './broker';
import type { ChatGateway } from './chat-gateway';
import { destinoNoBroker } from './destinos';
import type { RegistroOnline } from './online';
import { authenticateToken, connectionToken, type StompPrincipal } from './stomp-auth';
import { StompRejection, StompSession, type MessageReceiver, type SessionObserver } from './stomp-session';
import { TokenBuckets } from './token-bucket';

/** What a transport (plain WebSocket, SockJS) gives a connection. */
export interface StompTransport {
  /** Sends one piece of text; throws when the peer cannot keep up, which ends the session. */
  send(text: string): void;
  close(): void;
}

/** What a transport calls on its connection. */
export interface StompConnection {
  receive(chunk: string | Uint8Array): void;
  transportClosed(): void;
}

export type StompConnectionsDeps = {
  db: DbOrTx;
  /** Sessions end by this clock (the app's). */
  clock: Clock;
  broker: StompBroker;
  registroOnline: RegistroOnline;
  gateway: ChatGateway;
  reportError: (error: unknown) => void;
  /** How often the sign-in behind every open connection is checked again (0: never). */
  revalidateEveryMs?: number;
};

/** The ERROR's message when live delivery had a gap: reconnect and catch up (the web client does on any close). */
export const RESYNC_MESSAGE = 'resync: reconnect and catch up';

/** Sockets one person may have open on one instance (tabs, phone, computer); more is a runaway client. */
export const MAX_CONEXOES_POR_PESSOA = 20;
/** A person may send a burst of this many frames, then this many per second. */
export const ENVIOS_RAJADA = 20;
export const ENVIOS_POR_SEGUNDO = 2;

/**
 * One connection's link to the broker. The broker sees a stand-in: subscriptions go in under their
 * internal names ('/chatroom/public' is the person's school's room), and what arrives is handed to the
 * session under the name the client subscribed to. It also counts the person as online while connected.
 */
class ConnectionObserver implements SessionObserver {
  private readonly clientName = new Map<string, string>();
  private readonly standIn: MessageReceiver;
  private online: string | undefined;

  constructor(
    private readonly session: () => StompSession<StompPrincipal>,
    private readonly broker: StompBroker,
    private readonly registroOnline: RegistroOnline,
  ) {
    this.standIn = {
      get id() {
        return session().id;
      },
      deliver: (internal, message) => {
        const name = this.clientName.get(internal);
        return name === undefined ? 0 : this.session().deliver(name, message);
      },
    };
  }

  private internalName(destination: string): string {
    return destinoNoBroker(this.session().principal!.actor, destination);
  }

  connected(): void {
    this.broker.connected(this.standIn);
    this.online = this.session().principal?.actor.usuarioId;
    if (this.online) this.registroOnline.entrou(this.online);
  }

  subscribed(_session: MessageReceiver, destination: string): void {
    const internal = this.internalName(destination);
    this.clientName.set(internal, destination);
    this.broker.subscribed(this.standIn, internal);
  }

  unsubscribed(_session: MessageReceiver, destination: string): void {
    const internal = this.internalName(destination);
    this.clientName.delete(internal);
    this.broker.unsubscribed(this.standIn, internal);
  }

  closed(): void {
    this.broker.closed(this.standIn);
    this.clientName.clear();
    if (this.online) this.registroOnline.saiu(this.online);
    this.online = undefined;
  }
}

/**
 * Every STOMP connection of this instance: each is a StompSession authenticated from its token, with the
 * chat's destinations, a per-person send limit and a periodic check that its sign-in still holds.
 */
export class StompConnections {
  private readonly live = new Set<StompSession<StompPrincipal>>();
  private readonly buckets = new TokenBuckets(ENVIOS_RAJADA, ENVIOS_POR_SEGUNDO);
  private readonly revalidateTimer: ReturnType<typeof setInterval> | undefined;
  private revalidating: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(private readonly deps: StompConnectionsDeps) {
    const every = deps.revalidateEveryMs ?? 60_000;
    if (every > 0) {
      this.revalidateTimer = setInterval(() => {
        this.revalidating = this.revalidateAll();
      }, every);
      this.revalidateTimer.unref();
    }
  }

  get size(): number {
    return this.live.size;
  }

  /** A transport opened; `cookieToken` is the session cookie of the upgrade request, when there was one. */
  open(transport: StompTransport, cookieToken?: string): StompConnection {
    if (this.closed) {
      // Opened while the server shuts down (a SockJS session racing the close): nothing to serve it with.
      transport.close();
      return { receive: () => {}, transportClosed: () => {} };
    }
    const { db, clock, broker, registroOnline, gateway, reportError } = this.deps;
    const observer = new ConnectionObserver(() => session, broker, registroOnline);
    const session: StompSession<StompPrincipal> = new StompSession<StompPrincipal>({
      send: (text) => transport.send(text),
      close: () => transport.close(),
      supportedVersions: ['1.2', '1.1'],
      heartBeat: { sendMs: 10_000, receiveMs: 10_000 },
      observer,
      reportError,
      authenticate: async (request) => {
        const principal = await authenticateToken(db, clock, connectionToken(request, cookieToken));
        if (principal && registroOnline.locais(principal.actor.usuarioId) >= MAX_CONEXOES_POR_PESSOA) {
          throw new StompRejection('too many connections');
        }
        return principal;
      },
      authorizeSubscribe: (principal, destination) => gateway.mayListen(principal.actor, destination),
      onSend: async (principal, destination, _headers, body) => {
        const { usuarioId } = principal.actor;
        if (!this.buckets.take(usuarioId)) throw new StompRejection('too many messages; wait a moment');
        // Signed out elsewhere, or the account was deactivated: no more writing from this socket.
        const current = await authenticateToken(db, clock, principal.token);
        if (!current || current.actor.usuarioId !== usuarioId) throw new StompRejection('not authenticated');
        await gateway.onSend(current.actor, destination, body);
      },
    });
    this.live.add(session);
    return {
      receive: (chunk) => session.receive(chunk),
      transportClosed: () => {
        session.onTransportClose();
        this.forget(session);
      },
    };
  }

  /** Ends the connections whose sign-in no longer holds (signed out, revoked, expired, deactivated). */
  async revalidateAll(): Promise<void> {
    await this.revalidate(() => true);
  }

  /** The same for one person's connections, at once: told that their sessions changed (sessoes-ao-vivo.ts). */
  async revalidateUser(usuarioId: string): Promise<void> {
    const run = this.revalidate((principal) => principal.actor.usuarioId === usuarioId);
    // Closing waits for it too (it reads the database).
    this.revalidating = Promise.all([this.revalidating, run]).then(() => {});
    await run;
  }

  private async revalidate(which: (principal: StompPrincipal) => boolean): Promise<void> {
    for (const session of [...this.live]) {
      const principal = session.principal;
      if (session.state !== 'connected' || !principal || !which(principal)) continue;
      try {
        if (!(await authenticateToken(this.deps.db, this.deps.clock, principal.token)))
          session.end('not authenticated');
      } catch (error) {
        this.deps.reportError(error);
      }
    }
  }

  /**
   * Live delivery may have missed messages (Redis was away): every connection that listens to something is
   * ended with an ERROR that says so, and its client reconnects and catches up from the history, as after
   * any reconnection. One that listens to nothing missed nothing and keeps sending.
   */
  resync(): void {
    for (const session of [...this.live]) {
      if (session.state === 'connected' && session.subscriptions.size > 0) session.end(RESYNC_MESSAGE);
    }
  }

  /**
   * Closes every connection (the server is shutting down) and waits for a check under way, which reads
   * the database; the transports finish closing their sockets.
   */
  async close(): Promise<void> {
    this.closed = true;
    if (this.revalidateTimer) clearInterval(this.revalidateTimer);
    for (const session of [...this.live]) {
      session.end();
      this.forget(session);
    }
    await this.revalidating;
  }

  private forget(session: StompSession<StompPrincipal>): void {
    if (!this.live.delete(session)) return;
    const usuarioId = session.principal?.actor.usuarioId;
    if (usuarioId && this.deps.registroOnline.locais(usuarioId) === 0) this.buckets.forget(usuarioId);
  }
}
