// `npm run bench:lighthouse [path-or-url ...]`: Lighthouse on the public pages of the built web app.
//
// Starts the real server on a free port with an empty data directory, runs Lighthouse (mobile,
// simulated throttling) three times per page in Debian's Chromium, keeps the median run by
// performance score, and writes the figures to docs/benchmarks.md and the median reports to
// bench/lighthouse/reports/. It builds nothing: run `npm run build -w @lunna/web` first.

// Lighthouse 13 wants Node >= 22: its trace engine calls iterator helpers (`map.values().flatMap`),
// which Node 20 lacks, and three performance insights then error out. The shim adds them only
// where they are missing, so it does nothing on Node 22+ and can go once the project moves there.
import 'es-iterator-helpers/auto';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { kb, layoutShift, milliseconds, renderSection, seconds, writeSection } from './markdown.mjs';
import { CATEGORIES, medianByPerformance, portalScripts, summarize } from './summary.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WEB_INDEX = path.join(ROOT, 'apps/web/dist/index.html');
const REPORTS_DIR = path.join(ROOT, 'bench/lighthouse/reports');
const DOCS_FILE = path.join(ROOT, 'docs/benchmarks.md');
const CHROMIUM = '/usr/bin/chromium';
const RUNS_PER_PAGE = 3;
const DEFAULT_PAGES = [
  { path: '/', label: 'landing' },
  { path: '/sobre-nos', label: 'about' },
];
// Only the landing page is held to "no portal code"; the other pages may share chunks with it.
const LANDING_PATH = '/';
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox', // runs as root in a container
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// What is running, so every way out (error, signal, exit) can stop it.
const live = { server: null, dataDir: null, chrome: null, profileDir: null };
let stopping = false;
let webBuiltAt = null; // mtime of apps/web/dist/index.html when the run started

for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.once(signal, async () => {
    console.error(`\n${signal}: stopping the server and Chromium.`);
    await cleanup();
    process.exit(code);
  });
}
// Last resort when something calls process.exit: only synchronous work is possible here.
process.on('exit', () => {
  live.server?.kill('SIGKILL');
  stopChrome();
  removeDir(live.dataDir);
});

main().then(
  () => cleanup(),
  async (err) => {
    // After a signal, the errors of the runs it cut short are expected: say nothing of them.
    if (!stopping) console.error(`\nbench:lighthouse failed: ${err instanceof Error ? err.message : err}`);
    if (!stopping && webRebuilt()) {
      console.error(
        'apps/web/dist was rebuilt during the run: run the benchmark again once the build is done.',
      );
    }
    process.exitCode = 1;
    await cleanup();
  },
);

async function main() {
  const startedAt = Date.now();
  const pages = parseArgs(process.argv.slice(2));
  if (!fs.existsSync(WEB_INDEX)) {
    throw new Error(
      `${path.relative(ROOT, WEB_INDEX)} is missing: run \`npm run build -w @lunna/web\` first.`,
    );
  }
  webBuiltAt = fs.statSync(WEB_INDEX).mtimeMs;
  const chromiumVersion = ensureChromium();

  const baseUrl = await startServer();
  console.log(`Server ready at ${baseUrl}; ${RUNS_PER_PAGE} Lighthouse runs per page.\n`);

  let lighthouseVersion = null;
  let benchmarkIndex = null;
  const results = [];
  for (const page of pages) {
    const url = new URL(page.path, baseUrl).href;
    const runs = [];
    for (let i = 1; i <= RUNS_PER_PAGE; i++) {
      const run = await runLighthouse(url);
      runs.push(run);
      console.log(`${page.path} run ${i}/${RUNS_PER_PAGE}: performance ${score(run.lhr)}`);
    }
    const median = medianByPerformance(runs);
    lighthouseVersion ??= median.lhr.lighthouseVersion;
    benchmarkIndex ??= Math.round(median.lhr.environment.benchmarkIndex);
    const summary = summarize(median.lhr);
    const reportFile = path.join(REPORTS_DIR, `${page.slug}.json`);
    fs.mkdirSync(REPORTS_DIR, { recursive: true });
    fs.writeFileSync(reportFile, median.report);

    const scripts = await withGzipSizes(summary.scripts, baseUrl);
    const result = {
      ...summary,
      path: page.path,
      label: page.label,
      reportFile: path.relative(ROOT, reportFile),
      performanceRuns: runs.map((r) => score(r.lhr)),
      scripts,
      jsGzipBytes: scripts.every((s) => s.gzipBytes !== null) ? sum(scripts.map((s) => s.gzipBytes)) : null,
      // A compressed response transfers clearly fewer bytes than its decoded body.
      servedCompressed: scripts.some((s) => s.transferBytes < s.resourceBytes * 0.9),
      portalScripts: page.path === LANDING_PATH ? portalScripts(scripts.map((s) => s.url)) : null,
    };
    results.push(result);
    printPage(result);
  }

  const durationS = (Date.now() - startedAt) / 1000;
  const cpus = os.cpus();
  const section = renderSection({
    date: new Date(),
    durationS,
    runsPerPage: RUNS_PER_PAGE,
    machine: {
      node: process.version,
      cpuModel: cpus[0]?.model.trim() ?? 'unknown CPU',
      cores: cpus.length,
      chromium: chromiumVersion,
      lighthouse: lighthouseVersion,
      benchmarkIndex,
    },
    pages: results,
  });
  writeSection(DOCS_FILE, await formatMarkdown(section));
  console.log(
    `\nWrote ${path.relative(ROOT, DOCS_FILE)} and ${path.relative(ROOT, REPORTS_DIR)}/ in ${Math.round(durationS)} s.`,
  );
}

