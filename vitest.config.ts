import { defineConfig } from 'vitest/config';
import { preactCompat } from './apps/web/preact-compat.ts';

const integration = ['apps/server/src/**/*.int.test.ts'];
// Real server processes behind a fault proxy (docs/operations.md): exits, hangs, locks, signals, full disks.
const faults = ['apps/server/src/**/*.faults.test.ts'];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...integration, ...faults],
        },
      },
      {
        // React components in a simulated DOM, clicked and typed into as a person would (apps/web/src/test/render.tsx).
        test: {
          name: 'components',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          // Libraries written for React go through the aliases below too: one runtime, Preact's.
          server: {
            deps: {
              inline: [
                /react-i18next/,
                /react-hook-form/,
                /@hookform/,
                /@tanstack/,
                /react-router/,
                /@paypal/,
              ],
            },
          },
        },
        // The web build's catalogue parts (apps/web/vite.config.ts) are whole catalogues here, and React's API
        // runs on Preact as in the build.
        resolve: {
          dedupe: ['preact'],
          alias: [
            ...preactCompat,
            {
              find: /^virtual:catalogue\/([^.]+)(\.pages)?$/,
              replacement: `${import.meta.dirname}/apps/web/src/locales/$1.json`,
            },
          ],
        },
      },
      {
        test: {
          name: 'int-pglite',
          include: integration,
          // Files share a worker's loaded modules (the app's ~2 s import, once per worker instead of per file);
          // each still gets its own database and app (src/test/test-databases.ts), and no module keeps state.
          isolate: false,
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // One file at a time: each starts servers and breaks their dependencies on purpose.
        test: {
          name: 'faults',
          include: faults,
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'int-postgres',
                include: integration,
                isolate: false, // as int-pglite

                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
