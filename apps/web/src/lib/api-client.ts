import { REAUTENTICACAO_NECESSARIA } from '@lunna/contract';
import i18n from './i18n';
import { requestReauth } from './reauth';

/** Every failed API call becomes an ApiError carrying the server's `{code, message, fields}`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export const isApiError = (error: unknown, status?: number): error is ApiError =>
  error instanceof ApiError && (status === undefined || error.status === status);

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  formData?: FormData;
  signal?: AbortSignal;
  /** Extra request headers (an Idempotency-Key, for instance). */
  headers?: Record<string, string>;
  /** Do not ask for the password on REAUTENTICACAO_NECESSARIA (the confirmation itself, and the retry). */
  noReauth?: boolean;
};

async function toApiError(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as { code?: unknown; message?: unknown; fields?: unknown };
    if (typeof body.code === 'string' && typeof body.message === 'string') {
      const fields =
        body.fields && typeof body.fields === 'object' ? (body.fields as Record<string, string>) : undefined;
      return new ApiError(response.status, body.code, body.message, fields);
    }
  } catch {
    // Not JSON (a proxy error page, for instance): fall through to the generic message.
  }
  return new ApiError(response.status, 'INTERNAL', i18n.t('errors.generic'));
}

/** How often a request refused by an overloaded instance is sent again before its error is shown. */
const SHED_RETRIES = 2;
const MAX_RETRY_WAIT_MS = 5_000;

/** Retry-After in seconds, with a little spread so refused browsers do not all come back at the same instant. */
function retryWait(response: Response): number {
  const seconds = Number(response.headers.get('retry-after'));
  const base = Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, MAX_RETRY_WAIT_MS) : 1000;
  return base + Math.random() * 500;
}

export async function apiRequest<T>(
  path: string,
  options: RequestOptions = {},
  shedRetries = SHED_RETRIES,
): Promise<T> {
  const method = options.method ?? 'GET';
  const headers = new Headers({ ...options.headers, Accept: 'application/json' });
  let body: BodyInit | undefined;
  if (options.formData) {
    body = options.formData; // the browser sets the multipart boundary itself
  } else if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  }
  if (UNSAFE_METHODS.has(method)) {
    // Double-submit CSRF protection: echo the cookie the server set.
    const xsrf = readCookie('XSRF-TOKEN');
    if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
  }

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', i18n.t('errors.network'));
  }
  if (!response.ok) {
    const error = await toApiError(response);
    // SOBRECARGA is answered before the server does anything, so even a write is safe to send again.
    if (error.code === 'SOBRECARGA' && shedRetries > 0) {
      await new Promise((resolve) => setTimeout(resolve, retryWait(response)));
      return apiRequest<T>(path, options, shedRetries - 1);
    }
    // The password typed again, the same request once more (lib/reauth.ts).
    if (error.code === REAUTENTICACAO_NECESSARIA && !options.noReauth && (await requestReauth())) {
      return apiRequest<T>(path, { ...options, noReauth: true });
    }
    throw error;
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, json?: unknown) => apiRequest<T>(path, { method: 'POST', json }),
  postForm: <T>(path: string, formData: FormData) => apiRequest<T>(path, { method: 'POST', formData }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};

/** URL of an uploaded photo served by the API (guardian and child photos). */
export const imageUrl = (filename: string) => `/api/images?filename=${encodeURIComponent(filename)}`;
