import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DbOrTx } from '../db/client';
import type { Actor } from '../lib/actor';
import { systemClock } from '../lib/clock';
import { authService } from '../contexts/conta/auth/auth.service';
import { StompBroker } from './broker';
import type { ChatGateway } from './chat-gateway';
import { salaGeralDaEscola } from './destinos';
import { OnlineLocal } from './online';
import { MAX_CONEXOES_POR_PESSOA, StompConnections, type StompConnection } from './stomp-connections';
import { SERVER_COMMANDS, StompFrameParser, serializeFrame, type StompFrame } from './stomp-frame';

const pessoa = (usuarioId: string, escolaId: string): Actor => ({
  usuarioId,
  escolaId,
  papel: 'responsavel',
  nome: usuarioId,
  email: `${usuarioId}@example.com`,
  sessaoId: `s-${usuarioId}`,
  cadastroConcluido: true,
  reautenticadoEm: new Date(),
});
/** token → person; a token removed here is a session that ended. */
const sessoes = new Map<string, Actor>([
  ['tok-ana', pessoa('ana', 'escola-1')],
  ['tok-bia', pessoa('bia', 'escola-1')],
  ['tok-caio', pessoa('caio', 'escola-2')],
]);

function setUp() {
  vi.spyOn(authService, 'resolveActor').mockImplementation(
    async (_db, _clock, token) => sessoes.get(token) ?? null,
  );
  const broker = new StompBroker();
  const online = new OnlineLocal();
  const gateway: ChatGateway = {
    mayListen: async (actor, destination) =>
      destination === '/chatroom/public' || destination === `/user/${actor.usuarioId}/private`,
    onSend: vi.fn(async () => {}),
    deliver: vi.fn(async () => {}),
  };
  const connections = new StompConnections({
    db: {} as DbOrTx,
    clock: systemClock,
    broker,
    registroOnline: online,
    gateway,
    reportError: vi.fn(),
    revalidateEveryMs: 0,
  });

  async function client(token: string) {
    const parser = new StompFrameParser({ commands: SERVER_COMMANDS });
    const frames: StompFrame[] = [];
    let closed = false;
    const connection: StompConnection = connections.open({
      send: (text) => {
        for (const item of parser.push(text)) if (item.type === 'frame') frames.push(item.frame);
      },
      close: () => {
        closed = true;
      },
    });
    /** Sends a frame and waits for the server's answer to it (CONNECTED, a RECEIPT or an ERROR). */
    const send = async (command: 'CONNECT' | 'SUBSCRIBE', headers: Record<string, string>) => {
      const before = frames.length;
      connection.receive(serializeFrame({ command, headers }));
      await vi.waitFor(() => expect(frames.length > before || closed).toBe(true), { interval: 1 });
    };
    await send('CONNECT', { 'accept-version': '1.2', passcode: token, 'heart-beat': '0,0' });
    return {
      frames,
      connection,
      get closed() {
        return closed;
      },
      subscribe: (destination: string) =>
        send('SUBSCRIBE', { id: destination, destination, receipt: destination }),
    };
  }

  return { broker, online, connections, client };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('StompConnections', () => {
  it('delivers the school’s room only to that school, under the name the client subscribed to', async () => {
    const { broker, client, connections } = setUp();
    const ana = await client('tok-ana');
    const caio = await client('tok-caio');
    await ana.subscribe('/chatroom/public');
    await caio.subscribe('/chatroom/public');
    expect(ana.frames.map((f) => f.command)).toEqual(['CONNECTED', 'RECEIPT']);
    await broker.publish(salaGeralDaEscola('escola-1'), {}, '{"message":"oi"}');
    const messages = (c: { frames: StompFrame[] }) => c.frames.filter((f) => f.command === 'MESSAGE');
    expect(messages(ana).map((f) => [f.headers.destination, f.body])).toEqual([
      ['/chatroom/public', '{"message":"oi"}'],
    ]);
    expect(messages(caio)).toEqual([]);
    // Publishing to the client-side name reaches nobody: it is not a room of the broker.
    await broker.publish('/chatroom/public', {}, 'global');
    expect(messages(ana)).toHaveLength(1);
    await connections.close();
  });

  it('counts people online while connected, and caps their sockets per instance', async () => {
    const { online, client, connections } = setUp();
    const ana = await client('tok-ana');
    expect(ana.frames[0]?.command).toBe('CONNECTED');
    expect(await online.estaOnline('ana')).toBe(true);
    for (let i = 1; i < MAX_CONEXOES_POR_PESSOA; i++) await client('tok-ana');
    const demais = await client('tok-ana');
    expect(demais.frames[0]?.headers.message).toBe('too many connections');
    expect(online.locais('ana')).toBe(MAX_CONEXOES_POR_PESSOA);
    ana.connection.transportClosed();
    expect(online.locais('ana')).toBe(MAX_CONEXOES_POR_PESSOA - 1);
    await connections.close();
    expect(await online.estaOnline('ana')).toBe(false);
  });

  it('ends the sockets whose session ended elsewhere, with an ERROR', async () => {
    const { client, connections } = setUp();
    const ana = await client('tok-ana');
    const bia = await client('tok-bia');
    sessoes.delete('tok-bia');
    try {
      await connections.revalidateAll();
    } finally {
      sessoes.set('tok-bia', pessoa('bia', 'escola-1'));
    }
    expect(bia.frames.at(-1)).toMatchObject({ command: 'ERROR', headers: { message: 'not authenticated' } });
    expect(bia.closed).toBe(true);
    expect(ana.closed).toBe(false);
    await connections.close();
    expect(ana.closed).toBe(true);
  });

  it('refuses unknown tokens, and closes at once what opens after shutting down', async () => {
    const { client, connections } = setUp();
    const ninguem = await client('tok-ninguem');
    expect(ninguem.frames[0]?.headers.message).toBe('not authenticated');
    await connections.close();
    let closed = false;
    connections.open({ send: () => {}, close: () => (closed = true) });
    expect(closed).toBe(true);
  });
});
