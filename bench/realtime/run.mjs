// Fan-out benchmark of the chat's real time (npm run bench:realtime). N @stomp/stompjs clients subscribe to the
// school's room (/chatroom/public) and a few senders publish to /app/message at a steady rate; each message
// carries its send time, and every delivery is checked off and timed. For each size, in turn: Lunna with one
// instance, Lunna with two instances on one PostgreSQL database sharing REDIS_URL (half the clients on each), and
// RabbitMQ's Web-STOMP as the reference (skipped, with the reason, when it is not there or refuses that many
// sockets). Each Lunna server runs in its own process (bench/realtime/server.ts); then a separate pass profiles the
// one-instance server at the largest size. Everything is on 127.0.0.1 and closed at the end (processes, the
// database schema, Redis presence keys, RabbitMQ's queues; the Web-STOMP plugin is turned off again if the run
// turned it on). Results go to docs/benchmarks.md between the realtime markers.
//
// Settings: BENCH_SIZES (100,1000,2000), BENCH_RATE (messages/s, 10), BENCH_SECONDS (measured, 15), BENCH_SENDERS
// (10), BENCH_CLIENT_THREADS (2), BENCH_SYSTEMS (lunna,lunna-redis,rabbitmq), BENCH_DB (postgres, or pglite for one
// instance), BENCH_DATABASE_URL, BENCH_REDIS_URL, BENCH_PROFILE=0 (no profile pass), BENCH_PROFILE_OUT (keep the
// .cpuprofile), BENCH_MAX_REPEATS (measurements redone when other work disturbed them, 2), BENCH_JSON (keep every figure
// in a file), BENCH_WRITE=0 (print only).
import { fork } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { runFanOut } from './fanout.mjs';
import { renderCostTable, renderTable, writeSection } from './markdown.mjs';
import { summariseProfile } from './profile.mjs';
import {
  WEB_STOMP_URL,
  prepareRabbitmq,
  rabbitmqCpuMs,
  rabbitmqMemory,
  rabbitmqSocketLimit,
  subscriptionQueues,
} from './rabbitmq.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const env = process.env;
const SIZES = (env.BENCH_SIZES ?? '100,1000,2000').split(',').map(Number);
const SYSTEMS = (env.BENCH_SYSTEMS ?? 'lunna,lunna-redis,rabbitmq').split(',');
/**
 * Messages per second, for every size. 10/s at 2,000 sockets is 20,000 deliveries/s, which the broker (~20 µs of CPU
 * per delivery) and the load generator (stompjs, ~35 µs per delivery it reads) can share two cores at; 20/s would be
 * 40,000, more than both cores can do for the load generator and the broker together.
 */
const RATE = Number(env.BENCH_RATE ?? 10);
const SECONDS = Number(env.BENCH_SECONDS ?? 15);
const WARMUP_SECONDS = 2;
/** Senders taking turns, each at RATE / SENDERS per second: within the per-person send limit (a burst of 20, then 2/s). */
const SENDERS = Number(env.BENCH_SENDERS ?? 10);
/** Sockets per signed-in guardian (the limit is 20 per person per instance). */
const SOCKETS_PER_ACCOUNT = 10;
/** Worker threads holding the subscribers (a single thread cannot read 2,000 busy sockets). */
const CLIENT_THREADS = Number(env.BENCH_CLIENT_THREADS ?? 2);
const DB = env.BENCH_DB ?? 'postgres';
const DATABASE_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PROFILE = env.BENCH_PROFILE !== '0';
const ROOM = '/chatroom/public';
/** Other work (PostgreSQL included) above this share of one core disturbs a measurement; at most MAX_REPEATS are redone. */
const DISTURBED_PCT = 50;
const MAX_REPEATS = Number(env.BENCH_MAX_REPEATS ?? 2);

/** CPU used during the measured phase by everything but the broker and the load generator, in % of one core. */
const otherWorkPct = (r) =>
  r.machineBusyPct === null
    ? 0
    : Math.max(0, r.machineBusyPct * os.cpus().length - (r.brokerCpuPct ?? 0) - r.clientCpuPct);

const started = Date.now();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunna-rt-bench-'));
const schema = `rt_bench_${crypto.randomBytes(4).toString('hex')}`;
const children = new Set();
const skipped = [];
const runs = [];
const cleanup = [];
let profile;

