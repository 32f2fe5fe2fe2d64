import type { MensagemChat } from '@lunna/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CaixaDeSaida, ESPERA_ECO_MS, type CaixaDeSaidaDeps } from './caixa-de-saida';

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const stored = (
  clientId: string,
  message: string,
  extra: Partial<MensagemChat> & { clientId?: string } = {},
): MensagemChat => ({
  idMensagem: `m-${clientId}`,
  idConversa: 'c1',
  usuarioId: 'eu',
  senderName: 'Mariana Souza',
  message,
  status: 'MESSAGE',
  date: '09:00',
  image: null,
  criadoEm: '2026-03-12T12:00:00.000Z',
  ...extra,
});

function setup({ connected = true, post }: { connected?: boolean; post?: CaixaDeSaidaDeps['post'] } = {}) {
  let n = 0;
  const published: { destination: string; body: unknown; receipt: { id: string; onReceipt: () => void } }[] =
    [];
  const guardadas: MensagemChat[] = [];
  const state = { connected };
  const deps: CaixaDeSaidaDeps = {
    publish: (destination, body, receipt) => {
      if (!state.connected) return false;
      published.push({ destination, body, receipt });
      return true;
    },
    post: vi.fn(post ?? (async (_id, p) => stored(p.clientId, p.message))),
    guardar: (m) => guardadas.push(m),
    temporario: (e) => !(e instanceof HttpError) || e.status >= 500,
    motivo: (e) => (e as Error).message,
    newId: () => `k${++n}`,
    now: () => new Date('2026-03-12T12:00:00Z'),
  };
  const caixa = new CaixaDeSaida(deps);
  return { caixa, deps, published, guardadas, state };
}

