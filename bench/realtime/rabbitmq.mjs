// RabbitMQ with its Web-STOMP plugin, the reference broker: whether it is there, turning the plugin on for the run
// (and off again afterwards when it was off), and reading its memory, CPU time and queues.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

export const WEB_STOMP_URL = 'ws://127.0.0.1:15674/ws';
const PLUGIN = 'rabbitmq_web_stomp';

function run(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8', timeout: 60_000 });
  if (result.error) throw result.error;
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')}: ${(result.stderr || result.stdout).trim()}`);
  return result.stdout.trim();
}

/** Kernel clock ticks per second, the unit of /proc/<pid>/stat's CPU times. */
let clockTicks;
const ticksPerSecond = () => (clockTicks ??= Number(run('getconf', ['CLK_TCK'])) || 100);

const evalErlang = (expression) => run('rabbitmqctl', ['eval', expression]);

function portOpen(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(1_000);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Ready to be measured, or why not. `enabledByUs` says the plugin was off and is turned on for this run;
 * `restore()` turns it off again in that case.
 */
export async function prepareRabbitmq() {
  let enabled;
  try {
    enabled = run('rabbitmq-plugins', ['list', '-q', '-e', '-m']).split(/\s+/);
  } catch (error) {
    return { ok: false, reason: `rabbitmq-plugins is not available (${error.message.split('\n')[0]})` };
  }
  let enabledByUs = false;
  if (!enabled.includes(PLUGIN)) {
    try {
      run('rabbitmq-plugins', ['enable', PLUGIN]);
      enabledByUs = true;
    } catch (error) {
      return { ok: false, reason: `could not enable ${PLUGIN} (${error.message.split('\n')[0]})` };
    }
  }
  const restore = () => {
    if (enabledByUs) run('rabbitmq-plugins', ['disable', PLUGIN]);
  };
  const deadline = Date.now() + 30_000;
  while (!(await portOpen(15674))) {
    if (Date.now() > deadline) {
      restore();
      return { ok: false, reason: 'Web-STOMP did not start listening on 127.0.0.1:15674' };
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  try {
    const pid = Number(JSON.parse(evalErlang('os:getpid().')));
    const version = run('rabbitmqctl', ['version']);
    const otp = JSON.parse(evalErlang('erlang:system_info(otp_release).'));
    fs.accessSync(`/proc/${pid}/status`, fs.constants.R_OK);
    return { ok: true, enabledByUs, restore, pid, version: `${version} (Erlang/OTP ${otp})` };
  } catch (error) {
    restore();
    return { ok: false, reason: `cannot read RabbitMQ's memory and CPU (${error.message.split('\n')[0]})` };
  }
}

/** The broker VM after a garbage collection of every Erlang process: its RSS and what the VM has allocated. */
export function rabbitmqMemory(pid) {
  const total = Number(
    evalErlang('[erlang:garbage_collect(P) || P <- erlang:processes()], erlang:memory(total).'),
  );
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKiB = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
  return { rss: rssKiB * 1024, heap: total };
}

/** CPU time of the broker VM so far, in ms. */
export function rabbitmqCpuMs(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which is in parentheses); utime and stime are the 14th and 15th fields.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond();
}

/** The queues Web-STOMP made for subscriptions to /topic/ destinations (exclusive, auto-delete). */
export function subscriptionQueues() {
  return run('rabbitmqctl', ['list_queues', '-q', '--no-table-headers', 'name'])
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith('stomp-subscription-'));
}

/** How many sockets the broker takes (it refuses connections past this), how many are free, and its open-files limit. */
export function rabbitmqSocketLimit() {
  const status = JSON.parse(run('rabbitmqctl', ['status', '--formatter', 'json']));
  const { sockets_limit: limit, sockets_used: used } = status.file_descriptors;
  const ulimit = Number(evalErlang('file_handle_cache:ulimit().'));
  return { limit, free: limit - used, ulimit };
}
