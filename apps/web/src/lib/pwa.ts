import type {
  PushChave,
  PushEstadoInscricao,
  PushInscricaoPayload,
  PushInscricaoSalva,
} from '@lunna/contract';
import { useEffect, useSyncExternalStore } from 'react';
import { api, apiRequest, isApiError } from './api-client';

/**
 * The installable app and device notifications (decision 14): the service worker (built into /sw.js),
 * the copies of today's information it keeps for reading offline, and this browser's Web Push subscription.
 * Only the portal registers the worker; the prerendered public site never loads this file.
 */

/** The service worker's cache of API answers (apps/web/src/pwa/sw.js). */
const API_COPIES_CACHE = 'lunna-api-v1';
/** Whose account this browser's push subscription was made for (an identifier only, like the other keys). */
const PUSH_OWNER_KEY = 'notificacoesAparelhoDe';

const swSupported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

let registering = false;

/**
 * Registers the service worker once per page (built apps only: the dev server has no /sw.js), after the page
 * has loaded and the browser is idle, so keeping the app shell never competes with the first screen.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !swSupported() || registering) return;
  registering = true;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // Without the worker the portal works as before: no offline copies, no device notifications.
    });
  };
  const whenIdle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(register, { timeout: 3000 })
      : setTimeout(register, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** Drops every saved copy of API answers (signing out: nothing of this person stays for the next one). */
export async function clearOfflineCopies(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(API_COPIES_CACHE).catch(() => false);
}

/** Whether the browser is online now, following its online/offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (notify) => {
      window.addEventListener('online', notify);
      window.addEventListener('offline', notify);
      return () => {
        window.removeEventListener('online', notify);
        window.removeEventListener('offline', notify);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}

/* ------------------------------------------------------------------ Web Push ------------------------------------------------------------------ */

export type PushDeviceState =
  /** This browser cannot receive Web Push (or not here: iPhone and iPad need the app added to the home screen). */
  | 'unsupported'
  /** The person (or the browser's settings) blocked notifications for this site. */
  | 'blocked'
  | 'off'
  | 'on';

export const pushSupported = () =>
  swSupported() && typeof window !== 'undefined' && 'PushManager' in window && 'Notification' in window;

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!swSupported()) return null;
  return (await navigator.serviceWorker.getRegistration('/')) ?? null;
}

const readOwner = () => {
  try {
    return localStorage.getItem(PUSH_OWNER_KEY);
  } catch {
    return null;
  }
};
const writeOwner = (email: string | null) => {
  try {
    if (email) localStorage.setItem(PUSH_OWNER_KEY, email);
    else localStorage.removeItem(PUSH_OWNER_KEY);
  } catch {
    // Storage disabled: the subscription still works; only the check at the next sign-in is lost.
  }
};

const PUSH_DEVICE_KEY = 'notificacoesAparelhoId';
const PUSH_ENDPOINT_KEY = 'notificacoesAparelhoEndpoint';

const readStored = (key: string) => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

/** This browser's id in the account's list of devices (to mark "este aparelho"), or null. */
export const thisDeviceId = () => readStored(PUSH_DEVICE_KEY);

/** Remembers which subscription the server has for this browser (its id and endpoint), or forgets it. */
const writeDevice = (saved: { id: string; endpoint: string } | null) => {
  try {
    if (saved) {
      localStorage.setItem(PUSH_DEVICE_KEY, saved.id);
      localStorage.setItem(PUSH_ENDPOINT_KEY, saved.endpoint);
    } else {
      localStorage.removeItem(PUSH_DEVICE_KEY);
      localStorage.removeItem(PUSH_ENDPOINT_KEY);
    }
  } catch {
    // Storage disabled: the list cannot tell which device is this one, nor a renewed subscription from a removed one.
  }
};

const asPayload = (subscription: PushSubscription): PushInscricaoPayload =>
  subscription.toJSON() as PushInscricaoPayload;

/** 'Base64url' VAPID key → the bytes `applicationServerKey` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Told on `window` when the portal itself turned this browser's notifications off (see usePushSubscriptionSync). */
export const PUSH_DROPPED_EVENT = 'lunna:push-dropped';

/** This browser's state for the signed-in person. */
export async function pushDeviceState(): Promise<PushDeviceState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const reg = await registration();
  const subscription = reg ? await reg.pushManager.getSubscription() : null;
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

