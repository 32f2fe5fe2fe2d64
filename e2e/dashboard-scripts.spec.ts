import { gzipSync } from 'node:zlib';
import { expect, type Browser } from '@playwright/test';
import { test } from './journey';
import { signIn } from './support';

/**
 * What a signed-in person's first screen downloads, checked on every run so that a change which drags a
 * heavy library or the other role's code into the dashboard fails here, not in production. bench/bundle
 * measures the same visit and writes the figures to docs/benchmarks.md; this journey keeps the line.
 */

/**
 * The most gzip JavaScript the dashboard may download today (the goal is 150 KB: docs/benchmarks.md). The
 * ceiling follows the figures down as they fall; it leaves room for texts and small features, not libraries.
 */
const CEILING_KB = 205;

/** A language's catalogue chunks, as the build names them (assets/pt-BR-<hash>.js, assets/pt-BR.pages-<hash>.js). */
const CATALOGUE = /\/assets\/(pt-BR|en|es|fr)(?:\.pages)?-[\w-]{8}\.js$/;

type Script = { path: string; body: Buffer };

/** Signs in in a context of its own, then opens /dashboard in a fresh one (empty cache, same session). */
async function firstScreenScripts(browser: Browser, email: string): Promise<Script[]> {
  const signing = await browser.newContext({ serviceWorkers: 'block' });
  const signInPage = await signing.newPage();
  await signIn(signInPage, email);
  await signInPage.waitForURL((url) => url.pathname !== '/login');
  // A guardian of several children picks one first, as the portal asks.
  if (new URL(signInPage.url()).pathname === '/pefil-bebe') {
    await signInPage
      .locator('label')
      .filter({ has: signInPage.getByRole('radio') })
      .first()
      .click();
    await signInPage.getByRole('button', { name: 'Continuar' }).click();
  }
  await signInPage.waitForURL('**/dashboard');
  const storageState = await signing.storageState();
  await signing.close();

  const context = await browser.newContext({ serviceWorkers: 'block', storageState });
  const page = await context.newPage();
  const bodies: Promise<Script | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    const path = new URL(response.url()).pathname;
    bodies.push(
      response.body().then(
        (body) => ({ path, body }),
        () => null,
      ),
    );
  });
  await page.goto('/dashboard');
  await page.getByRole('navigation').first().waitFor();
  await page.waitForLoadState('networkidle');
  // The dashboard's last lazy pieces come after its data: let it settle, then wait for idle again.
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle');
  const scripts = (await Promise.all(bodies)).filter((s): s is Script => s !== null);
  await context.close();
  return scripts;
}

function expectLean(scripts: Script[], otherRoleChunk: RegExp) {
  const paths = scripts.map((s) => s.path);
  const gzipKb = scripts.reduce((total, s) => total + gzipSync(s.body).length, 0) / 1024;
  expect(gzipKb, `gzip JavaScript of the first screen:\n${paths.join('\n')}`).toBeLessThanOrEqual(CEILING_KB);
  // zod checks forms and live frames: those download it when they open, never the first screen.
  expect(scripts.filter((s) => s.body.includes('ZodObject')).map((s) => s.path)).toEqual([]);
  // One language's texts, and none of the other role's home.
  expect(new Set(paths.flatMap((p) => p.match(CATALOGUE)?.[1] ?? []))).toEqual(new Set(['pt-BR']));
  expect(paths.filter((p) => otherRoleChunk.test(p))).toEqual([]);
}

test("a guardian's dashboard downloads neither zod, another language's texts nor the staff's home", async ({
  browser,
}) => {
  const scripts = await firstScreenScripts(browser, 'mariana@lunna.demo');
  expect(scripts.some((s) => /\/dashboard-guardian-/.test(s.path))).toBe(true);
  expectLean(scripts, /\/dashboard-staff-/);
});

test("an educator's dashboard downloads neither zod, another language's texts nor the guardian's home", async ({
  browser,
}) => {
  const scripts = await firstScreenScripts(browser, 'ana.professora@lunna.demo');
  expect(scripts.some((s) => /\/dashboard-staff-/.test(s.path))).toBe(true);
  expectLean(scripts, /\/dashboard-guardian-/);
});
