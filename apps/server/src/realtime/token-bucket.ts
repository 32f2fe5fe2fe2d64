/**
 * How often each person may send: a bucket of `capacity` tokens per key, refilled at `refillPerSecond`.
 * A burst (a few quick messages) passes; a flood empties the bucket and is refused.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly capacity: number,
    private readonly refillPerSecond: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one token; false when the bucket is empty. */
  take(key: string): boolean {
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.capacity, at: now };
    const refilled = Math.min(
      this.capacity,
      bucket.tokens + ((now - bucket.at) / 1000) * this.refillPerSecond,
    );
    const allowed = refilled >= 1;
    this.buckets.set(key, { tokens: allowed ? refilled - 1 : refilled, at: now });
    return allowed;
  }

  /** Drops a key's bucket (its person left), so the map does not grow with everyone who ever connected. */
  forget(key: string): void {
    this.buckets.delete(key);
  }
}
