import type { IFrame, IMessage } from '@stomp/stompjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientConfig } from './stomp-client';

vi.mock('./query-client', () => ({ queryClient: { invalidateQueries: vi.fn() } }));

const { RealtimeConnection, brokerUrl, retryDelay } = await import('./stomp-client');

/** Plays the server's part: a connection that can be opened, lost and refused. */
class FakeClient {
  connected = false;
  activations = 0;
  deactivated = false;
  readonly subscriptions: { destination: string; callback: (m: IMessage) => void; open: boolean }[] = [];
  readonly published: { destination: string; body: string; headers?: Record<string, string> }[] = [];
  readonly receipts = new Map<string, (frame: IFrame) => void>();
  readonly config: ClientConfig;

  constructor(config: ClientConfig) {
    this.config = config;
  }

  activate() {
    this.activations += 1;
  }

  async deactivate() {
    this.deactivated = true;
    this.connected = false;
  }

  subscribe(destination: string, callback: (m: IMessage) => void) {
    const entry = { destination, callback, open: true };
    this.subscriptions.push(entry);
    return { unsubscribe: () => void (entry.open = false) };
  }

  publish(params: { destination: string; body: string; headers?: Record<string, string> }) {
    this.published.push(params);
  }

  watchForReceipt(id: string, callback: (frame: IFrame) => void) {
    this.receipts.set(id, callback);
  }

  /** The attempt the library would make now: waits as asked, then the handshake succeeds. */
  async connect() {
    await this.config.beforeConnect(undefined as never);
    this.connected = true;
    this.config.onConnect({} as IFrame);
  }

  drop() {
    this.connected = false;
    for (const s of this.subscriptions) s.open = false;
    this.config.onWebSocketClose({} as CloseEvent);
  }

  deliver(destination: string, body: unknown) {
    for (const s of this.subscriptions.filter((x) => x.open && x.destination === destination))
      s.callback({ body: JSON.stringify(body) } as IMessage);
  }

  open(destination: string) {
    return this.subscriptions.filter((s) => s.open && s.destination === destination).length;
  }
}

function setup(online = true) {
  const clients: FakeClient[] = [];
  const onUnauthenticated = vi.fn();
  const connection = new RealtimeConnection({
    createClient: (config) => {
      const client = new FakeClient(config);
      clients.push(client);
      return client;
    },
    url: () => 'ws://escola.test/api/ws',
    isOnline: () => online,
    random: () => 1,
    onUnauthenticated,
  });
  const states: string[] = [];
  connection.onStateChange(() => states.push(connection.state));
  return { connection, clients, states, onUnauthenticated, client: () => clients.at(-1)! };
}

describe('retryDelay', () => {
  it('doubles from one second up to thirty, each wait between half and all of it', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((n) => retryDelay(n, () => 1))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect(retryDelay(0, () => 0)).toBe(500);
    expect(retryDelay(9, () => 0)).toBe(15000);
  });
});

describe('brokerUrl', () => {
  it('uses the page’s host, over wss when the page is https', () => {
    expect(brokerUrl({ protocol: 'https:', host: 'app.lunna.com.br' })).toBe('wss://app.lunna.com.br/api/ws');
    expect(brokerUrl({ protocol: 'http:', host: 'localhost:3100' })).toBe('ws://localhost:3100/api/ws');
  });
});

