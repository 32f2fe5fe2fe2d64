/** How often the loop is asked to check in while idle; the cost is one timer per tick. */
const TICK_MS = 10;

export type EventLoopLag = {
  /**
   * How long the event loop has been busy in its current turn, beyond the tick: what a request arriving now
   * has already waited before anyone looked at it. Read per request, so the answer is about this moment.
   */
  lagMs(): number;
  stop(): void;
};

/**
 * Lag measured as it happens, not sampled: a burst of 2,000 requests arrives in one turn of the loop, and each
 * one's queries on the embedded database run in that same turn, so a sampler (a timer, a histogram) only speaks
 * once the turn is over, seconds later, and every request of the burst is already accepted.
 */
export function watchEventLoopLag(): EventLoopLag {
  let lastTick = performance.now();
  const timer = setInterval(() => (lastTick = performance.now()), TICK_MS);
  timer.unref();
  return {
    lagMs: () => Math.max(0, performance.now() - lastTick - TICK_MS),
    stop: () => clearInterval(timer),
  };
}
