import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { request as apiRequest, expect, type BrowserContext, type Page } from '@playwright/test';
import { test } from './journey';
import { expectAccessible, registerFamily, signIn } from './support';

// The installable app: the manifest and its icons, the service worker (registered by the portal only), the
// offline page and the copies of today's information kept for reading offline, and device notifications.
//
// Chromium here cannot subscribe to a real push service: in a normal test context PushManager.subscribe is
// refused ("not supported in incognito mode"), and in a persistent profile it waits forever for Google's push
// service, which this machine cannot reach. So the journey checks the real pieces around it: the service
// worker's push and click handlers (a push event dispatched inside the real worker), the settings switch
// with the browser's subscription stubbed in the page (what it asks, what it posts and deletes), and the
// browser's "blocked" state. Sending (who gets a push, 404/410 handling) is covered by the server's tests.

/** What the journey uses of a service worker's global scope (the page's DOM types do not describe it). */
type ShownNotification = {
  title: string;
  body: string;
  tag: string;
  icon: string;
  badge: string;
  requireInteraction: boolean;
  data: unknown;
};
type WorkerScope = {
  registration: { getNotifications(filter?: { tag?: string }): Promise<ShownNotification[]> };
  dispatchEvent(event: Event): boolean;
  PushEvent: new (type: string, init: { data: string }) => Event;
  NotificationEvent: new (type: string, init: { notification: ShownNotification }) => Event;
};

/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

async function familyPage(context: BrowserContext, request: Parameters<typeof registerFamily>[0]) {
  const family = await registerFamily(request);
  const page = await context.newPage();
  await signIn(page, family.email, family.senha);
  await expect(page).not.toHaveURL(/\/login$/);
  return { page, family };
}

/** The portal registered the worker and it controls this page. */
async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test('the web app manifest is served and valid, with icons made for the app', async ({ request }) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    name: 'Lunna',
    short_name: 'Lunna',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: '#5300BE',
    background_color: '#FBF9FF',
    lang: 'pt-BR',
  });
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
  for (const [sizes, purpose] of [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ]) {
    expect(icons.some((i) => i.sizes === sizes && i.purpose === purpose)).toBe(true);
  }
  for (const icon of icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    const [w, h] = icon.sizes.split('x').map(Number);
    expect(pngSize(await file.body())).toEqual({ width: w, height: h });
  }
  // Linked from the app's page; the prerendered landing page stays without any of it.
  expect(await (await request.get('/dashboard')).text()).toContain(
    '<link rel="manifest" href="/manifest.webmanifest"',
  );
  expect(await (await request.get('/')).text()).not.toMatch(/sw\.js|manifest\.webmanifest/);
  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['content-type']).toContain('javascript');
  expect(await sw.text()).toMatch(/const BUILD = \{"version":"[0-9a-f]{12}","precache":\["\/assets\//);
});

test('the service worker registers on the portal only, not on the public landing page', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto('/');
  await visitor.waitForLoadState('load');
  expect(await visitor.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration()))).toBe(
    false,
  );

  const { page } = await familyPage(context, request);
  await page.goto('/dashboard');
  await controlled(page);
  const reg = await page.evaluate(async () => {
    const r = await navigator.serviceWorker.ready;
    return { scope: r.scope, script: r.active?.scriptURL };
  });
  expect(new URL(reg.scope).pathname).toBe('/');
  expect(new URL(reg.script!).pathname).toBe('/sw.js');
  await context.close();
});

