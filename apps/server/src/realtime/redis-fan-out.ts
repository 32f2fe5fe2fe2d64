import { Redis } from 'ioredis';
import type { FanOut } from './broker';

/** The pub/sub channel every instance publishes to and listens on. */
export const STOMP_CHANNEL = 'lunna:stomp';
/** Where instances tell each other that a person's sessions ended (realtime/sessoes-ao-vivo.ts). */
export const SESSOES_CHANNEL = 'lunna:sessoes';

/**
 * A connection for the real-time layer. It fails fast rather than waiting for Redis forever: a message is
 * stored before it is published, so a publish that fails loses nothing a client cannot catch up on.
 */
export function openRedis(url: string, reportError: (error: unknown) => void): Redis {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, connectTimeout: 5_000 });
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
 */
export class RedisFanOut implements FanOut {
  private readonly handlers = new Set<(destination: string, payload: string) => void>();

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly reportError: (error: unknown) => void = () => {},
    private readonly channel: string = STOMP_CHANNEL,
  ) {
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel) this.receive(message);
    });
  }

  /** Subscribes; ioredis subscribes again by itself after a reconnection. */
  async start(): Promise<void> {
    await this.subscriber.subscribe(this.channel);
  }

  async publish(destination: string, payload: string): Promise<void> {
    await this.publisher.publish(this.channel, JSON.stringify([destination, payload]));
  }

  onMessage(handler: (destination: string, payload: string) => void): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
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
    for (const handler of [...this.handlers]) {
      try {
        handler(destination, payload);
      } catch (error) {
        this.reportError(error);
      }
    }
  }
}
