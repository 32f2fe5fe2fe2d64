import { afterEach, describe, expect, it, vi } from 'vitest';
import { capturarPedido } from './checkout-api';

// The interface's i18n instance needs a browser; these tests only read the error codes.
vi.mock('../../../lib/i18n', () => ({ default: { t: (key: string) => key } }));

const CAPTURED = {
  status: 'capturado',
  plano: 'brincadeira',
  periodo: 'anual',
  valor: 13824,
  pagoAte: '2027-01-01T00:00:00.000Z',
  emailDiretor: 'a@b.test',
};
const ID = '0b0e4c1e-8a57-4c1f-9d6f-2f1f3b8b9a10';

function stubFetch(...answers: (Response | Error)[]) {
  const calls: Headers[] = [];
  vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=abc' });
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      calls.push(new Headers(init.headers));
      const next = answers.shift()!;
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('capturarPedido', () => {
  it('repeats a capture whose answer was lost with the same Idempotency-Key', async () => {
    const calls = stubFetch(
      new TypeError('network down'),
      new Response(JSON.stringify(CAPTURED), { status: 200 }),
    );
    await expect(capturarPedido(ID, 'chave-123456')).resolves.toEqual(CAPTURED);
    expect(calls.map((h) => h.get('Idempotency-Key'))).toEqual(['chave-123456', 'chave-123456']);
    expect(calls[0]!.get('X-XSRF-TOKEN')).toBe('abc');
  });

  it('does not repeat a capture the server refused', async () => {
    const refused = {
      code: 'PAGAMENTO_RECUSADO',
      message: 'O pagamento não foi aprovado. Nada foi cobrado.',
    };
    const calls = stubFetch(new Response(JSON.stringify(refused), { status: 402 }));
    await expect(capturarPedido(ID, 'chave-123456')).rejects.toMatchObject({
      status: 402,
      code: 'PAGAMENTO_RECUSADO',
    });
    expect(calls).toHaveLength(1);
  });
});
