import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env';
import { createPaymentProvider, isSandbox } from './payments';
import { createSandboxProvider } from './sandbox';

const order = {
  reference: 'pag-1',
  description: 'Plano Brincadeira mensal',
  amountCentavos: 144_000,
  currency: 'BRL' as const,
};

describe('sandbox provider', () => {
  it('refuses to capture an order nobody approved, and captures an approved one once', async () => {
    const sandbox = createSandboxProvider();
    const { orderId } = await sandbox.createOrder(order);
    expect(await sandbox.capture(orderId, 'chave-1')).toEqual({
      status: 'not_approved',
      reason: 'ORDER_NOT_APPROVED',
    });
    expect(await sandbox.decide(orderId, 'aprovar')).toBe(true);
    const captured = await sandbox.capture(orderId, 'chave-2');
    expect(captured).toEqual({
      status: 'captured',
      captureId: expect.stringMatching(/^SANDBOX-CAPTURE-/),
      amountCentavos: 144_000,
      currency: 'BRL',
    });
    expect(await sandbox.capture(orderId, 'chave-2')).toEqual(captured);
    expect(await sandbox.capture(orderId, 'chave-3')).toEqual(captured);
    // Once captured, the choice cannot change.
    expect(await sandbox.decide(orderId, 'recusar')).toBe(false);
  });

  it('declines an order the visitor declined, and one it does not know', async () => {
    const sandbox = createSandboxProvider();
    const { orderId } = await sandbox.createOrder(order);
    await sandbox.decide(orderId, 'recusar');
    expect(await sandbox.capture(orderId, 'chave-1')).toEqual({
      status: 'declined',
      reason: 'INSTRUMENT_DECLINED',
    });
    expect(await sandbox.capture('SANDBOX-desconhecido', 'chave-2')).toEqual({
      status: 'declined',
      reason: 'ORDER_NOT_FOUND',
    });
    expect(await sandbox.decide('SANDBOX-desconhecido', 'aprovar')).toBe(false);
  });
});

describe('createPaymentProvider', () => {
  it('is the sandbox without PayPal credentials (empty ones count as unset), PayPal with both', () => {
    expect(isSandbox(createPaymentProvider(loadConfig({})))).toBe(true);
    expect(
      createPaymentProvider(loadConfig({ PAYPAL_CLIENT_ID: '', PAYPAL_CLIENT_SECRET: '' })).provedor,
    ).toBe('sandbox');
    const config = loadConfig({ PAYPAL_CLIENT_ID: 'id-publico', PAYPAL_CLIENT_SECRET: 'segredo' });
    expect(config.paypal).toEqual({
      clientId: 'id-publico',
      clientSecret: 'segredo',
      baseUrl: 'https://api-m.sandbox.paypal.com',
      timeoutMs: 15_000,
    });
    expect(createPaymentProvider(config).publicConfig()).toEqual({
      provedor: 'paypal',
      clientId: 'id-publico',
    });
  });

  it('refuses half a PayPal configuration', () => {
    expect(() => loadConfig({ PAYPAL_CLIENT_ID: 'id-publico' })).toThrow(/set both/);
    expect(() => loadConfig({ PAYPAL_CLIENT_SECRET: 'segredo' })).toThrow(/set both/);
    expect(() => loadConfig({ PAYPAL_BASE_URL: 'nao e url' })).toThrow(/PAYPAL_BASE_URL/);
  });
});