/**
 * Turns device notifications on: asks the browser's permission (from the person's click), subscribes with
 * the server's key and saves the subscription on the account. Answers the state it ends in.
 */
export async function turnPushOn(email: string): Promise<PushDeviceState> {
  if (!pushSupported()) return 'unsupported';
  const permission =
    Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  registerServiceWorker();
  const reg = await navigator.serviceWorker.ready;
  const { chavePublica } = await api.get<PushChave>('/api/push/chave');
  let subscription = await reg.pushManager.getSubscription();
  // A subscription made with another key (the server's keys changed) cannot be used: start over.
  const current = subscription?.options.applicationServerKey;
  if (subscription && current && !sameKey(new Uint8Array(current), keyBytes(chavePublica))) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await reg.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(chavePublica),
  });
  const saved = await apiRequest<PushInscricaoSalva>('/api/push/inscricao', {
    method: 'POST',
    json: asPayload(subscription),
  });
  writeOwner(email);
  writeDevice({ id: saved.idAparelho, endpoint: subscription.endpoint });
  return 'on';
}

const sameKey = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i]);

/** Turns them off: the server forgets this browser, and the browser drops the subscription. */
export async function turnPushOff(): Promise<PushDeviceState> {
  const reg = await registration();
  const subscription = reg ? await reg.pushManager.getSubscription() : null;
  if (subscription) {
    try {
      await apiRequest('/api/push/inscricao', {
        method: 'DELETE',
        json: { endpoint: subscription.endpoint },
      });
    } catch (error) {
      // Already gone on the server (404): turning off is done all the same.
      if (!isApiError(error, 404)) throw error;
    }
    await subscription.unsubscribe();
  }
  writeOwner(null);
  writeDevice(null);
  return pushDeviceState();
}

/**
 * Signing out: this browser stops getting the account's notifications (a shared tablet must not show the
 * previous person's). Runs while the session still exists; never holds the sign-out up for long.
 */
export async function stopPushOnThisDevice(): Promise<void> {
  if (!pushSupported()) return;
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, 3000));
  await Promise.race([
    turnPushOff().then(
      () => undefined,
      () => undefined,
    ),
    timeout,
  ]);
}

/**
 * Once per portal load: a subscription made for someone else than who is signed in now is dropped, never
 * handed over; one the browser renewed by itself is saved anew; one the server no longer sends to (removed
 * from another device, or gone at the push service) is dropped, so the switch shows the truth: off, to be
 * turned on again here if wanted.
 */
export function usePushSubscriptionSync(email: string | undefined): void {
  useEffect(() => {
    if (!email || !pushSupported() || Notification.permission !== 'granted') return;
    let cancelled = false;
    void (async () => {
      const reg = await registration();
      const subscription = reg ? await reg.pushManager.getSubscription() : null;
      if (!subscription || cancelled) return;
      if (readOwner() !== email) {
        await subscription.unsubscribe().catch(() => false);
        writeOwner(null);
        writeDevice(null);
        return;
      }
      const { endpoint } = subscription;
      const estado = await apiRequest<PushEstadoInscricao>('/api/push/inscricao/estado', {
        method: 'POST',
        json: { endpoint },
      }).catch(() => undefined);
      if (!estado || cancelled) return;
      if (estado.idAparelho) {
        writeDevice({ id: estado.idAparelho, endpoint });
        return;
      }
      const known = readStored(PUSH_ENDPOINT_KEY);
      if (known && known !== endpoint) {
        // The browser renewed its subscription (the worker's pushsubscriptionchange): still on, saved anew.
        const saved = await apiRequest<PushInscricaoSalva>('/api/push/inscricao', {
          method: 'POST',
          json: asPayload(subscription),
        }).catch(() => undefined);
        if (!saved) return;
        writeDevice({ id: saved.idAparelho, endpoint });
        // The old subscription is dead: it leaves the list of devices (already gone on the server is fine).
        await apiRequest('/api/push/inscricao', { method: 'DELETE', json: { endpoint: known } }).catch(
          () => undefined,
        );
        return;
      }
      await subscription.unsubscribe().catch(() => false);
      writeOwner(null);
      writeDevice(null);
      window.dispatchEvent(new Event(PUSH_DROPPED_EVENT));
    })();
    return () => {
      cancelled = true;
    };
  }, [email]);
}
