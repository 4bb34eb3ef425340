/**
 * Rate-limit counters, kept where every process using the database sees them (issue 11,
 * "two processes, one database"; decision 127):
 * - on PostgreSQL, which several server processes may share, in the database
 *   (`rate_limits`, `DatabaseRateLimitCounter`);
 * - on PGlite, which only the process that opened it can use, in that process's memory, one
 *   counter per database (`rateLimitCounterFor`). That spares every limited request a
 *   statement in the embedded engine, the most expensive part of a contact request.
 *
 * In the database, a hit is ONE statement: an upsert that starts a fresh window when the
 * row's has ended, or adds one, and returns the count and the time left. Several keys hit
 * together (the sign-in limit per client and per account), and the hits of requests that
 * arrive while an upsert runs, are still one statement (lib/batched-writes.ts). Ended
 * windows are deleted now and then, at most once per PRUNE_EVERY_MS per process.
 *
 * `CounterRateLimitStore` is the same counter as a @fastify/rate-limit store, so routes
 * keep declaring `config: { rateLimit: {...} }`; each route counts under its own method
 * and URL, as the plugin's in-memory store did.
 */
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { batchedWrites } from './batched-writes.ts';

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
  /** Hits made while an upsert runs share the next one (lib/batched-writes.ts). */
  readonly #hitOne: (entry: HitEntry) => Promise<RateLimitHit>;

  constructor(db: Database) {
    this.#db = db;
    this.#hitOne = batchedWrites((entries: HitEntry[]) => this.#upsert(entries));
  }

  /** Counts one hit on each key (in its own window); one database statement. */
  async hit(entries: readonly HitEntry[]): Promise<RateLimitHit[]> {
    this.#pruneNowAndThen();
    return Promise.all(entries.map((entry) => this.#hitOne(entry)));
  }

  /**
   * One upsert for a batch of hits. A key hit n times in the batch gets n at once, and its
   * hits are given the counts they would have had one after the other (…, total - 1, total).
   */
  async #upsert(entries: HitEntry[]): Promise<RateLimitHit[]> {
    const perKey = new Map<string, { windowMs: number; hits: number }>();
    for (const { key, windowMs } of entries) {
      const seen = perKey.get(key);
      if (seen) seen.hits += 1;
      else perKey.set(key, { windowMs, hits: 1 });
    }
    const windowEnded = sql`${rateLimits.resetAt} <= now()`;
    const rows = await this.#db
      .insert(rateLimits)
      .values(
        [...perKey].map(([key, { windowMs, hits }]) => ({
          key,
          count: hits,
          resetAt: sql`now() + ${Math.max(1, Math.trunc(windowMs))}::integer * interval '1 millisecond'`,
        })),
      )
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${windowEnded} then excluded.count else ${rateLimits.count} + excluded.count end`,
          resetAt: sql`case when ${windowEnded} then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
      })
      .returning({
        key: rateLimits.key,
        count: rateLimits.count,
        resetInMs: sql<number>`ceil(extract(epoch from ${rateLimits.resetAt} - now()) * 1000)::integer`,
      });
    const byKey = new Map(rows.map((row) => [row.key, row]));
    const given = new Map<string, number>();
    return entries.map(({ key }) => {
      const row = byKey.get(key);
      if (!row) throw new Error(`Rate-limit upsert returned no row for ${key}`);
      const before = given.get(key) ?? 0;
      given.set(key, before + 1);
      const count = row.count - perKey.get(key)!.hits + before + 1;
      return { key, count, resetInMs: Math.max(0, Number(row.resetInMs)) };
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

/** The same counts in this process's memory: for a database only this process can open. */
export class InMemoryRateLimitCounter implements RateLimitCounter {
  readonly #windows = new Map<string, { count: number; resetAt: number }>();
  #nextPruneAt = 0;

  hit(entries: readonly HitEntry[]): Promise<RateLimitHit[]> {
    const now = Date.now();
    this.#pruneNowAndThen(now);
    return Promise.resolve(
      entries.map(({ key, windowMs }) => {
        let window = this.#windows.get(key);
        if (!window || window.resetAt <= now) {
          window = { count: 0, resetAt: now + Math.max(1, Math.trunc(windowMs)) };
          this.#windows.set(key, window);
        }
        window.count += 1;
        return { key, count: window.count, resetInMs: window.resetAt - now };
      }),
    );
  }

  #pruneNowAndThen(now: number) {
    if (now < this.#nextPruneAt) return;
    this.#nextPruneAt = now + PRUNE_EVERY_MS;
    for (const [key, { resetAt }] of this.#windows) if (resetAt <= now) this.#windows.delete(key);
  }
}

const inMemoryCounters = new WeakMap<DatabaseHandle, InMemoryRateLimitCounter>();

/**
 * The counter for the limits of the app on `database`: on PostgreSQL the database's own
 * (`stored`, which the app may share with its one-time marks); on PGlite one in memory,
 * shared by every app on that database in this process (tests run two apps on one database
 * to stand for two processes).
 */
export function rateLimitCounterFor(
  database: DatabaseHandle,
  stored = new DatabaseRateLimitCounter(database.db),
): RateLimitCounter {
  if (database.kind === 'postgres') return stored;
  let counter = inMemoryCounters.get(database);
  if (!counter) {
    counter = new InMemoryRateLimitCounter();
    inMemoryCounters.set(database, counter);
  }
  return counter;
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
