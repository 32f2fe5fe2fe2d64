import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SERVER_COMMANDS,
  StompFrameParser,
  serializeFrame,
  type StompFrame,
  type StompHeaders,
} from './stomp-frame';
import { OutgoingMessage } from './outgoing-message';
import {
  StompRejection,
  StompSession,
  negotiateVersion,
  readConnectRequest,
  type ConnectRequest,
  type MessageReceiver,
  type SessionObserver,
  type StompSessionOptions,
} from './stomp-session';

type Person = { name: string };

const ANA: Person = { name: 'Ana' };
const BIA: Person = { name: 'Bia' };

async function authenticateTestPeople(request: ConnectRequest): Promise<Person | null> {
  if (request.login === 'ana' && request.passcode === 'secret') return ANA;
  if (request.bearerToken === 'token-bia') return BIA;
  return null;
}

/** The product's rule, in short: the public room, and only one's own private destination. */
function mayListen(person: Person, destination: string): boolean {
  return destination === '/chatroom/public' || destination === `/user/${person.name}/private`;
}

function harness(overrides: Partial<StompSessionOptions<Person>> = {}) {
  const sentText: string[] = [];
  const outgoing = new StompFrameParser({ commands: SERVER_COMMANDS });
  const received: ({ heartBeat: true } | StompFrame)[] = [];
  const closes = vi.fn();
  const reportError = vi.fn();
  const onSend = vi.fn<StompSessionOptions<Person>['onSend']>(
    async (_person, destination, _headers, body) => {
      if (!destination.startsWith('/app/'))
        throw new StompRejection(`nothing is listening at ${destination}`);
      if (body === 'break') throw new Error('database is down');
    },
  );
  const session = new StompSession<Person>({
    id: 'session-1',
    send: (text) => sentText.push(text),
    close: closes,
    authenticate: authenticateTestPeople,
    authorizeSubscribe: mayListen,
    onSend,
    reportError,
    ...overrides,
  });

  /** Everything the session sent so far, as frames and heart-beats. */
  function output() {
    for (const item of outgoing.push(sentText.splice(0).join(''))) {
      if (item.type === 'error') throw item.error;
      received.push(item.type === 'frame' ? item.frame : { heartBeat: true });
    }
    return received;
  }
  const frames = () => output().filter((f): f is StompFrame => 'command' in f);
  const lastFrame = () => frames().at(-1);
  const heartBeats = () => output().filter((f) => 'heartBeat' in f).length;

  async function send(...texts: string[]) {
    for (const text of texts) session.receive(text);
    await session.whenIdle();
  }

  return { session, closes, reportError, onSend, frames, lastFrame, heartBeats, send };
}

function connectFrame(
  headers: Record<string, string> = {},
  command: 'CONNECT' | 'STOMP' = 'CONNECT',
): string {
  return serializeFrame({
    command,
    headers: {
      'accept-version': '1.2',
      host: 'lunna',
      'heart-beat': '0,0',
      login: 'ana',
      passcode: 'secret',
      ...headers,
    },
  });
}

const frame = (
  command:
    'SEND' | 'SUBSCRIBE' | 'UNSUBSCRIBE' | 'DISCONNECT' | 'ACK' | 'NACK' | 'BEGIN' | 'COMMIT' | 'ABORT',
  headers: Record<string, string> = {},
  body = '',
) => serializeFrame({ command, headers, body });

async function connected(
  overrides: Partial<StompSessionOptions<Person>> = {},
  headers: Record<string, string> = {},
) {
  const h = harness(overrides);
  await h.send(connectFrame(headers));
  expect(h.lastFrame()?.command).toBe('CONNECTED');
  return h;
}

