import path from 'node:path';
import { loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { waitForDatabase } from './db/wait-for-database';

/**
 * `npm run migrate`: applies the pending migrations once and exits, for deployments that migrate as a
 * step of their own before starting instances with MIGRATE_ON_START=false. Same environment as the
 * server; under the same lock, so it may also run while instances start.
 */
async function main() {
  const config = loadConfig();
  if (config.databaseUrl) {
    const { startTimeoutMs, startRetryMs, connectTimeoutMs } = config.database;
    await waitForDatabase(config.databaseUrl, {
      timeoutMs: startTimeoutMs,
      retryMs: startRetryMs,
      connectTimeoutMs,
      log: (line) => console.warn(line),
    });
  }
  const database = await openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl, limits: config.database }
      : {
          dataDir: path.join(config.dataDir, 'db'),
          lock: {
            waitMs: config.embeddedDbLockWaitMs,
            onWait: (message) => console.log(message),
            onCompromised: (err) => {
              console.error(`O bloqueio do banco embutido foi perdido (${err.message}); encerrando.`);
              process.exit(1);
            },
          },
        },
  );
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  console.log(`Migrações aplicadas (${database.kind === 'pglite' ? 'banco embutido' : 'PostgreSQL'}).`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
