import crypto from 'node:crypto';
import type { CaptureResult, OrderRequest, PaymentProvider } from './payment-provider';
import { createMemorySandboxStore, type SandboxDecision, type SandboxStore } from './sandbox-store';

export type { SandboxDecision, SandboxOrder } from './sandbox-store';

/** The local provider also takes the visitor's choice on its approval screen (PayPal's own pop-up, in PayPal). */
export interface SandboxPaymentProvider extends PaymentProvider {
  readonly provedor: 'sandbox';
  /** Records the visitor's choice; false when the order is unknown or already captured. */
  decide(orderId: string, decision: SandboxDecision): Promise<boolean>;
  /** Lets go of the store's connection (Redis), if it has one. */
  close(): void;
}

export const isSandbox = (provider: PaymentProvider): provider is SandboxPaymentProvider =>
  provider.provedor === 'sandbox';

/**
 * A payment provider with no network, the default when PayPal is not configured: the checkout can be
 * used and tested end to end locally, and it refuses what PayPal refuses (capturing an order nobody
 * approved, or one the buyer declined).
 *
 * Orders and decisions are kept out of the database on purpose (no table or column just for a pretend
 * provider): in this process's memory by default, in Redis when there is one (several instances: the
 * visitor may approve on one and capture on another; see sandbox-store.ts). A lost order (a restart
 * without Redis, or one expired) answers "declined" (nothing charged) at capture, as PayPal does for an
 * order it no longer knows, and the visitor starts again.
 */
export function createSandboxProvider(
  store: SandboxStore = createMemorySandboxStore(),
): SandboxPaymentProvider {
  return {
    provedor: 'sandbox',

    async createOrder(order: OrderRequest) {
      const orderId = `SANDBOX-${crypto.randomUUID()}`;
      await store.saveOrder(orderId, {
        amountCentavos: order.amountCentavos,
        currency: order.currency,
        decision: null,
        capture: null,
      });
      return { orderId };
    },

    async decide(orderId, decision) {
      const order = await store.order(orderId);
      if (!order || order.capture?.status === 'captured') return false;
      await store.saveOrder(orderId, { ...order, decision });
      return true;
    },

    async capture(orderId, idempotencyKey) {
      // Outcome per idempotency key, as PayPal answers a repeated PayPal-Request-Id.
      const repeated = await store.outcome(`${orderId}:${idempotencyKey}`);
      if (repeated) return repeated;
      const order = await store.order(orderId);
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
      if (order) await store.saveOrder(orderId, { ...order, capture: result });
      await store.saveOutcome(`${orderId}:${idempotencyKey}`, result);
      return result;
    },

    publicConfig: () => ({ provedor: 'sandbox', clientId: null }),
    close: () => store.close(),
  };
}
