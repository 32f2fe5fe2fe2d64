import crypto from 'node:crypto';
import type { CaptureResult, OrderRequest, PaymentProvider } from './payment-provider';

export type SandboxDecision = 'aprovar' | 'recusar';

type SandboxOrder = {
  amountCentavos: number;
  currency: string;
  decision: SandboxDecision | null;
  capture: CaptureResult | null;
};

/** The local provider also takes the visitor's choice on its approval screen (PayPal's own pop-up, in PayPal). */
export interface SandboxPaymentProvider extends PaymentProvider {
  readonly provedor: 'sandbox';
  /** Records the visitor's choice; false when the order is unknown or already captured. */
  decide(orderId: string, decision: SandboxDecision): boolean;
}

export const isSandbox = (provider: PaymentProvider): provider is SandboxPaymentProvider =>
  provider.provedor === 'sandbox';

/**
 * A payment provider with no network, the default when PayPal is not configured: the checkout can be
 * used and tested end to end locally, and it refuses what PayPal refuses (capturing an order nobody
 * approved, or one the buyer declined).
 *
 * Orders and decisions live in this process's memory on purpose: this provider only exists for
 * development and tests, where one instance runs, and keeping its state out of the database means no
 * table or column exists just for a pretend provider. A restart forgets open sandbox orders; capturing one
 * then answers "declined" (nothing charged), as PayPal does for an order it no longer knows, and the
 * visitor starts again.
 */
export function createSandboxProvider(): SandboxPaymentProvider {
  const orders = new Map<string, SandboxOrder>();
  /** Outcome per idempotency key, as PayPal answers a repeated PayPal-Request-Id. */
  const byKey = new Map<string, CaptureResult>();

  return {
    provedor: 'sandbox',

    async createOrder(order: OrderRequest) {
      const orderId = `SANDBOX-${crypto.randomUUID()}`;
      orders.set(orderId, {
        amountCentavos: order.amountCentavos,
        currency: order.currency,
        decision: null,
        capture: null,
      });
      return { orderId };
    },

    decide(orderId, decision) {
      const order = orders.get(orderId);
      if (!order || order.capture?.status === 'captured') return false;
      order.decision = decision;
      return true;
    },

    async capture(orderId, idempotencyKey) {
      const repeated = byKey.get(`${orderId}:${idempotencyKey}`);
      if (repeated) return repeated;
      const order = orders.get(orderId);
      let result: CaptureResult;
      if (!order) result = { status: 'declined', reason: 'ORDER_NOT_FOUND' };
      else if (order.capture?.status === 'captured') result = order.capture;
      else if (order.decision === 'recusar') result = { status: 'declined', reason: 'INSTRUMENT_DECLINED' };
      else if (order.decision !== 'aprovar') return { status: 'not_approved', reason: 'ORDER_NOT_APPROVED' };
      else
        result = {
          status: 'captured',
          captureId: `SANDBOX-CAPTURE-${crypto.randomUUID()}`,
          amountCentavos: order.amountCentavos,
          currency: order.currency,
        };
      if (order) order.capture = result;
      byKey.set(`${orderId}:${idempotencyKey}`, result);
      return result;
    },

    publicConfig: () => ({ provedor: 'sandbox', clientId: null }),
  };
}
