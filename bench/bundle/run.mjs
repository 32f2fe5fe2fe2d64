// `npm run bench:bundle [-- --baseline]`: the JavaScript each kind of visitor downloads.
//
// Starts the built app on a free port with a fresh demo school (as the e2e suite does), then, each in a
// fresh Debian Chromium context: the landing page; a guardian signed in and on /dashboard; an educator
// signed in and on /dashboard. It waits for the network to go idle, gzips the body of every script the
// page received (zlib, default level, so the figure does not depend on how the server compresses) and
// prints a table. Signed-in visits sign in first in a context of their own and open /dashboard in a new
// context with the same cookie and local storage, so the sign-in's scripts are not in the cache. The figures go to docs/benchmarks.md, next to the baseline kept in
// bench/bundle/baseline.json (`--baseline` records this run as the new baseline).
//
// The service worker is blocked: it copies the app shell only after the page is idle, which is not what
// the first screen costs. The run fails (exit code 1) when a page is over its budget, so a regression
// cannot pass unnoticed. It builds nothing: run `npm run build -w @lunna/web` first.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { writeBenchmarkSection } from '../benchmarks-file.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const WEB_INDEX = path.join(ROOT, 'apps/web/dist/index.html');
const BASELINE_FILE = path.join(import.meta.dirname, 'baseline.json');
const CHROMIUM = '/usr/bin/chromium';
const DEMO_PASSWORD = 'lunna-demo-2026';
const KB = 1024;

/** What each visitor does, and the most gzip JavaScript their first screen may download. */
const VISITS = [
  { id: 'landing', label: 'Landing page (`/`)', budgetKb: 90, path: '/' },
  {
    id: 'guardian',
    label: 'Guardian, `/dashboard` (mariana@lunna.demo)',
    budgetKb: 150,
    path: '/dashboard',
    account: 'mariana@lunna.demo',
  },
  {
    id: 'educator',
    label: 'Educator, `/dashboard` (ana.professora@lunna.demo)',
    budgetKb: 150,
    path: '/dashboard',
    account: 'ana.professora@lunna.demo',
  },
];

/**
 * Locale catalogues other than the page's language must never be downloaded (chunk names as the build writes
 * them: each language's first part, assets/pt-BR-<hash>.js, and its page texts, assets/pt-BR.pages-<hash>.js).
 */
const CATALOGUE_CHUNK = /\/assets\/(pt-BR|en|es|fr)(?:\.pages)?-[\w-]{8}\.js$/;

const live = { server: null, dataDir: null, browser: null };

main().then(
  (code) => cleanup().then(() => (process.exitCode = code)),
  async (err) => {
    console.error(`\nbench:bundle failed: ${err instanceof Error ? err.stack : err}`);
    await cleanup();
    process.exitCode = 1;
  },
);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => cleanup().then(() => process.exit(130)));

async function main() {
  const recordBaseline = process.argv.includes('--baseline');
  if (!fs.existsSync(WEB_INDEX))
    throw new Error('apps/web/dist is missing: run `npm run build -w @lunna/web` first.');
  const started = Date.now();
  const baseUrl = await startServer();
  live.browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const results = [];
  for (const visit of VISITS) results.push({ ...visit, ...(await measure(baseUrl, visit)) });

  const run = {
    date: new Date().toISOString(),
    commit: spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim(),
    machine: machine(),
    pages: results.map(({ id, label, budgetKb, scripts, gzipBytes, rawBytes, catalogues }) => ({
      id,
      label,
      budgetKb,
      scripts,
      gzipBytes,
      rawBytes,
      catalogues,
    })),
  };
  printRun(run);
  if (recordBaseline) {
    fs.writeFileSync(BASELINE_FILE, `${JSON.stringify(run, null, 2)}\n`);
    console.log(`\nRecorded ${path.relative(ROOT, BASELINE_FILE)}.`);
  }
  const baseline = fs.existsSync(BASELINE_FILE) ? JSON.parse(fs.readFileSync(BASELINE_FILE, 'utf8')) : null;
  writeBenchmarkSection('bundle', renderSection(baseline, run));
  console.log(`\nWrote docs/benchmarks.md in ${Math.round((Date.now() - started) / 1000)} s.`);

  const over = run.pages.filter((p) => p.gzipBytes > p.budgetKb * KB);
  const foreign = run.pages.filter((p) => p.catalogues.length > 1);
  for (const p of over) console.error(`OVER BUDGET: ${p.label}: ${kb(p.gzipBytes)} > ${p.budgetKb} KB gzip`);
  for (const p of foreign) console.error(`MORE THAN ONE CATALOGUE: ${p.label}: ${p.catalogues.join(', ')}`);
  return recordBaseline || (over.length === 0 && foreign.length === 0) ? 0 : 1;
}

/**
 * Signs in through the login page (a guardian then picks her first child, as the portal asks) and returns
 * the signed-in browser state: cookie and local storage, without the scripts the sign-in cached.
 */
