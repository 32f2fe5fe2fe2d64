// Load benchmark of the guardian's dashboard and class-wall endpoints (npm run bench:load).
// For each database (PGlite, then PostgreSQL) it starts bench/load/server.ts in its own process on a
// school grown to 50 children per class and a year of content, signs in as a guardian, then for each
// endpoint measures (1) the most it serves with 10 connections and (2) latency at a fixed 1,000 req/s.
// Results and the query plans go to docs/benchmarks.md between the load markers.
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { writeSection } from './markdown.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const TARGET_RATE = 1000;
const databases = (process.env.BENCH_DBS ?? 'pglite,postgres').split(',');

function startServer(db) {
  const child = fork(path.join(import.meta.dirname, 'server.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_DB: db },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = (type) =>
    new Promise((resolve, reject) => {
      const onMessage = (m) => {
        if (m.type === type) {
          child.off('message', onMessage);
          resolve(m);
        }
      };
      child.on('message', onMessage);
      child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
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
  const firstPage = await json(`${base}/api/discente/${lucas.idDisc}/mural`, { headers });
  // A page deep in the year: follow the cursor ten pages down.
  let cursor = firstPage.proximoCursor;
  for (let i = 0; i < 9 && cursor; i++) cursor = (await json(`${base}/api/discente/${lucas.idDisc}/mural?cursor=${encodeURIComponent(cursor)}`, { headers })).proximoCursor;
  const endpoints = [
    // The floor: signed-in request, one small query (the session and the guardian's children).
    { name: 'Baseline: my children', path: '/api/discente' },
    { name: 'Dashboard', path: `/api/discente/${lucas.idDisc}/painel` },
    { name: 'Wall, first page', path: `/api/discente/${lucas.idDisc}/mural` },
    { name: 'Wall, 10th page', path: `/api/discente/${lucas.idDisc}/mural?cursor=${encodeURIComponent(cursor ?? '')}` },
  ];

  const results = [];
  for (const endpoint of endpoints) {
    const url = base + endpoint.path;
    await cannon({ url, headers, connections: 10, duration: 2 }); // warm-up
    const max = await cannon({ url, headers, connections: 10, duration: DURATION_S });
    const fixed = await cannon({ url, headers, connections: 50, duration: DURATION_S, overallRate: TARGET_RATE });
    const summary = (r) => ({
      rps: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.timeouts + (r.non2xx ?? 0),
    });
    results.push({ ...endpoint, max: summary(max), fixed: summary(fixed) });
    console.log(db, endpoint.name, JSON.stringify(results.at(-1)));
  }

  child.send({ type: 'capture' });
  await next('capturing');
  for (const endpoint of endpoints) await json(base + endpoint.path, { headers });
  child.send({ type: 'explain' });
  const { plans } = await next('plans');
  child.send({ type: 'stop' });
  return { db, version: ready.postgresVersion, counts: ready.counts, seedSeconds: ready.seedSeconds, results, plans };
}

const started = Date.now();
const runs = [];
for (const db of databases) runs.push(await benchDatabase(db));
const cpus = os.cpus();
writeSection({
  date: new Date(),
  durationS: (Date.now() - started) / 1000,
  machine: { node: process.version, cpuModel: cpus[0]?.model ?? 'unknown', cores: cpus.length, memGiB: Math.round(os.totalmem() / 2 ** 30) },
  durationPerRun: DURATION_S,
  targetRate: TARGET_RATE,
  runs,
});
console.log('docs/benchmarks.md updated');
