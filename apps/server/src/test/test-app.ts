import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { secretsFromPepper } from '../config/secrets';
import { openDatabase, type Database } from '../db/client';
import { seedDemo } from '../db/seed/seed';
import type { MailMessage, Mailer } from '../platform/mail/mailer';
import { createPaymentProvider, type PaymentProvider } from '../platform/payments/payments';
import { createFakePushSender, type FakePushSender } from '../platform/push/fake-push';
import type { SmsMessage, SmsSender } from '../platform/sms/sms';
import { createDiskStorage, type Storage } from '../platform/storage/storage';
import { createOffsetClock, type OffsetClock } from '../lib/clock';

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

/** Which database the integration tests run on: PGlite by default, PostgreSQL in the `int-postgres` project. */
/** The keys test apps run with: an installation without SECRET_KEY whose secrets.json pepper is 'test-pepper'. */
export const testSecrets = secretsFromPepper('test-pepper');

export const testDbKind = (): 'pglite' | 'postgres' =>
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  if (testDbKind() === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL integration tests');
    // Each test file gets its own schema, so files can run in parallel on one database.
    const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: url, searchPath: schema });
    return {
      database,
      async drop() {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`drop schema ${schema} cascade`);
        await c.end();
      },
    };
  }
  const template = process.env.LUNNA_PGLITE_TEMPLATE;
  const loadDataDir = template && fs.existsSync(template) ? new Blob([fs.readFileSync(template)]) : undefined;
  return { database: await openDatabase({ memory: true, loadDataDir }), drop: async () => {} };
}

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
  const { database, drop } = shared
    ? { database: shared.database, drop: async () => {} }
    : await openTestDatabase();
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
  if (!shared && (options.seed ?? true)) await seedDemo(database.db, storage);
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
