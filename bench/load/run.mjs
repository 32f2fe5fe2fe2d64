// Load benchmark of the guardian's dashboard and class-wall endpoints (npm run bench:load).
// For each database (PGlite, then PostgreSQL) it starts bench/load/server.ts in its own process on a
// school grown to 50 children per class and a year of content, signs in as a guardian, then for the
// floor (a bare route with one session lookup), each call of the dashboard and the wall measures
// (1) the most it serves with 10 connections, with CPU per request (the server process, plus on
// PostgreSQL the backends serving it) and statements per request, and (2) latency at a fixed 1,000 req/s
// for the floor, the dashboard's calls mixed, and the wall. Results and the query plans go to
// docs/benchmarks.md between the load markers; the run exits non-zero when a statement budget
// (bench/load/budgets.mjs) is exceeded or no statement is counted at all.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { DASHBOARD_CALLS, DASHBOARD_LOAD_BUDGET, STATEMENT_BUDGETS } from './budgets.mjs';
import { writeSection } from './markdown.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// /proc/<pid>/stat counts CPU in clock ticks: 100 a second on Linux.
const TICK_US = 10_000;
const TARGET_RATE = 1000;
const databases = (process.env.BENCH_DBS ?? 'pglite,postgres').split(',');
// BENCH_ONLY=painel measures the floor and the endpoints whose label holds that text (BENCH_ONLY=mixed: the
// floor and the mixed traffic), and nothing else:
// a quick look while profiling (e.g. with BENCH_SERVER_ARGS), printed only, never written to the docs.
const ONLY = process.env.BENCH_ONLY;

