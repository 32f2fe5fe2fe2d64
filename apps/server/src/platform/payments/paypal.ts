import {
  centavosToDecimal,
  decimalToCentavos,
  PaymentProviderError,
  type CaptureResult,
  type OrderRequest,
  type PaymentProvider,
} from './payment-provider';

export type PayPalConfig = {
  clientId: string;
  clientSecret: string;
  /** https://api-m.sandbox.paypal.com or https://api-m.paypal.com (no trailing slash). */
  baseUrl: string;
  timeoutMs: number;
};

type Capture = { id?: string; status?: string; amount?: { currency_code?: string; value?: string } };
type Order = { id?: string; status?: string; purchase_units?: { payments?: { captures?: Capture[] } }[] };
type PayPalErrorBody = {
  name?: string;
  message?: string;
  debug_id?: string;
  details?: { issue?: string; description?: string }[];
};

/** Issues of a 422 that mean the buyer has not approved the order yet (the order can still be approved). */
const NOT_APPROVED = new Set(['ORDER_NOT_APPROVED', 'PAYER_ACTION_REQUIRED']);
/** Refresh the access token this long before PayPal says it expires. */
const TOKEN_MARGIN_MS = 60_000;

/**
 * PayPal Orders v2 over Node's fetch: an OAuth2 client-credentials token (cached until it expires),
 * create order (intent CAPTURE, one purchase unit) and capture. Errors carry PayPal's debug_id, never the
 * credentials or the token.
 */
export function createPayPalProvider(config: PayPalConfig, now: () => number = Date.now): PaymentProvider {
  let token: { value: string; expiresAt: number } | null = null;
  let pendingToken: Promise<string> | null = null;

  async function call(
    method: string,
    path: string,
    init: { headers?: Record<string, string>; body?: string },
  ): Promise<Response> {
    try {
      return await fetch(`${config.baseUrl}${path}`, {
        method,
        headers: init.headers,
        body: init.body,
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (err) {
      const name = (err as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new PaymentProviderError(
          `PayPal did not answer ${method} ${path.split('/').slice(0, 4).join('/')} within ${config.timeoutMs} ms`,
          err,
        );
      throw new PaymentProviderError(`PayPal could not be reached (${(err as Error).message})`, err);
    }
  }

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const res = await call('POST', '/v1/oauth2/token', {
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    if (!res.ok)
      throw new PaymentProviderError(
        `PayPal refused the credentials (HTTP ${res.status}): check PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET`,
      );
    const body = (await res.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token)
      throw new PaymentProviderError('PayPal answered the token request without an access_token');
    token = { value: body.access_token, expiresAt: now() + (body.expires_in ?? 0) * 1000 - TOKEN_MARGIN_MS };
    return token.value;
  }

  /** One token request at a time: concurrent calls share it. */
  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > now()) return token.value;
    pendingToken ??= fetchToken().finally(() => {
      pendingToken = null;
    });
    return pendingToken;
  }

  /** An authorised JSON call; a 401 (token revoked early) gets one fresh token and one more try. */
  async function api(
    method: string,
    path: string,
    headers: Record<string, string> = {},
    body?: unknown,
  ): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      const res = await call(method, path, {
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          'content-type': 'application/json',
          accept: 'application/json',
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (res.status !== 401 || attempt > 0) return res;
      token = null;
    }
  }

  async function failure(res: Response, what: string): Promise<PaymentProviderError> {
    const body = (await res.json().catch(() => ({}))) as PayPalErrorBody;
    const issue = body.details?.[0]?.issue ?? body.name ?? 'UNKNOWN';
    return new PaymentProviderError(
      `PayPal ${what} failed: HTTP ${res.status} ${issue}${body.debug_id ? ` (debug_id ${body.debug_id})` : ''}`,
    );
  }

  function captureOf(order: Order): CaptureResult {
    const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
    if (!capture) {
      // An order answered without a capture was not captured (e.g. still APPROVED or CREATED).
      return { status: 'not_approved', reason: `ORDER_${order.status ?? 'UNKNOWN'}` };
    }
    const status = capture.status ?? 'UNKNOWN';
    if (status === 'DECLINED' || status === 'FAILED')
      return { status: 'declined', reason: `CAPTURE_${status}` };
    // PENDING: PayPal took the payment and settles it later (e.g. the merchant must accept BRL), so it counts as captured.
    if (status !== 'COMPLETED' && status !== 'PENDING')
      throw new PaymentProviderError(`PayPal answered a capture with status ${status}`);
    const amountCentavos = decimalToCentavos(capture.amount?.value ?? '');
    if (!capture.id || amountCentavos === null || !capture.amount?.currency_code) {
      throw new PaymentProviderError('PayPal answered a capture without its id or amount');
    }
    return {
      status: 'captured',
      captureId: capture.id,
      amountCentavos,
      currency: capture.amount.currency_code,
    };
  }

  return {
    provedor: 'paypal',

    async createOrder(order: OrderRequest) {
      const res = await api(
        'POST',
        '/v2/checkout/orders',
        // The same pagamento asked twice (a retried request) is the same PayPal order.
        { 'paypal-request-id': `pedido-${order.reference}` },
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: order.reference,
              description: order.description.slice(0, 127),
              amount: { currency_code: order.currency, value: centavosToDecimal(order.amountCentavos) },
            },
          ],
        },
      );
      if (!res.ok) throw await failure(res, 'create order');
      const body = (await res.json()) as Order;
      if (!body.id) throw new PaymentProviderError('PayPal created an order without an id');
      return { orderId: body.id };
    },

    async capture(orderId: string, idempotencyKey: string): Promise<CaptureResult> {
      const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}`;
      const res = await api('POST', `${path}/capture`, {
        'paypal-request-id': idempotencyKey,
        prefer: 'return=representation',
      });
      if (res.ok) return captureOf((await res.json()) as Order);
      if (res.status === 422 || res.status === 404) {
        const body = (await res.json().catch(() => ({}))) as PayPalErrorBody;
        const issue = body.details?.[0]?.issue ?? body.name ?? `HTTP_${res.status}`;
        if (issue === 'ORDER_ALREADY_CAPTURED') {
          // Captured before under another key (a retry after a lost answer): report that capture.
          const order = await api('GET', path);
          if (!order.ok) throw await failure(order, 'read order');
          return captureOf((await order.json()) as Order);
        }
        if (NOT_APPROVED.has(issue)) return { status: 'not_approved', reason: issue };
        // INSTRUMENT_DECLINED, TRANSACTION_REFUSED, an unknown or expired order…: nothing was charged.
        return { status: 'declined', reason: issue };
      }
      throw await failure(res, 'capture');
    },

    publicConfig: () => ({ provedor: 'paypal', clientId: config.clientId }),
  };
}
