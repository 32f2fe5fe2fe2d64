/**
 * Whether the database answers, watched from outside the request path: a probe every `intervalMs`,
 * retried at once when it fails. A single slow probe (a busy moment) is not an outage; `failuresToOpen`
 * failures in a row are. While the database is down, callers are refused at once (no request waits for a
 * connect timeout) and the probe keeps going, so service comes back by itself when it answers again.
 */
export type DatabaseAvailability = {
  up(): boolean;
  /** A request just failed as if the database were away: probe now instead of at the next interval. */
  suspect(): void;
  stop(): void;
};

export type WatchOptions = {
  /** Resolves when the database answered; rejects (within its own timeout) when it did not. */
  probe(): Promise<void>;
  intervalMs: number;
  failuresToOpen?: number;
  onDown(error: unknown): void;
  onUp(downForMs: number): void;
};

export function watchDatabase(options: WatchOptions): DatabaseAvailability {
  const failuresToOpen = options.failuresToOpen ?? 2;
  let up = true;
  let downSince = 0;
  let failures = 0;
  let running = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const schedule = (delayMs: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void check(), delayMs);
    timer.unref();
  };

  const check = async () => {
    if (running || stopped) return;
    running = true;
    let failed = false;
    try {
      await options.probe();
      failures = 0;
      if (!up) {
        up = true;
        options.onUp(Date.now() - downSince);
      }
    } catch (error) {
      failed = true;
      failures++;
      if (up && failures >= failuresToOpen) {
        up = false;
        downSince = Date.now();
        options.onDown(error);
      }
    } finally {
      running = false;
    }
    // Confirm a first failure at once; once down, keep probing at the interval.
    schedule(failed && up ? 0 : options.intervalMs);
  };

  schedule(options.intervalMs);
  return {
    up: () => up,
    suspect: () => {
      if (!running) schedule(0);
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
