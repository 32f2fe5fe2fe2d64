import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  InProcessFanOut,
  StompBroker,
  decodeBrokerMessage,
  encodeBrokerMessage,
  type FanOut,
} from './broker';
import {
  SERVER_COMMANDS,
  StompFrameParser,
  serializeFrame,
  type StompFrame,
  type StompHeaders,
} from './stomp-frame';
import { StompRejection, StompSession, type MessageReceiver } from './stomp-session';

type Person = { name: string };

const PEOPLE: Record<string, Person> = { ana: { name: 'Ana' }, bia: { name: 'Bia' }, caio: { name: 'Caio' } };

/**
 * The product's chat in miniature, built only from the hooks: anyone may listen to the public room,
 * only the person to their own private destination; a SEND to /app/message goes to the room and one
 * to /app/private-message goes to the receiver's private destination, always from the sender.
 */
function chatHooks(broker: StompBroker) {
  return {
    authenticate: async (request: { login?: string }) => PEOPLE[request.login ?? ''] ?? null,
    authorizeSubscribe: (person: Person, destination: string) =>
      destination === '/chatroom/public' || destination === `/user/${person.name}/private`,
    onSend: async (person: Person, destination: string, _headers: StompHeaders, body: string) => {
      const message = JSON.parse(body) as { receiverName?: string; message: string };
      const stamped = JSON.stringify({ ...message, senderName: person.name });
      const headers = { 'content-type': 'application/json' };
      if (destination === '/app/message') return broker.publish('/chatroom/public', headers, stamped);
      if (destination === '/app/private-message' && message.receiverName) {
        return broker.publish(`/user/${message.receiverName}/private`, headers, stamped);
      }
      throw new StompRejection(`nothing is listening at ${destination}`);
    },
  };
}

