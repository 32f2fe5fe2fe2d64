import type * as IoRedis from 'ioredis';
import type { Redis } from 'ioredis';
import { lazyRequire } from '../lib/lazy-require';
import type { FanOut } from './broker';

// The client loads only when REDIS_URL names a server (one instance needs none).
const ioredis = lazyRequire<typeof IoRedis>('ioredis');

/** The pub/sub channel every instance publishes to and listens on. */
export const stompChannel = (prefix: string) => `${prefix}:stomp`;
export const STOMP_CHANNEL = stompChannel('lunna');
/** Where instances tell each other that a person's sessions ended (realtime/sessoes-ao-vivo.ts). */
export const sessoesChannel = (prefix: string) => `${prefix}:sessoes`;

/**
 * How long any Redis command may take, queued while reconnecting included. A chat message is stored before
 * it is published and its sender waits for the publish: Redis away must cost a send this much, not minutes.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;
/** How often a fan-out that lost messages tries to tell every instance to have its clients catch up. */
export const RESYNC_RETRY_MS = 1_000;
/** A destination no broker uses: the word, on the channel, that live delivery had a gap. */
const RESYNC = '!resync';

/**
 * A connection for the real-time layer. It fails fast rather than waiting for Redis forever: a message is
 * stored before it is published, so a publish that fails loses nothing a client cannot catch up on.
 */
export function openRedis(url: string, reportError: (error: unknown) => void): Redis {
  const redis = new (ioredis().Redis)(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    connectTimeout: 3_000,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  });
  // Without a listener ioredis prints every failed reconnection attempt to the console.
  redis.on('error', reportError);
  return redis;
}

/** Connects, or says plainly why not (the URL is left out: it may hold a password). */
export async function connectRedis(redis: Redis): Promise<void> {
  // connect() fails with "Connection is closed"; the socket's own error says why.
  let cause: unknown;
  const remember = (error: unknown) => (cause ??= error);
  redis.on('error', remember);
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    const failure = cause ?? error;
    const reason = failure instanceof Error ? failure.message : String(failure);
    throw new Error(`REDIS_URL: cannot connect to Redis (${reason})`);
  } finally {
    redis.off('error', remember);
  }
}

/**
 * Carries broker messages between instances through Redis pub/sub: one connection publishes, another
 * (a subscriber can do nothing else) listens, and every instance, the publisher included, hears each
 * message once and delivers it to its own sockets.
 *
 * Pub/sub keeps nothing for a listener that is away, so when delivery may have had a gap the clients are
 * told to catch up from the history (`onResync`): on this instance when its subscriber comes back after
 * losing its connection; on every instance when a publish failed, as soon as Redis takes a message again.
 */
export class RedisFanOut implements FanOut {
  private readonly handlers = new Set<(destination: string, payload: string) => void>();
  private readonly resyncHandlers = new Set<() => void>();
  private resyncTimer: ReturnType<typeof setInterval> | undefined;
  private announcing = false;
  private subscriberLost = false;
  private started = false;

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly reportError: (error: unknown) => void = () => {},
    private readonly channel: string = STOMP_CHANNEL,
  ) {
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel) this.receive(message);
    });
    this.subscriber.on('close', () => {
      if (this.started) this.subscriberLost = true;
    });
    this.subscriber.on('ready', () => {
      if (this.subscriberLost) void this.resubscribed();
    });
  }

  /** Subscribes; ioredis subscribes again by itself after a reconnection. */
  async start(): Promise<void> {
    await this.subscriber.subscribe(this.channel);
    this.started = true;
  }

  /** Bounded by REDIS_COMMAND_TIMEOUT_MS; a failure is thrown, and the clients are told to catch up once Redis is back. */
  async publish(destination: string, payload: string): Promise<void> {
    try {
      await this.publisher.publish(this.channel, JSON.stringify([destination, payload]));
    } catch (error) {
      this.announceResyncWhenBack();
      throw error;
    }
  }

  onMessage(handler: (destination: string, payload: string) => void): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  onResync(handler: () => void): () => void {
    this.resyncHandlers.add(handler);
    return () => this.resyncHandlers.delete(handler);
  }

  /** True while live delivery may be missing messages: a publish failed, or the subscriber is not back. */
  get degraded(): boolean {
    return this.resyncTimer !== undefined || this.subscriberLost;
  }

  /** Stops retrying (the instance is closing). */
  stop(): void {
    this.started = false;
    clearInterval(this.resyncTimer);
    this.resyncTimer = undefined;
  }

  private announceResyncWhenBack(): void {
    if (this.resyncTimer || !this.started) return;
    this.resyncTimer = setInterval(() => void this.announceResync(), RESYNC_RETRY_MS);
    // A closing process must not stay up for this.
    this.resyncTimer.unref();
  }

  /** Every instance, this one included, hears it and has its clients catch up. */
  private async announceResync(): Promise<void> {
    if (this.announcing) return;
    this.announcing = true;
    try {
      await this.publisher.publish(this.channel, JSON.stringify([RESYNC, '']));
      clearInterval(this.resyncTimer);
      this.resyncTimer = undefined;
    } catch {
      // Still away: the next tick tries again.
    } finally {
      this.announcing = false;
    }
  }

  /** Messages published while the subscriber was away never reach it: once listening again, catch up. */
  private async resubscribed(): Promise<void> {
    try {
      await this.subscriber.subscribe(this.channel);
    } catch (error) {
      // The next 'ready' tries again.
      this.reportError(error);
      return;
    }
    this.subscriberLost = false;
    this.resync();
  }

  private resync(): void {
    for (const handler of [...this.resyncHandlers]) {
      try {
        handler();
      } catch (error) {
        this.reportError(error);
      }
    }
  }

  private receive(message: string): void {
    let decoded: unknown;
    try {
      decoded = JSON.parse(message);
    } catch {
      decoded = undefined;
    }
    if (!Array.isArray(decoded) || typeof decoded[0] !== 'string' || typeof decoded[1] !== 'string') {
      this.reportError(new Error('unreadable message on the fan-out channel'));
      return;
    }
    const [destination, payload] = decoded as [string, string];
    if (destination === RESYNC) return this.resync();
    for (const handler of [...this.handlers]) {
      try {
        handler(destination, payload);
      } catch (error) {
        this.reportError(error);
      }
    }
  }
}
