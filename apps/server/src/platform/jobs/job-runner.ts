import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { systemClock, type Clock } from '../../lib/clock';
import { jobRepository } from './job.repository';

export type JobHandler = (payload: Record<string, unknown>, now: Date) => Promise<void>;

const BATCH = 20;
export const MAX_TRIES = 5;
/** How often a polling instance deletes old finished jobs (every instance may: the deletes do not conflict). */
const PRUNE_EVERY_MS = 60 * 60_000;

export type JobRunner = {
  /** Runs every job due at `now` (only of these types, when given); returns how many ran. Tests call it directly with a chosen time. */
  runDue(now?: Date, tipos?: string[]): Promise<number>;
  /** Asks for a run soon (after a job was scheduled for now). */
  kick(): void;
  start(): void;
  stop(): Promise<void>;
};

/**
 * Polls the job table. A handler that throws is retried with a growing delay, up to MAX_TRIES times;
 * the error text is kept on the row (handlers never put personal data in their messages).
 */
export function createJobRunner(
  db: Db,
  handlers: Record<string, JobHandler>,
  log: FastifyBaseLogger,
  pollMs: number,
  clock: Clock = systemClock,
): JobRunner {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = true;

  async function runOnce(now: Date, tipos?: string[]): Promise<number> {
    let ran = 0;
    for (;;) {
      const jobs = await jobRepository.claimDue(db, now, BATCH, tipos);
      for (const row of jobs) {
        const handler = handlers[row.tipo];
        try {
          if (!handler) throw new Error(`no handler for job type ${row.tipo}`);
          await handler(row.payload, now);
          await jobRepository.complete(db, row.id);
        } catch (err) {
          const message = err instanceof Error ? err.message : String(err);
          const retryAt =
            row.tentativas < MAX_TRIES ? new Date(now.getTime() + 2 ** row.tentativas * 30_000) : null;
          log.error({ job: row.id, tipo: row.tipo, err: message }, 'job failed');
          await jobRepository.fail(db, row.id, message, retryAt);
        }
        ran++;
      }
      if (jobs.length < BATCH) return ran;
    }
  }

  const runDue = (now = clock.now(), tipos?: string[]) => {
    // One run at a time per instance; a second caller waits for the current one, then runs again.
    const next = (running ?? Promise.resolve(0)).catch(() => 0).then(() => runOnce(now, tipos));
    running = next;
    return next;
  };

  let lastPruneAt = -Infinity;
  async function pruneIfDue() {
    const now = clock.now();
    if (now.getTime() - lastPruneAt < PRUNE_EVERY_MS) return;
    lastPruneAt = now.getTime();
    const deleted = await jobRepository.pruneFinished(db, now);
    if (deleted > 0) log.info({ deleted }, 'old finished jobs deleted');
  }

  let inTick = false;
  let again = false;
  const schedule = (ms: number) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, ms);
  };
  function tick() {
    if (stopped) return;
    inTick = true;
    runDue()
      .then(pruneIfDue)
      .catch((err: unknown) =>
        log.error({ err: err instanceof Error ? err.message : String(err) }, 'job poll failed'),
      )
      .finally(() => {
        inTick = false;
        if (stopped) return;
        schedule(again ? 0 : pollMs);
        again = false;
      });
  }

  return {
    runDue,
    kick() {
      if (stopped) return;
      if (inTick) again = true;
      else schedule(0);
    },
    start() {
      if (pollMs <= 0 || !stopped) return;
      stopped = false;
      schedule(pollMs);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => 0);
    },
  };
}
