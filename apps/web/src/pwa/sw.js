/* global self, caches */
/**
 * Lunna's service worker (built into dist/sw.js by vite.config.ts, which fills in BUILD: the build's
 * version and the app shell's files). Registered by the portal only; it:
 *
 * - shows Web Push notifications and opens their page when one is tapped, and subscribes again when the push
 *   service replaces the subscription;
 * - keeps the app shell (index.html, the portal's entry and the pages that work offline) and an offline
 *   page, so a navigation without network opens the menu or the routine from saved copies, or the calm
 *   offline page;
 * - keeps a copy of today's information for reading offline: the child's menu, routine, attendance today
 *   and pickup time, the bell, and the session description. Network first (a change is seen at once when
 *   online), the copy only when the network fails. No other API answer is ever stored, and the copies are
 *   dropped when someone signs in or out, when the server says the session is over (401), and when the
 *   session belongs to someone else than the copies.
 */

const BUILD = { version: 'dev', precache: [] };

const SHELL_CACHE = `lunna-shell-${BUILD.version}`;
const API_CACHE = 'lunna-api-v1';
const SHELL = '/index.html';
const OFFLINE = '/offline.html';
const STATIC = [
  SHELL,
  OFFLINE,
  '/offline.js',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/badge-96.png',
];

/** Portal pages that open offline from the saved copies (the rest show the offline page). */
const OFFLINE_PAGES = ['/cardapio', '/rotina'];

/** The only API answers kept on the device. */
const API_COPIES = [
  /^\/api\/discente\/[0-9a-f-]{36}\/(cardapio|rotina|presenca\/hoje|horario-busca)$/,
  /^\/api\/notificacao$/,
  /^\/api\/sessao$/,
];

/** Requests that start or end a session: the saved copies belong to whoever was signed in before. */
const SESSION_CHANGES = [
  /^\/api\/responsavel\/login-responsavel(\/|$)/,
  /^\/api\/sessao\/sair$/,
  /^\/api\/responsavel$/,
  /^\/api\/convite/,
];

const clearApiCopies = () => caches.delete(API_CACHE);

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      // Straight from the server, not the browser's HTTP cache: the shell must match this build.
      await cache.addAll([...STATIC, ...BUILD.precache].map((url) => new Request(url, { cache: 'reload' })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('lunna-shell-') && name !== SHELL_CACHE)
          .map((name) => caches.delete(name)),
      );
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (url.pathname.startsWith('/api/')) {
    if (request.method !== 'GET') {
      if (SESSION_CHANGES.some((re) => re.test(url.pathname))) event.waitUntil(clearApiCopies());
      return;
    }
    if (API_COPIES.some((re) => re.test(url.pathname))) event.respondWith(apiCopy(request, url));
    return;
  }
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate') {
    event.respondWith(navigation(event, url));
    return;
  }
  if (
    url.pathname.startsWith('/assets/') ||
    STATIC.includes(url.pathname) ||
    url.pathname.startsWith('/icons/')
  ) {
    event.respondWith(cacheFirst(request, url));
  }
});

/** Pages: always from the network; without it, the shell for the pages that work offline, else the offline page. */
async function navigation(event, url) {
  try {
    const preloaded = await event.preloadResponse;
    if (preloaded) return preloaded;
    return await fetch(event.request);
  } catch (error) {
    const cache = await caches.open(SHELL_CACHE);
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const page = OFFLINE_PAGES.includes(path) ? await cache.match(SHELL) : undefined;
    const answer = page ?? (await cache.match(OFFLINE));
    if (answer) return answer;
    throw error;
  }
}

/** Built files have their content's hash in the name: once kept, never stale. */
async function cacheFirst(request, url) {
  const cache = await caches.open(SHELL_CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && url.pathname.startsWith('/assets/')) await cache.put(request, response.clone());
  return response;
}

/** Today's information: the network's answer (kept as the copy), or the copy when there is no network. */
async function apiCopy(request, url) {
  let response;
  try {
    response = await fetch(request);
  } catch (error) {
    const copy = await caches.match(request, { cacheName: API_CACHE });
    if (copy) return copy;
    throw error;
  }
  if (response.status === 401) {
    await clearApiCopies();
  } else if (response.ok) {
    if (url.pathname === '/api/sessao') await forgetAnotherPerson(response.clone());
    const cache = await caches.open(API_CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

/** Copies made while someone else was signed in on this browser are dropped before this person's are kept. */
async function forgetAnotherPerson(response) {
  const before = await caches.match('/api/sessao', { cacheName: API_CACHE });
  if (!before) return;
  try {
    const [was, is] = await Promise.all([before.json(), response.json()]);
    if (was.email !== is.email) await clearApiCopies();
  } catch {
    await clearApiCopies();
  }
}

/** Only a page of this app opens from a notification. */
function pageOf(url) {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.includes('\\')
    ? url
    : '/dashboard';
}

const PRIORIDADE = { Importante: 'Importante', Atenção: 'Atenção' };

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Lunna';
  // The priority in words, never by colour alone.
  const prioridade = PRIORIDADE[data.prioridade];
  const tag = typeof data.tag === 'string' && data.tag ? data.tag : undefined;
  event.waitUntil(
    self.registration.showNotification(prioridade ? `${prioridade} · ${title}` : title, {
      body: typeof data.body === 'string' ? data.body : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      lang: 'pt-BR',
      tag,
      renotify: Boolean(tag),
      requireInteraction: data.prioridade === 'Importante',
      data: { url: pageOf(data.url) },
    }),
  );
});

// The push service replaced this browser's subscription: subscribe again with the same key if the browser
// did not already; the portal saves the new one on the account the next time it opens (a worker cannot send
// the session's CSRF token).
self.addEventListener('pushsubscriptionchange', (event) => {
  const old = event.oldSubscription;
  if (event.newSubscription || !old || !old.options || !old.options.applicationServerKey) return;
  event.waitUntil(
    self.registration.pushManager
      .subscribe({ userVisibleOnly: true, applicationServerKey: old.options.applicationServerKey })
      .catch(() => undefined),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(pageOf(event.notification.data && event.notification.data.url), self.location.origin)
    .href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open =
        windows.find((w) => w.url === target) ??
        windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        await open.focus().catch(() => undefined);
        if (open.url === target) return;
        // A window this worker does not control cannot be sent elsewhere (navigate fails): open a new one.
        const moved = await open.navigate(target).catch(() => null);
        if (moved) return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
