/**
 * A small in-memory read cache that is safe beside other writers: it serves only while the
 * change feed is live, its owner invalidates entries from the feed's notifications, and a
 * value loaded while an invalidation happened is returned but not kept (it may predate the
 * write). Entries also expire after `ttlMs`, a backstop should a notification be missed.
 */
import type { ChangeFeed } from '../db/change-feed.ts';

export interface ReadCacheOptions {
  ttlMs: number;
  /** Beyond this many entries the oldest is dropped. */
  maxEntries: number;
}

export class ReadCache<V> {
  readonly #entries = new Map<string, { value: V; expiresAt: number }>();
  readonly #feed: ChangeFeed;
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  #generation = 0;

  constructor(feed: ChangeFeed, { ttlMs, maxEntries }: ReadCacheOptions) {
    this.#feed = feed;
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    if (!this.#feed.live) return load();
    const now = Date.now();
    const hit = this.#entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    const generation = this.#generation;
    const value = await load();
    if (generation === this.#generation && this.#feed.live) {
      this.#entries.delete(key);
      if (this.#entries.size >= this.#maxEntries) {
        this.#entries.delete(this.#entries.keys().next().value!);
      }
      this.#entries.set(key, { value, expiresAt: now + this.#ttlMs });
    }
    return value;
  }

  /** Drops one entry, or every entry when no key is given. */
  invalidate(key?: string): void {
    this.#generation++;
    if (key === undefined) this.#entries.clear();
    else this.#entries.delete(key);
  }
}
