import path from 'node:path';
import { z } from 'zod';
import { defaultDatabaseLimits, planCacheModes, type DatabaseLimits } from '../db/limits';
import type { S3StorageConfig } from '../platform/storage/s3-storage';

/** An empty variable (`PAYPAL_CLIENT_ID=`) counts as unset. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);

const SECRET_KEY_MIN_BYTES = 32;
const secretKeyHint = 'gere uma com `openssl rand -hex 32`';

/**
 * SECRET_KEY as bytes: hex (an even number of 0-9a-f), else base64 or base64url. Too short or not
 * decodable is a refusal, never a weak key.
 */
function decodeSecretKey(value: string | undefined, ctx: z.RefinementCtx): Buffer | undefined {
  if (value === undefined) return undefined;
  let bytes: Buffer | null = null;
  if (/^(?:[0-9a-fA-F]{2})+$/.test(value)) bytes = Buffer.from(value, 'hex');
  else if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(value) && value.replace(/=+$/, '').length % 4 !== 1)
    bytes = Buffer.from(value, 'base64');
  if (!bytes) {
    ctx.addIssue({ code: 'custom', message: `não é hexadecimal nem base64; ${secretKeyHint}` });
    return z.NEVER;
  }
  if (bytes.length < SECRET_KEY_MIN_BYTES) {
    ctx.addIssue({
      code: 'custom',
      message: `curta demais (${bytes.length} bytes; o mínimo é ${SECRET_KEY_MIN_BYTES} bytes aleatórios); ${secretKeyHint}`,
    });
    return z.NEVER;
  }
  return bytes;
}

