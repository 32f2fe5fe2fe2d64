// One fan-out measurement, the same for every broker: N @stomp/stompjs 7 clients (Node, `ws`) subscribed to one
// destination, spread over worker threads (bench/realtime/subscribers.mjs), and a few senders in this thread
// publishing at a steady rate, each message carrying its send time; every delivery is checked off per client (lost
// and duplicate deliveries) and its latency recorded.
import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { closeAll, connect, machineCpu, markText, now, sleep } from './stomp-client.mjs';

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

/** A worker thread holding `subscribers`; `next(type)` waits for its next message of that type. */
function startSubscribers(workerData, onProgress) {
  const worker = new Worker(new URL('./subscribers.mjs', import.meta.url), { workerData });
  let exited = false;
  const exit = new Promise((resolve) => worker.once('exit', () => resolve((exited = true))));
  worker.on('message', (m) => m.type === 'progress' && onProgress(m.delivered));
  const next = (type) =>
    new Promise((resolve, reject) => {
      const onMessage = (m) => {
        if (m.type === 'failed') reject(new Error(m.error));
        if (m.type !== type) return;
        worker.off('message', onMessage);
        resolve(m);
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
      exit.then(() => reject(new Error(`the subscribers' thread ended while waiting for ${type}`)));
    });
  const ask = (type, answer) => {
    const answered = next(answer);
    worker.postMessage({ type });
    return answered;
  };
  const close = async () => {
    if (exited) return;
    await Promise.race([ask('close', 'closed').catch(() => {}), sleep(10_000)]);
    await worker.terminate();
  };
  return { next, ask, close };
}

/**
 * Waits (up to `maxMs`) for a second in which the machine is at most `maxPct` busy, so other work on it weighs
 * as little as possible on the measurement; returns how long it waited and how busy the last second was.
 */
async function waitForQuiet(maxPct, maxMs) {
  const started = Date.now();
  for (;;) {
    const before = machineCpu();
    await sleep(1000);
    const after = machineCpu();
    if (!before || !after) return { waitedS: 0, busyPct: null };
    const busyPct = (100 * (after.busy - before.busy)) / (after.total - before.total);
    if (busyPct <= maxPct || Date.now() - started >= maxMs)
      return { waitedS: (Date.now() - started) / 1000, busyPct };
  }
}

/**
 * `subscribers`: [{ url, connectHeaders }] (N); `senders`: [{ url, connectHeaders }]; `subscribeTo`, `sendTo`:
 * destinations; `body(text)`: the SEND body carrying `text`; `warmup` and `messages`: how many are sent before
 * and during the measurement, at `rate` per second; `threads`: how many worker threads hold the subscribers;
 * `quietWaitMs`: how long to wait for a quiet machine before the warm-up; `probe`: { memory(), cpu() } of the broker, read before and after connecting and around the measured phase,
 * and optionally { statsStart(), stats() } and { measureStart(), measureEnd() } around it.
 */
export async function runFanOut({
  subscribers,
  senders,
  subscribeTo,
  sendTo,
  body,
  warmup,
  messages,
  rate,
  threads,
  probe,
  quietWaitMs = 10_000,
}) {
  const tag = randomUUID().replace(/-/g, '').slice(0, 8);
  const N = subscribers.length;
  const total = warmup + messages;
  const problems = [];
  const receipts = [];
  const senderClients = [];
  const shares = Array.from({ length: Math.min(threads, N) }, (_, w) =>
    subscribers.filter((_, j) => j % threads === w),
  );
  const progress = shares.map(() => 0);
  const delivered = () => progress.reduce((a, b) => a + b, 0);
  const workers = [];

  try {
    const memoryBefore = await probe.memory();
    for (const s of senders) senderClients.push(await connect(s.url, s.connectHeaders, problems));
    shares.forEach((share, w) =>
      workers.push(
        startSubscribers(
          { subscribers: share, subscribeTo, tag, warmup, messages },
          (d) => (progress[w] = d),
        ),
      ),
    );
    const ready = await Promise.all(workers.map((w) => w.next('ready')));
    const connectSeconds = Math.max(...ready.map((r) => r.connectSeconds));
    // Let the connections settle (heart-beat timers, first allocations) before reading memory.
    await sleep(1000);
    const memoryAfter = await probe.memory();

    let firstMeasuredSend = 0;
    let sentMeasured = 0;
    const publish = (seq) => {
      const sender = senderClients[seq % senderClients.length];
      const sentAt = now();
      const receipt = `${tag}-${seq}`;
      sender.watchForReceipt(receipt, () => {
        if (seq >= warmup) receipts.push(now() - sentAt);
      });
      sender.publish({
        destination: sendTo,
        body: body(markText(tag, seq, sentAt)),
        headers: { receipt, 'content-type': 'application/json' },
      });
      return sentAt;
    };
    const sendPhase = async (from, count) => {
      const interval = 1000 / rate;
      const t0 = performance.now();
      for (let k = 0; k < count; k++) {
        const wait = t0 + k * interval - performance.now();
        if (wait > 0) await sleep(wait);
        const sentAt = publish(from + k);
        if (from + k === warmup) firstMeasuredSend = sentAt;
        if (from + k >= warmup) sentMeasured++;
      }
    };
    const waitForAll = async (expected, timeoutMs) => {
      const deadline = Date.now() + timeoutMs;
      while (delivered() < expected && Date.now() < deadline) await sleep(20);
    };

    const quiet = await waitForQuiet(25, quietWaitMs);
    // Warm-up: the same traffic, not measured (JIT, pools, first allocations).
    await sendPhase(0, warmup);
    await waitForAll(N * warmup, 5_000);

    await probe.measureStart?.();
    await Promise.all(workers.map((w) => w.ask('measure', 'measuring')));
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const deliveredBefore = delivered();
    await probe.statsStart?.();
    const cpuBefore = await probe.cpu();
    const clientCpuBefore = process.cpuUsage();
    const machineBefore = machineCpu();
    const measureStarted = now();
    await sendPhase(warmup, messages);
    await waitForAll(N * total, 10_000);
    const wallMs = now() - measureStarted;
    const cpuAfter = await probe.cpu();
    const clientCpu = process.cpuUsage(clientCpuBefore);
    const machineAfter = machineCpu();
    const brokerStats = (await probe.stats?.()) ?? null;
    loop.disable();
    await probe.measureEnd?.();

    const reports = await Promise.all(workers.map((w) => w.ask('report', 'report')));
    const deliveredAll = reports.reduce((a, r) => a + r.delivered, 0);
    const lastDelivery = Math.max(...reports.map((r) => r.lastDelivery));
    const sorted = reports
      .flatMap((r) => Array.from(r.latency))
      .filter((v) => !Number.isNaN(v))
      .sort((a, b) => a - b);
    for (const r of reports) problems.push(...r.problems);
    const receiptSorted = receipts.slice().sort((a, b) => a - b);
    const spanS = (lastDelivery - firstMeasuredSend) / 1000;
    return {
      n: N,
      senders: senders.length,
      threads: workers.length,
      messages: sentMeasured,
      warmup,
      rate,
      expected: N * total,
      delivered: deliveredAll,
      lost: N * total - deliveredAll,
      duplicates: reports.reduce((a, r) => a + r.duplicates, 0),
      latency: {
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        max: sorted.at(-1) ?? NaN,
        count: sorted.length,
      },
      receipt: {
        p50: percentile(receiptSorted, 50),
        p99: percentile(receiptSorted, 99),
        count: receiptSorted.length,
      },
      deliveredPerSecond: spanS > 0 ? (deliveredAll - deliveredBefore) / spanS : 0,
      connectSeconds,
      memory: { before: memoryBefore, after: memoryAfter },
      brokerCpuPct: cpuBefore !== null && cpuAfter !== null ? (100 * (cpuAfter - cpuBefore)) / wallMs : null,
      clientCpuPct: (100 * (clientCpu.user + clientCpu.system)) / 1000 / wallMs,
      clientLoopDelayP99Ms: Math.max(loop.percentile(99) / 1e6, ...reports.map((r) => r.loopDelayP99Ms)),
      // Busy share of the whole machine (100% = every core busy), whoever used it.
      machineBusyPct:
        machineBefore && machineAfter
          ? (100 * (machineAfter.busy - machineBefore.busy)) / (machineAfter.total - machineBefore.total)
          : null,
      brokerStats,
      quiet,
      problems: [...new Set(problems)].slice(0, 5),
      problemCount: problems.length,
    };
  } finally {
    await Promise.all([closeAll(senderClients), ...workers.map((w) => w.close())]);
  }
}
