/**
 * The Lunna server for the fan-out benchmark, in its own process (so the clients do not share its event loop).
 * Two roles, talking to bench/realtime/run.mjs over IPC:
 *
 * - `seed`: migrates a fresh database (a new PostgreSQL schema, or PGlite in BENCH_DATA_DIR), seeds the demo
 *   school and, in it, BENCH_ACCOUNTS guardians (each following a child of the school, so the school's room
 *   is theirs) with one session each, written straight to the database (no HTTP registration); it answers
 *   `seeded` with the tokens and exits.
 * - `serve`: opens that database and listens on 127.0.0.1 (REDIS_URL when set); it answers `memory` (after
 *   two full garbage collections) and `cpu`; between `stats-start` and `stats` it times each fan-out and each
 *   message's way to the broker and counts the statements sent to PostgreSQL (by wrapping those functions, which
 *   it leaves working as they were); it records a CPU profile between `profile-start` and `profile-stop`, and on
 *   `stop` (or when run.mjs goes away) closes the app and the database and exits.
 */
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config/env';
import { secretsFromPepper } from '../../apps/server/src/config/secrets';
import { openDatabase, type Database } from '../../apps/server/src/db/client';
import { escola, sessao, usuario } from '../../apps/server/src/db/schema';
import { StompBroker } from '../../apps/server/src/realtime/broker';
import { DEMO_SCHOOL_CODE } from '../../apps/server/src/db/seed/demo-data';
import { seedDemo } from '../../apps/server/src/db/seed/seed';
import { systemClock } from '../../apps/server/src/lib/clock';
import { randomToken, sha256 } from '../../apps/server/src/lib/tokens';
import { createSandboxProvider } from '../../apps/server/src/platform/payments/sandbox';
import { createFakePushSender } from '../../apps/server/src/platform/push/fake-push';
import { createDiskStorage } from '../../apps/server/src/platform/storage/storage';

type Message = { type: string };

/**
 * How long each fan-out takes in this process: the broker's synchronous loop that writes one message to every
 * local subscriber (measured around it, the broker unchanged).
 */
const fanOutMs: number[] = [];
const deliverLocally = StompBroker.prototype.deliverLocally;
StompBroker.prototype.deliverLocally = function (
  this: StompBroker,
  ...args: Parameters<typeof deliverLocally>
) {
  const started = performance.now();
  const delivered = deliverLocally.apply(this, args);
  if (delivered > 0) fanOutMs.push(performance.now() - started);
  return delivered;
};
const loopDelay = monitorEventLoopDelay({ resolution: 10 });

/**
 * From a benchmark message's SEND (the send time its text carries, see fanout.mjs) to the moment the broker is
 * asked to publish it, i.e. checked and stored: everything before the fan-out. Same machine, same clock.
 */
const beforePublishMs: number[] = [];
const SENT_AT = /"message":"b [0-9a-f]+ \d+ ([\d.]+)"/;
const publish = StompBroker.prototype.publish;
StompBroker.prototype.publish = function (this: StompBroker, ...args: Parameters<typeof publish>) {
  const sentAt = SENT_AT.exec(args[2]);
  if (sentAt) beforePublishMs.push(performance.timeOrigin + performance.now() - Number(sentAt[1]));
  return publish.apply(this, args);
};

/** Statements sent to PostgreSQL and the time until each answered, counted as they go (the pool unchanged). */
const queries = { count: 0, ms: 0 };
const poolQuery = pg.Pool.prototype.query;
pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
  const started = performance.now();
  const result = (poolQuery as (...a: unknown[]) => unknown).apply(this, args);
  queries.count++;
  if (result instanceof Promise)
    void result.then(
      () => (queries.ms += performance.now() - started),
      () => {},
    );
  return result;
} as typeof poolQuery;
const send = (message: Record<string, unknown>) => process.send!(message);

function open(): Promise<Database> {
  const dataDir = process.env.BENCH_DATA_DIR!;
  return process.env.BENCH_DB === 'postgres'
    ? openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL!, searchPath: process.env.BENCH_SCHEMA! })
    : openDatabase({ dataDir: path.join(dataDir, 'db') });
}

