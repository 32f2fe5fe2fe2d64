import path from 'node:path';
import { defineConfig } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(root, '.test-tmp', 'e2e-data');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
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
    // Debian's Chromium, never a downloaded browser (see docs/ARCHITECTURE.md).
    launchOptions: {
      executablePath: '/usr/bin/chromium',
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
    },
  },
  webServer: {
    // The real server on a fresh embedded database, the way `npm start` runs it (the web app is built first).
    command: `rm -rf "${E2E_DATA_DIR}" && node --import tsx apps/server/src/server.ts`,
    cwd: root,
    url: `http://localhost:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
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
  },
});
