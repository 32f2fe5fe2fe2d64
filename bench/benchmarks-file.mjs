// docs/benchmarks.md holds one section per benchmark between its own markers; each run rewrites only its own.
import fs from 'node:fs';
import path from 'node:path';

const file = path.resolve(import.meta.dirname, '../docs/benchmarks.md');

/** Replaces what stands between `<!-- name:start -->` and `<!-- name:end -->`, or appends the section. */
export function writeBenchmarkSection(name, body) {
  const START = `<!-- ${name}:start -->`;
  const END = `<!-- ${name}:end -->`;
  const current = fs.readFileSync(file, 'utf8');
  const section = `${START}\n${body}\n${END}`;
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  const next =
    start >= 0 && end > start
      ? current.slice(0, start) + section + current.slice(end + END.length)
      : `${current.trimEnd()}\n\n${section}\n`;
  fs.writeFileSync(file, next);
}
