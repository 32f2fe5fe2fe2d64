import { LRUCache } from 'lru-cache';
import type { Clock } from '../../../lib/clock';
import type { Actor } from '../../../lib/actor';

/** How long a looked-up session is trusted without asking the database again. */
export const SESSION_CACHE_MS = 5_000;
const MAX_ENTRIES = 20_000;

type Entry = { actor: Actor; liveUntil: number };

/**
 * The sessions this instance looked up in the last SESSION_CACHE_MS, by token hash, so a page's burst of
 * API calls asks the database once. An entry is dropped at once when the person's sessions end or change
 * (`invalidateUser`, called on this instance and, through the sessions' cross-instance word, on every
 * other); it is never used past the session's own end or idle limit by the app's clock.
 */
export class SessionCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly byUser = new Map<string, Set<string>>();
  /**
   * Bumped by every invalidation: a lookup that started before one may have read the old row, so its
   * answer is not stored (it is still answered: it raced the change, as it would without a cache).
   */
  private epoch = 0;

  constructor(
    private readonly clock: Clock,
    ttlMs = SESSION_CACHE_MS,
  ) {
    this.entries = new LRUCache<string, Entry>({
      max: MAX_ENTRIES,
      ttl: ttlMs,
      dispose: (entry, key) => this.unindex(entry.actor.usuarioId, key),
    });
  }

  get(tokenHash: string): Actor | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (this.clock.now().getTime() >= entry.liveUntil) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.actor;
  }

  /** The current epoch, to pass back to `set` after the lookup. */
  begin(): number {
    return this.epoch;
  }

  set(tokenHash: string, actor: Actor, liveUntil: Date, startedAt: number): void {
    if (startedAt !== this.epoch) return;
    this.entries.set(tokenHash, { actor, liveUntil: liveUntil.getTime() });
    let keys = this.byUser.get(actor.usuarioId);
    if (!keys) this.byUser.set(actor.usuarioId, (keys = new Set()));
    keys.add(tokenHash);
  }

  invalidateUser(usuarioId: string): void {
    this.epoch++;
    const keys = this.byUser.get(usuarioId);
    if (!keys) return;
    for (const key of [...keys]) this.entries.delete(key);
    this.byUser.delete(usuarioId);
  }

  private unindex(usuarioId: string, key: string) {
    const keys = this.byUser.get(usuarioId);
    if (!keys) return;
    keys.delete(key);
    if (keys.size === 0) this.byUser.delete(usuarioId);
  }
}
