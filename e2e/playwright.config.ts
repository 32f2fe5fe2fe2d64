import path from 'node:path';
import { defineConfig } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
/**
 * Journeys run in E2E_WORKERS workers, each against a server of its own: its own port (E2E_PORT + the worker's
 * index), embedded database and mail folder, so one worker's clock or data never moves another's journey. A
 * journey mostly waits (for pages, sockets, jobs), so two workers share these two cores well.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_ROOT = process.env.E2E_DATA_DIR ?? path.join(root, '.test-tmp', 'e2e-data');
const serverOf = (index: number) => ({
  port: FIRST_PORT + index,
  dataDir: path.join(DATA_ROOT, String(index)),
});
/** Playwright sets TEST_PARALLEL_INDEX in each worker; the runner itself is 0. */
const own = serverOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
/** The server of the worker this code runs in, and its data folder. */
export const E2E_PORT = own.port;
export const E2E_DATA_DIR = own.dataDir;

const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const FULL_BROWSER = '/usr/bin/chromium';
const chromium = (executablePath: string) => ({
  executablePath,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: path.join(root, 'test-results'),
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Debian's Chromium, never a downloaded browser (see docs/ARCHITECTURE.md): its headless shell, which
    // costs a fifth less CPU per journey than the full browser …
    { name: 'journeys', testIgnore: 'pwa.spec.ts', use: { launchOptions: chromium(HEADLESS_SHELL) } },
    // … except where only the full browser will do: push messages shown by the service worker.
    { name: 'pwa', testMatch: 'pwa.spec.ts', use: { launchOptions: chromium(FULL_BROWSER) } },
  ],
  webServer: Array.from({ length: WORKERS }, (_, index) => serverOf(index)).map(({ port, dataDir }) => ({
    // The real server on a fresh embedded database, the way `npm start` runs it (the web app is built first).
    command: `rm -rf "${dataDir}" && node --import tsx apps/server/src/server.ts`,
    cwd: root,
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOOKUP: '500',
      RATE_LIMIT_LOGIN: '500',
      // Journeys sign the demo accounts in many times within minutes.
      RATE_LIMIT_LOGIN_ACCOUNT: '500',
      RATE_LIMIT_LUMI: '500',
      // Journeys set the time (a Friday, 30 minutes before pickup) through PUT /api/test/relogio.
      TEST_CLOCK: 'true',
      JOBS_POLL_MS: '500',
    },
  })),
});
