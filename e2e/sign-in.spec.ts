import { expect } from '@playwright/test';
import { test } from './journey';
import { expectAccessible, signIn } from './support';

test('a wrong password shows "Usuario ou senha invalido" and stays on the login page', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Entre com a sua conta' })).toBeVisible();
  await expectAccessible(page);
  await signIn(page, 'mariana@lunna.demo', 'senha-errada-1');
  await expect(page.getByRole('alert')).toHaveText(/Usuario ou senha invalido/);
  await expect(page).toHaveURL(/\/login$/);
  await expectAccessible(page);

  // The same answer in the interface language.
  await page.getByLabel('Idioma').selectOption('en');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Invalid user or password/);
});

test('the login form shows the spec messages for empty and malformed input', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('O email é obrigatorio')).toBeVisible();
  await expect(page.getByText('A senha é obrigatoria')).toBeVisible();
  await page.getByLabel('E-mail').fill('nao-e-email');
  await page.getByLabel('Senha').fill('curta');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Email invalido')).toBeVisible();
  await expect(page.getByText('O minimo e caracteres é 8')).toBeVisible();
});

test('a signed-out visit to the profile goes to login and comes back after signing in; Sair ends the session', async ({
  page,
}) => {
  await page.goto('/perfil');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'carlos@lunna.demo');
  await expect(page).toHaveURL(/\/perfil$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Theo Alves Lima|Davi Lima Santos/);
  await expectAccessible(page);

  // The session token lives only in the httpOnly cookie: nothing a page script can read holds it.
  const cookie = (await page.context().cookies()).find((c) => c.name === 'lunna_session');
  expect(cookie?.httpOnly).toBe(true);
  const readable = await page.evaluate(() =>
    [
      document.cookie,
      ...[localStorage, sessionStorage].flatMap((s) => Object.keys(s).map((k) => `${k}=${s.getItem(k)}`)),
    ].join('\n'),
  );
  expect(readable).not.toContain(cookie!.value);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  const menu = page.getByRole('button', { name: 'Menu' });
  if ((await menu.getAttribute('aria-expanded')) === 'false') await menu.click();
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('body[data-page="landing"]')).toBeAttached();
  const session = await page.request.get('/api/sessao');
  expect(session.status()).toBe(401);
  await page.goto('/perfil');
  await expect(page).toHaveURL(/\/login$/);
});

test('a guardian picks a child and the sidebar leads to the profile; the language can be switched', async ({
  page,
}) => {
  await signIn(page, 'mariana@lunna.demo');
  await expect(page).toHaveURL(/\/pefil-bebe$/);
  await page.locator('label', { hasText: 'Lucas' }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Perfil', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lucas Souza Pereira' })).toBeVisible();
  // The allergy as the profile lists it (the recent-changes list may mention it too).
  await expect(page.getByRole('definition').filter({ hasText: /^Amendoim$/ })).toBeVisible();

  await page.getByLabel('Idioma').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Emergency contacts' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel(/Language|Idioma/).selectOption('pt-BR');
  await expect(page.getByRole('heading', { name: 'Contatos de emergência' })).toBeVisible();
});

test("a guardian's dashboard in Portuguese downloads the Portuguese texts and no other language's", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await signIn(page, 'mariana@lunna.demo');
  await expect(page).toHaveURL(/\/pefil-bebe$/);
  await page.locator('label', { hasText: 'Lucas' }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.waitForLoadState('networkidle');
  // Each language's catalogue is two chunks named after it (assets/en-<hash>.js, assets/en.pages-<hash>.js).
  const catalogue = (lang: string) => new RegExp(`^/assets/${lang}(?:\\.pages)?-[\\w-]{8}\\.js$`);
  expect(scripts.some((s) => catalogue('pt-BR').test(s))).toBe(true);
  expect(scripts.filter((s) => ['en', 'es', 'fr'].some((lang) => catalogue(lang).test(s)))).toEqual([]);
});
