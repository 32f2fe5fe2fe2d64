import path from 'node:path';
import { buildApp } from './app';
import { isPayPalSandbox, loadConfig } from './config/env';
import { loadSecrets } from './config/secrets';
import { openDatabase, type DatabaseLog } from './db/client';
import { waitForDatabase } from './db/wait-for-database';
import { DEMO_PASSWORD, DEMO_SCHOOL_CODE, demoGuardians, demoStaff } from './db/seed/demo-data';
import { seedDemo } from './db/seed/seed';
import { authService } from './contexts/conta/auth/auth.service';
import { createOffsetClock, systemClock } from './lib/clock';
import { createMailer } from './platform/mail/mailer';
import { createPaymentProvider } from './platform/payments/payments';
import { createWebPushSender } from './platform/push/web-push';
import { createFolderSmsSender } from './platform/sms/sms';
import { installGracefulShutdown } from './platform/lifecycle/graceful-shutdown';
import { createS3Storage } from './platform/storage/s3-storage';
import { createDiskStorage } from './platform/storage/storage';

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
  // The database reports its connections' troubles through the app's logger once there is one.
  const logTo = { app: undefined as DatabaseLog | undefined };
  const databaseLog: DatabaseLog = {
    warn: (fields, message) =>
      logTo.app ? logTo.app.warn(fields, message) : console.warn(message, JSON.stringify(fields)),
    info: (fields, message) =>
      logTo.app ? logTo.app.info(fields, message) : console.info(message, JSON.stringify(fields)),
  };
  // Opened before anything is written: with the embedded database this takes the folder's lock, so a
  // second process stops before it writes anything into DATA_DIR (secrets included).
  const database = await openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl, limits: config.database, log: databaseLog }
      : {
          dataDir: path.join(config.dataDir, 'db'),
          lock: {
            waitMs: config.embeddedDbLockWaitMs,
            onWait: (message) => console.log(message),
            onCompromised: (err) => {
              // Another process took the folder: writing on would lose data on one side or the other.
              console.error(`O bloqueio do banco embutido foi perdido (${err.message}); encerrando.`);
              process.exit(1);
            },
          },
        },
  );
  // Keys from SECRET_KEY (shared by every instance, nothing written), else from DATA_DIR/secrets.json.
  // The VAPID pair too, unless the environment gives one.
  const secrets = loadSecrets({
    secretKey: config.secretKey,
    dataDir: config.dataDir,
    vapid: !config.vapid.keys,
  });
  // Several instances share a bucket; the folder is for one instance (the embedded default).
  const storage = config.s3
    ? createS3Storage(config.s3)
    : createDiskStorage(path.join(config.dataDir, 'uploads'));
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    mailDir: path.join(config.dataDir, 'mail'),
    from: config.mailFrom,
  });
  const smsDir = path.join(config.dataDir, 'sms');
  // The folder adapter logs through the app's logger once it exists (messages are only sent by requests).
  const sms = createFolderSmsSender({ dir: smsDir, log: (fields, message) => app.log.info(fields, message) });
  // Migrations and the demo seed under one lock: instances starting together take turns.
  const seed = config.demo ? async () => void (await seedDemo(database.db, storage)) : undefined;
  if (config.migrateOnStart) await database.migrate(seed);
  else if (seed) await database.underMigrationLock(seed);
  const clock = config.testClock ? createOffsetClock() : systemClock;
  await authService.purgeExpiredSessions(database.db, clock);
  const payments = createPaymentProvider(config);
  const vapid = config.vapid.keys ?? secrets.vapid;
  if (!vapid) throw new Error('VAPID keys missing');
  const push = createWebPushSender({ ...vapid, subject: config.vapid.subject });
  const app = await buildApp({
    config,
    secrets,
    db: database.db,
    databaseAvailability: database.availability,
    escutarBanco: database.escutar,
    dbQueue: database.queueLength,
    mailer,
    sms,
    storage,
    clock,
    payments,
    push,
  });

  logTo.app = app.log;

  installGracefulShutdown({ app, steps: [{ name: 'database', close: () => database.close() }] });

  // Said on purpose (PAYMENTS=sandbox), still worth a line in the production log.
  if (config.env === 'production' && (!config.paypal || isPayPalSandbox(config.paypal.baseUrl)))
    app.log.warn('payments: PAYMENTS=sandbox, nobody is charged for subscriptions');
  // A burst of connections longer than Node's default backlog (511) has its SYNs dropped: clients retry after
  // 1 s, 3 s, 7 s, and an overloaded instance looks dead instead of answering 503 at once.
  await app.listen({ port: config.port, host: config.host, backlog: 4096 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const lines = [
    '',
    `  Lunna está no ar: http://localhost:${port}`,
    `  Banco de dados: ${database.kind === 'pglite' ? `embutido (${path.join(config.dataDir, 'db')})` : 'PostgreSQL'}`,
    `  E-mails: ${config.smtpUrl ? 'SMTP' : path.join(config.dataDir, 'mail')}`,
    `  SMS: ${smsDir}`,
    `  Pagamentos: ${payments.provedor === 'paypal' ? `PayPal (${config.paypal?.baseUrl})` : 'sandbox local (sem cobrança)'}`,
    `  Notificações no aparelho (Web Push): chaves VAPID ${config.vapid.keys ? 'do ambiente' : config.secretKey ? 'derivadas de SECRET_KEY' : `em ${path.join(config.dataDir, 'secrets.json')}`}`,
  ];
  if (config.demo) {
    lines.push(
      `  Escola de demonstração — código ${DEMO_SCHOOL_CODE}; senha de todas as contas: ${DEMO_PASSWORD}`,
      ...demoGuardians.map((g) => `    responsável  ${g.email}`),
      ...demoStaff.map((s) => `    ${s.papel.padEnd(11)}  ${s.email}`),
    );
  }
  console.log(lines.join('\n') + '\n');
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
