// Renders the benchmark's section of docs/benchmarks.md and swaps it in between the markers.
import fs from 'node:fs';
import path from 'node:path';

export const START_MARKER = '<!-- lighthouse:start -->';
export const END_MARKER = '<!-- lighthouse:end -->';

const NEW_FILE = `# Benchmarks

Measured figures for Lunna's pages, with the method and machine behind each, written by the scripts in \`bench/\`.
`;

/** The targets the public pages are held to; `ok` says whether a page's figures meet each one. */
const TARGETS = [
  { label: 'Performance', target: '≥ 95', value: (p) => p.scores.performance, ok: (v) => v >= 95 },
  { label: 'Accessibility', target: '100', value: (p) => p.scores.accessibility, ok: (v) => v === 100 },
  { label: 'Best practices', target: '100', value: (p) => p.scores['best-practices'], ok: (v) => v === 100 },
  { label: 'SEO', target: '100', value: (p) => p.scores.seo, ok: (v) => v === 100 },
  { label: 'LCP', target: '≤ 1.5 s', value: (p) => p.metrics.lcpMs, ok: (v) => v <= 1500, format: seconds },
  {
    label: 'JavaScript, gzip',
    target: '≤ 90 KB',
    value: (p) => p.jsGzipBytes,
    ok: (v) => v <= 90 * 1024,
    format: kb,
  },
];

/**
 * @param run {{ date: Date, durationS: number, machine: object, runsPerPage: number, pages: object[] }}
 */
export function renderSection(run) {
  const { machine } = run;
  const lines = [
    '## Lighthouse: public pages',
    '',
    `Written by \`npm run bench:lighthouse\` (\`bench/lighthouse/run.mjs\`) on ${utcMinute(run.date)};` +
      ` the whole run took ${Math.round(run.durationS)} s. Everything between the markers is rewritten on each run.`,
    '',
    `- **Machine**: Node ${machine.node}, ${machine.cpuModel} × ${machine.cores} cores,` +
      ` ${machine.chromium}, Lighthouse ${machine.lighthouse} (benchmark index ${machine.benchmarkIndex}).`,
    `- **Method**: Lighthouse defaults: mobile form factor (emulated Moto G Power), simulated throttling` +
      ` (slow 4G, 4× CPU slowdown); categories performance, accessibility, best practices and SEO;` +
      ` ${run.runsPerPage} runs per page, each in a fresh headless Chromium with a fresh profile, against the` +
      ' built web app served by the Fastify server; the run with the median performance score is shown.' +
      ' Its JSON report is saved in `bench/lighthouse/reports/` (not committed).',
    '- **Targets**, per page: performance ≥ 95, accessibility 100, best practices 100, SEO 100, LCP ≤ 1.5 s,' +
      ' JavaScript ≤ 90 KB gzip. KB = 1024 bytes; "gzip" is each script body gzipped here at the default' +
      ' level, whatever the server sent.',
  ];
  for (const page of run.pages) lines.push('', ...renderPage(page, run.runsPerPage));
  return lines.join('\n');
}

function renderPage(page, runsPerPage) {
  const lines = [`### \`${page.path}\` (${page.label})`, ''];
  lines.push('| Measure | Median run | Target | Met |', '| --- | ---: | ---: | :---: |');
  for (const t of TARGETS) {
    const value = t.value(page);
    const shown = value === null ? 'n/a' : (t.format ?? String)(value);
    lines.push(
      `| ${t.label} | ${shown} | ${t.target} | ${value === null ? '?' : t.ok(value) ? 'yes' : 'no'} |`,
    );
  }
  const m = page.metrics;
  lines.push(
    `| FCP | ${seconds(m.fcpMs)} | | |`,
    `| TBT | ${milliseconds(m.tbtMs)} | | |`,
    `| CLS | ${layoutShift(m.cls)} | | |`,
    `| Speed Index | ${seconds(m.speedIndexMs)} | | |`,
    `| JavaScript, transferred | ${kb(page.jsTransferBytes)} | | |`,
    '',
    `Performance scores of the ${runsPerPage} runs: ${page.performanceRuns.join(', ')}.` +
      (page.servedCompressed ? '' : ' The server sent the scripts uncompressed (transferred ≈ raw size).'),
    '',
    `Scripts loaded (${page.scripts.length}), transferred / gzip:`,
    '',
    ...page.scripts.map((s) => `- \`${s.shortUrl}\`: ${kb(s.transferBytes)} / ${kb(s.gzipBytes)}`),
  );
  if (page.portalScripts) {
    lines.push('');
    lines.push(
      page.portalScripts.length === 0
        ? 'No portal code loaded.'
        : `**Portal code loaded on this page**: ${page.portalScripts.map((u) => `\`${shortName(u)}\``).join(', ')}.`,
    );
  }
  lines.push('', `Failing audits (${page.failingAudits.length}):`, '');
  if (page.failingAudits.length === 0) lines.push('- none');
  for (const a of page.failingAudits) {
    const verdict = a.error ? `errored: ${a.error}` : `score ${a.score}`;
    const value = a.displayValue ? `${a.displayValue}; ` : '';
    const where = a.examples.length ? `; e.g. ${a.examples.map(code).join(', ')}` : '';
    lines.push(`- ${a.title} (\`${a.id}\`): ${value}${verdict}, ${a.categories.join(', ')}${where}`);
  }
  return lines;
}

/** Replaces the section between the markers, or appends it; creates the file when it is missing. */
export function writeSection(file, section) {
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : NEW_FILE;
  const block = `${START_MARKER}\n\n${section}\n\n${END_MARKER}`;
  const start = text.indexOf(START_MARKER);
  const end = text.indexOf(END_MARKER);
  let next;
  if (start === -1 && end === -1) {
    next = `${text.replace(/\n*$/, '')}\n\n${block}\n`;
  } else if (start !== -1 && end > start) {
    next = text.slice(0, start) + block + text.slice(end + END_MARKER.length);
  } else {
    // One marker without the other: rewriting would lose someone's text, so stop and say so.
    throw new Error(`${file}: the ${START_MARKER} / ${END_MARKER} markers are unbalanced; fix them by hand.`);
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, next);
}

// Formatters; a metric Lighthouse could not compute arrives as null.
export function seconds(ms) {
  return ms === null ? 'n/a' : `${(ms / 1000).toFixed(2)} s`;
}

export function milliseconds(ms) {
  return ms === null ? 'n/a' : `${Math.round(ms)} ms`;
}

export function layoutShift(cls) {
  return cls === null ? 'n/a' : cls.toFixed(3);
}

function utcMinute(date) {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export function kb(bytes) {
  return bytes === null ? 'n/a' : `${(bytes / 1024).toFixed(1)} KB`;
}

function shortName(url) {
  return new URL(url).pathname.split('/').pop();
}

// Inline code that survives backticks inside the text.
function code(text) {
  return `\`${String(text).replaceAll('`', "'")}\``;
}
