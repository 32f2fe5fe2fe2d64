import { defineConfig } from 'vitest/config';

const integration = ['apps/server/src/**/*.int.test.ts'];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'apps/*/src/**/*.test.tsx'],
          exclude: ['**/node_modules/**', ...integration],
        },
      },
      {
        test: { name: 'int-pglite', include: integration, env: { TEST_DB: 'pglite' }, testTimeout: 30_000, hookTimeout: 60_000 },
      },
      ...(withPostgres
        ? [{ test: { name: 'int-postgres', include: integration, env: { TEST_DB: 'postgres' }, testTimeout: 30_000, hookTimeout: 60_000 } }]
        : []),
    ],
  },
});