function expectError(h: ReturnType<typeof harness>, message: string | RegExp) {
  const last = h.lastFrame();
  expect(last?.command).toBe('ERROR');
  if (typeof message === 'string') expect(last?.headers.message).toBe(message);
  else expect(last?.headers.message).toMatch(message);
  expect(last?.headers['content-type']).toBe('text/plain');
  expect(h.closes).toHaveBeenCalledTimes(1);
  expect(h.session.state).toBe('closed');
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('CONNECT', () => {
  it('answers CONNECTED with the version, the negotiated heart-beat, the server and the session id', async () => {
    const h = await connected();
    expect(h.lastFrame()).toEqual({
      command: 'CONNECTED',
      headers: { version: '1.2', 'heart-beat': '0,0', server: 'Lunna', session: 'session-1' },
      body: '',
    });
    expect(h.session.state).toBe('connected');
    expect(h.session.principal).toEqual(ANA);
    expect(h.session.version).toBe('1.2');
    expect(h.closes).not.toHaveBeenCalled();
  });

  it('accepts the STOMP command as CONNECT', async () => {
    const h = harness();
    await h.send(connectFrame({}, 'STOMP'));
    expect(h.lastFrame()?.command).toBe('CONNECTED');
  });

  it('hands login, passcode, a bearer token and the host to authenticate', async () => {
    const authenticate = vi.fn(authenticateTestPeople);
    const h = harness({ authenticate });
    await h.send(connectFrame({ login: 'ana', passcode: 'secret', Authorization: 'Bearer abc.def' }));
    expect(authenticate).toHaveBeenCalledTimes(1);
    expect(authenticate.mock.calls[0]?.[0]).toMatchObject({
      login: 'ana',
      passcode: 'secret',
      bearerToken: 'abc.def',
      host: 'lunna',
    });
  });

  it('authenticates with an Authorization: Bearer header alone', async () => {
    const h = harness();
    await h.send(connectFrame({ login: '', passcode: '', Authorization: 'Bearer token-bia' }));
    expect(h.lastFrame()?.command).toBe('CONNECTED');
    expect(h.session.principal).toEqual(BIA);
  });

  it('refuses unknown credentials with ERROR "not authenticated", then closes', async () => {
    const h = harness();
    await h.send(connectFrame({ passcode: 'wrong' }));
    expectError(h, 'not authenticated');
    expect(h.session.principal).toBeUndefined();
  });

  it('refuses a CONNECT with no credentials', async () => {
    const h = harness();
    await h.send(serializeFrame({ command: 'CONNECT', headers: { 'accept-version': '1.2' } }));
    expectError(h, 'not authenticated');
  });

  it('tells the client what a refused credential check said, and hides what broke', async () => {
    const refused = harness({
      authenticate: async () => Promise.reject(new StompRejection('session expired')),
    });
    await refused.send(connectFrame());
    expectError(refused, 'session expired');

    const broken = harness({
      authenticate: async () => Promise.reject(new Error('connection refused 10.0.0.3')),
    });
    await broken.send(connectFrame());
    expectError(broken, 'internal server error');
    expect(broken.reportError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'connection refused 10.0.0.3' }),
    );
  });

  it('refuses a client without STOMP 1.2, naming the supported versions', async () => {
    for (const acceptVersion of ['1.1,1.0', '1.0', '2.0', '']) {
      const h = harness();
      await h.send(connectFrame({ 'accept-version': acceptVersion }));
      expectError(h, 'supported STOMP versions are 1.2');
      expect(h.lastFrame()?.headers.version).toBe('1.2');
    }
  });

  it('refuses a CONNECT without accept-version (a STOMP 1.0 client)', async () => {
    const h = harness();
    await h.send(serializeFrame({ command: 'CONNECT', headers: { login: 'ana', passcode: 'secret' } }));
    expectError(h, 'supported STOMP versions are 1.2');
  });

  it('can also speak 1.1 when allowed, for clients that do not offer 1.2', async () => {
    // What a stompjs 2.3 client sends over SockJS: no host, versions 1.1 and 1.0 only.
    const legacy =
      'CONNECT\nlogin:ana\npasscode:secret\naccept-version:1.1,1.0\nheart-beat:10000,10000\n\n\0';
    const h = harness({ supportedVersions: ['1.2', '1.1'] });
    await h.send(legacy);
    expect(h.lastFrame()?.headers.version).toBe('1.1');

    const modern = harness({ supportedVersions: ['1.1', '1.2'] });
    await modern.send(connectFrame({ 'accept-version': '1.0,1.1,1.2' }));
    expect(modern.lastFrame()?.headers.version).toBe('1.2');
  });

  it.each([
    ['10000,10000', '10000,10000'],
    ['0,0', '0,0'],
    ['5000,20000', '20000,10000'],
    ['0,5000', '10000,0'],
    ['30000,0', '0,30000'],
  ])('negotiates heart-beat %s as %s with the default 10000,10000', async (client, negotiated) => {
    const h = await connected({}, { 'heart-beat': client });
    expect(h.frames()[0]?.headers['heart-beat']).toBe(negotiated);
    h.session.onTransportClose();
  });

  it('takes a missing heart-beat header as no heart-beats', async () => {
    const h = harness();
    await h.send('CONNECT\naccept-version:1.2\nlogin:ana\npasscode:secret\n\n\0');
    expect(h.lastFrame()?.headers['heart-beat']).toBe('0,0');
  });

  it('refuses a malformed heart-beat header', async () => {
    const h = harness();
    await h.send(connectFrame({ 'heart-beat': 'often' }));
    expectError(h, /heart-beat/);
  });

  it('uses the server heart-beat it is given', async () => {
    const h = await connected(
      { heartBeat: { sendMs: 25000, receiveMs: 0 } },
      { 'heart-beat': '10000,10000' },
    );
    expect(h.lastFrame()?.headers['heart-beat']).toBe('25000,0');
    h.session.onTransportClose();
  });

  it('accepts any host or none unless told which hosts exist', async () => {
    await connected({}, { host: 'anything' });
    const h = harness({ acceptedHosts: ['lunna'] });
    await h.send('CONNECT\naccept-version:1.2\nlogin:ana\npasscode:secret\n\n\0');
    expect(h.lastFrame()?.command).toBe('CONNECTED');
    await connected({ acceptedHosts: ['lunna'] }, { host: 'lunna' });
  });

  it('refuses a host it does not serve', async () => {
    const h = harness({ acceptedHosts: ['lunna'] });
    await h.send(connectFrame({ host: 'elsewhere' }));
    expectError(h, 'unknown host elsewhere');
  });

  it('refuses a second CONNECT', async () => {
    const h = await connected();
    await h.send(connectFrame());
    expectError(h, 'already connected');
  });

  it('keeps CONNECT headers unescaped, so a password may hold backslashes and colons', async () => {
    const authenticate = vi.fn(async (request: ConnectRequest) =>
      request.passcode === 'a\\b:c' ? ANA : null,
    );
    const h = harness({ authenticate });
    await h.send('CONNECT\naccept-version:1.2\nlogin:ana\npasscode:a\\b:c\n\n\0');
    expect(h.lastFrame()?.command).toBe('CONNECTED');
  });

  it('handles frames sent right behind CONNECT only once the client is authenticated', async () => {
    let admit: (person: Person) => void = () => {};
    const h = harness({ authenticate: () => new Promise<Person>((resolve) => (admit = resolve)) });
    h.session.receive(
      connectFrame() +
        frame('SUBSCRIBE', { id: '0', destination: '/chatroom/public', receipt: 'r-sub' }) +
        frame('SEND', { destination: '/app/message', receipt: 'r-send' }, '{"message":"oi"}'),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(h.frames()).toEqual([]);
    expect(h.session.state).toBe('authenticating');
    admit(ANA);
    await h.session.whenIdle();
    expect(h.frames().map((f) => f.command + (f.headers['receipt-id'] ?? ''))).toEqual([
      'CONNECTED',
      'RECEIPTr-sub',
      'RECEIPTr-send',
    ]);
    expect(h.onSend).toHaveBeenCalledWith(ANA, '/app/message', expect.anything(), '{"message":"oi"}');
  });

  it('closes a connection that does not authenticate in time', async () => {
    const h = harness({ connectTimeoutMs: 5000 });
    await vi.advanceTimersByTimeAsync(4999);
    expect(h.closes).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expectError(h, 'the connection was not established in time');
  });

  it('closes in time too when the credential check never answers', async () => {
    const h = harness({ authenticate: () => new Promise<Person>(() => {}) });
    h.session.receive(connectFrame());
    await vi.advanceTimersByTimeAsync(10_000);
    expectError(h, 'the connection was not established in time');
  });

  it('does not time out once connected', async () => {
    const h = await connected();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.closes).not.toHaveBeenCalled();
  });

  it('sends nothing if the transport closed while the credentials were checked', async () => {
    let admit: (person: Person) => void = () => {};
    const observer = fakeObserver();
    const h = harness({ observer, authenticate: () => new Promise<Person>((resolve) => (admit = resolve)) });
    h.session.receive(connectFrame());
    await vi.advanceTimersByTimeAsync(0);
    h.session.onTransportClose();
    admit(ANA);
    await h.session.whenIdle();
    expect(h.frames()).toEqual([]);
    expect(h.closes).not.toHaveBeenCalled();
    expect(observer.events).toEqual(['closed session-1']);
  });
});

