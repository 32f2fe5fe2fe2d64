import type { FastifyInstance, InjectOptions } from 'fastify';

type Response = Awaited<ReturnType<FastifyInstance['inject']>>;

const DEVICE_COOKIE = 'lunna_dispositivo';
/**
 * Each person's usual browser, per app: `login` sends the device cookie that person's earlier sign-ins
 * received, so signing in again in a test is a known device (no suspicious-login e-mail in other tests'
 * mailboxes). Tests of the alert use clients that have not signed in this way.
 */
const usualDevice = new WeakMap<FastifyInstance, Map<string, string>>();

/**
 * A browser-like client over `app.inject`: keeps cookies between requests and sends the CSRF header
 * from the XSRF-TOKEN cookie on unsafe requests, as the web app does.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  csrf = true;
  bearer: string | null = null;

  constructor(private readonly app: FastifyInstance) {}

  /** A new client already signed in as `email` (demo password by default). */
  static async signedIn(app: FastifyInstance, email: string, senha?: string): Promise<TestClient> {
    const client = new TestClient(app);
    await client.login(email, senha);
    return client;
  }

  async request(options: InjectOptions & { url: string }): Promise<Response> {
    const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const method = (options.method ?? 'GET').toUpperCase();
    if (this.csrf && method !== 'GET' && this.cookies.has('XSRF-TOKEN'))
      headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN')!;
    if (this.bearer) headers.authorization = `Bearer ${this.bearer}`;
    const response = await this.app.inject({ ...options, headers });
    for (const c of response.cookies) {
      if (c.value === '' || (c.expires && c.expires.getTime() < Date.now())) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return response;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  post(url: string, payload?: unknown) {
    if (payload instanceof FormData) return this.request({ method: 'POST', url, payload: payload as never });
    return this.request({
      method: 'POST',
      url,
      payload: payload as never,
      headers: payload === undefined ? {} : { 'content-type': 'application/json' },
    });
  }

  put(url: string, payload: unknown) {
    return this.request({
      method: 'PUT',
      url,
      payload: payload as never,
      headers: { 'content-type': 'application/json' },
    });
  }

  delete(url: string) {
    return this.request({ method: 'DELETE', url });
  }

  /** Visits once (to receive the CSRF cookie) and signs in, from the person's usual browser. */
  async login(email: string, senha = 'lunna-demo-2026') {
    await this.get('/api/health');
    const devices = usualDevice.get(this.app) ?? new Map<string, string>();
    usualDevice.set(this.app, devices);
    const known = devices.get(email.toLowerCase());
    if (known && !this.cookies.has(DEVICE_COOKIE)) this.cookies.set(DEVICE_COOKIE, known);
    const res = await this.post('/api/responsavel/login-responsavel', { email, senha });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    const body = res.json() as { nome: string; token: string; papel: string } | { segundoFator: unknown };
    if ('segundoFator' in body)
      throw new Error(
        'login needs the second factor: answer /api/responsavel/login-responsavel/segundo-fator',
      );
    const device = this.cookies.get(DEVICE_COOKIE);
    if (device) devices.set(email.toLowerCase(), device);
    return body;
  }
}
