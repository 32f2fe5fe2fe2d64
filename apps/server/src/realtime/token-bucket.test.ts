import { describe, expect, it } from 'vitest';
import { TokenBuckets } from './token-bucket';

describe('TokenBuckets', () => {
  it('lets a burst through, then refuses until tokens come back at the refill rate', () => {
    let now = 0;
    const buckets = new TokenBuckets(3, 2, () => now);
    expect([1, 2, 3, 4].map(() => buckets.take('ana'))).toEqual([true, true, true, false]);
    now += 499;
    expect(buckets.take('ana')).toBe(false);
    now += 1;
    expect(buckets.take('ana')).toBe(true);
    expect(buckets.take('ana')).toBe(false);
  });

  it('keeps one bucket per key, never above its capacity', () => {
    let now = 0;
    const buckets = new TokenBuckets(2, 1, () => now);
    expect([buckets.take('ana'), buckets.take('ana'), buckets.take('ana')]).toEqual([true, true, false]);
    expect(buckets.take('bia')).toBe(true);
    now += 60_000;
    expect([buckets.take('ana'), buckets.take('ana'), buckets.take('ana')]).toEqual([true, true, false]);
  });

  it('forgets a key: it starts again full', () => {
    const buckets = new TokenBuckets(1, 0, () => 0);
    expect(buckets.take('ana')).toBe(true);
    expect(buckets.take('ana')).toBe(false);
    buckets.forget('ana');
    expect(buckets.take('ana')).toBe(true);
  });
});
