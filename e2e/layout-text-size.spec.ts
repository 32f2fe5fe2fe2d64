import { expect, type Locator } from '@playwright/test';
import { test } from './journey';
import { personPage } from './support';

// Layout at a phone's width: the Lumi shortcut never sits over a control, and at the largest text size
// (Extra Grande) the registration's step labels fit their boxes. Nothing is changed on the demo accounts.

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function expectNotUnderLumi(lumi: Locator, controls: Locator) {
  const lumiBox = await lumi.boundingBox();
  expect(lumiBox).not.toBeNull();
  for (const control of await controls.all()) {
    if (!(await control.isVisible())) continue;
    const box = await control.boundingBox();
    if (box)
      expect(overlaps(lumiBox!, box), `the Lumi button covers "${await control.innerText()}"`).toBe(false);
  }
}

test('attendance at 390 px: the Lumi button covers none of the buttons, wherever a card is on screen', async ({
  browser,
}) => {
  const ana = await personPage(browser, 'ana.professora@lunna.demo');
  await ana.setViewportSize({ width: 390, height: 844 });
  await ana.goto('/presenca');
  const main = ana.getByRole('main');
  const absent = main.getByRole('button', { name: /^Falta/ });
  await expect(absent.first()).toBeVisible();
  const lumi = ana.getByRole('link', { name: /^Lumi/ });
  await expect(lumi).toBeVisible();

  await expectNotUnderLumi(lumi, main.getByRole('button'));
  // Each card at the bottom edge of the screen, where a floating button sits.
  for (const button of await absent.all()) {
    await button.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    const lumiBox = (await lumi.boundingBox())!;
    expect(overlaps(lumiBox, (await button.boundingBox())!), 'the Lumi button covers a "Falta" button').toBe(
      false,
    );
  }
  // The page's end: its last buttons are clear too.
  await ana.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expectNotUnderLumi(lumi, main.getByRole('button'));
});

test('registration at Extra Grande, 390 px: no step label is wider than its box or off the screen', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  // Anonymous pages take the text size from this device's saved appearance (lib/appearance.ts).
  await context.addInitScript(() =>
    localStorage.setItem('aparencia', JSON.stringify({ tamanhoFonte: 100, contraste: 60 })),
  );
  const page = await context.newPage();
  await page.goto('/cadastro');
  await expect(page.locator('html')).toHaveCSS('font-size', '24px');
  const steps = page.getByRole('navigation', { name: 'Etapas do cadastro' }).getByRole('listitem');
  await expect(steps).toHaveCount(4);
  for (const step of await steps.all()) {
    const fit = await step.evaluate((li) => {
      const label = li.lastElementChild as HTMLElement;
      const box = label.getBoundingClientRect();
      return {
        text: label.innerText,
        scroll: label.scrollWidth,
        client: label.clientWidth,
        left: box.left,
        right: box.right,
      };
    });
    expect(fit.scroll, `"${fit.text}" fits its box`).toBeLessThanOrEqual(fit.client);
    expect(fit.left, `"${fit.text}" starts on screen`).toBeGreaterThanOrEqual(0);
    expect(fit.right, `"${fit.text}" ends on screen`).toBeLessThanOrEqual(390);
  }
});
