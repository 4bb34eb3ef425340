/**
 * The rate-limit counters, in the database and in memory: hits made at the same moment get
 * the counts they would have had one after the other (in the database, sharing one upsert);
 * a key's window starts over once it has ended. Which one an app gets follows its engine.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { openTestDatabase, testDatabaseKind } from '../testing/database.ts';
import {
  DatabaseRateLimitCounter,
  InMemoryRateLimitCounter,
  rateLimitCounterFor,
  type RateLimitCounter,
} from './rate-limit-store.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const WINDOW = { windowMs: 60_000 };

const counters: [string, () => RateLimitCounter][] = [
  ['DatabaseRateLimitCounter', () => new DatabaseRateLimitCounter(database.db)],
  ['InMemoryRateLimitCounter', () => new InMemoryRateLimitCounter()],
];

describe.each(counters)('%s', (_name, newCounter) => {
  it('counts hits of the same moment on one key one after the other', async () => {
    const counter = newCounter();
    const hits = await Promise.all(
      [1, 2, 3, 4].map(() => counter.hit([{ key: 'same-moment', ...WINDOW }])),
    );
    expect(hits.map(([hit]) => hit!.count)).toEqual([1, 2, 3, 4]);
    const [next] = await counter.hit([{ key: 'same-moment', ...WINDOW }]);
    expect(next!.count).toBe(5);
    expect(next!.resetInMs).toBeGreaterThan(55_000);
    expect(next!.resetInMs).toBeLessThanOrEqual(60_000);
  });

  it('counts each key on its own, several keys of one hit included', async () => {
    const counter = newCounter();
    const [first, second] = await Promise.all([
      counter.hit([
        { key: 'ip:a', ...WINDOW },
        { key: 'account:a', ...WINDOW },
      ]),
      counter.hit([{ key: 'ip:a', ...WINDOW }]),
    ]);
    expect(first.map(({ key, count }) => [key, count])).toEqual([
      ['ip:a', 1],
      ['account:a', 1],
    ]);
    expect(second.map(({ key, count }) => [key, count])).toEqual([['ip:a', 2]]);
  });

  it('starts a new window once the last one has ended, for every hit of the batch', async () => {
    const counter = newCounter();
    await counter.hit([{ key: 'short', windowMs: 1 }]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const hits = await Promise.all([1, 2].map(() => counter.hit([{ key: 'short', ...WINDOW }])));
    expect(hits.map(([hit]) => hit!.count)).toEqual([1, 2]);
  });
});

describe('rateLimitCounterFor', () => {
  const rowsOf = (key: string) =>
    database.db.select().from(rateLimits).where(eq(rateLimits.key, key));

  it(`counts ${testDatabaseKind === 'pglite' ? 'in memory, one counter per PGlite database' : 'in the PostgreSQL database'}`, async () => {
    const first = rateLimitCounterFor(database);
    const second = rateLimitCounterFor(database);
    await first.hit([{ key: 'engine', ...WINDOW }]);
    const [hit] = await second.hit([{ key: 'engine', ...WINDOW }]);
    expect(hit!.count).toBe(2);
    expect(await rowsOf('engine')).toHaveLength(testDatabaseKind === 'pglite' ? 0 : 1);
  });
});