/** Guardians of the demo school, each linked to a child of their own, and a live session per guardian. */
async function seedAccounts(
  database: Database,
  count: number,
): Promise<{ escolaId: string; tokens: { usuarioId: string; token: string }[] }> {
  const { db } = database;
  await seedDemo(db, createDiskStorage(path.join(process.env.BENCH_DATA_DIR!, 'uploads')));
  const [school] = await db.select({ id: escola.id }).from(escola).where(eq(escola.codigo, DEMO_SCHOOL_CODE));
  const escolaId = school!.id;
  await db.execute(sql`
    insert into discente (escola_id, nome_disc, cpf_disc, rg_disc, data_nas_disc, altura_disc, peso_disc)
    select ${escolaId}, 'Criança ' || g, 'rt-bench-' || g, 'rg-' || g, date '2022-06-01', 95, 14.5
    from generate_series(1, ${count}) g`);
  await db.execute(sql`
    insert into usuario (escola_id, email, senha_hash, papel, nome)
    select ${escolaId}, d.cpf_disc || '@bench.lunna', 'x', 'responsavel', 'Família ' || d.nome_disc
    from discente d where d.cpf_disc like 'rt-bench-%'`);
  await db.execute(sql`
    insert into responsavel (usuario_id, escola_id, nome_resp, cpf_resp, rg_resp, email_rec_resp, numero_tel, numero_cel, rua, bairro, cep, uf)
    select u.id, ${escolaId}, u.nome, u.email, 'rg', u.email, '1133334444', '11988887777', 'Rua', 'Bairro', '01000-000', 'SP'
    from usuario u where u.email like 'rt-bench-%'`);
  await db.execute(sql`
    insert into responsavel_discente (responsavel_id, discente_id, parentesco)
    select r.id, d.id, 'Mãe' from discente d join usuario u on u.email = d.cpf_disc || '@bench.lunna' join responsavel r on r.usuario_id = u.id`);
  const users = await db
    .select({ id: usuario.id })
    .from(usuario)
    .where(sql`${usuario.email} like 'rt-bench-%'`)
    .orderBy(usuario.email);
  const tokens = users.map((u) => ({ usuarioId: u.id, token: randomToken() }));
  const expiresAt = new Date(Date.now() + 24 * 3600_000);
  await db.insert(sessao).values(
    tokens.map((t) => ({
      usuarioId: t.usuarioId,
      tokenHash: sha256(t.token),
      userAgent: 'bench',
      ip: '127.0.0.1',
      expiresAt,
    })),
  );
  await db.execute(sql`analyze`);
  return { escolaId, tokens };
}

async function serve(database: Database): Promise<void> {
  const dataDir = process.env.BENCH_DATA_DIR!;
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JOBS_POLL_MS: '0',
    RATE_LIMIT_LOGIN: '100000',
    RATE_LIMIT_LOGIN_ACCOUNT: '100000',
    RATE_LIMIT_LOOKUP: '100000',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  });
  const app = await buildApp({
    config,
    secrets: secretsFromPepper('bench'),
    db: database.db,
    mailer: { send: async () => {} },
    sms: { send: async () => {} },
    storage: createDiskStorage(path.join(dataDir, 'uploads')),
    clock: systemClock,
    payments: createSandboxProvider(),
    push: createFakePushSender(),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  let profiler: Session | undefined;
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await app.close();
    await database.close();
    process.exit(0);
  };
  const gc = (globalThis as { gc?: () => void }).gc;

  process.on('message', async (message: Message & { file?: string }) => {
    if (message.type === 'memory') {
      // Twice: what one collection frees can make more collectable.
      gc?.();
      gc?.();
      await new Promise((r) => setTimeout(r, 100));
      send({ type: 'memory', memory: process.memoryUsage(), collected: Boolean(gc) });
    } else if (message.type === 'cpu') {
      send({ type: 'cpu', cpu: process.cpuUsage() });
    } else if (message.type === 'stats-start') {
      fanOutMs.length = 0;
      beforePublishMs.length = 0;
      queries.count = 0;
      queries.ms = 0;
      loopDelay.reset();
      loopDelay.enable();
      send({ type: 'stats-start' });
    } else if (message.type === 'stats') {
      loopDelay.disable();
      const sorted = fanOutMs.slice().sort((a, b) => a - b);
      const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN;
      send({
        type: 'stats',
        fanOut: { count: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? NaN },
        loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
        loopDelayMaxMs: loopDelay.max / 1e6,
        queries: { ...queries },
        beforePublishMs,
      });
    } else if (message.type === 'profile-start') {
      profiler = new Session();
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.setSamplingInterval', { interval: 200 });
      await profiler.post('Profiler.start');
      send({ type: 'profiling' });
    } else if (message.type === 'profile-stop') {
      const { profile } = (await profiler!.post('Profiler.stop')) as { profile: unknown };
      profiler!.disconnect();
      profiler = undefined;
      fs.writeFileSync(message.file!, JSON.stringify(profile));
      send({ type: 'profiled', file: message.file });
    } else if (message.type === 'stop') {
      await stop();
    }
  });
  // run.mjs went away (it failed, or was interrupted): do not outlive it.
  process.on('disconnect', () => void stop());
  send({ type: 'ready', port });
}

async function main() {
  const role = process.env.BENCH_ROLE;
  const database = await open();
  if (role === 'seed') {
    await database.migrate();
    const seeded = await seedAccounts(database, Number(process.env.BENCH_ACCOUNTS ?? 100));
    const result = await database.db.execute(sql`select split_part(version(), ' ', 2) as version`);
    const version = (result as unknown as { rows: { version: string }[] }).rows[0]?.version ?? '';
    await database.close();
    send({ type: 'seeded', ...seeded, postgresVersion: version });
    process.disconnect();
    return;
  }
  await serve(database);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
