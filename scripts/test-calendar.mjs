// The calendar guard: the date-sensitive tests, run again with the machine's clock set (libfaketime, from
// Debian's `faketime` package) to the days a date bug shows on: a Friday afternoon, a Friday night (already
// Saturday in UTC), a Saturday, a Sunday, the last school day of a month and the last one of a year (at
// night, already the new year in UTC). Every clock in the process moves: the demo seed, the app's clock,
// PGlite's now(). A test that trusts "today" to be a school day with a school day after it fails here on
// whichever day the suite runs.
//
// `node scripts/test-calendar.mjs [outDir]` writes one Vitest JSON report per day into outDir and prints
// "calendar guard: N passed, N failed" (also written to outDir/summary.json, which `npm test` adds to its total).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Instants in UTC (faketime reads them in the TZ given below); the school is in America/Sao_Paulo (UTC−3). */
export const DAYS = [
  { label: 'Friday 16:00', at: '2026-11-27 19:00:00' },
  { label: 'Friday 22:30 (Saturday in UTC)', at: '2026-11-28 01:30:00' },
  { label: 'Saturday 10:00', at: '2026-11-28 13:00:00' },
  { label: 'Sunday 20:00', at: '2026-11-29 23:00:00' },
  { label: 'last school day of April, Friday 17:00', at: '2027-04-30 20:00:00' },
  { label: 'last school day of the year, Thursday 21:30 (new year in UTC)', at: '2027-01-01 00:30:00' },
];

/** Tests that read today, tomorrow, a weekday or the week: menu, routine, attendance, pickups, polls, the wall, Lumi. */
export const FILES = [
  'apps/server/src/lib/school-time.test.ts',
  'apps/server/src/contexts/lumi/lumi/lumi.modelo.int.test.ts',
  'apps/server/src/contexts/lumi/lumi/lumi.int.test.ts',
  'apps/server/src/contexts/conteudo/cardapio/cardapio.int.test.ts',
  'apps/server/src/contexts/conteudo/rotina/rotina.int.test.ts',
  'apps/server/src/contexts/dia/presenca/presenca.int.test.ts',
  'apps/server/src/contexts/dia/alerta/alerta.int.test.ts',
  'apps/server/src/contexts/dia/alerta/pickup-reminder.int.test.ts',
  'apps/server/src/contexts/familia/autorizado-busca/autorizado-busca.int.test.ts',
  'apps/server/src/contexts/conteudo/enquete/enquete.int.test.ts',
  'apps/server/src/contexts/conteudo/mural/mural.int.test.ts',
  // The diary: the demo seeds today's entries, summaries are planned per school day, Lumi answers about "today".
  'apps/server/src/contexts/dia/diario/diario.int.test.ts',
  'apps/server/src/contexts/dia/diario/diario-resumo.int.test.ts',
  'apps/server/src/contexts/lumi/lumi/lumi-diario.int.test.ts',
];

const outDir = path.resolve(process.argv[2] ?? '.test-tmp/calendar');
fs.mkdirSync(outDir, { recursive: true });

// One migrated PGlite template for the six runs: the first makes it, the others load it instead of running
// initdb and every migration again (apps/server/src/test/test-databases.ts). The migrated schema holds no date;
// the demo school, seeded around today, is still seeded in each run, on its day.
const template = path.join(outDir, 'pglite-migrated.tar');
fs.rmSync(template, { force: true });

let passed = 0;
let failed = 0;
for (const [i, day] of DAYS.entries()) {
  console.log(`\n--- calendar guard: ${day.label} (${day.at} UTC) ---`);
  const report = path.join(outDir, `day-${i}.json`);
  fs.rmSync(report, { force: true });
  // PGlite only: PostgreSQL is another process, out of faketime's reach.
  const env = { ...process.env, TZ: 'UTC', TEST_DATABASE_URL: '', LUNNA_PGLITE_TEMPLATE: template };
  const result = spawnSync(
    'faketime',
    [
      day.at,
      'npx',
      'vitest',
      'run',
      '--project',
      'unit',
      '--project',
      'int-pglite',
      '--reporter=dot',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...FILES,
    ],
    { stdio: 'inherit', env },
  );
  let json = null;
  try {
    json = JSON.parse(fs.readFileSync(report, 'utf8'));
  } catch {
    // no report: counted as one failure below
  }
  if (json) {
    passed += json.numPassedTests;
    failed += json.numFailedTests + (result.status === 0 || json.numFailedTests ? 0 : 1);
  } else {
    failed++;
  }
}
fs.rmSync(template, { force: true });
fs.writeFileSync(path.join(outDir, 'summary.json'), JSON.stringify({ passed, failed }));
console.log(`calendar guard: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