describe('RealtimeConnection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('connects once per account with the spec’s heart-beat, and says so', async () => {
    const { connection, clients, states, client } = setup();
    connection.start('u1');
    connection.start('u1');
    expect(clients).toHaveLength(1);
    expect(client().config).toMatchObject({
      brokerURL: 'ws://escola.test/api/ws',
      heartbeatIncoming: 10000,
      heartbeatOutgoing: 10000,
    });
    expect(connection.state).toBe('connecting');
    await client().connect();
    expect(connection.state).toBe('connected');
    expect(states).toEqual(['connecting', 'connected']);
  });

  it('keeps subscriptions across reconnections and tells listeners to catch up', async () => {
    const { connection, client } = setup();
    const received: unknown[] = [];
    const connects: boolean[] = [];
    connection.onConnect(({ reconnect }) => connects.push(reconnect));
    connection.subscribe('/chatroom/public', (body) => received.push(body));
    connection.start('u1');
    await client().connect();
    expect(client().open('/chatroom/public')).toBe(1);
    client().deliver('/chatroom/public', { message: 'Olá' });

    client().drop();
    expect(connection.state).toBe('reconnecting');
    const again = client().connect();
    await vi.advanceTimersByTimeAsync(1000);
    await again;
    expect(connection.state).toBe('connected');
    expect(client().open('/chatroom/public')).toBe(1);
    client().deliver('/chatroom/public', { message: 'De volta' });
    expect(received).toEqual([{ message: 'Olá' }, { message: 'De volta' }]);
    expect(connects).toEqual([false, true]);
  });

  it('waits longer after each failed attempt and calls it offline after three', async () => {
    const { connection, client } = setup();
    connection.start('u1');
    client().drop(); // the first handshake failed
    expect(connection.state).toBe('connecting');
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      const start = Date.now();
      const attempt = client().config.beforeConnect(undefined as never) as Promise<void>;
      await vi.runOnlyPendingTimersAsync();
      await attempt;
      waits.push(Date.now() - start);
      client().drop();
    }
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(connection.state).toBe('offline');
  });

  it('is offline at once when the browser is, and retries at once when it comes back', async () => {
    const { connection, client } = setup(false);
    connection.start('u1');
    await client().connect();
    client().drop();
    expect(connection.state).toBe('offline');
    let done = false;
    void (client().config.beforeConnect(undefined as never) as Promise<void>).then(() => (done = true));
    connection.retryNow();
    await Promise.resolve();
    expect(done).toBe(true);
  });

  it('a connection refused right after it opened does not start the back-off over', async () => {
    const { connection, client } = setup();
    connection.start('u1');
    await client().connect();
    vi.advanceTimersByTime(60_000);
    client().drop(); // lost after a good while: the next attempt comes soon
    let attempt = client().connect();
    await vi.advanceTimersByTimeAsync(1000);
    await attempt;
    client().drop(); // lost at once (a refused frame closes it): the wait grows
    const start = Date.now();
    attempt = client().connect();
    await vi.runOnlyPendingTimersAsync();
    await attempt;
    expect(Date.now() - start).toBe(2000);
    expect(connection.state).toBe('connected');
  });

  it('a server asking for a resync is reconnected to soon, however often, and never called offline', async () => {
    const { connection, client } = setup();
    const connects: boolean[] = [];
    connection.onConnect(({ reconnect }) => connects.push(reconnect));
    connection.start('u1');
    await client().connect();
    for (let i = 0; i < 4; i++) {
      client().config.onStompError({
        headers: { message: 'resync: reconnect and catch up' },
      } as unknown as IFrame);
      client().drop();
      expect(connection.state).toBe('reconnecting');
      const start = Date.now();
      const attempt = client().connect();
      await vi.runOnlyPendingTimersAsync();
      await attempt;
      expect(Date.now() - start).toBe(1000);
    }
    expect(connects).toEqual([false, true, true, true, true]);
  });

  it('publishes JSON only while connected, with a receipt when asked', async () => {
    const { connection, client } = setup();
    expect(connection.publish('/app/message', { message: 'x' })).toBe(false);
    connection.start('u1');
    expect(connection.publish('/app/message', { message: 'x' })).toBe(false);
    await client().connect();
    const onReceipt = vi.fn();
    expect(
      connection.publish('/app/message', { message: 'Oi', clientId: 'c1' }, { id: 'c1', onReceipt }),
    ).toBe(true);
    expect(client().published[0]).toEqual({
      destination: '/app/message',
      body: '{"message":"Oi","clientId":"c1"}',
      headers: { 'content-type': 'application/json', receipt: 'c1' },
    });
    client().receipts.get('c1')!({} as IFrame);
    expect(onReceipt).toHaveBeenCalledOnce();
  });

  it('hands a message to every handler of its destination (the bell and a feature’s list on one socket subscription)', async () => {
    const { connection, client } = setup();
    connection.start('u1');
    await client().connect();
    const bell = vi.fn();
    const list = vi.fn();
    connection.subscribe('/user/u1/notificacoes', bell);
    const stop = connection.subscribe('/user/u1/notificacoes', list);
    expect(client().open('/user/u1/notificacoes')).toBe(1);
    client().deliver('/user/u1/notificacoes', { tipo: 'notificacao' });
    expect(bell).toHaveBeenCalledWith({ tipo: 'notificacao' }, expect.anything());
    expect(list).toHaveBeenCalledWith({ tipo: 'notificacao' }, expect.anything());
    stop();
    client().deliver('/user/u1/notificacoes', { tipo: 'notificacao' });
    expect(bell).toHaveBeenCalledTimes(2);
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('unsubscribes when the last handler leaves', async () => {
    const { connection, client } = setup();
    connection.start('u1');
    await client().connect();
    const a = connection.subscribe('/user/u1/private', () => undefined);
    const b = connection.subscribe('/user/u1/private', () => undefined);
    expect(client().open('/user/u1/private')).toBe(1);
    a();
    expect(client().open('/user/u1/private')).toBe(1);
    b();
    expect(client().open('/user/u1/private')).toBe(0);
  });

  it('signing out disconnects for good; another account gets a fresh connection', async () => {
    const { connection, clients, client } = setup();
    connection.start('u1');
    await client().connect();
    connection.stop();
    expect(clients[0]!.deactivated).toBe(true);
    expect(connection.state).toBe('idle');
    clients[0]!.drop(); // the close that follows changes nothing
    expect(connection.state).toBe('idle');
    connection.start('u2');
    expect(clients).toHaveLength(2);
    connection.start('u3');
    expect(clients[1]!.deactivated).toBe(true);
    expect(clients).toHaveLength(3);
  });

  it('a session the server refuses stops the connection and asks for the session again', async () => {
    const { connection, client, onUnauthenticated } = setup();
    connection.start('u1');
    client().config.onStompError({ headers: { message: 'not authenticated' } } as unknown as IFrame);
    expect(connection.state).toBe('idle');
    expect(client().deactivated).toBe(true);
    expect(onUnauthenticated).toHaveBeenCalledOnce();
  });
});
