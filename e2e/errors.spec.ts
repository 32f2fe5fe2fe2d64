import { expect } from '@playwright/test';
import { test } from './journey';
import { expectAccessible, signIn } from './support';

// These journeys fake failures with page.route, which does not see what a service worker fetches: the portal's
// worker (offline copies, cached code) stays off here. e2e/pwa.spec.ts is where it is tested.
test.use({ serviceWorkers: 'block' });

test('an unknown address shows the 404 page with ways back', async ({ page }) => {
  const response = await page.goto('/isto-nao-existe');
  expect(response?.ok()).toBe(true);
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await expect(page.getByText('Erro 404')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Ir para o painel' })).toHaveAttribute('href', '/dashboard');
  await expectAccessible(page);
});

test('a failing API call on a portal screen shows a message and a retry that works', async ({ page }) => {
  await signIn(page, 'mariana@lunna.demo');
  await expect(page).toHaveURL(/\/pefil-bebe$/);
  let failing = true;
  await page.route('**/api/discente/*/cardapio*', async (route) => {
    if (failing)
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'INTERNAL', message: 'Serviço indisponível' }),
      });
    else await route.continue();
  });

  await page.goto('/cardapio');
  const problem = page
    .getByRole('status')
    .filter({ hasText: 'Não foi possível carregar estas informações.' });
  await expect(problem).toBeVisible();
  await expect(problem).toContainText('Serviço indisponível');
  await expectAccessible(page);

  failing = false;
  await problem.getByRole('button', { name: 'Tentar de novo' }).click();
  await expect(problem).toHaveCount(0);
  await expect(page.getByText('Almoço').first()).toBeVisible();
});

test('a page that cannot load shows the fallback with a way back', async ({ page }) => {
  await signIn(page, 'ana.professora@lunna.demo');
  await expect(page).toHaveURL(/\/dashboard$/);
  // The wall's code cannot be downloaded (a deploy in progress, a dropped connection).
  await page.route('**/assets/mural*.js', (route) => route.abort());
  await page.getByRole('link', { name: 'Mural da turma' }).click();

  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByText('Seus dados estão seguros.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recarregar a página' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir para o painel' })).toHaveAttribute('href', '/dashboard');
  await expectAccessible(page);

  await page.unroute('**/assets/mural*.js');
  await page.getByRole('link', { name: 'Ir para o painel' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
});

test('an expired session leads to the login page and back to where the person was', async ({
  page,
  context,
}) => {
  await signIn(page, 'mariana@lunna.demo');
  await expect(page).toHaveURL(/\/pefil-bebe$/);
  // Let the page's own first requests finish (its list is the last of them, asked once the child is known),
  // so it is the click that finds the session gone.
  const list = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/aviso');
  await page.goto('/avisos');
  await expect(page.getByRole('link', { name: 'Alimentação' })).toBeVisible();
  expect((await list).ok()).toBe(true);
  await page.waitForLoadState('networkidle');

  // The session ends on the server side of the browser (expired, or signed out on another device).
  await context.clearCookies();
  await page.getByRole('link', { name: 'Alimentação' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText('Sua sessão terminou. Entre de novo para continuar de onde parou.'),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('E-mail').fill('mariana@lunna.demo');
  await page.getByLabel('Senha').fill('lunna-demo-2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/cardapio$/);
  await expect(page.getByText('Almoço').first()).toBeVisible();
});
