/**
 * Where "now" comes from. Everything time-based (attendance, pickup reminders, absence alerts, jobs)
 * asks the clock, so tests and browser journeys can set the time instead of sleeping.
 */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock offset from real time: set to an instant, it keeps passing from there. Tests and browser
 * journeys use it, so code that still reads the system time stays consistent with it until it is set.
 */
export type OffsetClock = Clock & { set(at: Date): void; advance(ms: number): void; reset(): void };

export function createOffsetClock(): OffsetClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    set: (d) => {
      offset = d.getTime() - Date.now();
    },
    advance: (ms) => {
      offset += ms;
    },
    reset: () => {
      offset = 0;
    },
  };
}
