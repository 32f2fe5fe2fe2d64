// The STOMP client every connection of the benchmark uses: @stomp/stompjs 7 over `ws`, as the web app's client.
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { Client } from '@stomp/stompjs';
import WebSocket from 'ws';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const withTimeout = (promise, ms, what) =>
  Promise.race([promise, sleep(ms).then(() => Promise.reject(new Error(`timed out: ${what}`)))]);
/** Milliseconds since the epoch, sub-millisecond, comparable between the threads of the load generator. */
export const now = () => performance.timeOrigin + performance.now();

/** What the senders put in each message's text: a run tag, the sequence number and the send time (ms, epoch). */
export const MARK = /"message":"b ([0-9a-f]+) (\d+) ([\d.]+)"/;
export const markText = (tag, seq, sentAt) => `b ${tag} ${seq} ${sentAt.toFixed(3)}`;

/** Clients the benchmark is closing: their sockets closing is expected. */
const closing = new WeakSet();

/** A connected client; rejects with the server's ERROR or a closed socket. Later problems go to `problems`. */
export function connect(url, connectHeaders, problems) {
  const client = new Client({
    webSocketFactory: () => new WebSocket(url, { perMessageDeflate: false }),
    connectHeaders,
    reconnectDelay: 0,
    connectionTimeout: 20_000,
    heartbeatIncoming: 10_000,
    heartbeatOutgoing: 10_000,
    debug: () => {},
    // With raw logging on, stompjs hands the debug function the text it received instead of re-serialising every
    // frame for it (which it does even when debug does nothing): the load generator's own cost, not the broker's.
    logRawCommunication: true,
  });
  return new Promise((resolve, reject) => {
    let connected = false;
    client.onConnect = () => {
      connected = true;
      resolve(client);
    };
    client.onStompError = (frame) => {
      problems.push(`ERROR ${frame.headers.message ?? ''}`.trim());
      if (!connected) reject(new Error(frame.headers.message ?? 'ERROR'));
    };
    client.onWebSocketClose = (event) => {
      if (!connected) reject(new Error(`closed before CONNECTED (${event.code})`));
      else if (!closing.has(client)) problems.push(`socket closed (${event.code})`);
    };
    client.activate();
  });
}

/** Disconnects every client (DISCONNECT, then the socket closes); one that does not answer in 5 s is dropped. */
export async function closeAll(clients) {
  for (const c of clients) closing.add(c);
  await Promise.all(
    clients.map((c) =>
      Promise.race([
        c.deactivate().catch(() => {}),
        sleep(5_000).then(() => c.deactivate({ force: true }).catch(() => {})),
      ]),
    ),
  );
}

/** Runs `work` over `items` with at most `limit` at a time; after a failure nothing new starts, and it throws once all have settled. */
export async function pool(items, limit, work) {
  let next = 0;
  let failure;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length && !failure) {
      const i = next++;
      try {
        await work(items[i], i);
      } catch (error) {
        failure ??= error;
      }
    }
  });
  await Promise.all(runners);
  if (failure) throw failure;
}

/** The whole machine's CPU time so far (all cores, ms): busy and total, from /proc/stat. */
export function machineCpu() {
  try {
    const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number);
    const tick = 10; // USER_HZ is 100 on Linux: one tick is 10 ms
    return {
      busy: (user + nice + system + irq + softirq + steal) * tick,
      total: (user + nice + system + idle + iowait + irq + softirq + steal) * tick,
    };
  } catch {
    return null;
  }
}
