import { describe, expect, it } from 'vitest';
import { answerWithin } from './answer-within';

describe('answerWithin', () => {
  it('gives the work’s answer when it comes in time', async () => {
    await expect(answerWithin(Promise.resolve('up'), 50, 'down')).resolves.toBe('up');
  });

  it('gives the fallback when the work is late', async () => {
    const never = new Promise<string>(() => {});
    const started = Date.now();
    await expect(answerWithin(never, 30, 'down')).resolves.toBe('down');
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
