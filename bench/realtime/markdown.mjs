// Renders the real-time fan-out section of docs/benchmarks.md and swaps it in between its markers.
import { writeBenchmarkSection } from '../benchmarks-file.mjs';

const TARGET_SOCKETS = 2000;
const TARGET_P99_MS = 100;

const utcMinute = (d) => d.toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
const n = (v) => Math.round(v).toLocaleString('en');
const ms = (v) => (Number.isFinite(v) ? (v < 10 ? v.toFixed(1) : Math.round(v).toString()) : '—');
const pct = (v) => (v === null || v === undefined ? '—' : `${Math.round(v)}%`);
const kib = (v) => (Number.isFinite(v) ? v.toFixed(1) : '—');

export const NAMES = {
  lunna: 'Lunna, 1 instance',
  'lunna-redis': 'Lunna, 2 instances + Redis',
  rabbitmq: 'RabbitMQ Web-STOMP',
};

const us = (v) => (Number.isFinite(v) ? Math.round(v).toString() : '—');

/** Delivery: what the subscribers saw. */
export function renderTable(run) {
  const lines = [
    '| Broker | Sockets | Deliveries | Lost | Latency p50 / p99 / max (ms) | Delivered/s | SEND→RECEIPT p50 / p99 (ms) |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of run.runs) {
    lines.push(
      `| ${NAMES[r.system]} | ${n(r.n)} | ${n(r.delivered)} | ${n(r.lost)}${r.duplicates ? ` (+${r.duplicates} dup.)` : ''} | ` +
        `${ms(r.latency.p50)} / ${ms(r.latency.p99)} / ${ms(r.latency.max)} | ${n(r.deliveredPerSecond)} | ${ms(r.receipt.p50)} / ${ms(r.receipt.p99)} |`,
    );
  }
  return lines.join('\n');
}

/** Cost: what the broker spent, and how busy the machine was meanwhile. */
export function renderCostTable(run) {
  const lines = [
    '| Broker | Sockets | Checked and stored p50 / p99 (ms) | Fan-out of one message p50 / p99 (ms) | Broker CPU (of one core) | Broker CPU per delivery (µs) | Clients CPU | Everything else | Machine busy (all cores) | RSS / heap per socket (KiB) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of run.runs) {
    const st = r.brokerStats;
    const stored = st ? `${ms(st.beforePublish.p50)} / ${ms(st.beforePublish.p99)}` : '—';
    const fanOut = st ? `${ms(st.fanOutP50Ms)} / ${ms(st.fanOutP99Ms)}` : '—';
    lines.push(
      `| ${NAMES[r.system]} | ${n(r.n)} | ${stored} | ${fanOut} | ${pct(r.brokerCpuPct)} | ${us(perDeliveryUs(r))} | ${pct(r.clientCpuPct)} | ` +
        `${pct(r.othersPct)} | ${pct(r.machineBusyPct)} | ${kib(r.perConnection.rssKiB)} / ${kib(r.perConnection.heapKiB)} |`,
    );
  }
  return lines.join('\n');
}

/** The verdicts on the issue's targets, each with the figures behind it. */
export function targets(run) {
  const find = (system, size) => run.runs.find((r) => r.system === system && r.n === size);
  const verdicts = [];
  const one = find('lunna', TARGET_SOCKETS);
  if (one) {
    const met = one.lost === 0 && one.latency.p99 <= TARGET_P99_MS;
    verdicts.push({
      met,
      text:
        `${n(TARGET_SOCKETS)} sockets on one instance with p99 ≤ ${TARGET_P99_MS} ms: **${met ? 'met' : 'not met'}**` +
        ` (p99 ${ms(one.latency.p99)} ms, ${n(one.lost)} lost` +
        (one.othersPct > run.settings.disturbedPct
          ? `; other work took ${pct(one.othersPct)} of a core meanwhile`
          : '') +
        ').',
    });
  }
  for (const system of ['lunna', 'lunna-redis']) {
    for (const size of run.settings.sizesRun) {
      const ours = find(system, size);
      const reference = find('rabbitmq', size);
      if (!ours || !reference) continue;
      // The offered load is the same; "at least" allows for the 1% the timing of the last delivery moves the rate.
      const met = ours.lost === 0 && ours.deliveredPerSecond >= reference.deliveredPerSecond * 0.99;
      verdicts.push({
        met,
        text:
          `Delivery rate at least RabbitMQ's, ${NAMES[system]}, ${n(size)} sockets: **${met ? 'met' : 'not met'}**` +
          ` (${n(ours.deliveredPerSecond)}/s against ${n(reference.deliveredPerSecond)}/s).`,
      });
    }
  }
  const lost = run.runs.filter((r) => r.lost > 0 || r.duplicates > 0);
  verdicts.push({
    met: lost.length === 0,
    text:
      lost.length === 0
        ? 'No delivery lost or duplicated in any run: **met**.'
        : `Lost or duplicated deliveries: **not met** in ${lost.map((r) => `${NAMES[r.system]} at ${n(r.n)}`).join(', ')}.`,
  });
  return verdicts;
}

