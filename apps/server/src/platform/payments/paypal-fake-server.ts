import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small stand-in for PayPal's REST API on loopback, speaking the Orders v2 wire format (token, create,
 * capture, read), for the adapter's tests and the checkout's integration tests. Orders wait for the test
 * to approve them, as they wait for the buyer in PayPal's pop-up.
 */

export type FakeCaptureOutcome =
  /** The order's own amount is captured (the default once approved). */
  | { kind: 'ok' }
  /** The capture is refused by the buyer's bank: 422 INSTRUMENT_DECLINED. */
  | { kind: 'declined' }
  /** The capture answers 201 with a capture in status DECLINED. */
  | { kind: 'capture-declined' }
  /** Captures a different amount or currency than the order's (what a tampered or buggy flow would do). */
  | { kind: 'amount'; value: string; currency?: string };

type FakeOrder = {
  id: string;
  referenceId: string;
  description: string;
  amount: { currency_code: string; value: string };
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  outcome: FakeCaptureOutcome;
  capture: Record<string, unknown> | null;
};

export type FakeRequest = { method: string; path: string; headers: http.IncomingHttpHeaders; body: string };

export type FakePayPal = {
  /** e.g. http://127.0.0.1:41234 — for PAYPAL_BASE_URL. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Every request received, in order. */
  requests: FakeRequest[];
  orders: Map<string, FakeOrder>;
  /** The buyer approves the order (in PayPal's pop-up), choosing how its capture will go. */
  approve(orderId: string, outcome?: FakeCaptureOutcome): void;
  /** Delays every answer by this long (to test timeouts). */
  delayMs: number;
  /** Access tokens expire after this many seconds. */
  tokenSeconds: number;
  /** Env for a test app pointed at this server. */
  env(): Record<string, string>;
  close(): Promise<void>;
};

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const unprocessable = (issue: string) => ({
  name: 'UNPROCESSABLE_ENTITY',
  message:
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
  debug_id: crypto.randomBytes(6).toString('hex'),
  details: [{ issue, description: issue.toLowerCase().replace(/_/g, ' ') }],
});

export async function startFakePayPal(
  options: { clientId?: string; clientSecret?: string } = {},
): Promise<FakePayPal> {
  const clientId = options.clientId ?? 'fake-client-id';
  const clientSecret = options.clientSecret ?? 'fake-client-secret';
  const tokens = new Set<string>();
  /** Answers already given per PayPal-Request-Id (PayPal's idempotency). */
  const replies = new Map<string, { status: number; body: unknown }>();

  const orderView = (o: FakeOrder) => ({
    id: o.id,
    status: o.status,
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: o.referenceId,
        description: o.description,
        amount: o.amount,
        ...(o.capture ? { payments: { captures: [o.capture] } } : {}),
      },
    ],
    links: [{ href: `${fake.baseUrl}/v2/checkout/orders/${o.id}`, rel: 'self', method: 'GET' }],
  });

  function capture(o: FakeOrder): { status: number; body: unknown } {
    if (o.status === 'COMPLETED') return { status: 422, body: unprocessable('ORDER_ALREADY_CAPTURED') };
    if (o.status !== 'APPROVED') return { status: 422, body: unprocessable('ORDER_NOT_APPROVED') };
    if (o.outcome.kind === 'declined') return { status: 422, body: unprocessable('INSTRUMENT_DECLINED') };
    const amount =
      o.outcome.kind === 'amount'
        ? { currency_code: o.outcome.currency ?? o.amount.currency_code, value: o.outcome.value }
        : o.amount;
    o.capture = {
      id: `CAP${crypto.randomBytes(6).toString('hex').toUpperCase()}`,
      status: o.outcome.kind === 'capture-declined' ? 'DECLINED' : 'COMPLETED',
      amount,
      final_capture: true,
    };
    o.status = 'COMPLETED';
    return { status: 201, body: orderView(o) };
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, body: string) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';
    if (method === 'POST' && url.pathname === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected || body !== 'grant_type=client_credentials') {
        return json(res, 401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
      }
      const token = `A21AA${crypto.randomBytes(16).toString('hex')}`;
      tokens.add(token);
      return json(res, 200, {
        scope: 'https://uri.paypal.com/services/payments',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-FAKE',
        expires_in: fake.tokenSeconds,
        nonce: 'fake',
      });
    }
    const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!tokens.has(bearer))
      return json(res, 401, {
        error: 'invalid_token',
        error_description: 'Token signature verification failed',
      });

    const requestId =
      typeof req.headers['paypal-request-id'] === 'string'
        ? `${url.pathname}:${req.headers['paypal-request-id']}`
        : null;
    const replay = requestId ? replies.get(requestId) : undefined;
    if (replay) return json(res, replay.status, replay.body);
    const remember = (reply: { status: number; body: unknown }) => {
      if (requestId) replies.set(requestId, reply);
      return json(res, reply.status, reply.body);
    };

    if (method === 'POST' && url.pathname === '/v2/checkout/orders') {
      const parsed = JSON.parse(body) as {
        intent?: string;
        purchase_units?: {
          reference_id?: string;
          description?: string;
          amount?: { currency_code: string; value: string };
        }[];
      };
      const unit = parsed.purchase_units?.[0];
      if (parsed.intent !== 'CAPTURE' || !unit?.amount)
        return json(res, 400, {
          name: 'INVALID_REQUEST',
          details: [{ issue: 'MISSING_REQUIRED_PARAMETER' }],
        });
      const order: FakeOrder = {
        id: crypto.randomBytes(8).toString('hex').toUpperCase(),
        referenceId: unit.reference_id ?? 'default',
        description: unit.description ?? '',
        amount: unit.amount,
        status: 'CREATED',
        outcome: { kind: 'ok' },
        capture: null,
      };
      fake.orders.set(order.id, order);
      return remember({ status: 201, body: orderView(order) });
    }
    const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(url.pathname);
    const order = match ? fake.orders.get(decodeURIComponent(match[1]!)) : undefined;
    if (match && !order)
      return json(res, 404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
    if (order && method === 'GET' && !match![2]) return json(res, 200, orderView(order));
    if (order && method === 'POST' && match![2]) return remember(capture(order));
    return json(res, 404, { name: 'NOT_FOUND' });
  }

  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      fake.requests.push({ method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body });
      setTimeout(() => {
        if (!res.destroyed)
          void handle(req, res, body).catch(() => json(res, 500, { name: 'INTERNAL_SERVER_ERROR' }));
      }, fake.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakePayPal = {
    baseUrl: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    requests: [],
    orders: new Map(),
    delayMs: 0,
    tokenSeconds: 32_400,
    approve(orderId, outcome = { kind: 'ok' }) {
      const order = fake.orders.get(orderId);
      if (!order) throw new Error(`fake PayPal: unknown order ${orderId}`);
      order.status = 'APPROVED';
      order.outcome = outcome;
    },
    env: () => ({
      PAYPAL_CLIENT_ID: clientId,
      PAYPAL_CLIENT_SECRET: clientSecret,
      PAYPAL_BASE_URL: fake.baseUrl,
      PAYPAL_TIMEOUT_MS: '2000',
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
