// `npm run bench:startup`: how long the server takes from spawn to `/api/health/ready` 200, and its RSS then,
// compiled (`npm run build`, plain Node) against the TypeScript sources through tsx. On the embedded database
// (a fresh DATA_DIR, which migrates, and an existing one) and on PostgreSQL when BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) names a server. RUNS=n runs per case (default 5); medians go to docs/benchmarks.md.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { writeBenchmarkSection } from '../benchmarks-file.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const runs = Number(process.env.RUNS ?? 5);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const variants = {
  compiled: ['--enable-source-maps', path.join(root, 'apps/server/dist/bin/server.js')],
  tsx: ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')],
};

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const rssMiB = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
};

/** One start: spawn → first 200 from /api/health/ready; the RSS then; stopped with SIGTERM. */
async function startOnce(variant, env) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, variants[variant], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      SECRET_KEY: 'b2'.repeat(32),
      PUBLIC_URL: 'http://localhost',
      PAYMENTS: 'sandbox',
      DEMO: 'false',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (c) => (stderr += c));
  const exited = new Promise((r) => child.once('exit', r));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${variant} exited (${child.exitCode}): ${stderr}`);
      if (performance.now() - started > 180_000) throw new Error(`${variant} not ready in 180 s: ${stderr}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    return { ms: performance.now() - started, rss: rssMiB(child.pid) };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

async function scratchPostgres() {
  const name = `lunna_bench_startup_${process.pid}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

const tmp = (prefix) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

execFileSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { stdio: 'inherit' });

const existingDir = tmp('lunna-bench-existing-');
const cases = [
  { name: 'PGlite, fresh DATA_DIR (migrates)', env: () => ({ DATA_DIR: tmp('lunna-bench-fresh-') }) },
  { name: 'PGlite, existing DATA_DIR', env: () => ({ DATA_DIR: existingDir }), prepare: true },
];
let postgres;
if (databaseUrl) {
  postgres = await scratchPostgres();
  cases.push({
    name: 'PostgreSQL (migrated)',
    env: () => ({ DATA_DIR: tmp('lunna-bench-pg-'), DATABASE_URL: postgres.url }),
    prepare: true,
  });
}

const results = [];
try {
  for (const c of cases) {
    // The existing folder / database is migrated once before the measured runs.
    if (c.prepare) await startOnce('compiled', c.env());
    const samples = { compiled: [], tsx: [] };
    for (let i = 0; i < runs; i++) {
      // Alternated, so a noisy neighbour weighs on both alike.
      for (const variant of i % 2 ? ['tsx', 'compiled'] : ['compiled', 'tsx']) {
        const sample = await startOnce(variant, c.env());
        samples[variant].push(sample);
        console.log(`${c.name} · ${variant}: ${Math.round(sample.ms)} ms, ${Math.round(sample.rss)} MiB`);
      }
    }
    const m = (variant, key) => median(samples[variant].map((s) => s[key]));
    results.push({
      name: c.name,
      compiled: { ms: m('compiled', 'ms'), rss: m('compiled', 'rss') },
      tsx: { ms: m('tsx', 'ms'), rss: m('tsx', 'rss') },
    });
  }
} finally {
  await postgres?.drop();
}

const cpus = os.cpus();
const lines = [
  '## Startup: compiled server vs tsx',
  '',
  `\`npm run bench:startup\` (${runs} runs per case, alternated; medians). Time from spawn to the first 200 from`,
  '`/api/health/ready`, and the process RSS then. NODE_ENV=production, DEMO=false.',
  `Machine: ${cpus.length} cores (${cpus[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, shared with other`,
  `jobs, so noisy; Node ${process.version}. ${new Date().toISOString().slice(0, 10)}.`,
  '',
  '| case | compiled: ready | tsx: ready | ratio | compiled: RSS | tsx: RSS | ratio |',
  '|---|---|---|---|---|---|---|',
  ...results.map(
    (r) =>
      `| ${r.name} | ${(r.compiled.ms / 1000).toFixed(1)} s | ${(r.tsx.ms / 1000).toFixed(1)} s | ${(r.compiled.ms / r.tsx.ms).toFixed(2)} | ${Math.round(r.compiled.rss)} MiB | ${Math.round(r.tsx.rss)} MiB | ${(r.compiled.rss / r.tsx.rss).toFixed(2)} |`,
  ),
];
console.log(lines.join('\n'));
writeBenchmarkSection('startup', lines.join('\n'));
