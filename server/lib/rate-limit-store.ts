/**
 * Rate-limit counters, kept in the database (`rate_limits`) so that every server process
 * using it sees them, two processes on one database included (decision 065).
 *
 * A hit is ONE statement: an upsert that starts a fresh window when the row's has ended, or
 * adds one, and returns the count and the time left; several keys hit together (the sign-in
 * limit per client and per account) are one statement too. Ended windows are deleted now
 * and then, at most once per PRUNE_EVERY_MS per process.
 *
 * `CounterRateLimitStore` is the same counter as a @fastify/rate-limit store, so routes
 * keep declaring `config: { rateLimit: {...} }`; each route counts under its own method
 * and URL, as the plugin's in-memory store did.
 */
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';

export interface RateLimitHit {
  key: string;
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  resetInMs: number;
}

const PRUNE_EVERY_MS = 10 * 60_000;

interface HitEntry {
  key: string;
  windowMs: number;
}

/** Counts hits on keys, each key in its own window. */
export interface RateLimitCounter {
  /** Counts one hit on each key (in its own window), in the order given. */
  hit(entries: readonly HitEntry[]): Promise<RateLimitHit[]>;
}

export class DatabaseRateLimitCounter implements RateLimitCounter {
  readonly #db: Database;
  #nextPruneAt = 0;

  constructor(db: Database) {
    this.#db = db;
  }

  /** Counts one hit on each key (distinct keys, each in its own window); one statement. */
  async hit(entries: readonly HitEntry[]): Promise<RateLimitHit[]> {
    this.#pruneNowAndThen();
    const windowEnded = sql`${rateLimits.resetAt} <= now()`;
    const rows = await this.#db
      .insert(rateLimits)
      .values(
        // In key order: two statements on the same keys lock their rows in the same order.
        [...entries]
          .sort((a, b) => (a.key < b.key ? -1 : 1))
          .map(({ key, windowMs }) => ({
            key,
            count: 1,
            resetAt: sql`now() + ${Math.max(1, Math.trunc(windowMs))}::integer * interval '1 millisecond'`,
          })),
      )
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${windowEnded} then 1 else ${rateLimits.count} + 1 end`,
          resetAt: sql`case when ${windowEnded} then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
      })
      .returning({
        key: rateLimits.key,
        count: rateLimits.count,
        resetInMs: sql<number>`ceil(extract(epoch from ${rateLimits.resetAt} - now()) * 1000)::integer`,
      });
    const byKey = new Map(rows.map((row) => [row.key, row]));
    return entries.map(({ key }) => {
      const row = byKey.get(key);
      if (!row) throw new Error(`Rate-limit upsert returned no row for ${key}`);
      return { key, count: row.count, resetInMs: Math.max(0, Number(row.resetInMs)) };
    });
  }

  #pruneNowAndThen() {
    const now = Date.now();
    if (now < this.#nextPruneAt) return;
    this.#nextPruneAt = now + PRUNE_EVERY_MS;
    // Not awaited: a failed clean-up only leaves rows the next hit resets anyway.
    this.#db
      .delete(rateLimits)
      .where(lt(rateLimits.resetAt, sql`now()`))
      .catch(() => {});
  }
}

/** The counter as a @fastify/rate-limit store; `child` gives each route its own namespace. */
export class CounterRateLimitStore implements FastifyRateLimitStore {
  readonly #counter: RateLimitCounter;
  readonly #namespace: string;

  constructor(counter: RateLimitCounter, namespace = 'global') {
    this.#counter = counter;
    this.#namespace = namespace;
  }

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    this.#counter.hit([{ key: `${this.#namespace}:${key}`, windowMs: timeWindow }]).then(
      ([hit]) => callback(null, { current: hit!.count, ttl: hit!.resetInMs }),
      (error: Error) => callback(error),
    );
  }

  /**
   * @fastify/rate-limit passes the route's merged limit options with the route as
   * `routeInfo` (its types say the route options; its own Redis store reads routeInfo too).
   */
  child(options: object) {
    const { routeInfo } = options as { routeInfo?: { method?: string | string[]; url?: string } };
    const { method = '', url = '' } = routeInfo ?? {};
    return new CounterRateLimitStore(this.#counter, `${[method].flat().join(',')} ${url}`);
  }
}

/** A @fastify/rate-limit `store` option (a constructor) bound to one counter. */
export function rateLimitStore(counter: RateLimitCounter) {
  return class extends CounterRateLimitStore {
    constructor() {
      super(counter);
    }
  };
}
