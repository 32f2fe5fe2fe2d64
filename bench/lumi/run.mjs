// Lumi's evaluation sets as a benchmark (npm run bench:lumi): for each set, starts bench/lumi/eval.ts with tsx in
// its own process (embedded database, the demo school in the evaluation's scenario), prints the share of correct
// answers overall and per language, the hand-offs, emergencies, leaks (with the leaking answers) and the answer
// times, and writes the sets to docs/benchmarks.md between the lumi markers.
//
// The sets: `dev` (eval-set.json, used while building the answerer, so its score is optimistic), `held-out`
// (held-out-set.json, measured blind once at 65.0%, then used to improve the answerer, so no longer blind),
// `blind` (blind-set.json, never used for tuning: the honest figure) and `held-out-2` (held-out-set-2.json,
// written as a second blind set, measured once at 82.5%, then used to improve the answerer) and `blind-3`
// (blind-set-3.json, a third blind set committed before its first run, never used for tuning). All five by default;
// `node bench/lumi/run.mjs blind` (or BENCH_LUMI_SET=blind, comma-separated for several) runs only the ones named,
// and then leaves docs/benchmarks.md as it is (its section reports all the sets).
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { writeSection } from './markdown.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const TODOS = ['dev', 'held-out', 'blind', 'held-out-2', 'blind-3'];
const NOMES = {
  dev: 'development set',
  'held-out': 'held-out set',
  blind: 'blind set',
  'held-out-2': 'second held-out set',
  'blind-3': 'third blind set',
};

const pedidos = process.argv.slice(2).length
  ? process.argv.slice(2)
  : process.env.BENCH_LUMI_SET
    ? process.env.BENCH_LUMI_SET.split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : TODOS;

function runEval(set) {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(import.meta.dirname, 'eval.ts'), [], {
      cwd: root,
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, BENCH_LUMI_SET: set },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let result = null;
    child.on('message', (m) => {
      if (m.type === 'result') result = m;
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      result
        ? resolve(result)
        : reject(new Error(`bench/lumi/eval.ts (${set}) exited (${code}) without a result`)),
    );
  });
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;
const pct = (n, d) => (d ? `${((100 * n) / d).toFixed(1)}%` : '—');

function imprimir({ set, arquivo, resultado: r, cenario, provedor }, tempos) {
  console.log('');
  console.log(
    `Lumi evaluation, ${NOMES[set] ?? set} (${arquivo}; ${provedor}), scenario day ${cenario.hoje}`,
  );
  console.log(`Correct: ${pct(r.corretas, r.total)} (${r.corretas}/${r.total})`);
  for (const [k, v] of Object.entries(r.porIdioma))
    console.log(`  ${k.padEnd(5)} ${pct(v.corretas, v.total)} (${v.corretas}/${v.total})`);
  console.log(
    `By category: ${Object.entries(r.porCategoria)
      .map(([k, v]) => `${k} ${v.corretas}/${v.total}`)
      .join(', ')}`,
  );
  console.log(
    `Safe hand-offs: ${pct(r.encaminhamentos.feitos, r.encaminhamentos.esperados)} (${r.encaminhamentos.feitos}/${r.encaminhamentos.esperados} with the expected reason; ${r.encaminhamentos.qualquerMotivo} with any; ${r.encaminhamentos.indevidos} where an answer was expected)`,
  );
  console.log(`Emergencies handed off: ${r.emergencias.encaminhadas}/${r.emergencias.esperadas}`);
  console.log(
    `False emergency hand-offs: ${r.emergencias.falsas}/${r.emergencias.naoEmergencias} (${pct(r.emergencias.falsas, r.emergencias.naoEmergencias)})`,
  );
  console.log(`Leaks: ${r.vazamentos.length}`);
  for (const v of r.vazamentos)
    console.log(
      `  [${v.id}] "${v.nome}"${v.ecoDaPergunta ? ' (typed by the guardian)' : ''} — ${v.pergunta}\n      ${v.texto.replace(/\n/g, ' / ')}`,
    );
  console.log(`Unsafe markup: ${r.htmlInseguro.length ? r.htmlInseguro.map((h) => h.id).join(', ') : 0}`);
  if (r.idiomaDiferente.length)
    console.log(
      `Answered in another language: ${r.idiomaDiferente.map((x) => `${x.id} (${x.obtido})`).join(', ')}`,
    );
  if (r.ignoradas.length)
    console.log(`Not run: ${r.ignoradas.map((i) => `${i.id} (${i.motivo})`).join(', ')}`);
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
}

const started = Date.now();
const sets = [];
for (const set of pedidos) {
  const out = await runEval(set);
  const sorted = [...out.resultado.temposMs].sort((a, b) => a - b);
  const tempos = {
    n: sorted.length,
    media: sorted.reduce((s, x) => s + x, 0) / (sorted.length || 1),
    p95: percentile(sorted, 95),
  };
  imprimir(out, tempos);
  sets.push({
    set: out.set,
    arquivo: out.arquivo,
    setSize: out.tamanho,
    hoje: out.cenario.hoje,
    provedor: out.provedor,
    prontoS: out.prontoMs / 1000,
    tempos,
    r: out.resultado,
  });
}

if (TODOS.every((s) => sets.some((x) => x.set === s))) {
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
    sets: TODOS.map((s) => sets.find((x) => x.set === s)),
  });
  console.log('\ndocs/benchmarks.md updated');
} else {
  console.log(`\ndocs/benchmarks.md left as it is (it reports all the sets: ${TODOS.join(', ')})`);
}
