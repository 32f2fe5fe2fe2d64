/** Which provider's buttons the checkout page shows. */
export type ProvedorPagamento = 'sandbox' | 'paypal';

/** What the server decided to charge: the provider is only ever told this, never the browser's numbers. */
export type OrderRequest = {
  /** Our pagamento id, echoed by the provider (PayPal's purchase unit reference_id). */
  reference: string;
  description: string;
  amountCentavos: number;
  currency: 'BRL';
};

/**
 * The outcome of a capture. `captured` reports what the provider says was captured, which the caller
 * must compare with what it asked for before granting anything.
 */
export type CaptureResult =
  | { status: 'captured'; captureId: string; amountCentavos: number; currency: string }
  /** The buyer's payment was refused (card declined, capture failed): nothing was charged. */
  | { status: 'declined'; reason: string }
  /** The buyer has not approved the order (yet): nothing was charged, the order may still be approved. */
  | { status: 'not_approved'; reason: string };

/** A payment provider behind one interface: PayPal Orders v2, or the local sandbox. */
export interface PaymentProvider {
  readonly provedor: ProvedorPagamento;
  /** Creates an order for the buyer to approve; returns the provider's order id. */
  createOrder(order: OrderRequest): Promise<{ orderId: string }>;
  /**
   * Captures an approved order. The same idempotency key always gets the same outcome from the provider,
   * and an order captured before (under another key) reports that earlier capture.
   */
  capture(orderId: string, idempotencyKey: string): Promise<CaptureResult>;
  /** What the browser may know: the provider and its public client id (never a secret). */
  publicConfig(): { provedor: ProvedorPagamento; clientId: string | null };
}

/** A provider call that failed for a reason other than the buyer's payment (network, timeout, bad answer). */
export class PaymentProviderError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'PaymentProviderError';
  }
}

/** Centavos as the decimal string providers expect: 144000 → '1440.00'. */
export function centavosToDecimal(centavos: number): string {
  if (!Number.isSafeInteger(centavos) || centavos < 0) throw new RangeError(`invalid amount: ${centavos}`);
  return `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;
}

/** A provider's decimal string as centavos, exactly ('1440.00' → 144000, '0.5' → 50); null when malformed. */
export function decimalToCentavos(value: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