/** bench/realtime/server.ts in its own process; `next(type)` waits for its next message of that type. */
function startServer(role, extraEnv = {}) {
  const child = fork(path.join(import.meta.dirname, 'server.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: {
      ...env,
      BENCH_ROLE: role,
      BENCH_DB: DB,
      BENCH_DATABASE_URL: DATABASE_URL,
      BENCH_SCHEMA: schema,
      BENCH_DATA_DIR: dataDir,
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.add(child);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  exited.then(() => children.delete(child));
  const next = (type) =>
    new Promise((resolve, reject) => {
      const onMessage = (m) => {
        if (m.type !== type) return;
        child.off('message', onMessage);
        resolve(m);
      };
      child.on('message', onMessage);
      exited.then((code) => reject(new Error(`bench server exited (${code}) while waiting for ${type}`)));
    });
  const ask = (type, extra = {}) => {
    const answer = next(type === 'profile-start' ? 'profiling' : type === 'profile-stop' ? 'profiled' : type);
    child.send({ type, ...extra });
    return answer;
  };
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.send({ type: 'stop' });
    const timeout = new Promise((r) => setTimeout(r, 10_000, 'timeout'));
    if ((await Promise.race([exited, timeout])) === 'timeout') {
      child.kill('SIGKILL');
      await exited;
    }
  };
  return { child, next, ask, stop };
}

async function reachable(what, check) {
  try {
    await check();
    return null;
  } catch (error) {
    return `${what} is not reachable (${error.message})`;
  }
}

const sum = (values) => values.reduce((a, b) => a + b, 0);
function percentiles(values) {
  const sorted = values.slice().sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN;
  return { p50: at(0.5), p99: at(0.99), count: sorted.length };
}

/** One Lunna measurement: `instances` fresh server processes, the clients spread over them. */
async function benchLunna(system, instances, n, seeded, { profileFile, quietWaitMs } = {}) {
  const servers = [];
  try {
    for (let i = 0; i < instances; i++) {
      const server = startServer('serve', instances > 1 ? { REDIS_URL } : {});
      servers.push(server);
      server.port = (await server.next('ready')).port;
    }
    const urlOf = (k) => `ws://127.0.0.1:${servers[k % instances].port}/api/ws`;
    const subscriberAccounts = seeded.tokens.slice(0, seeded.tokens.length - SENDERS);
    const senderAccounts = seeded.tokens.slice(-SENDERS);
    const subscribers = Array.from({ length: n }, (_, j) => ({
      url: urlOf(j),
      connectHeaders: { passcode: subscriberAccounts[Math.floor(j / SOCKETS_PER_ACCOUNT)].token },
    }));
    const senders = senderAccounts.map((a, k) => ({ url: urlOf(k), connectHeaders: { passcode: a.token } }));
    const result = await runFanOut({
      subscribers,
      senders,
      subscribeTo: ROOM,
      sendTo: '/app/message',
      body: (text) => JSON.stringify({ message: text, clientId: crypto.randomUUID() }),
      warmup: WARMUP_SECONDS * RATE,
      messages: SECONDS * RATE,
      rate: RATE,
      threads: CLIENT_THREADS,
      quietWaitMs,
      probe: {
        async memory() {
          const all = await Promise.all(servers.map((s) => s.ask('memory')));
          return {
            rss: sum(all.map((m) => m.memory.rss)),
            heap: sum(all.map((m) => m.memory.heapUsed)),
            external: sum(all.map((m) => m.memory.external)),
          };
        },
        async cpu() {
          const all = await Promise.all(servers.map((s) => s.ask('cpu')));
          return sum(all.map((m) => (m.cpu.user + m.cpu.system) / 1000));
        },
        async statsStart() {
          await Promise.all(servers.map((s) => s.ask('stats-start')));
        },
        async stats() {
          const all = await Promise.all(servers.map((s) => s.ask('stats')));
          return {
            fanOutP50Ms: Math.max(...all.map((a) => a.fanOut.p50)),
            fanOutP99Ms: Math.max(...all.map((a) => a.fanOut.p99)),
            fanOutMaxMs: Math.max(...all.map((a) => a.fanOut.max)),
            loopDelayP99Ms: Math.max(...all.map((a) => a.loopDelayP99Ms)),
            // Each message is stored by the instance its sender is on: all instances' figures together.
            beforePublish: percentiles(all.flatMap((a) => a.beforePublishMs)),
            queries: sum(all.map((a) => a.queries.count)),
            queryMs: sum(all.map((a) => a.queries.ms)),
          };
        },
        ...(profileFile && {
          measureStart: () => servers[0].ask('profile-start'),
          measureEnd: async () => {
            await servers[0].ask('profile-stop', { file: profileFile });
          },
        }),
      },
    });
    return { system, instances, ...result };
  } finally {
    for (const server of servers.reverse()) await server.stop();
  }
}

async function benchRabbitmq(n, rabbit, { quietWaitMs } = {}) {
  const destination = `/topic/lunna-bench.${crypto.randomBytes(4).toString('hex')}`;
  const login = { login: 'guest', passcode: 'guest' };
  const idConversa = crypto.randomUUID();
  // The same shape and size as the message Lunna delivers (its MensagemChat).
  const body = (text) =>
    JSON.stringify({
      idMensagem: crypto.randomUUID(),
      idConversa,
      usuarioId: crypto.randomUUID(),
      senderName: 'Família Criança 201',
      message: text,
      status: 'MESSAGE',
      date: new Date().toISOString().slice(11, 16),
      image: null,
      criadoEm: new Date().toISOString(),
    });
  const result = await runFanOut({
    subscribers: Array.from({ length: n }, () => ({ url: WEB_STOMP_URL, connectHeaders: login })),
    senders: Array.from({ length: SENDERS }, () => ({ url: WEB_STOMP_URL, connectHeaders: login })),
    subscribeTo: destination,
    sendTo: destination,
    body,
    warmup: WARMUP_SECONDS * RATE,
    messages: SECONDS * RATE,
    rate: RATE,
    threads: CLIENT_THREADS,
    quietWaitMs,
    probe: {
      memory: async () => rabbitmqMemory(rabbit.pid),
      cpu: async () => rabbitmqCpuMs(rabbit.pid),
    },
  });
  // The subscriptions' queues are exclusive and auto-delete: wait until they are gone.
  const deadline = Date.now() + 15_000;
  let left = subscriptionQueues().length;
  while (left > rabbit.queuesBefore && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 500));
    left = subscriptionQueues().length;
  }
  if (left > rabbit.queuesBefore)
    console.warn(`RabbitMQ still has ${left - rabbit.queuesBefore} subscription queues after the run`);
  return { system: 'rabbitmq', instances: 1, ...result };
}