test("offline: a page that cannot load shows the calm offline page; the week's menu opens from the copy; signing out drops the copies", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const { page, family } = await familyPage(context, request);
  await page.goto('/dashboard');
  await controlled(page);

  // One online visit to the menu (the worker keeps the answer).
  const menuAnswer = page.waitForResponse(
    (r) => r.url().endsWith(`/api/discente/${family.idDisc}/cardapio`) && r.ok(),
  );
  await page.goto('/cardapio');
  const menu = (await (await menuAnswer).json()) as {
    hoje: string;
    dias: { data: string; refeicoes: { prato: string }[] }[];
  };
  await expect(page.getByRole('heading', { name: 'Cardápio da semana' })).toBeVisible();
  // The page opens on today (on Monday at weekends).
  const dish = (menu.dias.find((d) => d.data === menu.hoje) ?? menu.dias[0])?.refeicoes[0]?.prato;
  expect(dish, 'the demo school has a menu for the day shown').toBeTruthy();
  await expect(page.getByText(dish!).first()).toBeVisible();

  // Offline while the portal is open: moving to the menu inside the app shows the copy too.
  await page.goto('/avisos');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await context.setOffline(true);
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Alimentação' })
    .click();
  await expect(page).toHaveURL(/\/cardapio$/);
  await expect(page.getByText(dish!).first()).toBeVisible();
  await expect(page.getByText('Sem internet.', { exact: false }).first()).toBeVisible();

  // A page that keeps no copy: the offline page, in Portuguese, with the pages this device can still open.
  await page.goto('/perfil');
  await expect(page).toHaveTitle('Sem internet · Lunna');
  await expect(page.getByRole('heading', { name: 'Você está sem internet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tentar de novo' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cardápio da semana' })).toBeVisible();
  await expectAccessible(page);
  // An 'online' event while the server still cannot be reached leaves the page as it is (no reload loop).
  const probeFailed = page.waitForEvent('requestfailed', (r) => r.url().endsWith('/api/health'));
  await page.evaluate(() => {
    Object.assign(window, { stillHere: true });
    window.dispatchEvent(new Event('online'));
  });
  await probeFailed;
  expect(await page.evaluate(() => 'stillHere' in window)).toBe(true);

  // The menu: the portal opens from its shell and shows the saved week, saying it is a saved copy.
  await page.getByRole('link', { name: 'Cardápio da semana' }).click();
  await expect(page).toHaveURL(/\/cardapio$/);
  await expect(page.getByRole('heading', { name: 'Cardápio da semana' })).toBeVisible();
  await expect(page.getByText(dish!).first()).toBeVisible();
  await expect(page.getByText('Sem internet.', { exact: false }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByText(dish!).first()).toBeVisible();

  // Back online, the offline page opens the page that was asked for by itself.
  await page.goto('/perfil');
  await expect(page.getByRole('heading', { name: 'Você está sem internet' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Você está sem internet' })).toBeHidden();
  await expect(page).toHaveURL(/\/perfil$/);

  // Signing out leaves nothing of this family in the copies.
  expect(
    await page.evaluate(async () => (await (await caches.open('lunna-api-v1')).keys()).length),
  ).toBeGreaterThan(0);
  await page.goto('/configuracao');
  await page.getByRole('button', { name: 'Sair' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(async () => (await caches.keys()).includes('lunna-api-v1'))).toBe(false);
  await context.close();
});

test('a push message is shown by the service worker (title with the priority, text, icon, tag), tapping it opens its page, and a replaced subscription is renewed', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext();
  await context.grantPermissions(['notifications']);
  const { page } = await familyPage(context, request);
  await page.goto('/dashboard');
  await controlled(page);
  const worker = context.serviceWorkers().find((w) => w.url().endsWith('/sw.js'))!;
  const shown = await worker.evaluate(async () => {
    const sw = self as unknown as WorkerScope;
    const message = {
      title: 'Reunião de pais',
      body: 'Amanhã às 18h na sala da turma.',
      url: '/avisos#aviso-e2e',
      tag: 'aviso-e2e',
      prioridade: 'Importante',
    };
    sw.dispatchEvent(new sw.PushEvent('push', { data: JSON.stringify(message) }));
    for (
      let i = 0;
      i < 50 && (await sw.registration.getNotifications({ tag: 'aviso-e2e' })).length === 0;
      i++
    )
      await new Promise((r) => setTimeout(r, 100));
    return (await sw.registration.getNotifications({ tag: 'aviso-e2e' })).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      icon: new URL(n.icon).pathname,
      badge: new URL(n.badge).pathname,
      requireInteraction: n.requireInteraction,
      data: n.data,
    }));
  });
  expect(shown).toEqual([
    {
      title: 'Importante · Reunião de pais',
      body: 'Amanhã às 18h na sala da turma.',
      tag: 'aviso-e2e',
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      requireInteraction: true,
      data: { url: '/avisos#aviso-e2e' },
    },
  ]);
  // Tapping it brings the portal to the notice.
  await worker.evaluate(async () => {
    const sw = self as unknown as WorkerScope;
    const [notification] = await sw.registration.getNotifications({ tag: 'aviso-e2e' });
    sw.dispatchEvent(new sw.NotificationEvent('notificationclick', { notification: notification! }));
  });
  await expect(page).toHaveURL(/\/avisos#aviso-e2e$/);

  // The push service replaced the subscription without giving a new one: the worker subscribes again with the same key.
  const asked = await worker.evaluate(async () => {
    const scope = self as unknown as {
      registration: { pushManager: { subscribe(options: PushSubscriptionOptionsInit): Promise<unknown> } };
      ExtendableEvent: new (type: string) => Event;
      dispatchEvent(event: Event): boolean;
    };
    const calls: { userVisibleOnly?: boolean; key: number[] }[] = [];
    scope.registration.pushManager.subscribe = async (options) => {
      calls.push({
        userVisibleOnly: options.userVisibleOnly,
        key: [...new Uint8Array(options.applicationServerKey as ArrayBuffer)],
      });
      return {};
    };
    const change = new scope.ExtendableEvent('pushsubscriptionchange');
    Object.defineProperty(change, 'oldSubscription', {
      value: { options: { applicationServerKey: new Uint8Array([4, 1, 2, 3]).buffer } },
    });
    Object.defineProperty(change, 'newSubscription', { value: null });
    scope.dispatchEvent(change);
    for (let i = 0; i < 20 && calls.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    return calls;
  });
  expect(asked).toEqual([{ userVisibleOnly: true, key: [4, 1, 2, 3] }]);
  await context.close();
});

/**
 * The browser's side of a subscription, stubbed in the page: a real P-256 key pair and auth secret, an
 * endpoint on a push service host. Records the options it was asked with. Like a real one, the subscription
 * outlives the page: it is kept in localStorage and found again after a reload.
 */
function stubPushManager() {
  type Saved = { endpoint: string; p256dh: string; auth: string };
  type Stub = {
    endpoint: string;
    options: PushSubscriptionOptionsInit;
    toJSON(): unknown;
    unsubscribe(): Promise<boolean>;
  };
  const w = window as unknown as {
    __push: { asked: { userVisibleOnly?: boolean; key: string }[]; current: Stub | null };
  };
  const STORE = 'e2e-push-subscription';
  const b64 = (bytes: Uint8Array) =>
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  const stub = ({ endpoint, p256dh, auth }: Saved): Stub => ({
    endpoint,
    options: { userVisibleOnly: true },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
    unsubscribe: async () => {
      w.__push.current = null;
      localStorage.removeItem(STORE);
      return true;
    },
  });
  const saved = localStorage.getItem(STORE);
  w.__push = { asked: [], current: saved ? stub(JSON.parse(saved) as Saved) : null };
  PushManager.prototype.getSubscription = async function () {
    return w.__push.current as unknown as PushSubscription | null;
  };
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const key = new Uint8Array(options!.applicationServerKey as ArrayBuffer);
    w.__push.asked.push({ userVisibleOnly: options!.userVisibleOnly, key: b64(key) });
    const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
    const made: Saved = {
      endpoint: `https://push.exemplo.com.br/e2e/${crypto.randomUUID()}`,
      p256dh: b64(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))),
      auth: b64(crypto.getRandomValues(new Uint8Array(16))),
    };
    localStorage.setItem(STORE, JSON.stringify(made));
    w.__push.current = {
      ...stub(made),
      options: { userVisibleOnly: true, applicationServerKey: options!.applicationServerKey },
    };
    return w.__push.current as unknown as PushSubscription;
  };
}

test("settings: 'Notificações no aparelho' asks the browser, saves this browser's subscription, includes Normal on request, and removes it when turned off or on signing out", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  await context.grantPermissions(['notifications']);
  await context.addInitScript(stubPushManager);
  const { page } = await familyPage(context, request);
  await page.goto('/configuracao');
  await controlled(page);
  const section = page.locator('#notificacoes');
  const device = section.getByRole('switch', { name: 'Notificações no aparelho' });
  await expect(device).toBeEnabled();
  await expect(device).not.toBeChecked();

  // On: subscribed with the server's key (userVisibleOnly) and posted.
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/push/inscricao') && r.method() === 'POST');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/push/inscricao') && r.request().method() === 'POST',
  );
  await device.click();
  const body = (await posted).postDataJSON();
  expect((await saved).status()).toBe(200);
  expect(body.endpoint).toMatch(/^https:\/\/push\.exemplo\.com\.br\/e2e\//);
  expect(Object.keys(body.keys).sort()).toEqual(['auth', 'p256dh']);
  await expect(device).toBeChecked();
  await expect(section.getByText('Ativadas neste aparelho.')).toBeVisible();
  const chave = (await (await page.request.get('/api/push/chave')).json()).chavePublica;
  expect(
    await page.evaluate(() => (window as unknown as { __push: { asked: unknown[] } }).__push.asked),
  ).toEqual([{ userVisibleOnly: true, key: chave }]);
  await expectAccessible(page);

  // Normal ones too: an account preference.
  const normal = section.getByRole('checkbox', { name: 'Incluir também as de importância Normal' });
  await expect(normal).not.toBeChecked();
  await normal.click();
  await expect(normal).toBeChecked();
  await expect(section.getByText('Preferências salvas.')).toBeVisible();
  expect((await (await page.request.get('/api/notificacao/preferencias')).json()).pushNormal).toBe(true);

  // Off: deleted on the server, dropped by the browser.
  const deleted = page.waitForResponse(
    (r) => r.url().endsWith('/api/push/inscricao') && r.request().method() === 'DELETE',
  );
  await device.click();
  expect((await deleted).status()).toBe(200);
  await expect(device).not.toBeChecked();
  expect(
    await page.evaluate(() => (window as unknown as { __push: { current: unknown } }).__push.current),
  ).toBeNull();

  // On again, then signing out: this browser stops getting the account's notifications.
  await device.click();
  await expect(device).toBeChecked();
  const endpoint = await page.evaluate(
    () => (window as unknown as { __push: { current: { endpoint: string } } }).__push.current.endpoint,
  );
  const signOutDelete = page.waitForRequest(
    (r) => r.url().endsWith('/api/push/inscricao') && r.method() === 'DELETE',
  );
  await page.getByRole('button', { name: 'Sair' }).first().click();
  expect((await signOutDelete).postDataJSON()).toEqual({ endpoint });
  await expect(page).toHaveURL(/\/$/);
  await context.close();
});

