import { describe, expect, it } from 'vitest';
import { watchDatabase } from './availability';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('watchDatabase', () => {
  it('goes down after failures in a row, and up again by itself when the probe answers', async () => {
    let answering = true;
    const events: string[] = [];
    const watch = watchDatabase({
      intervalMs: 20,
      failuresToOpen: 2,
      probe: async () => {
        if (!answering) throw new Error('timeout exceeded when trying to connect');
      },
      onDown: () => events.push('down'),
      onUp: () => events.push('up'),
    });
    try {
      await wait(100);
      expect(watch.up()).toBe(true);
      answering = false;
      await wait(100);
      expect(watch.up()).toBe(false);
      answering = true;
      await wait(100);
      expect(watch.up()).toBe(true);
      expect(events).toEqual(['down', 'up']);
    } finally {
      watch.stop();
    }
  });

  it('one failed probe among answers is not an outage', async () => {
    let calls = 0;
    const watch = watchDatabase({
      intervalMs: 20,
      probe: async () => {
        if (++calls === 2) throw new Error('slow once');
      },
      onDown: () => {
        throw new Error('must not go down');
      },
      onUp: () => {},
    });
    try {
      await wait(150);
      expect(calls).toBeGreaterThan(3);
      expect(watch.up()).toBe(true);
    } finally {
      watch.stop();
    }
  });
});