const find = (run, system, size) => run.runs.find((r) => r.system === system && r.n === size);
const perDeliveryUs = (r) =>
  r.brokerCpuPct === null || !r.deliveredPerSecond ? NaN : (r.brokerCpuPct * 1e4) / r.deliveredPerSecond;

const than = (a, b, lower, higher) => (a < b ? lower : higher);

/** What the figures say about why, computed from them, so the text stays true to the run it describes. */
function reading(run) {
  const lines = [];
  const sizes = run.settings.sizesRun;
  const largest = Math.max(...sizes);
  const one = find(run, 'lunna', largest);
  if (one?.brokerStats) {
    const st = one.brokerStats;
    const perMessage = st.queries && one.messages ? st.queries / one.messages : NaN;
    lines.push(
      `- **Where a message's time goes in Lunna** (one instance, ${n(largest)} sockets): p50 ${ms(st.beforePublish.p50)} ms` +
        ` (p99 ${ms(st.beforePublish.p99)} ms) from the SEND to the publish, checking the session and the room and storing the message` +
        (Number.isFinite(perMessage)
          ? ` (${Math.round(perMessage)} statements per message, one of them a commit)`
          : '') +
        `; then the broker's loop writes it to every local socket in p50 ${ms(st.fanOutP50Ms)} ms (p99 ${ms(st.fanOutP99Ms)} ms),` +
        ` ${((1000 * st.fanOutP50Ms) / largest).toFixed(1)} µs per socket, during which the server does nothing else. The last socket` +
        ' of a message gets it about the sum of the two after it was sent; its client may still be busy reading the ones before. The' +
        ` clients need more CPU than the broker (${pct(one.clientCpuPct)} of a core against ${pct(one.brokerCpuPct)}).`,
    );
  }
  const target = find(run, 'lunna', TARGET_SOCKETS);
  if (target) {
    const met = target.lost === 0 && target.latency.p99 <= TARGET_P99_MS;
    const st = target.brokerStats;
    const others = Math.max(
      0,
      target.machineBusyPct * run.machine.cores - target.brokerCpuPct - target.clientCpuPct,
    );
    let tail = '';
    if (st) {
      const slowStores = st.beforePublish.p99 > 2 * st.beforePublish.p50;
      tail =
        ` Its tail is the fan-out loop (p99 ${ms(st.fanOutP99Ms)} ms for ${n(TARGET_SOCKETS)} sockets)` +
        (slowStores
          ? `, some messages that took longer to store (the store's p99 is ${ms(st.beforePublish.p99)} ms against a p50 of` +
            ` ${ms(st.beforePublish.p50)} ms)`
          : `, the store (p99 ${ms(st.beforePublish.p99)} ms)`) +
        ` and the clients' own queueing (their event loops' p99 delay: ${ms(target.clientLoopDelayP99Ms)} ms).`;
      if (met && target.latency.p99 > 0.7 * TARGET_P99_MS)
        tail +=
          ' The margin is small: a few slow commits or a busier minute on the machine are enough to pass 100 ms.';
    }
    lines.push(
      `- **The ${n(TARGET_SOCKETS)}-socket target** is ${met ? 'met' : 'not met'} in this run (p99 ${ms(target.latency.p99)} ms).` +
        tail +
        ` While it ran, the broker used ${pct(target.brokerCpuPct)} of a core, the clients ${pct(target.clientCpuPct)}, and PostgreSQL and` +
        ` anything else on the machine ${pct(others)}: the load generator shares the two cores with the broker, and every thread waiting` +
        ' for a core adds to the tail, so the p99 rises when other work takes a core (the "Machine busy" column).',
    );
  }
  const common = sizes.filter((size) => find(run, 'rabbitmq', size) && find(run, 'lunna', size));
  if (common.length > 0) {
    const small = common[0];
    const big = common.at(-1);
    const ls = find(run, 'lunna', small);
    const rs = find(run, 'rabbitmq', small);
    const lb = find(run, 'lunna', big);
    const rb = find(run, 'rabbitmq', big);
    lines.push(
      `- **Against RabbitMQ**: at ${n(small)} sockets RabbitMQ's latency (p50 ${ms(rs.latency.p50)} ms) is` +
        ` ${than(rs.latency.p50, ls.latency.p50, 'lower', 'not lower')} than Lunna's (p50 ${ms(ls.latency.p50)} ms)` +
        (ls.brokerStats && rs.latency.p50 < ls.latency.p50
          ? `, by about the time Lunna takes to store the message before it fans it out (p50 ${ms(ls.brokerStats.beforePublish.p50)} ms);` +
            ' RabbitMQ stores nothing.'
          : '.') +
        (big !== small
          ? ` At ${n(big)} sockets, the most RabbitMQ was measured at, Lunna's p50 / p99 are ${ms(lb.latency.p50)} / ${ms(lb.latency.p99)} ms` +
            ` against ${ms(rb.latency.p50)} / ${ms(rb.latency.p99)} ms, and it delivered ${n(lb.deliveredPerSecond)} messages/s against` +
            ` ${n(rb.deliveredPerSecond)}/s.`
          : '') +
        (lb.deliveredPerSecond >= 0.99 * run.settings.rate * big &&
        rb.deliveredPerSecond >= 0.99 * run.settings.rate * big
          ? ' Both delivered the whole offered load, so the rate target says that both keep up, not which gives out first; the CPU' +
            ' each spends per delivery says more about that.'
          : '') +
        ` Per delivery Lunna spent ${us(perDeliveryUs(lb))} µs of CPU against RabbitMQ's ${us(perDeliveryUs(rb))} µs, and per socket` +
        ` ${kib(lb.perConnection.rssKiB)} KiB of RSS against ${kib(rb.perConnection.rssKiB)} KiB (RabbitMQ gives each Web-STOMP` +
        ' connection several Erlang processes and each subscription a queue).',
    );
  }
  const two = find(run, 'lunna-redis', largest);
  if (two?.brokerStats && one?.brokerStats) {
    lines.push(
      `- **Two instances + Redis** (${n(largest)} sockets): each message crosses Redis once and each instance writes to its half of the` +
        ` sockets (fan-out p50 ${ms(two.brokerStats.fanOutP50Ms)} ms against ${ms(one.brokerStats.fanOutP50Ms)} ms for one instance).` +
        ' On one machine both instances and the load generator share the same two cores, so this shows that fan-out over Redis' +
        ' delivers every message once, not the capacity a second machine would add.',
    );
  }
  return lines;
}