test('settings: the devices that get notifications are listed, another one is removed from here, and a device removed elsewhere turns itself off', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  await context.grantPermissions(['notifications']);
  await context.addInitScript(stubPushManager);
  const { page, family } = await familyPage(context, request);
  await page.goto('/configuracao');
  await controlled(page);
  const section = page.locator('#notificacoes');
  const device = section.getByRole('switch', { name: 'Notificações no aparelho' });
  await device.click();
  await expect(device).toBeChecked();
  const devices = section.getByRole('region', { name: 'Aparelhos que recebem' });
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(devices.getByRole('listitem').first()).toContainText('Este aparelho');
  await expect(devices.getByRole('listitem').first()).toContainText('nenhuma notificação enviada ainda');
  // This browser is turned off with the switch, not from the list.
  await expect(devices.getByRole('button', { name: /Parar as notificações/ })).toHaveCount(0);

  // The same account on a phone (through the API, as that phone's browser would).
  const phone = await apiRequest.newContext({
    baseURL,
    extraHTTPHeaders: {
      authorization: `Bearer ${family.token}`,
      'user-agent': 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0',
    },
  });
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const p256dh = publicKey.export({ format: 'jwk' });
  const raw = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(p256dh.x!, 'base64url'),
    Buffer.from(p256dh.y!, 'base64url'),
  ]);
  const fromPhone = await phone.post('/api/push/inscricao', {
    data: {
      endpoint: `https://push.exemplo.com.br/e2e/${randomUUID()}`,
      expirationTime: null,
      keys: { p256dh: raw.toString('base64url'), auth: randomBytes(16).toString('base64url') },
    },
  });
  expect(fromPhone.status(), await fromPhone.text()).toBe(200);
  await page.reload();
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  const remove = devices.getByRole('button', { name: /^Parar as notificações em Firefox 128 · Android 14$/ });
  await expect(remove).toBeVisible();
  await expectAccessible(page);
  await remove.click();
  await expect(section.getByText('Aparelho removido: ele não recebe mais notificações.')).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  expect(
    (await (await phone.get('/api/push/aparelhos')).json()).map((d: { descricao: string }) => d.descricao),
  ).not.toContain('Firefox 128 · Android 14');

  // The browser renews its subscription by itself (a new endpoint and keys; the old one is gone): the portal
  // saves the new one on its next load, and this browser stays on.
  const renewed = await page.evaluate(async () => {
    const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
    const b64 = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const endpoint = `https://push.exemplo.com.br/e2e/${crypto.randomUUID()}`;
    const p256dh = b64(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)));
    localStorage.setItem(
      'e2e-push-subscription',
      JSON.stringify({ endpoint, p256dh, auth: b64(crypto.getRandomValues(new Uint8Array(16))) }),
    );
    return endpoint;
  });
  const savedAgain = page.waitForRequest(
    (r) => r.url().endsWith('/api/push/inscricao') && r.method() === 'POST',
  );
  await page.reload();
  expect((await savedAgain).postDataJSON().endpoint).toBe(renewed);
  await expect(device).toBeChecked();
  await expect
    .poll(
      async () =>
        (await (await phone.post('/api/push/inscricao/estado', { data: { endpoint: renewed } })).json())
          .idAparelho,
    )
    .not.toBeNull();
  // Only the renewed one is left: the old, dead subscription left the list.
  await expect
    .poll(async () => ((await (await phone.get('/api/push/aparelhos')).json()) as unknown[]).length)
    .toBe(1);

  // Now the phone removes this browser: the next time the portal opens here, it turns itself off.
  const thisOne = (await (
    await phone.post('/api/push/inscricao/estado', { data: { endpoint: renewed } })
  ).json()) as { idAparelho: string };
  expect((await phone.delete(`/api/push/aparelhos/${thisOne.idAparelho}`)).status()).toBe(200);
  await page.reload();
  await expect(device).not.toBeChecked();
  expect(await (await phone.get('/api/push/aparelhos')).json()).toEqual([]);
  // (The list is not shown while it loads either, so this alone would prove little: the line above does.)
  await expect(devices).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __push: { current: unknown } }).__push.current))
    .toBeNull();
  await phone.dispose();
  await context.close();
});

test('settings: a browser that blocked notifications says so instead of offering a switch that does nothing', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext();
  const { page } = await familyPage(context, request);
  // What a person's "Block" on the browser's prompt leaves: the permission denied for the site.
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', {
    permission: { name: 'notifications' },
    setting: 'denied',
    origin: new URL(page.url()).origin,
    browserContextId: targetInfo.browserContextId,
  });
  await page.goto('/configuracao');
  const section = page.locator('#notificacoes');
  await expect(section.getByRole('switch', { name: 'Notificações no aparelho' })).toBeDisabled();
  await expect(section.getByText(/As notificações do Lunna estão bloqueadas neste navegador/)).toBeVisible();
  await context.close();
});
