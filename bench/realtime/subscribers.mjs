// A share of the subscribers, in a worker thread of the load generator (so the clients are not held to one core):
// connects them, checks off and times every delivery, and reports to fanout.mjs when asked.
import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { MARK, closeAll, connect, now, pool, withTimeout } from './stomp-client.mjs';

const { subscribers, subscribeTo, tag, warmup, messages } = workerData;
const N = subscribers.length;
const total = warmup + messages;
const got = new Uint8Array(N * total);
const latency = new Float64Array(N * messages).fill(NaN);
const problems = [];
const clients = [];
let delivered = 0;
let duplicates = 0;
let lastDelivery = 0;
const loop = monitorEventLoopDelay({ resolution: 10 });

function onMessage(i, body) {
  const t = now();
  const m = MARK.exec(body);
  if (!m || m[1] !== tag) return;
  const seq = Number(m[2]);
  const slot = i * total + seq;
  if (got[slot]) {
    duplicates++;
    return;
  }
  got[slot] = 1;
  delivered++;
  lastDelivery = t;
  if (seq >= warmup) latency[i * messages + seq - warmup] = t - Number(m[3]);
}

let reported = -1;
const progress = setInterval(() => {
  if (delivered !== reported) parentPort.postMessage({ type: 'progress', delivered: (reported = delivered) });
}, 20);

parentPort.on('message', async (message) => {
  if (message.type === 'measure') {
    loop.reset();
    loop.enable();
    parentPort.postMessage({ type: 'measuring' });
  } else if (message.type === 'report') {
    loop.disable();
    parentPort.postMessage(
      {
        type: 'report',
        delivered,
        duplicates,
        lastDelivery,
        latency,
        loopDelayP99Ms: loop.percentile(99) / 1e6,
        problems,
      },
      [latency.buffer],
    );
  } else if (message.type === 'close') {
    clearInterval(progress);
    await closeAll(clients.filter(Boolean));
    parentPort.postMessage({ type: 'closed' });
    parentPort.close();
  }
});

try {
  const started = now();
  await pool(subscribers, 25, async (s, i) => {
    const client = await connect(s.url, s.connectHeaders, problems);
    clients[i] = client;
    const receipt = randomUUID();
    const subscribed = new Promise((resolve) => client.watchForReceipt(receipt, resolve));
    client.subscribe(subscribeTo, (frame) => onMessage(i, frame.body), { receipt });
    await withTimeout(subscribed, 20_000, `the receipt of a SUBSCRIBE to ${subscribeTo}`);
  });
  parentPort.postMessage({ type: 'ready', connectSeconds: (now() - started) / 1000 });
} catch (error) {
  parentPort.postMessage({ type: 'failed', error: error.message });
}
