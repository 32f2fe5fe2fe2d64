// Reads a V8 CPU profile (.cpuprofile) of the server and says where its busy time went: self time by part of the
// stack (STOMP encoding, WebSocket writes, the database driver, …) and the busiest functions. Idle time is left out.

const CATEGORIES = [
  ['garbage collection', (f) => f.functionName === '(garbage collector)'],
  ['STOMP frames (serialise, parse)', (f) => f.url.includes('realtime/stomp-frame')],
  [
    'broker and sessions (routing, MESSAGE headers)',
    (f) => /realtime\/(broker|stomp-session|stomp-connections|ws-transport|chat-gateway)/.test(f.url),
  ],
  ['ws (WebSocket framing, socket writes)', (f) => f.url.includes('node_modules/ws/')],
  [
    'Redis (ioredis)',
    (f) => f.url.includes('node_modules/ioredis') || f.url.includes('node_modules/redis-parser'),
  ],
  [
    'database (drizzle, pg)',
    (f) => /node_modules\/(drizzle-orm|pg|pg-protocol|pg-pool|postgres-array|pg-types)\//.test(f.url),
  ],
  ['chat service and access checks', (f) => f.url.includes('contexts/')],
  ['validation (zod)', (f) => f.url.includes('node_modules/zod')],
  [
    'Node streams and net',
    (f) => /^node:(internal\/)?(stream|net|internal\/streams|internal\/stream_base_commons)/.test(f.url),
  ],
  ['other Node internals', (f) => f.url.startsWith('node:')],
  ['native (writes, JSON, strings)', (f) => f.url === '' && !f.functionName.startsWith('(')],
  ['(program)', (f) => f.functionName === '(program)'],
];

export function summariseProfile(profile) {
  const selfMs = new Map();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i];
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  }
  const categories = new Map();
  const functions = new Map();
  let busy = 0;
  for (const [id, ms] of selfMs) {
    const frame = byId.get(id).callFrame;
    if (frame.functionName === '(idle)') continue;
    busy += ms;
    const category = CATEGORIES.find(([, test]) => test(frame))?.[0] ?? 'other application code';
    categories.set(category, (categories.get(category) ?? 0) + ms);
    const file = frame.url.replace(/^.*\/(node_modules\/|apps\/server\/src\/)/, '$1');
    const name =
      `${frame.functionName || '(anonymous)'} ${file ? `(${file}:${frame.lineNumber + 1})` : ''}`.trim();
    functions.set(name, (functions.get(name) ?? 0) + ms);
  }
  const wallMs = (profile.endTime - profile.startTime) / 1000;
  const ranked = (map, count) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => ({ name, ms, share: (100 * ms) / busy }));
  return { wallMs, busyMs: busy, categories: ranked(categories, 12), functions: ranked(functions, 12) };
}