async function openSession(broker: StompBroker, login: string, subscribeTo: string[] = []) {
  const outgoing = new StompFrameParser({ commands: SERVER_COMMANDS });
  const frames: StompFrame[] = [];
  const close = vi.fn();
  const session = new StompSession<Person>({
    id: login,
    send: (text) => {
      for (const item of outgoing.push(text)) if (item.type === 'frame') frames.push(item.frame);
    },
    close,
    observer: broker,
    ...chatHooks(broker),
  });
  session.receive(
    serializeFrame({ command: 'CONNECT', headers: { 'accept-version': '1.2', login, 'heart-beat': '0,0' } }) +
      subscribeTo
        .map((destination, i) =>
          serializeFrame({ command: 'SUBSCRIBE', headers: { id: `sub-${i}`, destination } }),
        )
        .join(''),
  );
  await session.whenIdle();
  const messages = () => frames.filter((f) => f.command === 'MESSAGE');
  async function send(destination: string, body: object) {
    session.receive(
      serializeFrame({ command: 'SEND', headers: { destination }, body: JSON.stringify(body) }),
    );
    await session.whenIdle();
  }
  return { session, frames, messages, close, send };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('InProcessFanOut', () => {
  it('gives every published payload to every handler until it stops', async () => {
    const fanOut = new InProcessFanOut();
    const first: string[] = [];
    const second: string[] = [];
    const stopFirst = fanOut.onMessage((d, p) => first.push(`${d} ${p}`));
    fanOut.onMessage((d, p) => second.push(`${d} ${p}`));
    await fanOut.publish('/chatroom/public', 'one');
    stopFirst();
    await fanOut.publish('/chatroom/public', 'two');
    expect(first).toEqual(['/chatroom/public one']);
    expect(second).toEqual(['/chatroom/public one', '/chatroom/public two']);
  });
});

describe('broker payloads', () => {
  it('round-trip headers and body, however odd', () => {
    const message = { headers: { 'content-type': 'application/json', 'a:b': 'x\ny' }, body: 'Olá\0😀' };
    expect(decodeBrokerMessage(encodeBrokerMessage(message))).toEqual(message);
  });

  it('keep a header called __proto__ as a header', () => {
    const decoded = decodeBrokerMessage('{"headers":{"__proto__":"x"},"body":""}');
    expect(decoded?.headers['__proto__']).toBe('x');
  });

  it.each([
    ['not JSON', 'nope'],
    ['null', 'null'],
    ['a string', '"x"'],
    ['no body', '{"headers":{}}'],
    ['a body that is not text', '{"headers":{},"body":1}'],
    ['no headers', '{"body":""}'],
    ['headers as a list', '{"headers":[],"body":""}'],
    ['a header that is not text', '{"headers":{"a":1},"body":""}'],
  ])('refuse %s', (_, payload) => {
    expect(decodeBrokerMessage(payload)).toBeUndefined();
  });
});

describe('StompBroker with sessions', () => {
  it('publishes to every session subscribed to the public room', async () => {
    const broker = new StompBroker();
    const ana = await openSession(broker, 'ana', ['/chatroom/public', '/user/Ana/private']);
    const bia = await openSession(broker, 'bia', ['/chatroom/public', '/user/Bia/private']);
    const caio = await openSession(broker, 'caio', ['/user/Caio/private']);
    expect(broker.sessionCount).toBe(3);
    expect(broker.subscriberCount('/chatroom/public')).toBe(2);

    await ana.send('/app/message', { message: 'Bom dia', status: 'MESSAGE' });

    for (const receiver of [ana, bia]) {
      const [message] = receiver.messages();
      expect(message?.headers).toMatchObject({
        destination: '/chatroom/public',
        subscription: 'sub-0',
        'content-type': 'application/json',
      });
      expect(JSON.parse(message?.body ?? '')).toEqual({
        message: 'Bom dia',
        status: 'MESSAGE',
        senderName: 'Ana',
      });
    }
    expect(caio.messages()).toEqual([]);
  });

  it('delivers a private message only to its receiver, signed by the real sender', async () => {
    const broker = new StompBroker();
    const ana = await openSession(broker, 'ana', ['/chatroom/public', '/user/Ana/private']);
    const bia = await openSession(broker, 'bia', ['/chatroom/public', '/user/Bia/private']);
    await ana.send('/app/private-message', { receiverName: 'Bia', senderName: 'Caio', message: 'Oi' });
    expect(ana.messages()).toEqual([]);
    const [message] = bia.messages();
    expect(message?.headers.destination).toBe('/user/Bia/private');
    expect(message?.headers.subscription).toBe('sub-1');
    expect(JSON.parse(message?.body ?? '')).toMatchObject({ senderName: 'Ana', message: 'Oi' });
  });

  it("does not let anyone listen to another person's private destination", async () => {
    const broker = new StompBroker();
    const spy = await openSession(broker, 'caio', ['/user/Ana/private']);
    expect(spy.frames.at(-1)?.headers.message).toBe('not allowed to subscribe to /user/Ana/private');
    expect(spy.close).toHaveBeenCalledTimes(1);
    expect(broker.subscriberCount('/user/Ana/private')).toBe(0);
    expect(broker.sessionCount).toBe(0);
  });

  it('stops delivering after UNSUBSCRIBE and after the session closes', async () => {
    const broker = new StompBroker();
    const ana = await openSession(broker, 'ana', ['/chatroom/public']);
    const bia = await openSession(broker, 'bia', ['/chatroom/public']);
    ana.session.receive(serializeFrame({ command: 'UNSUBSCRIBE', headers: { id: 'sub-0' } }));
    await ana.session.whenIdle();
    expect(broker.subscriberCount('/chatroom/public')).toBe(1);
    bia.session.onTransportClose();
    expect(broker.subscriberCount('/chatroom/public')).toBe(0);
    expect(broker.sessionCount).toBe(1);
    await broker.publish('/chatroom/public', {}, 'nobody hears this');
    expect(ana.messages()).toEqual([]);
    expect(bia.messages()).toEqual([]);
  });

  it('keeps delivering to others when one session breaks', async () => {
    const broker = new StompBroker();
    const ana = await openSession(broker, 'ana', ['/chatroom/public']);
    const bia = await openSession(broker, 'bia', ['/chatroom/public']);
    // A bad frame ends Bia's session only.
    bia.session.receive('NOT A FRAME\n\n\0');
    await bia.session.whenIdle();
    expect(bia.session.state).toBe('closed');
    await broker.publish('/chatroom/public', {}, '"still on"');
    expect(ana.messages().map((m) => m.body)).toEqual(['"still on"']);
  });

  it('counts the MESSAGE frames it delivered locally', async () => {
    const broker = new StompBroker();
    await openSession(broker, 'ana', ['/chatroom/public', '/user/Ana/private']);
    await openSession(broker, 'bia', ['/chatroom/public']);
    expect(broker.deliverLocally('/chatroom/public', {}, 'x')).toBe(2);
    expect(broker.deliverLocally('/user/Ana/private', {}, 'x')).toBe(1);
    expect(broker.deliverLocally('/user/Bia/private', {}, 'x')).toBe(0);
  });
});

describe('StompBroker on its own', () => {
  function receiver(id: string, deliver: MessageReceiver['deliver'] = () => 1): MessageReceiver {
    return { id, deliver: vi.fn(deliver) };
  }

  it('reports a receiver that throws and still delivers to the rest', () => {
    const reportError = vi.fn();
    const broker = new StompBroker({ reportError });
    const broken = receiver('broken', () => {
      throw new Error('boom');
    });
    const fine = receiver('fine');
    broker.subscribed(broken, '/chatroom/public');
    broker.subscribed(fine, '/chatroom/public');
    expect(broker.deliverLocally('/chatroom/public', {}, 'x')).toBe(1);
    expect(fine.deliver).toHaveBeenCalledWith(
      '/chatroom/public',
      expect.objectContaining({ headers: {}, body: 'x' }),
    );
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }));
  });

  it('delivers to the subscribers it had when the message came, even if they leave meanwhile', () => {
    const broker = new StompBroker();
    const others = [receiver('b'), receiver('c')];
    const leaving = receiver('a', () => {
      broker.closed(leaving);
      for (const other of others) broker.closed(other);
      return 1;
    });
    for (const r of [leaving, ...others]) broker.subscribed(r, '/chatroom/public');
    expect(broker.deliverLocally('/chatroom/public', {}, 'x')).toBe(3);
    expect(broker.subscriberCount('/chatroom/public')).toBe(0);
  });

  it('forgets a destination when its last subscriber leaves', () => {
    const broker = new StompBroker();
    const a = receiver('a');
    broker.connected(a);
    broker.subscribed(a, '/user/Ana/private');
    broker.subscribed(a, '/chatroom/public');
    broker.unsubscribed(a, '/user/Ana/private');
    expect(broker.subscriberCount('/user/Ana/private')).toBe(0);
    expect(broker.subscriberCount('/chatroom/public')).toBe(1);
    broker.closed(a);
    expect(broker.subscriberCount('/chatroom/public')).toBe(0);
    expect(broker.sessionCount).toBe(0);
    // Events for a session it does not know are harmless.
    broker.unsubscribed(a, '/nowhere');
    broker.closed(receiver('stranger'));
  });

  it('reports and drops a payload it cannot read', async () => {
    const fanOut = new InProcessFanOut();
    const reportError = vi.fn();
    const broker = new StompBroker({ fanOut, reportError });
    const a = receiver('a');
    broker.subscribed(a, '/chatroom/public');
    await fanOut.publish('/chatroom/public', '{broken');
    expect(a.deliver).not.toHaveBeenCalled();
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it('stops listening to the fan-out when closed', async () => {
    const fanOut = new InProcessFanOut();
    const broker = new StompBroker({ fanOut });
    const a = receiver('a');
    broker.subscribed(a, '/chatroom/public');
    broker.close();
    await fanOut.publish('/chatroom/public', encodeBrokerMessage({ headers: {}, body: 'x' }));
    expect(a.deliver).not.toHaveBeenCalled();
  });
});

