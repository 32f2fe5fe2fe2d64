import type { PushMensagem } from '@lunna/contract';
import webpush from 'web-push';
import { deliveryOptions, type PushResult, type PushSender, type PushTarget, type VapidKeys } from './push';

export type WebPushOptions = VapidKeys & {
  /** `mailto:` or `https:` address the push services may contact about this sender. */
  subject: string;
  /** How long one push service may take to answer. */
  timeoutMs?: number;
  /** The HTTP client (tests pass one that records the request). */
  fetch?: typeof fetch;
};

/**
 * The Web Push adapter: `web-push` encrypts the message to the browser's keys (aes128gcm) and signs the
 * VAPID header; the request itself goes out with fetch, so a slow push service is given up after
 * `timeoutMs`. Answers are mapped to sent / gone (404, 410) / failed; nothing about the person is logged here.
 */
export function createWebPushSender(options: WebPushOptions): PushSender {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    publicKey: options.publicKey,
    async send(target: PushTarget, message: PushMensagem): Promise<PushResult> {
      const { ttlSeconds, urgency } = deliveryOptions(message.prioridade);
      let details: ReturnType<typeof webpush.generateRequestDetails>;
      try {
        details = webpush.generateRequestDetails(
          { endpoint: target.endpoint, keys: target.keys },
          JSON.stringify(message),
          {
            vapidDetails: {
              subject: options.subject,
              publicKey: options.publicKey,
              privateKey: options.privateKey,
            },
            TTL: ttlSeconds,
            urgency,
            contentEncoding: 'aes128gcm',
          },
        );
      } catch {
        // Keys the browser could never have made (wrong length, not a curve point): nothing can reach it.
        return { status: 'failed', statusCode: null, reason: 'invalid subscription keys' };
      }
      const headers = Object.fromEntries(
        Object.entries(details.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      let response: Response;
      try {
        response = await doFetch(details.endpoint, {
          method: details.method,
          headers,
          body: details.body ? new Uint8Array(details.body) : null,
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
      } catch (err) {
        const timedOut =
          err instanceof DOMException && (err.name === 'TimeoutError' || err.name === 'AbortError');
        return { status: 'failed', statusCode: null, reason: timedOut ? 'timeout' : 'network error' };
      }
      // The answer's body says nothing we need (and may quote the endpoint): drop it.
      await response.body?.cancel().catch(() => undefined);
      if (response.status === 404 || response.status === 410)
        return { status: 'gone', statusCode: response.status };
      if (response.status >= 200 && response.status < 300)
        return { status: 'sent', statusCode: response.status };
      return {
        status: 'failed',
        statusCode: response.status,
        reason: `push service answered ${response.status}`,
      };
    },
  };
}

/** A new VAPID key pair (URL-safe base64), made once per installation. */
export const generateVapidKeys = (): VapidKeys => webpush.generateVAPIDKeys();