describe('frames before CONNECT', () => {
  it.each(['SEND', 'SUBSCRIBE', 'DISCONNECT', 'ACK'] as const)(
    '%s gets an ERROR and the connection closes',
    async (command) => {
      const h = harness();
      await h.send(frame(command, { destination: '/app/message', id: '0' }));
      expectError(h, `expected CONNECT, got ${command}`);
    },
  );

  it('heart-beats before CONNECT are harmless', async () => {
    const h = harness();
    await h.send('\n\r\n', connectFrame());
    expect(h.lastFrame()?.command).toBe('CONNECTED');
  });
});

describe('SUBSCRIBE', () => {
  it('subscribes to the public room and to the own private destination', async () => {
    const h = await connected();
    await h.send(
      frame('SUBSCRIBE', { id: 'sub-0', destination: '/chatroom/public' }),
      frame('SUBSCRIBE', { id: 'sub-1', destination: '/user/Ana/private', ack: 'auto' }),
    );
    expect(h.session.subscriptions).toEqual(
      new Map([
        ['sub-0', '/chatroom/public'],
        ['sub-1', '/user/Ana/private'],
      ]),
    );
    expect(h.closes).not.toHaveBeenCalled();
  });

  it('refuses a destination the authorisation hook does not allow', async () => {
    const h = await connected();
    await h.send(frame('SUBSCRIBE', { id: 'sub-1', destination: '/user/Bia/private' }));
    expectError(h, 'not allowed to subscribe to /user/Bia/private');
    expect(h.session.subscriptions.size).toBe(0);
  });

  it('asks the hook with the authenticated person and the destination, and waits for an async answer', async () => {
    const authorizeSubscribe = vi.fn(async (person: Person, destination: string) =>
      mayListen(person, destination),
    );
    const h = await connected({ authorizeSubscribe });
    await h.send(frame('SUBSCRIBE', { id: 'x', destination: '/user/Ana/private', receipt: 'r' }));
    expect(authorizeSubscribe).toHaveBeenCalledWith(ANA, '/user/Ana/private');
    expect(h.lastFrame()).toEqual({ command: 'RECEIPT', headers: { 'receipt-id': 'r' }, body: '' });
  });

  it('needs an id', async () => {
    const h = await connected();
    await h.send(frame('SUBSCRIBE', { destination: '/chatroom/public' }));
    expectError(h, 'SUBSCRIBE needs an id header');
  });

  it('needs a destination', async () => {
    const h = await connected();
    await h.send(frame('SUBSCRIBE', { id: '0' }));
    expectError(h, 'SUBSCRIBE needs a destination header');
  });

  it('refuses an id already in use', async () => {
    const h = await connected();
    await h.send(
      frame('SUBSCRIBE', { id: '0', destination: '/chatroom/public' }),
      frame('SUBSCRIBE', { id: '0', destination: '/user/Ana/private', receipt: 'dup' }),
    );
    expectError(h, 'subscription id 0 is already in use');
    expect(h.lastFrame()?.headers['receipt-id']).toBe('dup');
  });

  it('allows two subscriptions with different ids to one destination', async () => {
    const h = await connected();
    await h.send(
      frame('SUBSCRIBE', { id: 'a', destination: '/chatroom/public' }),
      frame('SUBSCRIBE', { id: 'b', destination: '/chatroom/public' }),
    );
    expect(h.session.subscriptions.size).toBe(2);
  });

  it.each(['client', 'client-individual'])('refuses ack:%s', async (ack) => {
    const h = await connected();
    await h.send(frame('SUBSCRIBE', { id: '0', destination: '/chatroom/public', ack }));
    expectError(h, `ack:${ack} is not supported; use ack:auto`);
  });

  it('turns a failing authorisation hook into an internal error', async () => {
    const h = await connected({
      authorizeSubscribe: () => {
        throw new Error('lookup failed');
      },
    });
    await h.send(frame('SUBSCRIBE', { id: '0', destination: '/chatroom/public' }));
    expectError(h, 'internal server error');
    expect(h.reportError).toHaveBeenCalledTimes(1);
  });
});

