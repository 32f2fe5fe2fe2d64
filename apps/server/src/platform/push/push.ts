import type { Importancia, PushMensagem } from '@lunna/contract';

/** Where a push message goes: a browser's subscription (its push service endpoint and encryption keys). */
export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };

/**
 * What the push service answered. `gone` (404 or 410) means the browser dropped the subscription: the
 * caller deletes it. `failed` is anything else (a network error, a timeout, a 5xx, a 429): kept and counted.
 */
export type PushResult =
  | { status: 'sent'; statusCode: number }
  | { status: 'gone'; statusCode: 404 | 410 }
  | { status: 'failed'; statusCode: number | null; reason: string };

/** Sends Web Push messages, encrypted to each browser (RFC 8291) and signed with the server's VAPID key (RFC 8292). */
export interface PushSender {
  /** The VAPID public key (URL-safe base64) browsers subscribe with. */
  readonly publicKey: string;
  send(target: PushTarget, message: PushMensagem): Promise<PushResult>;
}

export type VapidKeys = { publicKey: string; privateKey: string };

/**
 * How long the push service keeps a message for a browser that is offline, and how urgently it wakes the
 * device (RFC 8030 §5.2–5.3): an *Importante* notice still matters tomorrow and wakes a phone in power saving;
 * a *Normal* one is stale by the evening.
 */
export function deliveryOptions(prioridade: Importancia): {
  ttlSeconds: number;
  urgency: 'low' | 'normal' | 'high';
} {
  switch (prioridade) {
    case 'Importante':
      return { ttlSeconds: 2 * 24 * 3600, urgency: 'high' };
    case 'Atenção':
      return { ttlSeconds: 24 * 3600, urgency: 'normal' };
    case 'Normal':
      return { ttlSeconds: 12 * 3600, urgency: 'low' };
  }
}