describe('a fan-out shared by several instances', () => {
  /** Stands in for Redis pub/sub: asynchronous, and every instance hears every message, its own included. */
  class SharedBus {
    private readonly handlers = new Set<(destination: string, payload: string) => void>();
    readonly published: string[] = [];
    connect(): FanOut {
      return {
        publish: async (destination, payload) => {
          this.published.push(destination);
          await Promise.resolve();
          for (const handler of [...this.handlers]) handler(destination, payload);
        },
        onMessage: (handler) => {
          this.handlers.add(handler);
          return () => this.handlers.delete(handler);
        },
      };
    }
  }

  it('lets a message sent on one instance reach the subscribers of every instance', async () => {
    const bus = new SharedBus();
    const first = new StompBroker({ fanOut: bus.connect() });
    const second = new StompBroker({ fanOut: bus.connect() });
    const ana = await openSession(first, 'ana', ['/chatroom/public']);
    const bia = await openSession(second, 'bia', ['/chatroom/public', '/user/Bia/private']);

    await ana.send('/app/message', { message: 'para todos' });
    await ana.send('/app/private-message', { receiverName: 'Bia', message: 'só para você' });
    await vi.advanceTimersByTimeAsync(0);

    expect(bus.published).toEqual(['/chatroom/public', '/user/Bia/private']);
    expect(ana.messages().map((m) => JSON.parse(m.body).message)).toEqual(['para todos']);
    expect(bia.messages().map((m) => [m.headers.destination, JSON.parse(m.body).message])).toEqual([
      ['/chatroom/public', 'para todos'],
      ['/user/Bia/private', 'só para você'],
    ]);
  });
});