describe('UNSUBSCRIBE', () => {
  it('removes the subscription, so nothing more is delivered to it', async () => {
    const h = await connected();
    await h.send(
      frame('SUBSCRIBE', { id: '0', destination: '/chatroom/public' }),
      frame('UNSUBSCRIBE', { id: '0', receipt: 'gone' }),
    );
    expect(h.lastFrame()).toEqual({ command: 'RECEIPT', headers: { 'receipt-id': 'gone' }, body: '' });
    expect(h.session.deliver('/chatroom/public', new OutgoingMessage({}, 'x'))).toBe(0);
  });

  it('ignores an id it does not know, still confirming the receipt', async () => {
    const h = await connected();
    await h.send(frame('UNSUBSCRIBE', { id: 'never', receipt: 'r' }));
    expect(h.lastFrame()?.command).toBe('RECEIPT');
    expect(h.closes).not.toHaveBeenCalled();
  });

  it('needs an id', async () => {
    const h = await connected();
    await h.send(frame('UNSUBSCRIBE', {}));
    expectError(h, 'UNSUBSCRIBE needs an id header');
  });
});

describe('SEND', () => {
  it('hands the authenticated person, destination, headers and body to onSend', async () => {
    const h = await connected();
    const body = '{"senderName":"Someone else","message":"Olá","status":"MESSAGE"}';
    await h.send(frame('SEND', { destination: '/app/message', 'content-type': 'application/json' }, body));
    expect(h.onSend).toHaveBeenCalledTimes(1);
    const [person, destination, headers, received] = h.onSend.mock.calls[0] ?? [];
    // Whatever the body claims, the sender is who authenticated.
    expect(person).toEqual(ANA);
    expect(destination).toBe('/app/message');
    expect(headers).toMatchObject({ destination: '/app/message', 'content-type': 'application/json' });
    expect(received).toBe(body);
  });

  it('passes a body holding NUL bytes whole', async () => {
    const h = await connected();
    await h.send(frame('SEND', { destination: '/app/private-message' }, 'a\0b'));
    expect(h.onSend.mock.calls[0]?.[3]).toBe('a\0b');
  });

  it('sends the RECEIPT only once onSend has finished', async () => {
    let finish: () => void = () => {};
    const h = await connected({ onSend: () => new Promise<void>((resolve) => (finish = resolve)) });
    h.session.receive(frame('SEND', { destination: '/app/message', receipt: 'stored' }, 'x'));
    await vi.advanceTimersByTimeAsync(0);
    expect(h.lastFrame()?.command).toBe('CONNECTED');
    finish();
    await h.session.whenIdle();
    expect(h.lastFrame()).toEqual({ command: 'RECEIPT', headers: { 'receipt-id': 'stored' }, body: '' });
  });

  it('handles SENDs one after another, in order', async () => {
    const order: string[] = [];
    const h = await connected({
      onSend: async (_p, _d, _h, body) => {
        order.push(`start ${body}`);
        await new Promise((resolve) => setTimeout(resolve, body === '1' ? 50 : 1));
        order.push(`end ${body}`);
      },
    });
    h.session.receive(
      frame('SEND', { destination: '/app/message' }, '1') +
        frame('SEND', { destination: '/app/message' }, '2'),
    );
    await vi.advanceTimersByTimeAsync(100);
    await h.session.whenIdle();
    expect(order).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
  });

  it('turns a StompRejection from onSend into an ERROR with its message', async () => {
    const h = await connected();
    await h.send(frame('SEND', { destination: '/topic/other', receipt: 'r1' }, 'x'));
    expectError(h, 'nothing is listening at /topic/other');
    expect(h.lastFrame()?.headers['receipt-id']).toBe('r1');
    expect(h.lastFrame()?.body).toBe('nothing is listening at /topic/other');
  });

  it('turns any other failure into a generic ERROR and reports it', async () => {
    const h = await connected();
    await h.send(frame('SEND', { destination: '/app/message' }, 'break'));
    expectError(h, 'internal server error');
    expect(h.reportError).toHaveBeenCalledWith(expect.objectContaining({ message: 'database is down' }));
  });

  it('needs a destination', async () => {
    const h = await connected();
    await h.send(frame('SEND', {}, 'x'));
    expectError(h, 'SEND needs a destination header');
    expect(h.onSend).not.toHaveBeenCalled();
  });

  it('refuses a SEND inside a transaction', async () => {
    const h = await connected();
    await h.send(frame('SEND', { destination: '/app/message', transaction: 't1' }, 'x'));
    expectError(h, 'transactions are not supported');
    expect(h.onSend).not.toHaveBeenCalled();
  });
});