/** Default pages plus any paths (`/entrar`) or full URLs given on the command line. */
function parseArgs(args) {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(
      'Usage: npm run bench:lighthouse [-- /extra/path ...]\nMeasures / and /sobre-nos, plus any given paths.',
    );
    process.exit(0);
  }
  const pages = [...DEFAULT_PAGES];
  for (const arg of args) {
    if (arg.startsWith('-')) throw new Error(`unknown option ${arg} (see --help)`);
    if (!arg.startsWith('/') && !/^https?:\/\//.test(arg)) throw new Error(`not a path or URL: ${arg}`);
    if (!pages.some((p) => p.path === arg)) pages.push({ path: arg, label: 'extra' });
  }
  return pages.map((p) => ({ ...p, slug: slugFor(p) }));
}

function slugFor(page) {
  if (page.path === LANDING_PATH) return 'landing';
  return (
    page.path
      .replace(/^https?:\/\//, '')
      .replace(/[^a-zA-Z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'page'
  );
}

/** Makes sure Debian's Chromium is installed; returns its version, as in "Chromium 156.0.8078.79". */
function ensureChromium() {
  // No-op when Chromium is there; otherwise installs Debian's package (never a downloaded browser).
  const result = spawnSync('bash', [path.join(ROOT, 'scripts/ensure-test-tools.sh')], { stdio: 'inherit' });
  if (result.status !== 0 || !fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is not available.`);
  const version = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout ?? '';
  return version.match(/Chromium [\d.]+/)?.[0] ?? 'Chromium (version unknown)';
}

/** Starts the server on a free loopback port with a fresh data directory; resolves once /api/health answers. */
async function startServer() {
  const port = await freePort();
  live.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunna-lh-data-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: live.dataDir,
      DEMO: 'false', // the public pages need no demo school, and seeding only slows the start
      JOBS_POLL_MS: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.server = server;
  // The server's output is only shown when something goes wrong; keep its tail.
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-8000));
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);
  let ready = false;
  const exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)));
  server.once('exit', () => (live.server = null));
  exited.then((code) => {
    if (ready && !stopping)
      console.error(`\nThe server exited (code ${code}) during the benchmark:\n${output}`);
  });

  // 127.0.0.1 rather than localhost: Lighthouse counts both as secure, and it avoids an IPv6 try first.
  const baseUrl = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 120_000; // migrations on an empty PGlite take a few seconds
  while (Date.now() < deadline) {
    const state = await Promise.race([
      exited.then(() => 'exited'),
      fetch(new URL('/api/health', baseUrl), { signal: AbortSignal.timeout(5000) }).then(
        (res) => (res.ok ? 'up' : 'down'),
        () => 'down',
      ),
    ]);
    if (state === 'up') {
      ready = true;
      return baseUrl;
    }
    if (state === 'exited') throw new Error(`the server did not start:\n${output}`);
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

/** One Lighthouse run in its own Chromium with an empty profile, so no run warms the next one's cache. */
async function runLighthouse(url) {
  live.profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunna-lh-chromium-'));
  try {
    live.chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: CHROMIUM_FLAGS,
      userDataDir: live.profileDir,
      handleSIGINT: false, // our own handler also stops the server
      logLevel: 'error',
    });
    // Lighthouse's defaults are the method: mobile form factor, simulated throttling.
    const result = await lighthouse(url, {
      port: live.chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) {
      const why = live.server ? '' : ' (the server had stopped: see its output above)';
      throw new Error(`Lighthouse could not measure ${url}${why}: ${result.lhr.runtimeError.message}`);
    }
    return { lhr: result.lhr, report: result.report };
  } finally {
    stopChrome();
  }
}

function stopChrome() {
  // chrome-launcher kills Chromium's whole process group with SIGKILL.
  try {
    live.chrome?.kill();
  } catch {
    // already gone
  }
  live.chrome = null;
  removeDir(live.profileDir);
  live.profileDir = null;
}

/** Adds each script's gzip size, from its body fetched again from the server. */
async function withGzipSizes(scripts, baseUrl) {
  const origin = new URL(baseUrl).origin;
  return Promise.all(
    scripts.map(async (s) => {
      const local = new URL(s.url).origin === origin;
      let gzipBytes = null;
      // Only our own server is fetched: this machine reaches nothing else anyway.
      if (local) {
        try {
          const res = await fetch(s.url);
          if (res.ok) gzipBytes = gzipSync(Buffer.from(await res.arrayBuffer())).length;
        } catch {
          // left unknown; the page table then says n/a
        }
      }
      return { ...s, gzipBytes, shortUrl: local ? new URL(s.url).pathname : s.url };
    }),
  );
}

function printPage(p) {
  console.log(`\n${p.path} (${p.label}), median run, report ${p.reportFile}`);
  console.log(`  scores: ${CATEGORIES.map((c) => `${c} ${p.scores[c]}`).join(', ')}`);
  const m = p.metrics;
  console.log(
    `  LCP ${seconds(m.lcpMs)}, FCP ${seconds(m.fcpMs)}, TBT ${milliseconds(m.tbtMs)},` +
      ` CLS ${layoutShift(m.cls)}, Speed Index ${seconds(m.speedIndexMs)}`,
  );
  console.log(
    `  JavaScript: ${kb(p.jsTransferBytes)} transferred, ${kb(p.jsGzipBytes)} gzip (target ≤ 90 KB gzip)`,
  );
  for (const s of p.scripts) console.log(`    ${s.shortUrl}`);
  if (p.portalScripts?.length) {
    console.warn(
      `  WARNING: portal code on the landing page: ${p.portalScripts.map((u) => new URL(u).pathname).join(', ')}`,
    );
  }
  console.log(`  failing audits: ${p.failingAudits.length ? '' : 'none'}`);
  for (const a of p.failingAudits) {
    console.log(
      `    ${a.error ? 'error' : a.score}  ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`,
    );
  }
}

/** Formats the section as `npm run format` would, so Prettier leaves docs/benchmarks.md alone. */
async function formatMarkdown(text) {
  try {
    const prettier = await import('prettier');
    const options = (await prettier.resolveConfig(DOCS_FILE)) ?? {};
    return (await prettier.format(text, { ...options, parser: 'markdown' })).trimEnd();
  } catch {
    return text; // Prettier is a convenience here, not a requirement
  }
}

/** Stops Chromium and the server (SIGTERM, then SIGKILL after 10 s) and removes the temp data. */
async function cleanup() {
  if (stopping) return;
  stopping = true;
  stopChrome();
  const server = live.server;
  if (server) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  removeDir(live.dataDir);
  live.dataDir = null;
}

/** Whether the web build changed under the running server (a rebuild swaps every hashed asset). */
function webRebuilt() {
  if (webBuiltAt === null) return false;
  return !fs.existsSync(WEB_INDEX) || fs.statSync(WEB_INDEX).mtimeMs !== webBuiltAt;
}

function removeDir(dir) {
  if (dir) fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
}

function score(lhr) {
  return Math.round(lhr.categories.performance.score * 100);
}

function sum(values) {
  return values.reduce((a, b) => a + b, 0);
}