function report(r) {
  const perConn = (k) => (r.memory.after[k] - r.memory.before[k]) / r.n / 1024;
  r.perConnection = { rssKiB: perConn('rss'), heapKiB: perConn('heap') };
  console.log(
    `${r.system.padEnd(11)} N=${String(r.n).padStart(5)}  delivered ${r.delivered}/${r.expected} (lost ${r.lost}, dup ${r.duplicates})` +
      `  p50 ${r.latency.p50.toFixed(1)} p99 ${r.latency.p99.toFixed(1)} max ${r.latency.max.toFixed(1)} ms` +
      `  ${Math.round(r.deliveredPerSecond)}/s  broker CPU ${r.brokerCpuPct?.toFixed(0)}%  clients CPU ${r.clientCpuPct.toFixed(0)}%` +
      `  RSS/conn ${r.perConnection.rssKiB.toFixed(1)} KiB  heap/conn ${r.perConnection.heapKiB.toFixed(1)} KiB` +
      `  machine ${r.machineBusyPct?.toFixed(0)}% busy` +
      (r.brokerStats
        ? `  stored p50 ${r.brokerStats.beforePublish.p50.toFixed(1)} p99 ${r.brokerStats.beforePublish.p99.toFixed(1)} ms` +
          `, ${(r.brokerStats.queries / r.messages).toFixed(1)} statements/message`
        : '') +
      (r.brokerStats
        ? `  fan-out loop p50 ${r.brokerStats.fanOutP50Ms.toFixed(1)} p99 ${r.brokerStats.fanOutP99Ms.toFixed(1)} ms, server loop delay p99 ${r.brokerStats.loopDelayP99Ms.toFixed(1)} ms`
        : '') +
      `  client loop delay p99 ${r.clientLoopDelayP99Ms.toFixed(1)} ms` +
      `  [connect ${r.connectSeconds.toFixed(1)} s, waited ${r.quiet.waitedS.toFixed(0)} s for a quiet machine (${r.quiet.busyPct?.toFixed(0)}% busy), run ${r.runSeconds.toFixed(0)} s]` +
      (r.problemCount ? `  problems: ${r.problemCount} (${r.problems.join('; ')})` : ''),
  );
}

