import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { describe, expect, it, vi } from 'vitest';
import { RedisFanOut, STOMP_CHANNEL, connectRedis, openRedis } from './redis-fan-out';

/** Stand-ins for the two connections: what is published is heard by every subscriber, as Redis does. */
function fakeRedis() {
  const subscriber = Object.assign(new EventEmitter(), { subscribe: vi.fn(async () => 1) });
  const publisher = {
    publish: vi.fn(async (channel: string, message: string) => {
      subscriber.emit('message', channel, message);
      return 1;
    }),
  };
  return { publisher, subscriber };
}

describe('RedisFanOut', () => {
  it('publishes to the channel and hands what it hears to every handler, the publisher’s own included', async () => {
    const { publisher, subscriber } = fakeRedis();
    const fanOut = new RedisFanOut(publisher as unknown as Redis, subscriber as unknown as Redis);
    await fanOut.start();
    expect(subscriber.subscribe).toHaveBeenCalledWith(STOMP_CHANNEL);
    const heard: [string, string][] = [];
    const stop = fanOut.onMessage((destination, payload) => heard.push([destination, payload]));
    await fanOut.publish('/user/u1/private', '{"body":"oi"}');
    expect(publisher.publish).toHaveBeenCalledWith(STOMP_CHANNEL, expect.any(String));
    expect(heard).toEqual([['/user/u1/private', '{"body":"oi"}']]);
    stop();
    await fanOut.publish('/user/u1/private', 'again');
    expect(heard).toHaveLength(1);
  });

  it('ignores other channels, reports what it cannot read, and survives a failing handler', async () => {
    const { publisher, subscriber } = fakeRedis();
    const reportError = vi.fn();
    const fanOut = new RedisFanOut(
      publisher as unknown as Redis,
      subscriber as unknown as Redis,
      reportError,
    );
    const heard: string[] = [];
    fanOut.onMessage(() => {
      throw new Error('broken handler');
    });
    fanOut.onMessage((destination) => heard.push(destination));
    subscriber.emit('message', 'another-channel', JSON.stringify(['/x', 'y']));
    subscriber.emit('message', STOMP_CHANNEL, 'not json');
    subscriber.emit('message', STOMP_CHANNEL, JSON.stringify([1, 2]));
    subscriber.emit('message', STOMP_CHANNEL, JSON.stringify(['/ok', 'body']));
    expect(heard).toEqual(['/ok']);
    expect(reportError).toHaveBeenCalledTimes(3);
  });
});

describe('connectRedis', () => {
  it('fails fast and plainly when Redis does not answer, without the URL (it may hold a password)', async () => {
    const redis = openRedis('redis://:secret@127.0.0.1:1', () => {});
    const failure = connectRedis(redis);
    await expect(failure).rejects.toThrow(/^REDIS_URL: cannot connect to Redis \(connect ECONNREFUSED/);
    await expect(failure).rejects.not.toThrow(/secret/);
  });
});