async function signedInState(baseUrl, email) {
  const context = await live.browser.newContext({
    baseURL: baseUrl,
    locale: 'pt-BR',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  if (new URL(page.url()).pathname === '/pefil-bebe') {
    await page
      .locator('label')
      .filter({ has: page.getByRole('radio') })
      .first()
      .click();
    await page.getByRole('button', { name: 'Continuar' }).click();
  }
  await page.waitForURL('**/dashboard');
  const state = await context.storageState();
  await context.close();
  return state;
}

/** One visit in a fresh context (empty cache), signed in when the visit has an account: every script's URL and sizes. */
async function measure(baseUrl, visit) {
  const storageState = visit.account ? await signedInState(baseUrl, visit.account) : undefined;
  const context = await live.browser.newContext({
    baseURL: baseUrl,
    locale: 'pt-BR',
    serviceWorkers: 'block',
    storageState,
  });
  const page = await context.newPage();
  const bodies = new Map();
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script' || !response.ok()) return;
    bodies.set(
      response.url(),
      response.body().catch(() => null),
    );
  });
  await page.goto(visit.path);
  if (visit.account) await page.getByRole('navigation').first().waitFor();
  await page.waitForLoadState('networkidle');
  // The dashboard's last lazy pieces come after its data: let it settle, then wait for idle again.
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle');
  const scripts = [];
  for (const [url, pending] of bodies) {
    const body = await pending;
    if (!body) throw new Error(`${visit.id}: no body for ${url}`);
    scripts.push({ file: new URL(url).pathname, rawBytes: body.length, gzipBytes: gzipSync(body).length });
  }
  await context.close();
  scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    scripts,
    gzipBytes: sum(scripts.map((s) => s.gzipBytes)),
    rawBytes: sum(scripts.map((s) => s.rawBytes)),
    // The languages whose texts came (a language's two parts count once).
    catalogues: [
      ...new Set(
        scripts.filter((s) => CATALOGUE_CHUNK.test(s.file)).map((s) => s.file.match(CATALOGUE_CHUNK)[1]),
      ),
    ],
  };
}

function printRun(run) {
  console.log(
    `\n${'Page'.padEnd(58)} ${'scripts'.padStart(7)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)}  budget`,
  );
  for (const p of run.pages) {
    const mark = p.gzipBytes > p.budgetKb * KB ? 'OVER' : 'ok';
    console.log(
      `${p.label.padEnd(58)} ${String(p.scripts.length).padStart(7)} ${kb(p.rawBytes).padStart(10)} ${kb(p.gzipBytes).padStart(10)}  ≤ ${p.budgetKb} KB ${mark}`,
    );
  }
  for (const p of run.pages) {
    console.log(`\n${p.label}: largest scripts (gzip)`);
    for (const s of p.scripts.slice(0, 8)) console.log(`  ${kb(s.gzipBytes).padStart(9)}  ${s.file}`);
  }
}

function renderSection(baseline, run) {
  const before = new Map((baseline?.pages ?? []).map((p) => [p.id, p]));
  const lines = [
    '## Portal JavaScript',
    '',
    "What each visitor's first screen downloads: every script response of a fresh browser context (empty cache,",
    'service worker blocked), gzipped with zlib at its default level, once the network is idle. Written by',
    '`npm run bench:bundle` (bench/bundle/run.mjs) on the built app with the demo school, page language pt-BR;',
    "the run fails when a page is over its budget or downloads a second language's catalogue.",
    '',
    `Machine: ${run.machine}.`,
    baseline
      ? `Before: commit ${baseline.commit}, ${baseline.date.slice(0, 10)}. After: commit ${run.commit}, ${run.date.slice(0, 10)}.`
      : `Commit ${run.commit}, ${run.date.slice(0, 10)}.`,
    '',
    '| Page | Budget | Before: scripts | Before: gzip | After: scripts | After: gzip | After: raw | Catalogues |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const p of run.pages) {
    const b = before.get(p.id);
    lines.push(
      `| ${p.label} | ≤ ${p.budgetKb} KB | ${b ? b.scripts.length : '–'} | ${b ? kb(b.gzipBytes) : '–'} | ${p.scripts.length} | ${kb(p.gzipBytes)} | ${kb(p.rawBytes)} | ${p.catalogues.join(', ') || 'none'} |`,
    );
  }
  for (const p of run.pages) {
    lines.push(
      '',
      `### ${p.label}: scripts, largest first`,
      '',
      '| Script | gzip | raw |',
      '| --- | ---: | ---: |',
    );
    for (const s of p.scripts)
      lines.push(`| \`${s.file.replace(/^\/assets\//, '')}\` | ${kb(s.gzipBytes)} | ${kb(s.rawBytes)} |`);
  }
  return lines.join('\n');
}

function machine() {
  const cpus = os.cpus();
  const version =
    spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout?.match(/Chromium [\d.]+/)?.[0] ??
    'Chromium';
  return `${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${cpus.length} cores, Node ${process.version}, ${version}`;
}

async function startServer() {
  const port = await freePort();
  live.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunna-bundle-data-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: live.dataDir,
      DEMO: 'true',
      LOG_LEVEL: 'warn',
      JOBS_POLL_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.server = server;
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-8000));
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);
  let exited = false;
  server.once('exit', () => (exited = true));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000; // a fresh demo school is migrated and seeded first
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server did not start:\n${output}`);
    const up = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return baseUrl;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer /api/health within 120 s:\n${output}`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function cleanup() {
  await live.browser?.close().catch(() => {});
  live.browser = null;
  if (live.server && live.server.exitCode === null) {
    const server = live.server;
    const gone = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
  }
  live.server = null;
  if (live.dataDir) fs.rmSync(live.dataDir, { recursive: true, force: true });
  live.dataDir = null;
}

const sum = (values) => values.reduce((a, b) => a + b, 0);
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
