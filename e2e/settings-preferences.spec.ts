import { expect, type Browser, type Page } from '@playwright/test';
import { test } from './journey';
import { expectAccessible, personPage, registerFamily, signIn } from './support';

// A family of its own (registerFamily) changes its notification, language, text-size and contrast settings,
// uses the help centre and reports a problem, which the demo school's director then reads. The demo accounts'
// settings are left as they are.

const rootFontSize = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
const bodyColor = (page: Page) => page.evaluate(() => getComputedStyle(document.body).color);

async function signedInElsewhere(browser: Browser, email: string, senha: string) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, senha);
  await expect(page).not.toHaveURL(/\/login$/);
  return page;
}

test('settings: notifications, language, text size and contrast kept on the account; help centre; reporting a problem', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const family = await registerFamily(request);
  const page = await signedInElsewhere(browser, family.email, family.senha);

  await page.goto('/configuracao');
  const notifications = page.locator('#notificacoes');
  await expect(notifications.getByRole('heading', { name: 'Notificações' })).toBeVisible();
  await expectAccessible(page);

  // Notifications: pop-ups off and e-mail for 'Normal' on; both kept after a reload.
  const banners = notifications.getByRole('switch', { name: 'Banners/pop-ups' });
  await expect(banners).toBeChecked();
  await banners.click();
  await expect(banners).not.toBeChecked();
  await expect(notifications.getByText('Preferências salvas.')).toBeVisible();
  const normal = notifications.getByRole('checkbox', { name: /^Normal/ });
  await expect(normal).not.toBeChecked();
  await normal.check();
  await expect(notifications.getByText('Preferências salvas.')).toBeVisible();
  await page.reload();
  await expect(notifications.getByRole('switch', { name: 'Banners/pop-ups' })).not.toBeChecked();
  await expect(notifications.getByRole('checkbox', { name: /^Normal/ })).toBeChecked();
  await expect(notifications.getByRole('switch', { name: 'E-mail' })).toBeChecked();

  // The bell's panel leads here.
  await page.getByRole('button', { name: /^Notificações/ }).click();
  await page.getByRole('link', { name: 'Preferências de notificação' }).click();
  await expect(page).toHaveURL(/\/configuracao#notificacoes$/);

  // Language: English for the whole portal, after a reload and at the next sign-in (another browser).
  const appearance = page.locator('#aparencia');
  await appearance.getByLabel('Idioma').selectOption('en');
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Language and accessibility' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(nav.getByRole('link', { name: 'Notices' })).toBeVisible();
  const again = await signedInElsewhere(browser, family.email, family.senha);
  await expect(again.locator('html')).toHaveAttribute('lang', 'en');
  await again.goto('/avisos');
  await expect(again.getByRole('navigation').getByRole('link', { name: 'Settings' })).toBeVisible();
  await again.context().close();
  await appearance.getByLabel('Language').selectOption('pt-BR');
  await expect(nav.getByRole('link', { name: 'Configurações' })).toBeVisible();

  // Text size: 'Grande' grows every rem-based size at once, on every page and at the next sign-in.
  expect(await rootFontSize(page)).toBe('16px');
  const fontSlider = appearance.getByRole('slider', { name: 'Tamanho do texto' });
  await expect(fontSlider).toHaveAttribute('aria-valuetext', 'Médio');
  await appearance.getByRole('button', { name: 'Grande', exact: true }).click();
  await expect(fontSlider).toHaveAttribute('aria-valuetext', 'Grande');
  await expect.poll(() => rootFontSize(page)).toBe('20px');
  await expect(appearance.getByText('Preferências salvas.')).toBeVisible();
  await page.goto('/avisos');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await rootFontSize(page)).toBe('20px');
  const third = await signedInElsewhere(browser, family.email, family.senha);
  await third.goto('/avisos');
  await expect.poll(() => rootFontSize(third)).toBe('20px');
  await third.context().close();

  // Contrast: the top of the range is the high-contrast mode (near-black text).
  await page.goto('/configuracao');
  const contrastSlider = appearance.getByRole('slider', { name: 'Contraste' });
  await expect(contrastSlider).toHaveAttribute('aria-valuetext', 'Padrão');
  expect(await bodyColor(page)).toBe('rgb(31, 26, 46)');
  await contrastSlider.focus();
  await page.keyboard.press('End');
  await expect(contrastSlider).toHaveAttribute('aria-valuetext', 'Alto contraste');
  await expect(page.locator('html')).toHaveAttribute('data-contraste', 'alto');
  expect(await bodyColor(page)).toBe('rgb(0, 0, 0)');
  await expect(appearance.getByText('Preferências salvas.')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/avisos');
  await expect(page.locator('html')).toHaveAttribute('data-contraste', 'alto');
  await expectAccessible(page);

  // Help centre: the search field is required; a search finds a topic; highlighted topics open.
  await page.goto('/configuracao');
  const help = page.locator('#ajuda');
  await help.getByRole('button', { name: 'Buscar' }).click();
  await expect(help.getByText('Campo obrigatorio')).toBeVisible();
  await expect(help.getByRole('searchbox', { name: 'O que você procura?' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(help.getByRole('heading', { level: 4 })).toHaveCount(0);
  await help.getByRole('searchbox', { name: 'O que você procura?' }).fill('senha');
  await help.getByRole('button', { name: 'Buscar' }).click();
  await expect(help.getByRole('heading', { name: 'Entrar no portal e recuperar a senha' })).toBeVisible();
  await expect(help.getByRole('heading', { name: 'Tópicos em destaque' })).toBeVisible();
  await help.getByText('Quem pode buscar a criança').click();
  await expect(help.getByText(/o responsável cadastra os adultos autorizados/)).toBeVisible();

  // Reporting a problem: the page it came from is the last portal page (/avisos), and the director reads it.
  const descricao = `O aviso não abre no celular (${Date.now()})`;
  await help.getByRole('button', { name: 'Reportar problema' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reportar problema' });
  await expect(dialog.getByLabel('Página onde aconteceu')).toHaveValue('/avisos');
  await dialog.getByRole('button', { name: 'Enviar relato' }).click();
  await expect(dialog.getByText('Descreva o problema')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('O que aconteceu?').fill(descricao);
  await dialog.getByRole('button', { name: 'Enviar relato' }).click();
  await expect(dialog).toBeHidden();
  await expect(help.getByText('Obrigado! Recebemos o seu relato')).toBeVisible();

  const director = await personPage(browser, 'diretora@lunna.demo');
  await director.goto('/configuracao');
  const reports = director.getByRole('list', { name: 'Problemas relatados' });
  await expect(reports.getByText(descricao)).toBeVisible();
  await expect(reports.getByRole('listitem').first()).toContainText('/avisos');
  await expectAccessible(director);
  await director.context().close();
  await page.context().close();
});
