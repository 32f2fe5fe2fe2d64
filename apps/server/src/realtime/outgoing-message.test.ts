import { describe, expect, it } from 'vitest';
import { OutgoingMessage } from './outgoing-message';
import { StompFrameParser, SERVER_COMMANDS, serializeFrame, type StompHeaders } from './stomp-frame';

/** The frame as a session wrote it before the shared parts were reused: all headers built per subscriber. */
function builtEachTime(
  destination: string,
  headers: StompHeaders,
  body: string,
  subscription: string,
  messageId: string,
) {
  const owned = new Set(['destination', 'subscription', 'message-id', 'content-length', 'ack']);
  const all: Record<string, string> = Object.create(null);
  for (const [name, value] of Object.entries(headers)) if (!owned.has(name)) all[name] = value;
  all.destination = destination;
  all.subscription = subscription;
  all['message-id'] = messageId;
  return serializeFrame({ command: 'MESSAGE', headers: all, body });
}

const ALPHABET = ['a', 'Z', '0', ':', '\n', '\r', '\\', ' ', 'ç', '😀', '\0', 'content-length:', 'é'];
function randomText(random: () => number, max: number): string {
  let out = '';
  const length = Math.floor(random() * max);
  for (let i = 0; i < length; i++) out += ALPHABET[Math.floor(random() * ALPHABET.length)];
  return out;
}

/** A small seeded generator, so a failure can be replayed. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('OutgoingMessage', () => {
  it('writes, byte for byte, the frame built from scratch for every subscriber (500 random messages)', () => {
    const random = seeded(20261125);
    for (let round = 0; round < 500; round++) {
      const headers: Record<string, string> = {};
      for (let i = Math.floor(random() * 4); i > 0; i--)
        headers[randomText(random, 8) || 'x'] = randomText(random, 12);
      // A publisher's attempt at the headers only the session writes.
      if (random() < 0.3)
        Object.assign(headers, {
          subscription: 'forged',
          'message-id': 'forged',
          'content-length': '1',
          ack: 'x',
          destination: '/elsewhere',
        });
      const body = randomText(random, 40);
      const message = new OutgoingMessage(headers, body);
      for (const destination of ['/chatroom/public', `/user/${randomText(random, 6)}/private`]) {
        for (let k = 0; k < 3; k++) {
          const subscription = randomText(random, 6) || 'sub-0';
          const messageId = `s-${round}-${k}`;
          expect(message.frame(destination, subscription, messageId)).toBe(
            builtEachTime(destination, headers, body, subscription, messageId),
          );
        }
      }
    }
  });

  it('is read back by a parser as the subscriber’s own MESSAGE, whatever the publisher claimed', () => {
    const message = new OutgoingMessage(
      { 'content-type': 'application/json', subscription: 'forged', destination: '/outra' },
      '{"message":"Olá"}',
    );
    const items = new StompFrameParser({ commands: SERVER_COMMANDS }).push(
      message.frame('/chatroom/public', 'sub-7', 'abc-1'),
    );
    expect(items).toHaveLength(1);
    expect(items[0]?.type === 'frame' && items[0].frame).toMatchObject({
      command: 'MESSAGE',
      headers: {
        'content-type': 'application/json',
        destination: '/chatroom/public',
        subscription: 'sub-7',
        'message-id': 'abc-1',
        'content-length': '18',
      },
      body: '{"message":"Olá"}',
    });
  });
});