describe('other commands', () => {
  it.each(['ACK', 'NACK'] as const)('%s is refused: subscriptions are ack:auto', async (command) => {
    const h = await connected();
    await h.send(frame(command, { id: '1' }));
    expectError(h, `${command} is not supported: subscriptions are ack:auto`);
  });

  it.each(['BEGIN', 'COMMIT', 'ABORT'] as const)('%s is refused', async (command) => {
    const h = await connected();
    await h.send(frame(command, { transaction: 't' }));
    expectError(h, 'transactions are not supported');
  });
});

describe('DISCONNECT', () => {
  it('confirms the receipt, then closes', async () => {
    const h = await connected();
    await h.send(frame('DISCONNECT', { receipt: 'bye' }));
    expect(h.lastFrame()).toEqual({ command: 'RECEIPT', headers: { 'receipt-id': 'bye' }, body: '' });
    expect(h.closes).toHaveBeenCalledTimes(1);
    expect(h.session.state).toBe('closed');
  });

  it('closes without a receipt when none was asked', async () => {
    const h = await connected();
    await h.send(frame('DISCONNECT'));
    expect(h.lastFrame()?.command).toBe('CONNECTED');
    expect(h.closes).toHaveBeenCalledTimes(1);
  });

  it('ignores everything after it', async () => {
    const h = await connected();
    await h.send(frame('DISCONNECT') + frame('SEND', { destination: '/app/message' }, 'late'), 'garbage');
    expect(h.onSend).not.toHaveBeenCalled();
    expect(h.frames().map((f) => f.command)).toEqual(['CONNECTED']);
    expect(h.closes).toHaveBeenCalledTimes(1);
  });
});

