import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './journey';
import { expectAccessible, personPage } from './support';

// Configurações is a long page (some 7,000 px on a phone): its head carries one shortcut per section, and a
// deep link (/configuracao#seguranca) opens the page at its section. Nothing is changed on the demo account.

/** The element's top edge is on screen and below the phone's sticky top bar (not hidden under it). */
async function expectLandedOn(page: Page, target: Locator) {
  await expect(target).toBeInViewport();
  const banner = await page.locator('aside').first().boundingBox();
  await expect
    .poll(async () => (await target.boundingBox())?.y ?? -1, { message: 'section top below the top bar' })
    .toBeGreaterThanOrEqual(Math.min(banner ? banner.y + banner.height : 0, 200) - 1);
}

test('settings at 390 px: the shortcut for two-step verification lands on it; deep links scroll to their section', async ({
  browser,
}) => {
  const mariana = await personPage(browser, 'mariana@lunna.demo');
  await mariana.setViewportSize({ width: 390, height: 844 });
  await mariana.goto('/configuracao');
  const shortcuts = mariana.getByRole('navigation', { name: 'Seções de Configurações' });
  await expect(shortcuts.getByRole('link')).toHaveCount(8);
  await expectAccessible(mariana);

  // One tap from the top of the page.
  await shortcuts.getByRole('link', { name: 'Verificação em duas etapas' }).click();
  await expect(mariana).toHaveURL(/\/configuracao#seguranca$/);
  await expectLandedOn(
    mariana,
    mariana.getByRole('heading', { name: 'Verificação em duas etapas', level: 2 }),
  );
  await expectAccessible(mariana);

  // The data export is one tap too, under privacy.
  await mariana.evaluate(() => window.scrollTo(0, 0));
  await shortcuts.getByRole('link', { name: 'Privacidade e exportação de dados' }).click();
  await expect(mariana).toHaveURL(/\/configuracao#privacidade$/);
  await expect(mariana.locator('#privacidade')).toBeInViewport();

  // A deep link from elsewhere waits for the sections to load, then scrolls.
  await mariana.goto('/dashboard');
  await mariana.goto('/configuracao#seguranca');
  await expectLandedOn(mariana, mariana.locator('#seguranca'));
  await mariana.goto('/configuracao#sair-excluir');
  await expectLandedOn(mariana, mariana.locator('#sair-excluir'));
});

test("settings at 1280 px: an educator has no privacy shortcut; the director's leads to retention", async ({
  browser,
}) => {
  const ana = await personPage(browser, 'ana.professora@lunna.demo');
  await ana.setViewportSize({ width: 1280, height: 900 });
  await ana.goto('/configuracao');
  const shortcuts = ana.getByRole('navigation', { name: 'Seções de Configurações' });
  await expect(shortcuts.getByRole('link')).toHaveCount(7);
  await expect(shortcuts.getByRole('link', { name: /Privacidade/ })).toHaveCount(0);

  const diretora = await personPage(browser, 'diretora@lunna.demo');
  await diretora.setViewportSize({ width: 1280, height: 900 });
  await diretora.goto('/configuracao');
  const directorShortcuts = diretora.getByRole('navigation', { name: 'Seções de Configurações' });
  await directorShortcuts.getByRole('link', { name: 'Retenção de dados' }).click();
  await expect(diretora).toHaveURL(/\/configuracao#retencao$/);
  await expect(diretora.locator('#retencao')).toBeInViewport();
  await expectAccessible(diretora);
});
