// Renders the diary benchmark's section of docs/benchmarks.md and swaps it in between its markers.
import { writeBenchmarkSection } from '../benchmarks-file.mjs';

const utcMinute = (d) => d.toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
const ms = (x) => x.toFixed(1);

export function renderSection(run) {
  const { machine, results: r } = run;
  const row = (x, floor) =>
    `| ${x.name} | ${ms(x.p50)} | ${ms(x.p95)} | ${ms(x.mean)} | ${floor ? `× ${(x.p50 / floor.p50).toFixed(1)}` : '—'} | ${x.statements} |`;
  const counts = Object.entries(run.counts)
    .map(([t, n]) => `${t} ${n.toLocaleString('en')}`)
    .join(', ');
  return [
    "## The child's diary: bulk entry and the guardian's page",
    '',
    `Written by \`npm run bench:diario\` (\`bench/diario/run.mjs\`) on ${utcMinute(run.date)}; the whole run took ${Math.round(run.durationS)} s.` +
      ' Everything between the markers is rewritten on each run.',
    '',
    `- **Machine**: Node ${machine.node}, ${machine.cpuModel} × ${machine.cores} cores, ${machine.memGiB} GiB, PostgreSQL ${run.version} on the same` +
      ' machine; client, server and database share it (and the machine other work), so read the ratios, not the absolutes.',
    `- **Data**: the demo school, its Girassol class grown to ${run.classSize} children, each with a year of school days of diary` +
      ` (breakfast, mood, lunch, a nap, two nappy changes a day). Rows: ${counts}. Seeded in ${run.seedSeconds.toFixed(1)} s.`,
    `- **Method**: ${run.n} sequential requests per line after 20 warm-up ones, signed in by Bearer token; times are the client's` +
      ' (loopback HTTP included). The floor is a bare authenticated GET (`/api/sessao`) in the same run; "× floor" is p50 over the floor\'s' +
      " p50 (the educator's floor for the bulk entry, the guardian's for the pages). Statements = SQL statements the app sent for one" +
      ' more request of the line (counted on the pg client, transactions included).',
    '',
    '| Request | p50 (ms) | p95 (ms) | mean (ms) | × floor (p50) | SQL statements |',
    '|---|---:|---:|---:|---:|---:|',
    row(r.floorEducator),
    row(r.floorGuardian),
    row(r.lancamento, r.floorEducator),
    row(r.semana, r.floorGuardian),
    row(r.dia, r.floorGuardian),
    '',
  ].join('\n');
}

export function writeSection(run) {
  writeBenchmarkSection('diario', renderSection(run));
}
