/**
 * One of Lumi's evaluation sets on the embedded database, in its own process (started by bench/lumi/run.mjs with
 * tsx): a fresh PGlite database with the demo school, the evaluation's scenario, then every question of the set.
 * The set is BENCH_LUMI_SET: `dev` (eval-set.json, the default), `held-out` (held-out-set.json), `held-out-2`
 * (held-out-set-2.json), `blind`
 * (blind-set.json) or the path of another set file. Sends the results to the parent over IPC (or prints them as JSON when run on its own).
 */
import { createTestApp } from '../../apps/server/src/test/test-app';
import {
  carregarSet,
  prepararCenario,
  runEval,
  SETS,
} from '../../apps/server/src/contexts/lumi/lumi/eval/run-eval';

async function main() {
  const started = performance.now();
  const nomeSet = process.env.BENCH_LUMI_SET || 'dev';
  // The built-in answerer unless LUMI_BASE_URL and LUMI_MODEL name an OpenAI-compatible server.
  const env = Object.fromEntries(
    ['LUMI_BASE_URL', 'LUMI_MODEL', 'LUMI_API_KEY', 'LUMI_TIMEOUT_MS'].flatMap((k) =>
      process.env[k] ? [[k, process.env[k]!]] : [],
    ),
  );
  const set = await carregarSet(nomeSet);
  const t = await createTestApp({ env });
  const prontoMs = performance.now() - started;
  try {
    const cenario = await prepararCenario(t);
    let n = 0;
    const r = await runEval(t, set, {
      cenario,
      aoResponder: (item, res) => {
        n++;
        if (n % 20 === 0 || !res.correta)
          process.stderr.write(
            `[${nomeSet}] ${n}/${set.length} ${res.correta ? 'ok  ' : 'FAIL'} ${item.id}\n`,
          );
      },
    });
    const out = {
      set: nomeSet,
      arquivo: Object.hasOwn(SETS, nomeSet) ? SETS[nomeSet as keyof typeof SETS] : nomeSet,
      tamanho: set.length,
      prontoMs,
      cenario: { hoje: cenario.hoje, condicoes: cenario.condicoes },
      resultado: r,
      provedor: env.LUMI_BASE_URL && env.LUMI_MODEL ? 'openai' : 'interno',
    };
    if (process.send) process.send({ type: 'result', ...out });
    else console.log(JSON.stringify(out));
  } finally {
    await t.close();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