describe('the outbox', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends over the socket while connected, with the spec’s bodies, and lets go when the echo comes back', () => {
    const { caixa, published, deps } = setup();
    caixa.enviar('c1', { tipo: 'geral' }, 'Bom dia!');
    caixa.enviar('c2', { tipo: 'privada', usuarioId: 'u-ana' }, 'Oi, Ana');
    expect(published.map(({ destination, body }) => [destination, body])).toEqual([
      ['/app/message', { message: 'Bom dia!', clientId: 'k1' }],
      ['/app/private-message', { receiverName: 'u-ana', message: 'Oi, Ana', clientId: 'k2' }],
    ]);
    expect(caixa.snapshot().map((p) => p.estado)).toEqual(['enviando', 'enviando']);
    caixa.eco(stored('x', 'Bom dia!'), 'eu'); // without a clientId: the first waiting one with that text
    caixa.eco(stored('y', 'Oi, Ana', { idConversa: 'c2', clientId: 'k2' }), 'eu');
    expect(caixa.snapshot()).toEqual([]);
    vi.advanceTimersByTime(ESPERA_ECO_MS * 2);
    expect(deps.post).not.toHaveBeenCalled();
  });

  it('ignores echoes of others and of other texts', () => {
    const { caixa } = setup();
    caixa.enviar('c1', { tipo: 'geral' }, 'Bom dia!');
    caixa.eco(stored('x', 'Bom dia!', { usuarioId: 'outra' }), 'eu');
    caixa.eco(stored('x', 'Boa tarde'), 'eu');
    caixa.eco(stored('x', 'Bom dia!', { idConversa: 'c9' }), 'eu');
    caixa.eco(stored('x', 'Bom dia!'), undefined);
    expect(caixa.snapshot()).toHaveLength(1);
  });

  it('sends over REST while the socket is down, and shows what the server stored', async () => {
    const { caixa, deps, guardadas } = setup({ connected: false });
    caixa.enviar('c1', { tipo: 'geral' }, 'Sem socket');
    await vi.waitFor(() => expect(caixa.snapshot()).toEqual([]));
    expect(deps.post).toHaveBeenCalledWith('c1', { message: 'Sem socket', clientId: 'k1' });
    expect(guardadas.map((m) => m.idMensagem)).toEqual(['m-k1']);
  });

  it('an echo that does not come: the same message goes over REST (stored once, by its clientId)', async () => {
    const { caixa, deps } = setup();
    caixa.enviar('c1', { tipo: 'geral' }, 'Perdida?');
    await vi.advanceTimersByTimeAsync(ESPERA_ECO_MS);
    expect(deps.post).toHaveBeenCalledWith('c1', { message: 'Perdida?', clientId: 'k1' });
    expect(caixa.snapshot()).toEqual([]);
  });

  it('a receipt without an echo fetches it over REST soon', async () => {
    const { caixa, deps, published } = setup();
    caixa.enviar('c1', { tipo: 'geral' }, 'Recebida');
    published[0]!.receipt.onReceipt();
    await vi.advanceTimersByTimeAsync(1000);
    expect(deps.post).toHaveBeenCalledOnce();
  });

  it('without a network the message waits in the queue and goes when the connection is back, over the socket', async () => {
    const { caixa, deps, state, published } = setup({
      connected: false,
      post: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    caixa.enviar('c1', { tipo: 'geral' }, 'Depois');
    await vi.waitFor(() => expect(caixa.snapshot()[0]?.estado).toBe('na-fila'));
    state.connected = true;
    caixa.reenviar();
    expect(published.map((p) => p.body)).toEqual([{ message: 'Depois', clientId: 'k1' }]);
    expect(caixa.snapshot()[0]?.estado).toBe('enviando');
    caixa.eco(stored('k1', 'Depois'), 'eu');
    expect(caixa.snapshot()).toEqual([]);
    expect(deps.post).toHaveBeenCalledOnce();
  });

  it('the connection back but the socket still down: the queue goes over REST', async () => {
    let online = false;
    const { caixa, deps } = setup({
      connected: false,
      post: async (_id, p) => {
        if (!online) throw new TypeError('Failed to fetch');
        return stored(p.clientId, p.message);
      },
    });
    caixa.enviar('c1', { tipo: 'geral' }, 'Depois');
    await vi.waitFor(() => expect(caixa.snapshot()[0]?.estado).toBe('na-fila'));
    online = true;
    caixa.reenviar();
    await vi.waitFor(() => expect(caixa.snapshot()).toEqual([]));
    expect(deps.post).toHaveBeenCalledTimes(2);
  });

  it('a refusal is shown with its reason; the person may try again or discard it', async () => {
    let refuse = true;
    const { caixa } = setup({
      connected: false,
      post: async (_id, p) => {
        if (refuse) throw new HttpError(403, 'Acesso negado');
        return stored(p.clientId, p.message);
      },
    });
    caixa.enviar('c1', { tipo: 'privada', usuarioId: 'u-ana' }, 'Oi');
    await vi.waitFor(() =>
      expect(caixa.snapshot()[0]).toMatchObject({ estado: 'falhou', erro: 'Acesso negado' }),
    );
    caixa.reenviar(); // a refused message is not sent again by itself
    expect(caixa.snapshot()[0]!.estado).toBe('falhou');
    refuse = false;
    caixa.tentarDeNovo('k1');
    await vi.waitFor(() => expect(caixa.snapshot()).toEqual([]));

    refuse = true;
    caixa.enviar('c1', { tipo: 'privada', usuarioId: 'u-ana' }, 'De novo');
    await vi.waitFor(() => expect(caixa.snapshot()[0]?.estado).toBe('falhou'));
    caixa.descartar('k2');
    expect(caixa.snapshot()).toEqual([]);
  });

  it('tells its listeners when the waiting messages change', () => {
    const { caixa } = setup();
    const listener = vi.fn();
    const stop = caixa.subscribe(listener);
    caixa.enviar('c1', { tipo: 'geral' }, 'Oi');
    expect(listener).toHaveBeenCalled();
    stop();
    listener.mockClear();
    caixa.descartar('k1');
    expect(listener).not.toHaveBeenCalled();
  });
});
