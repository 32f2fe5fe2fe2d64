// `npm test`: typecheck, lint, unit + integration tests (Vitest), then the browser journeys
// (Playwright with Debian's Chromium), with a calendar guard between them. Ends with one line "N passed, N failed" over every suite.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const tmp = path.resolve('.test-tmp');
fs.rmSync(tmp, { recursive: true, force: true });
fs.mkdirSync(tmp, { recursive: true });

let passed = 0;
let failed = 0;
const summary = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function check(label, command, args) {
  const ok = run(label, command, args);
  if (ok) passed++;
  else failed++;
  summary.push(`${label}: ${ok ? 'ok' : 'FAILED'}`);
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

if (!run('Chromium, faketime and nginx', 'bash', ['scripts/ensure-test-tools.sh'])) {
  failed++;
  summary.push('Chromium, faketime and nginx install: FAILED');
}

check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
check('lint', 'npx', ['eslint', '.']);
check('formatting (Prettier)', 'npm', ['run', '--silent', 'format:check']);
check('architecture rules (dependency-cruiser)', 'npm', ['run', '--silent', 'check:architecture']);

if (!process.env.TEST_DATABASE_URL) {
  console.log(
    '\nTEST_DATABASE_URL is not set: integration tests run on PGlite only; PostgreSQL was NOT tested.',
  );
}
function vitestRun(label, name, projects, note) {
  const file = path.join(tmp, `${name}.json`);
  const projectArgs = projects.flatMap((project) => ['--project', project]);
  const ok = run(label, 'npx', [
    'vitest',
    'run',
    ...projectArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  const report = readJson(file);
  if (report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests + (ok || report.numFailedTests ? 0 : 1);
    summary.push(`${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed${note}`);
  } else {
    failed++;
    summary.push(`${name}: did not report`);
  }
}

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
vitestRun(
  'unit and integration tests (Vitest)',
  'vitest',
  ['unit', 'components', 'int-pglite', ...(withPostgres ? ['int-postgres'] : [])],
  withPostgres ? ' (PGlite and PostgreSQL)' : ' (PGlite only)',
);
// Alone, after the rest: these tests start servers, load them and time their answers (docs/operations.md).
vitestRun(
  'faults tier (real server processes; PostgreSQL, Redis, disk and process failures)',
  'faults',
  ['faults'],
  withPostgres ? '' : ' (no PostgreSQL: its cases skipped)',
);

// The date-sensitive tests again, on the days a date bug shows on (scripts/test-calendar.mjs).
const calendarDir = path.join(tmp, 'calendar');
run(
  'calendar guard (date-sensitive tests on a Friday, a weekend, the end of a month and of a year)',
  'node',
  ['scripts/test-calendar.mjs', calendarDir],
);
const calendar = readJson(path.join(calendarDir, 'summary.json'));
if (calendar) {
  passed += calendar.passed;
  failed += calendar.failed;
  summary.push(`calendar guard: ${calendar.passed} passed, ${calendar.failed} failed`);
} else {
  failed++;
  summary.push('calendar guard: did not report');
}

const built = run('web build', 'npm', ['run', 'build', '-w', '@lunna/web']);
if (!built) {
  failed++;
  summary.push('web build: FAILED');
} else {
  const pwFile = path.join(tmp, 'playwright.json');
  const pwOk = run(
    'browser journeys (Playwright + Chromium)',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: pwFile,
    },
  );
  const pw = readJson(pwFile);
  if (pw?.stats) {
    const ok = pw.stats.expected + pw.stats.flaky;
    const bad = pw.stats.unexpected + (pwOk || pw.stats.unexpected ? 0 : 1);
    passed += ok;
    failed += bad;
    summary.push(
      `playwright: ${ok} passed, ${bad} failed${pw.stats.flaky ? ` (${pw.stats.flaky} flaky)` : ''}`,
    );
  } else {
    failed++;
    summary.push('playwright: did not report');
  }
}

console.log('\n=== summary ===');
for (const line of summary) console.log(line);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
