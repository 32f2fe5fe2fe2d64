import { test as base } from '@playwright/test';
import { E2E_PORT } from './playwright.config';

/**
 * Every journey starts from the same place, whatever ran before it, and leaves nothing behind: the server's
 * clock on real time (a journey that set it and then failed cannot move the next one's day), and every
 * browser context the journey opened closed at its end (no earlier person's page keeps a socket, a timer or
 * a session going into the next journey). Journeys import `test` from here, never from '@playwright/test'.
 */
export const test = base.extend<{ independentJourney: void }>({
  // This worker's own server (playwright.config.ts), whatever the runner's copy of the config said.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => use(`http://localhost:${E2E_PORT}`),
  independentJourney: [
    async ({ browser, playwright, baseURL }, use) => {
      // A request context of its own, without the journey's cookies (a signed-in cookie would need the CSRF header).
      const api = await playwright.request.newContext({ baseURL });
      const resetClock = async () => {
        const res = await api.delete('/api/test/relogio');
        if (!res.ok())
          throw new Error(
            `could not put the server's clock back on real time: ${res.status()} ${await res.text()}`,
          );
      };
      try {
        await resetClock();
        const before = new Set(browser.contexts());
        await use();
        for (const context of browser.contexts()) if (!before.has(context)) await context.close();
        await resetClock();
      } finally {
        await api.dispose();
      }
    },
    { auto: true },
  ],
});