describe('ending from the server', () => {
  it('with a message: an ERROR saying it, then close', async () => {
    const h = await connected();
    h.session.end('not authenticated');
    expectError(h, 'not authenticated');
  });

  it('without one: just closes, once', async () => {
    const h = await connected();
    h.session.end();
    h.session.end('too late');
    expect(h.frames().map((f) => f.command)).toEqual(['CONNECTED']);
    expect(h.closes).toHaveBeenCalledTimes(1);
    expect(h.session.state).toBe('closed');
  });
});

describe('bad frames', () => {
  it('an unknown command gets an ERROR saying so, and the connection closes', async () => {
    const h = await connected();
    await h.send('PUBLISH\n\n\0');
    expectError(h, 'unknown command "PUBLISH"');
  });

  it('an oversize frame is refused with the limit in the message', async () => {
    const h = await connected({ limits: { maxFrameBytes: 1000, maxBodyBytes: 5000 } });
    await h.send(frame('SEND', { destination: '/app/message' }, 'x'.repeat(2000)));
    expectError(h, 'the frame is larger than 1000 bytes');
    expect(h.onSend).not.toHaveBeenCalled();
  });

  it('an undefined escape is refused', async () => {
    const h = await connected();
    await h.send('SEND\ndestination:/app/\\tmessage\n\nx\0');
    expectError(h, 'undefined escape sequence \\t in a header');
  });

  it('frames before the bad one in the same chunk are still handled, in order', async () => {
    const h = await connected();
    await h.send(frame('SEND', { destination: '/app/message', receipt: 'ok' }, 'first') + 'BOGUS\n\n\0');
    expect(h.onSend).toHaveBeenCalledTimes(1);
    expect(h.frames().map((f) => f.command)).toEqual(['CONNECTED', 'RECEIPT', 'ERROR']);
  });

  it('a client that floods faster than its frames are handled is cut off', async () => {
    const h = await connected({ maxQueuedFrames: 3, onSend: () => new Promise<void>(() => {}) });
    h.session.receive(
      Array.from({ length: 5 }, () => frame('SEND', { destination: '/app/message' }, 'x')).join(''),
    );
    expectError(h, 'more than 3 frames are waiting to be handled');
  });

  it('a bad frame ends only its own session', async () => {
    const good = await connected({ id: 'good' });
    const bad = await connected({ id: 'bad' });
    await good.send(frame('SUBSCRIBE', { id: '0', destination: '/chatroom/public' }));
    await bad.send('\x01\x02\x03\n');
    expectError(bad, /unknown command/);
    expect(good.session.state).toBe('connected');
    expect(good.session.deliver('/chatroom/public', new OutgoingMessage({}, 'still here'))).toBe(1);
    expect(good.lastFrame()?.body).toBe('still here');
  });
});

