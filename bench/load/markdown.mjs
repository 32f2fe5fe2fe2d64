// Renders the load benchmark's section of docs/benchmarks.md and swaps it in between its markers.
import { writeBenchmarkSection } from '../benchmarks-file.mjs';

const TARGET_P99_MS = 15;

const utcMinute = (d) => d.toISOString().slice(0, 16).replace('T', ' ') + ' UTC';

export function renderSection(run) {
  const { machine } = run;
  const lines = [
    "## Load: the guardian's dashboard and class wall",
    '',
    `Written by \`npm run bench:load\` (\`bench/load/run.mjs\`) on ${utcMinute(run.date)}; the whole run took ${Math.round(run.durationS)} s.` +
      ' Everything between the markers is rewritten on each run.',
    '',
    `- **Machine**: Node ${machine.node}, ${machine.cpuModel} × ${machine.cores} cores, ${machine.memGiB} GiB; the server and the load` +
      ' generator share it (separate processes), and the machine is shared with other work, so compare ratios, not absolutes.',
    '- **Data**: the demo school grown to 50 children per class (each with a guardian; 9 in 10 with photo consent) and a year of school days' +
      ' per class: a notice, an activity and three tagged photos a day, a poll a week with votes, a school-wide notice a week.',
    `- **Method**: autocannon, ${run.durationPerRun} s per measurement after a 2 s warm-up, signed in as a guardian (Bearer token).` +
      ` "Most" = 10 connections as fast as the server answers; "at ${run.targetRate} req/s" = a fixed overall rate over 50 connections` +
      ` (target: p99 ≤ ${TARGET_P99_MS} ms on PostgreSQL).`,
    '',
  ];
  for (const r of run.runs) {
    const rows = Object.entries(r.counts).map(([t, n]) => `${t} ${n.toLocaleString('en')}`).join(', ');
    lines.push(`### ${r.db === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'} ${r.version}`, '', `Rows: ${rows}. Seeded in ${r.seedSeconds.toFixed(1)} s.`, '');
    lines.push(
      `| Endpoint | Most req/s | p50 / p99 at most (ms) | Req/s at ${run.targetRate} target | p50 / p99 at ${run.targetRate} (ms) | Errors | p99 ≤ ${TARGET_P99_MS} ms at ${run.targetRate} |`,
      '|---|---:|---:|---:|---:|---:|:---:|',
    );
    for (const e of r.results) {
      const ok = e.fixed.rps >= run.targetRate * 0.95 && e.fixed.p99 <= TARGET_P99_MS;
      lines.push(
        `| ${e.name} (\`${e.path.replace(/[0-9a-f-]{36}/g, ':id').replace(/cursor=[^&]+/, 'cursor=…')}\`) | ${e.max.rps} | ${e.max.p50} / ${e.max.p99} | ${e.fixed.rps} | ${e.fixed.p50} / ${e.fixed.p99} | ${e.max.errors + e.fixed.errors} | ${ok ? 'yes' : 'no'} |`,
      );
    }
    lines.push('');
  }
  const pg = run.runs.find((r) => r.db === 'postgres') ?? run.runs[0];
  if (pg) {
    lines.push(`### Query plans (${pg.db === 'postgres' ? 'PostgreSQL' : 'PGlite'}, \`explain analyze\`)`, '');
    // Each distinct statement once; the session lookup every request makes is the baseline's.
    const seen = new Set();
    const plans = pg.plans.filter((p) => !seen.has(p.sql) && seen.add(p.sql));
    lines.push('Every distinct statement the four requests sent, with its execution time; small tables (escola, turma) are read whole.', '');
    for (const p of plans) {
      const time = /Execution Time: ([\d.]+ ms)/.exec(p.plan)?.[1] ?? '';
      lines.push(`<details><summary>${time} — <code>` + p.sql.replace(/\s+/g, ' ').slice(0, 120).replace(/</g, '&lt;') + '…</code></summary>', '', '```', p.plan, '```', '', '</details>', '');
    }
  }
  return lines.join('\n');
}

export function writeSection(run) {
  writeBenchmarkSection('load', renderSection(run));
}