/** Environment, parsed once at start: a wrong value stops the server with a clear message. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Embedded database: how long a start waits for the previous process (a restart) to release the folder. */
  EMBEDDED_DB_LOCK_WAIT_MS: z.coerce.number().int().min(0).default(30_000),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Lunna <nao-responda@lunna.local>'),
  /** Where the public site's contact form messages are e-mailed (Reply-To: the sender). */
  CONTATO_EMAIL: z.email().default('contato@lunna.local'),
  /** The Lunna team's support address: 'Reportar problema' reports are e-mailed here (and to the school's directors). */
  SUPPORT_EMAIL: z.email().default('suporte@lunna.app'),
  PUBLIC_URL: z.string().url().optional(),
  /**
   * The one secret every key is derived from (codes, TOTP encryption, cookies, VAPID unless given): at least
   * 32 random bytes as hex or base64. The same on every instance; required in production. Unset: keys kept in
   * DATA_DIR/secrets.json (one instance).
   */
  SECRET_KEY: optionalText.pipe(z.string().optional().transform(decodeSecretKey)),
  /** false: this instance does not migrate at start (`npm run migrate` is a separate deployment step). */
  MIGRATE_ON_START: z.enum(['true', 'false']).default('true'),
  /** Seeds the demo school with sample accounts on an empty database. */
  DEMO: z.enum(['true', 'false']).optional(),
  /** Behind a reverse proxy: trust its X-Forwarded-* headers (client address for rate limits, https). */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** Requests per minute per IP on registration lookups, login and code checks. */
  RATE_LIMIT_LOOKUP: z.coerce.number().int().positive().default(30),
  /** Per address: generous, since a school's families may share one Wi-Fi; one account has its own limit below. */
  RATE_LIMIT_LOGIN: z.coerce.number().int().positive().default(60),
  /** Sign-in attempts (and password confirmations) per account in 15 minutes, from any address. */
  RATE_LIMIT_LOGIN_ACCOUNT: z.coerce.number().int().positive().default(10),
  /** Questions per minute one person may ask Lumi (each may call a model). */
  RATE_LIMIT_LUMI: z.coerce.number().int().positive().default(20),
  /** How long guardians have to acknowledge an 'Importante' notice before the reminder e-mail and the educator's flag. */
  AVISO_CONFIRMACAO_MINUTOS: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(120),
  /** How often this instance looks for due background jobs; 0 turns the worker off. */
  JOBS_POLL_MS: z.coerce.number().int().min(0).default(5000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** Browser journeys only: lets `PUT /api/test/relogio` move the server's clock. Refused in production. */
  TEST_CLOCK: z.enum(['true', 'false']).default('false'),
  /**
   * `sandbox`: this installation charges no one (the built-in sandbox, or PayPal's sandbox with credentials);
   * `paypal`: PayPal, whose credentials must then be set. Unset: PayPal when its credentials are set, else the
   * built-in sandbox — except in production, which refuses to start without live PayPal unless told `sandbox`.
   */
  PAYMENTS: z.enum(['paypal', 'sandbox']).optional(),
  /** PayPal (Orders v2): with both set, checkout charges through PayPal; without them, the local sandbox provider. */
  PAYPAL_CLIENT_ID: optionalText,
  PAYPAL_CLIENT_SECRET: optionalText,
  /** PayPal's API: the sandbox by default, https://api-m.paypal.com for real payments. */
  PAYPAL_BASE_URL: z.string().url().default('https://api-m.sandbox.paypal.com'),
  /** How long one call to PayPal may take before it is given up. */
  PAYPAL_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** Lumi through an OpenAI-compatible chat-completions server (Ollama, llama.cpp, vLLM, OpenAI); unset: the built-in answerer. */
  LUMI_BASE_URL: optionalText.pipe(z.url().optional()),
  LUMI_MODEL: optionalText,
  LUMI_API_KEY: optionalText,
  /** How long one question may wait for the model before Lumi answers with the built-in answerer instead. */
  LUMI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  /** Web Push (VAPID) keys, URL-safe base64; unset: a pair generated at first start into DATA_DIR/secrets.json. */
  VAPID_PUBLIC_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'expected the 65-byte public key in URL-safe base64')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'expected the 32-byte private key in URL-safe base64')
      .optional(),
  ),
  /** Who push services may contact about this sender: a mailto: or https: address (default mailto:SUPPORT_EMAIL). */
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'expected mailto:… or https://…')
      .optional(),
  ),
  /**
   * Load shedding: new requests get 503 SOBRECARGA when the event loop has been busy for more than this (ms)
   * before reading them, or while more than SHED_DB_QUEUE queries wait for a PostgreSQL connection. 0: that check is off.
   */
  SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(300),
  SHED_DB_QUEUE: z.coerce.number().int().min(0).default(100),
  /** PostgreSQL limits (milliseconds): see db/limits.ts. Requests get the short ones; migrations their own. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(defaultDatabaseLimits.connectTimeoutMs),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(defaultDatabaseLimits.statementTimeoutMs),
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).default(defaultDatabaseLimits.queryTimeoutMs),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(defaultDatabaseLimits.idleInTransactionTimeoutMs),
  DB_IDLE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(defaultDatabaseLimits.idleTimeoutMs),
  DB_PROBE_INTERVAL_MS: z.coerce.number().int().min(100).default(defaultDatabaseLimits.probeIntervalMs),
  DB_PROBE_TIMEOUT_MS: z.coerce.number().int().min(100).default(defaultDatabaseLimits.probeTimeoutMs),
  DB_MIGRATION_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(defaultDatabaseLimits.migrationTimeoutMs),
  DB_PLAN_CACHE_MODE: z.enum(planCacheModes).default(defaultDatabaseLimits.planCacheMode),
  /** At start, how long to keep trying a PostgreSQL that does not answer before giving up (0: once), and how often. */
  DB_START_TIMEOUT_MS: z.coerce.number().int().min(0).default(60_000),
  DB_START_RETRY_MS: z.coerce.number().int().min(100).default(2_000),
  /** Redis for the chat's fan-out and presence between instances (redis:// or rediss://); unset: one instance, in process. */
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  /** The start of this installation's names in Redis (channels, rate-limit counters, sandbox orders): installations (or test runs) sharing one Redis keep apart. */
  REDIS_CHANNEL_PREFIX: optionalText.pipe(
    z
      .string()
      .regex(/^[\w:.-]+$/)
      .default('lunna'),
  ),
  /** S3-compatible storage for uploads and exports; unset S3_BUCKET: files in DATA_DIR/uploads (one instance). */
  S3_BUCKET: optionalText,
  /** The service's address (MinIO, Garage, another provider); unset: AWS's own for S3_REGION. */
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  S3_REGION: optionalText.pipe(z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Path-style addresses (endpoint/bucket/key), as MinIO-style servers need. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  embeddedDbLockWaitMs: number;
  smtpUrl?: string;
  mailFrom: string;
  contatoEmail: string;
  supportEmail: string;
  publicUrl: string;
  demo: boolean;
  /** Undefined: the keys live in DATA_DIR/secrets.json (one instance, never production). */
  secretKey?: Buffer;
  migrateOnStart: boolean;
  rateLimit: { lookup: number; login: number; loginAccount: number; lumi: number };
  logLevel: string;
  avisoConfirmacaoMinutos: number;
  jobsPollMs: number;
  webDist: string;
  secureCookies: boolean;
  trustProxy: boolean;
  testClock: boolean;
  /** Who takes the schools' payments: PayPal (live, or its sandbox when PAYMENTS=sandbox) or the built-in sandbox. */
  payments: 'paypal' | 'sandbox';
  /** Null: the sandbox provider (no network). */
  paypal: { clientId: string; clientSecret: string; baseUrl: string; timeoutMs: number } | null;
  /** Null: Lumi's built-in answerer (no network). */
  lumi: { baseUrl: string; model: string; apiKey: string | undefined; timeoutMs: number } | null;
  /** Web Push: the keys from the environment (null: the installation's own, in DATA_DIR) and the contact address. */
  vapid: { keys: { publicKey: string; privateKey: string } | null; subject: string };
  /** Undefined: real time stays in this process (one instance). */
  redisUrl?: string;
  /** When to refuse new requests (0: that check is off). */
  shedding: { maxEventLoopDelayMs: number; maxDbQueue: number };
  /** PostgreSQL's limits, and how long start-up waits for it. */
  database: DatabaseLimits & { startTimeoutMs: number; startRetryMs: number };
  /** Where the pub/sub channels' names start (`<prefix>:stomp`, `<prefix>:sessoes`). */
  redisChannelPrefix: string;
  /** Null: files in DATA_DIR/uploads. */
  s3: S3StorageConfig | null;
};

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment configuration:\n${lines}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL) {
    throw new Error(
      'Invalid environment configuration:\n  PUBLIC_URL: required in production (links in e-mails, secure cookies)',
    );
  }
  if (Boolean(e.PAYPAL_CLIENT_ID) !== Boolean(e.PAYPAL_CLIENT_SECRET)) {
    throw new Error(
      'Invalid environment configuration:\n  PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET: set both (PayPal) or neither (sandbox)',
    );
  }
  if (Boolean(e.LUMI_BASE_URL) !== Boolean(e.LUMI_MODEL)) {
    throw new Error(
      'Invalid environment configuration:\n  LUMI_BASE_URL, LUMI_MODEL: set both (an OpenAI-compatible model) or neither (the built-in answerer)',
    );
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new Error(
      'Invalid environment configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both (a key pair of your own) or neither (generated into DATA_DIR)',
    );
  }
  if (e.NODE_ENV === 'production' && !e.SECRET_KEY) {
    throw new Error(
      `Invalid environment configuration:\n  SECRET_KEY: obrigatória em produção (a mesma em todas as instâncias: dela vêm as chaves dos códigos, da verificação em duas etapas e dos cookies); ${secretKeyHint}`,
    );
  }
  assertPayments(e);
  const s3 = s3Config(e);
  if (e.NODE_ENV === 'production' && e.TEST_CLOCK === 'true') {
    throw new Error('Invalid environment configuration:\n  TEST_CLOCK: not allowed in production');
  }
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    embeddedDbLockWaitMs: e.EMBEDDED_DB_LOCK_WAIT_MS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contatoEmail: e.CONTATO_EMAIL,
    supportEmail: e.SUPPORT_EMAIL,
    publicUrl,
    // The demo school has known passwords: never seeded in production unless asked for.
    demo: (e.DEMO ?? (e.NODE_ENV === 'production' ? 'false' : 'true')) === 'true',
    secretKey: e.SECRET_KEY,
    migrateOnStart: e.MIGRATE_ON_START === 'true',
    trustProxy: e.TRUST_PROXY === 'true',
    testClock: e.TEST_CLOCK === 'true',
    rateLimit: {
      lookup: e.RATE_LIMIT_LOOKUP,
      login: e.RATE_LIMIT_LOGIN,
      loginAccount: e.RATE_LIMIT_LOGIN_ACCOUNT,
      lumi: e.RATE_LIMIT_LUMI,
    },
    logLevel: e.LOG_LEVEL,
    avisoConfirmacaoMinutos: e.AVISO_CONFIRMACAO_MINUTOS,
    jobsPollMs: e.JOBS_POLL_MS,
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../../web/dist', import.meta.url).pathname),
    secureCookies: publicUrl.startsWith('https://'),
    payments: e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET ? 'paypal' : 'sandbox',
    paypal:
      e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET
        ? {
            clientId: e.PAYPAL_CLIENT_ID,
            clientSecret: e.PAYPAL_CLIENT_SECRET,
            baseUrl: e.PAYPAL_BASE_URL.replace(/\/+$/, ''),
            timeoutMs: e.PAYPAL_TIMEOUT_MS,
          }
        : null,
    lumi:
      e.LUMI_BASE_URL && e.LUMI_MODEL
        ? {
            baseUrl: e.LUMI_BASE_URL.replace(/\/+$/, ''),
            model: e.LUMI_MODEL,
            apiKey: e.LUMI_API_KEY,
            timeoutMs: e.LUMI_TIMEOUT_MS,
          }
        : null,
    redisUrl: e.REDIS_URL,
    shedding: { maxEventLoopDelayMs: e.SHED_EVENT_LOOP_DELAY_MS, maxDbQueue: e.SHED_DB_QUEUE },
    database: {
      connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      queryTimeoutMs: e.DB_QUERY_TIMEOUT_MS,
      idleInTransactionTimeoutMs: e.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      idleTimeoutMs: e.DB_IDLE_TIMEOUT_MS,
      probeIntervalMs: e.DB_PROBE_INTERVAL_MS,
      probeTimeoutMs: e.DB_PROBE_TIMEOUT_MS,
      migrationTimeoutMs: e.DB_MIGRATION_TIMEOUT_MS,
      planCacheMode: e.DB_PLAN_CACHE_MODE,
      startTimeoutMs: e.DB_START_TIMEOUT_MS,
      startRetryMs: e.DB_START_RETRY_MS,
    },
    redisChannelPrefix: e.REDIS_CHANNEL_PREFIX,
    s3,
    vapid: {
      keys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : null,
      subject: e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL}`,
    },
  };
}

/** PayPal's test API: orders there are paid with test accounts, nobody is charged. */
export const isPayPalSandbox = (baseUrl: string) =>
  /(^|\.)sandbox\.paypal\.com$/i.test(new URL(baseUrl).hostname);

/**
 * A production server sells real subscriptions: without PayPal credentials on its live API it would hand
 * out schools through a sandbox that approves any payment for free. So it refuses to start, unless
 * PAYMENTS=sandbox says this installation is not meant to charge anyone (a demonstration, a staging copy).
 */
function assertPayments(e: z.output<typeof envSchema>): void {
  const fail = (message: string) => {
    throw new Error(`Invalid environment configuration:\n  ${message}`);
  };
  const credentials = Boolean(e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET);
  const sandboxApi = isPayPalSandbox(e.PAYPAL_BASE_URL);
  if (e.PAYMENTS === 'sandbox') {
    if (credentials && !sandboxApi) {
      fail(
        `PAYMENTS=sandbox, but PAYPAL_BASE_URL (${e.PAYPAL_BASE_URL}) is PayPal's live API, which charges for real: point it at https://api-m.sandbox.paypal.com, remove the PayPal credentials, or unset PAYMENTS`,
      );
    }
    return;
  }
  const real = e.PAYMENTS === 'paypal' || e.NODE_ENV === 'production';
  if (!real) return;
  if (!credentials) {
    fail(
      e.PAYMENTS === 'paypal'
        ? 'PAYMENTS=paypal: set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET'
        : 'payments: in production the server takes real payments, and there is no payment provider. Set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET (with PAYPAL_BASE_URL=https://api-m.paypal.com), or set PAYMENTS=sandbox to run on purpose without charging anyone (the built-in sandbox approves any test payment)',
    );
  }
  if (e.NODE_ENV === 'production' && sandboxApi) {
    fail(
      `PAYPAL_BASE_URL: ${e.PAYPAL_BASE_URL} is PayPal's sandbox, which charges no one. In production set PAYPAL_BASE_URL=https://api-m.paypal.com, or PAYMENTS=sandbox to run on purpose without charging anyone`,
    );
  }
}

/**
 * S3 storage is on when S3_BUCKET is set, and then needs its credentials; S3 settings without a bucket are
 * a half-done configuration, refused rather than silently keeping files on this instance's disk.
 */
function s3Config(e: z.output<typeof envSchema>): S3StorageConfig | null {
  const given = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (name) => e[name],
  );
  if (!e.S3_BUCKET) {
    if (given.length === 0) return null;
    throw new Error(
      `Invalid environment configuration:\n  S3_BUCKET: required with ${given.join(', ')} (S3 storage), or unset those to keep files in DATA_DIR/uploads`,
    );
  }
  if (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw new Error(
      'Invalid environment configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required with S3_BUCKET (S3 storage)',
    );
  }
  return {
    endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
  };
}