describe('heart-beats', () => {
  it('sends an EOL at the negotiated interval while nothing else goes out', async () => {
    const h = await connected({}, { 'heart-beat': '10000,10000' });
    await h.send('\n'); // keep the client side alive for this test
    await vi.advanceTimersByTimeAsync(9999);
    expect(h.heartBeats()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.heartBeats()).toBe(1);
    h.session.receive('\n');
    await vi.advanceTimersByTimeAsync(10000);
    expect(h.heartBeats()).toBe(2);
    h.session.onTransportClose();
  });

  it('counts a MESSAGE as a heart-beat', async () => {
    const h = await connected({}, { 'heart-beat': '0,10000' });
    await h.send(frame('SUBSCRIBE', { id: '0', destination: '/chatroom/public' }));
    await vi.advanceTimersByTimeAsync(6000);
    h.session.deliver('/chatroom/public', new OutgoingMessage({}, 'x'));
    await vi.advanceTimersByTimeAsync(9999);
    expect(h.heartBeats()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.heartBeats()).toBe(1);
    h.session.onTransportClose();
  });

  it('closes a client silent for twice the negotiated interval', async () => {
    const observer = fakeObserver();
    const h = await connected({ observer }, { 'heart-beat': '10000,0' });
    await vi.advanceTimersByTimeAsync(19999);
    expect(h.closes).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(h.closes).toHaveBeenCalledTimes(1);
    expect(h.session.state).toBe('closed');
    expect(observer.events.at(-1)).toBe('closed session-1');
  });

  it('keeps a client that sends heart-beats, or anything at all', async () => {
    const h = await connected({}, { 'heart-beat': '10000,0' });
    for (let i = 0; i < 5; i++) {
      await vi.advanceTimersByTimeAsync(15000);
      h.session.receive(i % 2 === 0 ? '\n' : '\r\n');
    }
    await vi.advanceTimersByTimeAsync(15000);
    h.session.receive('SEND\ndestination:/app/'); // part of a frame is a sign of life too
    await vi.advanceTimersByTimeAsync(15000);
    expect(h.closes).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5000);
    expect(h.closes).toHaveBeenCalledTimes(1);
  });

  it('uses the grace factor it is given', async () => {
    const h = await connected({ heartBeatGrace: 3 }, { 'heart-beat': '10000,0' });
    await vi.advanceTimersByTimeAsync(29999);
    expect(h.closes).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(h.closes).toHaveBeenCalledTimes(1);
  });

  it('runs no heart-beat when the client asks for none', async () => {
    const h = await connected({}, { 'heart-beat': '0,0' });
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
    expect(h.heartBeats()).toBe(0);
    expect(h.closes).not.toHaveBeenCalled();
  });

  it('leaves no timer running once the session is closed', async () => {
    const h = await connected({}, { 'heart-beat': '10000,10000' });
    expect(vi.getTimerCount()).toBe(2);
    await h.send(frame('DISCONNECT'));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves no timer running when the transport goes away first', async () => {
    const h = harness();
    expect(vi.getTimerCount()).toBe(1); // the connect deadline
    h.session.onTransportClose();
    expect(vi.getTimerCount()).toBe(0);
    expect(h.closes).not.toHaveBeenCalled();
  });
});

describe('deliver', () => {
  it('sends a MESSAGE with subscription, message-id and destination to each matching subscription', async () => {
    const h = await connected();
    await h.send(
      frame('SUBSCRIBE', { id: 'a', destination: '/chatroom/public' }),
      frame('SUBSCRIBE', { id: 'b', destination: '/chatroom/public' }),
      frame('SUBSCRIBE', { id: 'c', destination: '/user/Ana/private' }),
    );
    const body = '{"senderName":"Bia","message":"Olá","status":"MESSAGE"}';
    expect(
      h.session.deliver(
        '/chatroom/public',
        new OutgoingMessage({ 'content-type': 'application/json' }, body),
      ),
    ).toBe(2);
    const messages = h.frames().filter((f) => f.command === 'MESSAGE');
    expect(messages.map((m) => m.headers.subscription)).toEqual(['a', 'b']);
    for (const message of messages) {
      expect(message.headers.destination).toBe('/chatroom/public');
      expect(message.headers['content-type']).toBe('application/json');
      expect(message.headers['content-length']).toBe(String(Buffer.byteLength(body)));
      expect(message.body).toBe(body);
    }
    const ids = messages.map((m) => m.headers['message-id']);
    expect(new Set(ids).size).toBe(2);
    expect(ids.every((id) => id?.startsWith('session-1-'))).toBe(true);
  });

  it('sends nothing for a destination without subscription', async () => {
    const h = await connected();
    await h.send(frame('SUBSCRIBE', { id: 'a', destination: '/chatroom/public' }));
    expect(h.session.deliver('/user/Ana/private', new OutgoingMessage({}, 'x'))).toBe(0);
    expect(h.frames().filter((f) => f.command === 'MESSAGE')).toEqual([]);
  });

  it('does not let a publisher forge the headers the session owns', async () => {
    const h = await connected();
    await h.send(frame('SUBSCRIBE', { id: 'a', destination: '/chatroom/public' }));
    const forged: StompHeaders = {
      destination: '/user/Bia/private',
      subscription: 'zzz',
      'message-id': 'fake',
      'content-length': '1',
      ack: 'x',
      custom: 'kept',
    };
    h.session.deliver('/chatroom/public', new OutgoingMessage(forged, 'body'));
    const message = h.lastFrame();
    expect(message?.headers).toMatchObject({
      destination: '/chatroom/public',
      subscription: 'a',
      custom: 'kept',
    });
    expect(message?.headers['message-id']).not.toBe('fake');
    expect(message?.headers.ack).toBeUndefined();
    expect(message?.body).toBe('body');
  });

  it('escapes header values so they cannot break the frame', async () => {
    const h = await connected();
    await h.send(frame('SUBSCRIBE', { id: 'a:b\nc', destination: '/chatroom/public' }));
    h.session.deliver('/chatroom/public', new OutgoingMessage({ note: 'line\nbreak:colon\\' }, 'x'));
    expect(h.lastFrame()?.headers).toMatchObject({ subscription: 'a:b\nc', note: 'line\nbreak:colon\\' });
  });

  it('delivers nothing before CONNECTED or after close', async () => {
    const h = harness();
    expect(h.session.deliver('/chatroom/public', new OutgoingMessage({}, 'x'))).toBe(0);
    await h.send(connectFrame(), frame('SUBSCRIBE', { id: 'a', destination: '/chatroom/public' }));
    h.session.onTransportClose();
    expect(h.session.deliver('/chatroom/public', new OutgoingMessage({}, 'x'))).toBe(0);
  });

  it('closes the session when its transport can no longer send', async () => {
    let broken = false;
    const sent: string[] = [];
    const h = harness({
      send: (text) => {
        if (broken) throw new Error('socket gone');
        sent.push(text);
      },
    });
    await h.send(
      connectFrame(),
      frame('SUBSCRIBE', { id: 'a', destination: '/chatroom/public', receipt: 'r' }),
    );
    expect(sent.map((text) => text.split('\n')[0])).toEqual(['CONNECTED', 'RECEIPT']);
    broken = true;
    expect(h.session.deliver('/chatroom/public', new OutgoingMessage({}, 'x'))).toBe(0);
    expect(h.session.state).toBe('closed');
    expect(h.closes).toHaveBeenCalledTimes(1);
    expect(h.reportError).toHaveBeenCalledWith(expect.objectContaining({ message: 'socket gone' }));
  });
});

