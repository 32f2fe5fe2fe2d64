// Benchmark of the child's diary on PostgreSQL (npm run bench:diario): an educator's bulk entry for a class of
// 25 and a guardian's diary page (a week) of a child with a year of entries, each timed and with the SQL
// statements it sends, against a floor measured in the same run (a bare authenticated GET). Sequential
// requests, one at a time, so the time is the request's own. The section goes to docs/benchmarks.md.
import { fork } from 'node:child_process';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { writeSection } from './markdown.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const N = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = 20;

function startServer() {
  const child = fork(path.join(import.meta.dirname, 'server.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    env: process.env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = (type) =>
    new Promise((resolve, reject) => {
      const onExit = (code) => reject(new Error(`bench server exited (${code})`));
      const onMessage = (m) => {
        if (m.type === type) {
          child.off('message', onMessage);
          child.off('exit', onExit);
          resolve(m);
        }
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  return { child, next };
}

async function json(url, init) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** Times `n` sequential requests (after a warm-up) and counts the statements of one more. */
async function measure(server, name, request) {
  for (let i = 0; i < WARMUP; i++) await request();
  const times = [];
  for (let i = 0; i < N; i++) {
    const t0 = performance.now();
    await request();
    times.push(performance.now() - t0);
  }
  server.child.send({ type: 'count' });
  await server.next('counted');
  await request();
  server.child.send({ type: 'count' });
  const { statements } = await server.next('counted');
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  const r = { name, n: N, p50: quantile(times, 0.5), p95: quantile(times, 0.95), mean, statements };
  console.log(JSON.stringify(r));
  return r;
}

/** A moment of the school day for the entries: now when it is within 05:00–22:00 at the school, else the last such hour. */
function ocorridoEm() {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      hour12: false,
      timeZone: 'America/Sao_Paulo',
    }).format(new Date()),
  );
  if (hour >= 6 && hour < 22) return undefined;
  const back = hour >= 22 ? (hour - 21) * 3600_000 : (hour + 3) * 3600_000;
  return new Date(Date.now() - back).toISOString();
}

const started = Date.now();
const server = startServer();
const ready = await server.next('ready');
const base = `http://127.0.0.1:${ready.port}`;
const login = async (email) => {
  const { token } = await json(`${base}/api/responsavel/login-responsavel`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, senha: 'lunna-demo-2026' }),
  });
  return { authorization: `Bearer ${token}` };
};
const ana = await login('ana.professora@lunna.demo');
const mariana = await login('mariana@lunna.demo');
const turmas = await json(`${base}/api/turma`, { headers: ana });
const girassol = turmas.find((t) => t.nomeTurma === 'Turma Girassol');
const hoje = await json(`${base}/api/turma/${girassol.idTurma}/diario/hoje`, { headers: ana });
const criancas = hoje.criancas.map((c) => c.idDisc);
const filhos = await json(`${base}/api/discente`, { headers: mariana });
const lucas = filhos.find((c) => c.nomeDisc.startsWith('Lucas'));
// A week in the middle of the year of entries.
const semana = new Date(Date.now() - 180 * 86_400_000).toISOString().slice(0, 10);

const quando = ocorridoEm();
const lancamento = () => ({
  chave: crypto.randomUUID(),
  registros: criancas.map((idDisc, i) => ({
    idDisc,
    registro: {
      ...(quando ? { ocorridoEm: quando } : {}),
      detalhes: { tipo: 'refeicao', refeicao: 'almoco', quantidade: i % 5 === 0 ? 'metade' : 'tudo' },
    },
  })),
});
const get = (headers, p) => async () => {
  const res = await fetch(base + p, { headers });
  if (!res.ok) throw new Error(`GET ${p}: ${res.status}`);
  await res.arrayBuffer();
};
const post = (headers, p, body) => async () => {
  const res = await fetch(base + p, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body()),
  });
  if (res.status !== 201) throw new Error(`POST ${p}: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
};

const results = {
  floorEducator: await measure(server, 'Floor: the session (educator)', get(ana, '/api/sessao')),
  floorGuardian: await measure(server, 'Floor: the session (guardian)', get(mariana, '/api/sessao')),
  lancamento: await measure(
    server,
    `Bulk entry: lunch for the class (${criancas.length} children)`,
    post(ana, `/api/turma/${girassol.idTurma}/diario`, lancamento),
  ),
  semana: await measure(
    server,
    "Guardian's diary page: a week",
    get(mariana, `/api/discente/${lucas.idDisc}/diario?semana=${semana}`),
  ),
  dia: await measure(
    server,
    "Guardian's diary page: a day",
    get(mariana, `/api/discente/${lucas.idDisc}/diario?data=${semana}`),
  ),
};
server.child.send({ type: 'stop' });
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
  version: ready.version,
  seedSeconds: ready.seedSeconds,
  counts: ready.counts,
  classSize: criancas.length,
  n: N,
  results,
});
console.log('docs/benchmarks.md updated');