function startServer(db) {
  const child = fork(path.join(import.meta.dirname, 'server.ts'), [], {
    cwd: root,
    // BENCH_SERVER_ARGS adds Node flags to the server only (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean)],
    env: { ...process.env, BENCH_DB: db },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = (type) =>
    new Promise((resolve, reject) => {
      const onExit = (code) => reject(new Error(`bench server exited (${code})`));
      const onMessage = (m) => {
        if (m.type === type) {
          child.off('message', onMessage);
          child.off('exit', onExit);
          resolve(m);
        }
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  return { child, next };
}

const cannon = (opts) =>
  new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });

async function json(url, init) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function benchDatabase(db) {
  const { child, next } = startServer(db);
  const ready = await next('ready');
  const base = `http://127.0.0.1:${ready.port}`;
  const { token } = await json(`${base}/api/responsavel/login-responsavel`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'mariana@lunna.demo', senha: 'lunna-demo-2026' }),
  });
  const headers = { authorization: `Bearer ${token}` };
  const children = await json(`${base}/api/discente`, { headers });
  const lucas = children.find((c) => c.nomeDisc.startsWith('Lucas'));
  const sessao = await json(`${base}/api/sessao`, { headers });
  const firstPage = await json(`${base}/api/discente/${lucas.idDisc}/mural`, { headers });
  // A page deep in the year: follow the cursor ten pages down.
  let cursor = firstPage.proximoCursor;
  for (let i = 0; i < 9 && cursor; i++)
    cursor = (
      await json(`${base}/api/discente/${lucas.idDisc}/mural?cursor=${encodeURIComponent(cursor)}`, {
        headers,
      })
    ).proximoCursor;
  const email = sessao.email ?? sessao.usuario?.email ?? 'mariana@lunna.demo';
  const fill = (p) => p.replace(':child', lucas.idDisc).replace(':email', encodeURIComponent(email));
  const floorBase = `http://127.0.0.1:${ready.floorPort}`;
  const endpoints = [
    { name: 'Floor: bare route, one session lookup', label: 'floor', url: `${floorBase}/floor`, fixed: true },
    ...DASHBOARD_CALLS.map((p) => ({
      name: `Dashboard call`,
      label: p,
      url: base + fill(p),
      fixed: p.includes('/painel'),
    })),
    {
      name: 'Wall, first page',
      label: '/api/discente/:child/mural',
      url: base + fill('/api/discente/:child/mural'),
      fixed: true,
    },
    {
      name: 'Wall, 10th page',
      label: '/api/discente/:child/mural?cursor',
      url: base + fill(`/api/discente/:child/mural?cursor=${encodeURIComponent(cursor ?? '')}`),
      fixed: true,
    },
  ];

  // PostgreSQL backends serving the app and the floor, found by their application_name.
  const admin = db === 'postgres' ? new pg.Client({ connectionString: DATABASE_URL }) : null;
  await admin?.connect();
  const backendTicks = async () => {
    if (!admin) return new Map();
    const { rows } = await admin.query(
      `select pid from pg_stat_activity where application_name like 'lunna-bench-%'`,
    );
    const ticks = new Map();
    for (const { pid } of rows) {
      try {
        const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
        ticks.set(pid, Number(fields[11]) + Number(fields[12]));
      } catch {
        // Gone between the listing and the read.
      }
    }
    return ticks;
  };
  const measure = async () => {
    child.send({ type: 'measure' });
    const { cpu, statements } = await next('measured');
    return { nodeUs: cpu.user + cpu.system, backends: await backendTicks(), statements };
  };
  const cost = (before, after, requests) => {
    // Nothing answered (all shed, or too slow for the window): no per-request figure.
    if (requests === 0) return null;
    let backendUs = 0;
    for (const [pid, t] of after.backends) backendUs += (t - (before.backends.get(pid) ?? 0)) * TICK_US;
    return {
      nodeMs: (after.nodeUs - before.nodeUs) / 1000 / requests,
      backendMs: backendUs / 1000 / requests,
    };
  };
  const summary = (r) => ({
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + (r.non2xx ?? 0),
  });

  const results = [];
  const overBudget = [];
  for (const endpoint of endpoints) {
    if (ONLY && endpoint.label !== 'floor' && !endpoint.label.includes(ONLY)) continue;
    const opts = { url: endpoint.url, headers: { ...headers, 'x-bench': endpoint.label }, connections: 10 };
    await cannon({ ...opts, duration: 2 }); // warm-up
    const before = await measure();
    const max = await cannon({ ...opts, duration: DURATION_S });
    const after = await measure();
    const tally = after.statements[endpoint.label] ?? { requests: 0, statements: 0, most: 0 };
    const result = {
      ...endpoint,
      max: summary(max),
      cpu: cost(before, after, tally.requests),
      statements: { mean: tally.statements / Math.max(1, tally.requests), most: tally.most },
      budget: STATEMENT_BUDGETS[endpoint.label],
    };
    if (result.budget !== undefined && tally.most > result.budget)
      overBudget.push(
        `${db}: ${endpoint.label} sent ${tally.most} statements in one request (budget ${result.budget})`,
      );
    // Every measured call reads the database: none counted means the counter no longer sees the driver.
    if (tally.statements === 0)
      overBudget.push(
        `${db}: ${endpoint.label}: no statement counted in ${tally.requests} requests (the counter misses the driver)`,
      );
    if (endpoint.fixed)
      result.fixed = summary(
        await cannon({ ...opts, connections: 50, duration: DURATION_S, overallRate: TARGET_RATE }),
      );
    results.push(result);
    console.log(
      db,
      endpoint.label,
      JSON.stringify({
        max: result.max,
        fixed: result.fixed,
        cpu: result.cpu,
        statements: result.statements,
      }),
    );
  }

  const stopHere = async () => {
    await admin?.end();
    child.send({ type: 'stop' });
    return { db, overBudget };
  };
  if (ONLY && ONLY !== 'mixed') return stopHere();

  // Mixed guardian traffic: the dashboard's calls in turn, as its loads would send them.
  const requests = DASHBOARD_CALLS.map((p) => ({
    method: 'GET',
    path: fill(p),
    headers: { ...headers, 'x-bench': 'mixed' },
  }));
  const mixedOpts = { url: base, headers, requests, connections: 10 };
  await cannon({ ...mixedOpts, duration: 2 });
  const before = await measure();
  const mixedMax = await cannon({ ...mixedOpts, duration: DURATION_S });
  const after = await measure();
  const tally = after.statements.mixed ?? { requests: 0, statements: 0, most: 0 };
  const mixed = {
    name: `Mixed: the dashboard's ${DASHBOARD_CALLS.length} calls in turn`,
    label: 'mixed',
    max: summary(mixedMax),
    cpu: cost(before, after, tally.requests),
    statements: { mean: tally.statements / Math.max(1, tally.requests), most: tally.most },
    fixed: summary(
      await cannon({ ...mixedOpts, connections: 50, duration: DURATION_S, overallRate: TARGET_RATE }),
    ),
  };
  console.log(db, 'mixed', JSON.stringify(mixed));
  if (ONLY) return stopHere();

  // One whole dashboard load, its calls sent together as the page sends them.
  await measure();
  await Promise.all(
    DASHBOARD_CALLS.map((p) => json(base + fill(p), { headers: { ...headers, 'x-bench': 'load' } })),
  );
  const load = (await measure()).statements.load ?? { requests: 0, statements: 0 };
  const dashboardLoad = { calls: DASHBOARD_CALLS.length, statements: load.statements };
  if (dashboardLoad.calls > DASHBOARD_LOAD_BUDGET.calls)
    overBudget.push(
      `${db}: one dashboard load makes ${dashboardLoad.calls} API calls (budget ${DASHBOARD_LOAD_BUDGET.calls})`,
    );
  if (dashboardLoad.statements > DASHBOARD_LOAD_BUDGET.statements)
    overBudget.push(
      `${db}: one dashboard load sends ${dashboardLoad.statements} statements (budget ${DASHBOARD_LOAD_BUDGET.statements})`,
    );
  await admin?.end();

  child.send({ type: 'capture' });
  await next('capturing');
  for (const endpoint of endpoints) if (endpoint.label !== 'floor') await json(endpoint.url, { headers });
  child.send({ type: 'explain' });
  const { plans } = await next('plans');
  child.send({ type: 'stop' });
  return {
    db,
    version: ready.postgresVersion,
    counts: ready.counts,
    seedSeconds: ready.seedSeconds,
    results,
    mixed,
    dashboardLoad,
    overBudget,
    plans,
  };
}

const started = Date.now();
const runs = [];
for (const db of databases) runs.push(await benchDatabase(db));
if (ONLY) process.exit(runs.some((r) => r.overBudget.length > 0) ? 1 : 0);
const cpus = os.cpus();
const loadAverage = os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(' / ');
writeSection({
  date: new Date(),
  durationS: (Date.now() - started) / 1000,
  machine: {
    node: process.version,
    cpuModel: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memGiB: Math.round(os.totalmem() / 2 ** 30),
    loadAverage,
  },
  durationPerRun: DURATION_S,
  targetRate: TARGET_RATE,
  runs,
});
console.log('docs/benchmarks.md updated');
const overBudget = runs.flatMap((r) => r.overBudget);
if (overBudget.length > 0) {
  console.error(`\nOVER BUDGET (bench/load/budgets.mjs):\n  ${overBudget.join('\n  ')}`);
  process.exit(1);
}
