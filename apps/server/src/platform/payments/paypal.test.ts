import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { centavosToDecimal, decimalToCentavos, PaymentProviderError } from './payment-provider';
import { createPayPalProvider } from './paypal';
import { startFakePayPal, type FakePayPal } from './paypal-fake-server';

let fake: FakePayPal;
beforeAll(async () => {
  fake = await startFakePayPal();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.delayMs = 0;
});

const provider = (overrides: Partial<{ clientSecret: string; timeoutMs: number }> = {}) =>
  createPayPalProvider({
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    baseUrl: fake.baseUrl,
    timeoutMs: 2000,
    ...overrides,
  });

let n = 0;
/** Each order its own reference: PayPal answers a repeated reference with the order it created before. */
const order = () => ({
  reference: `pag-${++n}`,
  description: 'Plano Brincadeira (mensal)',
  amountCentavos: 144_000,
  currency: 'BRL' as const,
});
const paths = () => fake.requests.map((r) => `${r.method} ${r.path}`);

describe('amounts', () => {
  it('writes and reads decimal strings exactly', () => {
    expect(centavosToDecimal(144_000)).toBe('1440.00');
    expect(centavosToDecimal(5)).toBe('0.05');
    expect(decimalToCentavos('1440.00')).toBe(144_000);
    expect(decimalToCentavos('0.5')).toBe(50);
    expect(decimalToCentavos('1440')).toBe(144_000);
    expect(decimalToCentavos('14.001')).toBeNull();
    expect(decimalToCentavos('-1.00')).toBeNull();
    expect(() => centavosToDecimal(1.5)).toThrow(RangeError);
  });
});

describe('PayPal Orders v2 adapter', () => {
  it('gets a token with Basic auth, creates an order for the amount in BRL and reuses the token', async () => {
    const paypal = provider();
    const { orderId } = await paypal.createOrder(order());
    await paypal.createOrder(order());
    expect(paths()).toEqual([
      'POST /v1/oauth2/token',
      'POST /v2/checkout/orders',
      'POST /v2/checkout/orders',
    ]);
    const token = fake.requests[0]!;
    expect(token.headers.authorization).toBe(
      `Basic ${Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64')}`,
    );
    expect(token.body).toBe('grant_type=client_credentials');
    const create = fake.requests[1]!;
    expect(create.headers.authorization).toMatch(/^Bearer A21AA/);
    expect(JSON.parse(create.body)).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: expect.stringMatching(/^pag-\d+$/),
          description: 'Plano Brincadeira (mensal)',
          amount: { currency_code: 'BRL', value: '1440.00' },
        },
      ],
    });
    expect(fake.orders.get(orderId)!.status).toBe('CREATED');
  });

  it('asks for a new token once the old one expires', async () => {
    fake.tokenSeconds = 30; // less than the refresh margin: every call needs a new one
    try {
      const paypal = provider();
      await paypal.createOrder(order());
      await paypal.createOrder(order());
      expect(paths().filter((p) => p.endsWith('/v1/oauth2/token'))).toHaveLength(2);
    } finally {
      fake.tokenSeconds = 32_400;
    }
  });

  it('captures an approved order with the idempotency key and reports what was captured', async () => {
    const paypal = provider();
    const { orderId } = await paypal.createOrder(order());
    fake.approve(orderId);
    const result = await paypal.capture(orderId, 'chave-0001');
    expect(result).toEqual({
      status: 'captured',
      captureId: expect.stringMatching(/^CAP/),
      amountCentavos: 144_000,
      currency: 'BRL',
    });
    const capture = fake.requests.at(-1)!;
    expect(capture.path).toBe(`/v2/checkout/orders/${orderId}/capture`);
    expect(capture.headers['paypal-request-id']).toBe('chave-0001');
    expect(capture.headers.prefer).toBe('return=representation');

    // The same key again: PayPal replays the same answer.
    expect(await paypal.capture(orderId, 'chave-0001')).toEqual(result);
    // Another key after the capture: the earlier capture is read back, not a second one.
    expect(await paypal.capture(orderId, 'chave-0002')).toEqual(result);
    expect(paths().at(-1)).toBe(`GET /v2/checkout/orders/${orderId}`);
  });

  it('reports an order the buyer has not approved as not approved', async () => {
    const paypal = provider();
    const { orderId } = await paypal.createOrder(order());
    expect(await paypal.capture(orderId, 'chave-0003')).toEqual({
      status: 'not_approved',
      reason: 'ORDER_NOT_APPROVED',
    });
  });

  it('reports a declined instrument (422) and a declined capture as declined', async () => {
    const paypal = provider();
    const first = await paypal.createOrder(order());
    fake.approve(first.orderId, { kind: 'declined' });
    expect(await paypal.capture(first.orderId, 'chave-0004')).toEqual({
      status: 'declined',
      reason: 'INSTRUMENT_DECLINED',
    });
    const second = await paypal.createOrder(order());
    fake.approve(second.orderId, { kind: 'capture-declined' });
    expect(await paypal.capture(second.orderId, 'chave-0005')).toEqual({
      status: 'declined',
      reason: 'CAPTURE_DECLINED',
    });
    expect(await paypal.capture('NO-SUCH-ORDER', 'chave-0006')).toEqual({
      status: 'declined',
      reason: 'INVALID_RESOURCE_ID',
    });
  });

  it('reports a capture for another amount or currency as it was captured (the caller refuses it)', async () => {
    const paypal = provider();
    const first = await paypal.createOrder(order());
    fake.approve(first.orderId, { kind: 'amount', value: '0.01' });
    expect(await paypal.capture(first.orderId, 'chave-0007')).toMatchObject({
      status: 'captured',
      amountCentavos: 1,
      currency: 'BRL',
    });
    const second = await paypal.createOrder(order());
    fake.approve(second.orderId, { kind: 'amount', value: '1440.00', currency: 'USD' });
    expect(await paypal.capture(second.orderId, 'chave-0008')).toMatchObject({
      status: 'captured',
      amountCentavos: 144_000,
      currency: 'USD',
    });
  });

  it('gives up after the timeout with a clear error', async () => {
    const paypal = provider({ timeoutMs: 150 });
    fake.delayMs = 1000;
    const error = await paypal.createOrder(order()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).message).toMatch(/did not answer .* within 150 ms/);
  });

  it('says the credentials are wrong without repeating them', async () => {
    const paypal = provider({ clientSecret: 'wrong-secret-value' });
    const error = await paypal.createOrder(order()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).message).toMatch(/refused the credentials \(HTTP 401\)/);
    expect((error as Error).message).not.toContain('wrong-secret-value');
    expect((error as Error).message).not.toContain(fake.clientId);
  });

  it('publishes only the client id', () => {
    expect(provider().publicConfig()).toEqual({ provedor: 'paypal', clientId: fake.clientId });
  });
});
