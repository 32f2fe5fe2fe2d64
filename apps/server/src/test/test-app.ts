import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { secretsFromPepper } from '../config/secrets';
import type { Database } from '../db/client';
import { seedDemo } from '../db/seed/seed';
import type { MailMessage, Mailer } from '../platform/mail/mailer';
import { createPaymentProvider, type PaymentProvider } from '../platform/payments/payments';
import { createFakePushSender, type FakePushSender } from '../platform/push/fake-push';
import type { SmsMessage, SmsSender } from '../platform/sms/sms';
import { createDiskStorage, type Storage } from '../platform/storage/storage';
import { createOffsetClock, type OffsetClock } from '../lib/clock';
import { copySeedUploads, openTestDatabase } from './test-databases';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  storage: Storage;
  mail: MailMessage[];
  /** Text messages the app sent, in order. */
  sms: SmsMessage[];
  dataDir: string;
  /** The app's clock: real time until a test sets or advances it. */
  clock: OffsetClock;
  /** The checkout's provider (the sandbox unless the env points at PayPal or a fake of it). */
  payments: PaymentProvider;
  /** Web Push messages the app sent (a fake push service: answers can be set per endpoint). */
  push: FakePushSender;
  close(): Promise<void>;
};

/** The keys test apps run with: an installation without SECRET_KEY whose secrets.json pepper is 'test-pepper'. */
export const testSecrets = secretsFromPepper('test-pepper');

export { openTestDatabase, testDbKind } from './test-databases';

export type TestAppOptions = {
  seed?: boolean;
  env?: Record<string, string>;
  /** A second instance on the same database as this one (closing it leaves the database to its owner). */
  sameDatabaseAs?: TestApp;
  /** Where files go (default: a folder in the test's DATA_DIR), e.g. an S3 bucket on s3rver. */
  storage?: Storage;
};

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunna-test-'));
  const shared = options.sameDatabaseAs;
  const seed = !shared && (options.seed ?? true);
  const { database, drop, seedUploads } = shared
    ? { database: shared.database, drop: async () => {}, seedUploads: null }
    : await openTestDatabase({ seeded: seed });
  // Nothing to do on a copy of the run's template; a database made in place is migrated here.
  if (!shared) await database.migrate();
  const storage = options.storage ?? createDiskStorage(path.join(dataDir, 'uploads'));
  const mail: MailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      mail.push(message);
    },
  };
  const sms: SmsMessage[] = [];
  const smsSender: SmsSender = {
    async send(to, text) {
      sms.push({ to, text });
    },
  };
  if (seed) {
    if (seedUploads) await copySeedUploads(seedUploads, storage);
    else await seedDemo(database.db, storage);
  }
  const clock = createOffsetClock();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_LOOKUP: '1000',
    RATE_LIMIT_LOGIN: '1000',
    RATE_LIMIT_LOGIN_ACCOUNT: '1000',
    RATE_LIMIT_LUMI: '10000',
    // Tests run due jobs themselves (app.jobs.runDue), at the time they choose.
    JOBS_POLL_MS: '0',
    // Injected requests run inside the test's own turn of the event loop (its queries on PGlite never yield to
    // timers), so the loop's lag measures the test, not load from the network (lib/load-shedding).
    SHED_EVENT_LOOP_DELAY_MS: '0',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...options.env,
  });
  const payments = createPaymentProvider(config);
  const push = createFakePushSender();
  const app = await buildApp({
    config,
    secrets: testSecrets,
    db: database.db,
    databaseAvailability: database.availability,
    escutarBanco: database.escutar,
    mailer,
    sms: smsSender,
    storage,
    clock,
    payments,
    push,
  });
  await app.ready();
  return {
    app,
    database,
    storage,
    mail,
    sms,
    dataDir,
    clock,
    payments,
    push,
    async close() {
      await app.close();
      if (shared) {
        fs.rmSync(dataDir, { recursive: true, force: true });
        return;
      }
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