function fakeObserver(): SessionObserver & { events: string[] } {
  const events: string[] = [];
  return {
    events,
    connected: (s: MessageReceiver) => events.push(`connected ${s.id}`),
    subscribed: (s: MessageReceiver, d: string) => events.push(`subscribed ${s.id} ${d}`),
    unsubscribed: (s: MessageReceiver, d: string) => events.push(`unsubscribed ${s.id} ${d}`),
    closed: (s: MessageReceiver) => events.push(`closed ${s.id}`),
  };
}

describe('the observer', () => {
  it('hears of a destination when the first subscription to it starts and the last one ends', async () => {
    const observer = fakeObserver();
    const h = await connected({ observer });
    await h.send(
      frame('SUBSCRIBE', { id: 'a', destination: '/chatroom/public' }),
      frame('SUBSCRIBE', { id: 'b', destination: '/chatroom/public' }),
      frame('SUBSCRIBE', { id: 'c', destination: '/user/Ana/private' }),
      frame('UNSUBSCRIBE', { id: 'a' }),
      frame('UNSUBSCRIBE', { id: 'b' }),
      frame('DISCONNECT'),
    );
    expect(observer.events).toEqual([
      'connected session-1',
      'subscribed session-1 /chatroom/public',
      'subscribed session-1 /user/Ana/private',
      'unsubscribed session-1 /chatroom/public',
      'closed session-1',
    ]);
  });

  it('is not told of a refused subscription, nor of a connection that never authenticated as connected', async () => {
    const observer = fakeObserver();
    const h = harness({ observer });
    await h.send(connectFrame({ passcode: 'nope' }));
    expect(observer.events).toEqual(['closed session-1']);
  });

  it('hears of closing once, however the session ends', async () => {
    const observer = fakeObserver();
    const h = await connected({ observer });
    await h.send(frame('DISCONNECT'));
    h.session.onTransportClose();
    expect(observer.events.filter((e) => e.startsWith('closed'))).toHaveLength(1);
  });
});

describe('helpers', () => {
  it('negotiateVersion picks the highest version both accept', () => {
    expect(negotiateVersion('1.0,1.1,1.2', ['1.2', '1.1'])).toBe('1.2');
    expect(negotiateVersion('1.1, 1.0', ['1.1', '1.2'])).toBe('1.1');
    expect(negotiateVersion('1.1,1.0', ['1.2'])).toBeUndefined();
    expect(negotiateVersion(undefined, ['1.2', '1.1'])).toBeUndefined();
  });

  it('readConnectRequest finds a bearer token in either spelling of Authorization', () => {
    expect(readConnectRequest({ Authorization: 'Bearer abc' }).bearerToken).toBe('abc');
    expect(readConnectRequest({ authorization: 'bearer  xyz ' }).bearerToken).toBe('xyz');
    expect(readConnectRequest({ Authorization: 'Basic abc' }).bearerToken).toBeUndefined();
    expect(readConnectRequest({ Authorization: 'Bearer ' }).bearerToken).toBeUndefined();
    expect(readConnectRequest({ login: 'a', passcode: 'b', host: 'h' })).toMatchObject({
      login: 'a',
      passcode: 'b',
      host: 'h',
    });
  });
});