async function main() {
  const dbProblem =
    DB === 'postgres'
      ? await reachable('PostgreSQL', async () => {
          const admin = new pg.Client({ connectionString: DATABASE_URL });
          await admin.connect();
          await admin.query(`create schema ${schema}`);
          await admin.end();
          cleanup.push(async () => {
            const admin = new pg.Client({ connectionString: DATABASE_URL });
            await admin.connect();
            await admin.query(`drop schema if exists ${schema} cascade`);
            await admin.end();
          });
        })
      : null;
  if (dbProblem) throw new Error(dbProblem);

  const accounts = Math.ceil(Math.max(...SIZES) / SOCKETS_PER_ACCOUNT) + SENDERS;
  const seeder = startServer('seed', { BENCH_ACCOUNTS: String(accounts) });
  const seeded = await seeder.next('seeded');
  console.log(
    `seeded ${seeded.tokens.length} guardians with a session each in one school (${DB} ${seeded.postgresVersion})`,
  );

  const active = [];
  let rabbit;
  let sizes = SIZES;
  for (const system of SYSTEMS) {
    if (system === 'lunna-redis') {
      const problem =
        DB !== 'postgres'
          ? 'two instances need one shared PostgreSQL database (BENCH_DB=postgres)'
          : await reachable('Redis', async () => {
              const redis = new Redis(REDIS_URL, {
                lazyConnect: true,
                maxRetriesPerRequest: 1,
                retryStrategy: () => null,
              });
              redis.on('error', () => {});
              try {
                await redis.connect();
                await redis.ping();
              } finally {
                redis.disconnect();
              }
            });
      if (problem) {
        skipped.push({ system, reason: problem });
        console.log(`skipped ${system}: ${problem}`);
        continue;
      }
    }
    if (system === 'rabbitmq') {
      rabbit = await prepareRabbitmq();
      if (!rabbit.ok) {
        skipped.push({ system, reason: rabbit.reason });
        console.log(`skipped rabbitmq: ${rabbit.reason}`);
        continue;
      }
      cleanup.push(async () => rabbit.restore());
      rabbit.queuesBefore = subscriptionQueues().length;
      if (rabbit.enabledByUs)
        console.log('enabled rabbitmq_web_stomp for the run (disabled again at the end)');
      // RabbitMQ refuses connections past its socket limit (from its open-files limit, read when it started).
      const limit = rabbitmqSocketLimit();
      rabbit.capacity = limit.free - SENDERS - 10;
      const tooMany = SIZES.filter((n) => n > rabbit.capacity);
      if (tooMany.length > 0) {
        rabbit.limit = limit;
        const reason =
          `RabbitMQ here accepts at most ${limit.limit} sockets (its open-files limit is ${limit.ulimit}; raising it means` +
          ` restarting the broker with a higher limit, which this benchmark does not do)`;
        for (const n of tooMany) skipped.push({ system, n, reason });
        console.log(`rabbitmq: ${tooMany.join(', ')} sockets skipped: ${reason}`);
        // The largest round size it takes, measured for every broker, so there is one comparison past 100.
        const extra = Math.floor(rabbit.capacity / 100) * 100;
        if (extra > 0 && !SIZES.includes(extra)) {
          sizes = [...SIZES, extra].sort((a, b) => a - b);
          rabbit.extraSize = extra;
        }
      }
    }
    active.push(system);
  }

  // Size by size, every broker in turn, so a busy moment on the machine falls on all of them alike. A measurement
  // during which other work took more than half a core is measured again (a few times in all, to bound the run),
  // after waiting longer for a quiet machine; the last one is kept and the table says which were repeated.
  let repeatsLeft = MAX_REPEATS;
  for (const n of sizes) {
    for (const system of active) {
      if (system === 'rabbitmq' && n > rabbit.capacity) continue;
      const disturbed = [];
      for (;;) {
        const runStarted = Date.now();
        const options = { quietWaitMs: disturbed.length > 0 ? 20_000 : 10_000 };
        const r =
          system === 'rabbitmq'
            ? await benchRabbitmq(n, rabbit, options)
            : await benchLunna(system, system === 'lunna' ? 1 : 2, n, seeded, options);
        r.runSeconds = (Date.now() - runStarted) / 1000;
        r.othersPct = otherWorkPct(r);
        r.disturbed = disturbed;
        report(r);
        if (r.othersPct > DISTURBED_PCT && repeatsLeft > 0) {
          repeatsLeft--;
          disturbed.push(r.othersPct);
          console.log(
            `  other work took ${Math.round(r.othersPct)}% of a core during that measurement: measuring it again`,
          );
          continue;
        }
        runs.push(r);
        break;
      }
    }
  }

  if (PROFILE && SYSTEMS.includes('lunna')) {
    // A separate pass, so the profiler's cost is in none of the figures above.
    const n = Math.max(...SIZES);
    const file = path.join(dataDir, 'server.cpuprofile');
    const r = await benchLunna('lunna', 1, n, seeded, { profileFile: file });
    profile = { n, p99: r.latency.p99, ...summariseProfile(JSON.parse(fs.readFileSync(file, 'utf8'))) };
    // BENCH_PROFILE_OUT keeps the profile (open it in Chrome's DevTools, Performance panel).
    if (env.BENCH_PROFILE_OUT) fs.copyFileSync(file, env.BENCH_PROFILE_OUT);
  }

  if (SYSTEMS.includes('lunna-redis') && !skipped.some((s) => s.system === 'lunna-redis')) {
    // Presence marks are removed when an instance closes; anything left is reported and removed.
    const redis = new Redis(REDIS_URL);
    const keys = seeded.tokens.map((t) => `lunna:online:${t.usuarioId}`);
    const left = (await redis.exists(...keys)) || 0;
    if (left > 0) {
      console.warn(`${left} presence keys were left in Redis; removing them`);
      await redis.del(...keys);
    }
    await redis.quit();
  }

  const cpus = os.cpus();
  const run = {
    date: new Date(),
    durationS: (Date.now() - started) / 1000,
    machine: {
      node: process.version,
      cpuModel: cpus[0]?.model ?? 'unknown',
      cores: cpus.length,
      memGiB: Math.round(os.totalmem() / 2 ** 30),
      os: `${os.type()} ${os.release()}`,
    },
    database: `${DB === 'postgres' ? 'PostgreSQL' : 'PGlite'} ${seeded.postgresVersion}`,
    rabbitmq: rabbit?.ok
      ? { version: rabbit.version, limit: rabbit.limit ?? null, extraSize: rabbit.extraSize ?? null }
      : null,
    settings: {
      disturbedPct: DISTURBED_PCT,
      sizesRun: [...new Set(runs.map((r) => r.n))],
      rate: RATE,
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      senders: SENDERS,
      socketsPerAccount: SOCKETS_PER_ACCOUNT,
      sizes: SIZES,
      clientThreads: CLIENT_THREADS,
    },
    runs,
    skipped,
    profile,
  };
  console.log('\n' + renderTable(run) + '\n\n' + renderCostTable(run));
  if (profile) {
    console.log(`\nLunna server CPU profile (one instance, N=${profile.n}, measured phase), self time:`);
    for (const c of profile.categories) console.log(`  ${c.share.toFixed(1).padStart(5)}%  ${c.name}`);
    for (const f of profile.functions) console.log(`  ${f.share.toFixed(1).padStart(5)}%  ${f.name}`);
  }
  // BENCH_JSON keeps every figure of the run, for a closer look than the tables give.
  if (env.BENCH_JSON) fs.writeFileSync(env.BENCH_JSON, JSON.stringify(run, null, 2));
  if (env.BENCH_WRITE !== '0') {
    writeSection(run);
    console.log('docs/benchmarks.md updated');
  }
}

let closing;
/** Once, whoever asks first (the end of the run, a failure, or an interruption). */
function closeEverything() {
  closing ??= shutDown();
  return closing;
}

async function shutDown() {
  for (const child of [...children]) {
    if (child.connected) child.send({ type: 'stop' });
  }
  const deadline = Date.now() + 10_000;
  while (children.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  for (const child of [...children]) child.kill('SIGKILL');
  for (const step of [...cleanup].reverse()) {
    try {
      await step();
    } catch (error) {
      console.error('cleanup:', error.message);
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

let failed = false;
process.once('SIGINT', () => {
  console.error('interrupted: closing everything');
  closeEverything().finally(() => process.exit(130));
});
try {
  await main();
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await closeEverything();
}
process.exit(failed ? 1 : 0);
