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
      ` generator share it (separate processes), and the machine is shared with other work (load average ${machine.loadAverage ?? '?'} over 1 / 5 / 15 min at the end of the run), so compare ratios, not absolutes.`,
    '- **Data**: the demo school grown to 50 children per class (each with a guardian; 9 in 10 with photo consent) and a year of school days' +
      ' per class: a notice, an activity and three tagged photos a day, a poll a week with votes, a school-wide notice a week.',
    `- **Method**: autocannon, ${run.durationPerRun} s per measurement after a 2 s warm-up, signed in as a guardian (Bearer token).` +
      ` "Most" = 10 connections as fast as the server answers; "at ${run.targetRate} req/s" = a fixed overall rate over 50 connections` +
      ` (target: p99 ≤ ${TARGET_P99_MS} ms on PostgreSQL).` +
      ' **CPU per request** = the server process\'s CPU time (process.cpuUsage) during the "most" measurement, plus on PostgreSQL the' +
      ' CPU of the backends serving its connections (/proc/<pid>/stat utime+stime, found by application_name; the WAL writer and' +
      ' checkpointer are not counted), divided by the requests answered. **Statements** are counted per request in the server' +
      ' (BEGIN and COMMIT included). The **floor** is a bare Fastify route in the same process hashing the token and running one' +
      ' indexed session lookup on the same database; "× floor" is CPU per request divided by the floor\'s.' +
      ` PostgreSQL request connections ran with \`plan_cache_mode = ${process.env.BENCH_PLAN_CACHE_MODE ?? 'force_generic_plan'}\`.`,
    '',
  ];
  for (const r of run.runs) {
    const rows = Object.entries(r.counts)
      .map(([t, n]) => `${t} ${n.toLocaleString('en')}`)
      .join(', ');
    lines.push(
      `### ${r.db === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'} ${r.version}`,
      '',
      `Rows: ${rows}. Seeded in ${r.seedSeconds.toFixed(1)} s.`,
      '',
    );
    const floor = r.results.find((e) => e.label === 'floor');
    const floorCpu = floor?.cpu ? floor.cpu.nodeMs + floor.cpu.backendMs : 0;
    const p = (e) => `${e.p50} / ${e.p99}`;
    lines.push(
      `| Endpoint | Most req/s | p50 / p99 at most (ms) | CPU/request: Node + PG (ms) | × floor | Statements/request (mean, most) | Budget | Req/s at ${run.targetRate} target | p50 / p99 at ${run.targetRate} (ms) | Errors |`,
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    );
    for (const e of [...r.results, r.mixed]) {
      // No CPU figure when nothing was answered in the window.
      const cpu = e.cpu ? e.cpu.nodeMs + e.cpu.backendMs : null;
      const cpuCell = e.cpu
        ? `${e.cpu.nodeMs.toFixed(2)} + ${e.cpu.backendMs.toFixed(2)} = ${cpu.toFixed(2)}`
        : 'nothing answered';
      const name = e.label === 'floor' || e.label === 'mixed' ? e.name : `${e.name} \`${e.label}\``;
      lines.push(
        `| ${name} | ${e.max.rps} | ${p(e.max)} | ${cpuCell} | ${floorCpu && cpu !== null ? (cpu / floorCpu).toFixed(1) : '–'} | ${e.statements.mean.toFixed(1)}, ${e.statements.most} | ${e.budget ?? '–'} | ${e.fixed?.rps ?? '–'} | ${e.fixed ? p(e.fixed) : '–'} | ${e.max.errors + (e.fixed?.errors ?? 0)} |`,
      );
    }
    lines.push(
      '',
      `One dashboard load: ${r.dashboardLoad.calls} API calls, ${r.dashboardLoad.statements} SQL statements in all.`,
    );
    if (r.overBudget.length)
      lines.push('', '**Over budget** (bench/load/budgets.mjs): ' + r.overBudget.join('; ') + '.');
    lines.push('');
  }
  const pg = run.runs.find((r) => r.db === 'postgres') ?? run.runs[0];
  if (pg) {
    lines.push(
      `### Query plans (${pg.db === 'postgres' ? 'PostgreSQL: the generic plans the app runs, `explain analyze execute`' : 'PGlite, `explain analyze`'})`,
      '',
    );
    // Each distinct statement once; the session lookup every request makes is the baseline's.
    const seen = new Set();
    const plans = pg.plans.filter((p) => !seen.has(p.sql) && seen.add(p.sql));
    lines.push(
      'Every distinct statement the measured requests sent, with its execution time; small tables (escola, turma) are read whole.',
      '',
    );
    for (const p of plans) {
      const time = /Execution Time: ([\d.]+ ms)/.exec(p.plan)?.[1] ?? '';
      lines.push(
        `<details><summary>${time} — <code>` +
          p.sql.replace(/\s+/g, ' ').slice(0, 120).replace(/</g, '&lt;') +
          '…</code></summary>',
        '',
        '```',
        p.plan,
        '```',
        '',
        '</details>',
        '',
      );
    }
  }
  return lines.join('\n');
}

export function writeSection(run) {
  writeBenchmarkSection('load', renderSection(run));
}
