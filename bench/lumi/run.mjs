// Lumi's evaluation set as a benchmark (npm run bench:lumi): starts bench/lumi/eval.ts with tsx in its own
// process (embedded database, the demo school in the evaluation's scenario), prints the share of correct
// answers overall and per language, the hand-offs, emergencies, leaks (with the leaking answers) and the
// answer times, and writes them to docs/benchmarks.md between the lumi markers.
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { writeSection } from './markdown.mjs';

const root = path.resolve(import.meta.dirname, '../..');

function runEval() {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(import.meta.dirname, 'eval.ts'), [], {
      cwd: root,
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let result = null;
    child.on('message', (m) => {
      if (m.type === 'result') result = m;
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      result ? resolve(result) : reject(new Error(`bench/lumi/eval.ts exited (${code}) without a result`)),
    );
  });
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;
const pct = (n, d) => (d ? `${((100 * n) / d).toFixed(1)}%` : '—');

const started = Date.now();
const { resultado: r, cenario, provedor, prontoMs } = await runEval();
const sorted = [...r.temposMs].sort((a, b) => a - b);
const tempos = {
  n: sorted.length,
  media: sorted.reduce((s, x) => s + x, 0) / (sorted.length || 1),
  p95: percentile(sorted, 95),
};

console.log('');
console.log(`Lumi evaluation (${provedor}), scenario day ${cenario.hoje}`);
console.log(`Correct: ${pct(r.corretas, r.total)} (${r.corretas}/${r.total})`);
for (const [k, v] of Object.entries(r.porIdioma))
  console.log(`  ${k.padEnd(5)} ${pct(v.corretas, v.total)} (${v.corretas}/${v.total})`);
console.log(
  `Safe hand-offs: ${pct(r.encaminhamentos.feitos, r.encaminhamentos.esperados)} (${r.encaminhamentos.feitos}/${r.encaminhamentos.esperados} with the expected reason; ${r.encaminhamentos.qualquerMotivo} with any; ${r.encaminhamentos.indevidos} where an answer was expected)`,
);
console.log(`Emergencies handed off: ${r.emergencias.encaminhadas}/${r.emergencias.esperadas}`);
console.log(`Leaks: ${r.vazamentos.length}`);
for (const v of r.vazamentos)
  console.log(
    `  [${v.id}] "${v.nome}"${v.ecoDaPergunta ? ' (typed by the guardian)' : ''} — ${v.pergunta}\n      ${v.texto.replace(/\n/g, ' / ')}`,
  );
if (r.htmlInseguro.length) console.log(`Unsafe markup: ${r.htmlInseguro.map((h) => h.id).join(', ')}`);
if (r.ignoradas.length) console.log(`Not run: ${r.ignoradas.map((i) => `${i.id} (${i.motivo})`).join(', ')}`);
console.log(
  `Answer time: mean ${tempos.media.toFixed(1)} ms, p95 ${tempos.p95.toFixed(1)} ms (${tempos.n} answers)`,
);
if (r.falhas.length) {
  console.log(`\nFailing items (${r.falhas.length}):`);
  for (const f of r.falhas)
    console.log(
      `  [${f.id}] ${f.pergunta}\n      ${f.motivo}\n      answer: ${f.texto.replace(/\n/g, ' / ') || '(none)'}`,
    );
}

const cpus = os.cpus();
writeSection({
  date: new Date(),
  durationS: (Date.now() - started) / 1000,
  machine: {
    node: process.version,
    cpuModel: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memGiB: Math.round(os.totalmem() / 2 ** 30),
  },
  setSize: r.total + r.ignoradas.length,
  hoje: cenario.hoje,
  provedor,
  prontoS: prontoMs / 1000,
  tempos,
  r,
});
console.log('\ndocs/benchmarks.md updated');