/** Which measurements were taken again because other work on the machine disturbed them. */
function repeatedNote(run) {
  const lines = [];
  const repeated = run.runs.filter((r) => r.disturbed?.length > 0);
  if (repeated.length > 0) {
    const list = repeated
      .map(
        (r) =>
          `${NAMES[r.system]} at ${n(r.n)} sockets (other work took ${r.disturbed.map((d) => pct(d)).join(', then ')} of a core)`,
      )
      .join('; ');
    lines.push(
      `Measured again because other work on the machine took more than ${run.settings.disturbedPct}% of a core during the first attempt: ${list}.`,
    );
  }
  const still = run.runs.filter((r) => r.othersPct > run.settings.disturbedPct);
  if (still.length > 0) {
    lines.push(
      `Disturbed all the same (no repeat left, or the repeat was disturbed too), so their latency says more about the machine than` +
        ` about the broker: ${still.map((r) => `${NAMES[r.system]} at ${n(r.n)} sockets (${pct(r.othersPct)} of a core)`).join('; ')}.`,
    );
  }
  return lines.length > 0 ? [lines.join(' '), ''] : [];
}

export function renderSection(run) {
  const { machine, settings: s } = run;
  const accounts = Math.ceil(Math.max(...s.sizes) / s.socketsPerAccount) + s.senders;
  const rabbit = run.rabbitmq;
  // CPU per delivery at the largest size, one instance: what the load generator and the broker each need.
  const top = find(run, 'lunna', Math.max(...s.sizesRun));
  const clientUs = top ? (top.clientCpuPct * 1e4) / top.deliveredPerSecond : NaN;
  const brokerUs = top ? perDeliveryUs(top) : NaN;
  const lines = [
    "## Real time: the chat's fan-out",
    '',
    `Written by \`npm run bench:realtime\` (\`bench/realtime/run.mjs\`) on ${utcMinute(run.date)}; the whole run took ${Math.round(run.durationS)} s.` +
      ' Everything between the markers is rewritten on each run.',
    '',
    `- **Machine**: Node ${machine.node}, ${machine.cpuModel} × ${machine.cores} cores, ${machine.memGiB} GiB, ${machine.os}. The brokers,` +
      ' PostgreSQL, Redis and the load generator share these cores, as may other work on the machine ("Machine busy" below counts every' +
      ' process; before each measurement the run waits up to 10 s for a quiet second). Compare the brokers with each other, not with' +
      ' figures from another machine.',
    `- **Lunna**: \`bench/realtime/server.ts\` in its own process (\`tsx\`, LOG_LEVEL silent, no job worker) on ${run.database}, a fresh` +
      ` process for every measurement. One school with ${n(accounts)} guardians, each following a child (so the school's room is theirs)` +
      ` and holding a session, seeded straight into the database; each subscribing guardian opens ${s.socketsPerAccount} sockets (the limit` +
      ' is 20 per person per instance). "2 instances": two such processes on two ports, one database and one `REDIS_URL`, half of the' +
      ' subscribers and of the senders on each.',
    `- **RabbitMQ**: ${rabbit ? rabbit.version : 'not measured'} with its Web-STOMP plugin (\`ws://127.0.0.1:15674/ws\`, guest/guest),` +
      ' the subscribers on one `/topic/` destination, the senders publishing to it a body of the same shape and size as the message Lunna' +
      ' delivers.' +
      (rabbit?.limit
        ? ` It accepts at most ${n(rabbit.limit.limit)} sockets here (its open-files limit is ${n(rabbit.limit.ulimit)}, read when it started;` +
          " raising it means restarting it with a higher limit, which the benchmark does not do), so the larger sizes are Lunna's alone" +
          (rabbit.extraSize
            ? ` and ${n(rabbit.extraSize)} sockets, the largest round number it takes, is measured for every broker.`
            : '.')
        : ''),
    `- **Load**: N @stomp/stompjs 7 clients (Node, \`ws\`, heart-beats 10 s, in ${s.clientThreads} worker threads of one process) subscribe and` +
      ` wait for the receipt; ${s.senders} other connections take turns sending ${s.rate} messages per second in all` +
      ` (${s.warmupSeconds} s of warm-up, not measured, then ${s.seconds} s measured: ${n(s.rate * s.seconds)} messages). ${s.rate}/s at` +
      ` ${n(Math.max(...s.sizes))} sockets is ${n(s.rate * Math.max(...s.sizes))} deliveries per second; reading them cost the clients` +
      ` about ${us(clientUs)} µs of CPU each (stompjs parses byte by byte) and Lunna about ${us(brokerUs)} µs, so twice that rate would` +
      " need more than both cores for the clients and the broker together. Lunna's senders SEND `/app/message` `{message, clientId}`: the server checks the session, stores the message in" +
      ' PostgreSQL and only then fans it out.',
    "- **Figures**: each message's text carries its send time. **Latency**: from the SEND leaving the sender to the MESSAGE being handled" +
      ' by a subscriber (one process, one clock), over every measured delivery. **Lost**: deliveries missing when every subscriber should' +
      ' have had every message, warm-up included (after up to 10 s of waiting). **Delivered/s**: measured deliveries over the time from the' +
      ` first measured send to the last delivery; the offered load is ${s.rate} × N. **SEND→RECEIPT**: the sender's wait for the broker's` +
      ' receipt (RabbitMQ: routed to the queues; Lunna with one instance: stored and written to every local socket, as the fan-out runs' +
      " in the SEND's own turn; with Redis: stored and published to Redis). **Checked and stored**: in Lunna, from the SEND leaving the" +
      ' sender to the message being handed to the broker to publish (the session checked, the message stored in PostgreSQL), timed in' +
      ' the server from the send time the message carries. **CPU**: during the measured phase, as a share of one core: the broker (Lunna: its' +
      ' processes, PostgreSQL not included; RabbitMQ: the Erlang VM), the load generator, and everything else (PostgreSQL, Redis and' +
      ' any other process; a measurement where it passed half a core is measured again, a few times at most); "machine busy" is' +
      ' every process on both cores.' +
      " **Fan-out of one message**: Lunna's synchronous loop that writes one message to every local socket, timed inside the" +
      " server. **Memory per socket**: the broker's RSS and heap (Lunna: V8 heap used; RabbitMQ: `erlang:memory(total)`) after a full" +
      ' garbage collection, before connecting and again with N sockets subscribed, the difference divided by N.',
    '',
    renderTable(run),
    '',
    renderCostTable(run),
    '',
    ...repeatedNote(run),
    "At 100 sockets the memory per socket is within the noise of the process's own memory (allocator pages, compiled code; an RSS" +
      ' can even shrink): read it at the larger sizes.',
    '',
  ];
  const skippedSystems = run.skipped.filter((k) => k.n === undefined);
  for (const skip of skippedSystems) lines.push(`Not measured: ${NAMES[skip.system]} — ${skip.reason}.`, '');
  lines.push(
    '**Targets** (from the "Real time" issue; delivery rates within 1% count as equal, the offered load being the same):',
    '',
  );
  for (const v of targets(run)) lines.push(`- ${v.text}`);
  lines.push('', '**Reading**:', '', ...reading(run), '');
  if (run.profile) {
    const p = run.profile;
    const share = (name) => p.categories.find((c) => c.name === name)?.share ?? 0;
    lines.push(
      `**Where Lunna's CPU goes** (V8 CPU profile of the one-instance server over the measured phase at ${n(p.n)} sockets, a separate` +
        ` pass so the profiler is in none of the figures above; the server was busy ${Math.round((100 * p.busyMs) / p.wallMs)}% of the` +
        ' time; self time by part):',
      '',
      '| Part | Share of busy time |',
      '|---|---:|',
      ...p.categories.filter((c) => c.share >= 0.5).map((c) => `| ${c.name} | ${c.share.toFixed(1)}% |`),
      '',
      `The fan-out dominates. \`writev\`, one system call per socket per message (which every broker pays), is` +
        ` ${(p.functions.find((f) => f.name === 'writev')?.share ?? 0).toFixed(0)}% of the busy time. Building the MESSAGE frames` +
        ` (broker and sessions, STOMP frames: ${(share('broker and sessions (routing, MESSAGE headers)') + share('STOMP frames (serialise, parse)')).toFixed(0)}%)` +
        ' is done once per message for what all subscribers share (headers escaped, body counted, text joined); each socket adds only its' +
        ' `subscription` and `message-id`. The database' +
        ` (${share('database (drizzle, pg)').toFixed(0)}%) is a small part of the CPU but most of the time before the fan-out starts: the` +
        ' server is waiting for it, not computing.',
      '',
    );
  }
  return lines.join('\n');
}

export function writeSection(run) {
  writeBenchmarkSection('realtime', renderSection(run));
}
