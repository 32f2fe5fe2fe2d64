/**
 * Lumi's evaluation set on the embedded database, in its own process (started by bench/lumi/run.mjs with tsx):
 * a fresh PGlite database with the demo school, the evaluation's scenario, then every question of the set.
 * Sends the results to the parent over IPC (or prints them as JSON when run on its own).
 */
import { createTestApp } from '../../apps/server/src/test/test-app';
import { carregarSet, prepararCenario, runEval } from '../../apps/server/src/features/lumi/eval/run-eval';

async function main() {
  const started = performance.now();
  // The built-in answerer unless LUMI_BASE_URL and LUMI_MODEL name an OpenAI-compatible server.
  const env = Object.fromEntries(
    ['LUMI_BASE_URL', 'LUMI_MODEL', 'LUMI_API_KEY', 'LUMI_TIMEOUT_MS'].flatMap((k) =>
      process.env[k] ? [[k, process.env[k]!]] : [],
    ),
  );
  const t = await createTestApp({ env });
  const prontoMs = performance.now() - started;
  try {
    const set = await carregarSet();
    const cenario = await prepararCenario(t);
    let n = 0;
    const r = await runEval(t, set, {
      cenario,
      aoResponder: (item, res) => {
        n++;
        if (n % 20 === 0 || !res.correta)
          process.stderr.write(`${n}/${set.length} ${res.correta ? 'ok  ' : 'FAIL'} ${item.id}\n`);
      },
    });
    const out = {
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
