/**
 * The rate-limit counter in the database: hits made at the same moment each get their own
 * count; a key's window starts over once it has ended; two counters on one database (two
 * server processes) count together.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { openTestDatabase } from '../testing/database.ts';
import { DatabaseRateLimitCounter } from './rate-limit-store.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const WINDOW = { windowMs: 60_000 };

describe('DatabaseRateLimitCounter', () => {
  const newCounter = () => new DatabaseRateLimitCounter(database.db);

  it('gives hits of the same moment on one key one count each', async () => {
    const counter = newCounter();
    const hits = await Promise.all(
      [1, 2, 3, 4].map(() => counter.hit([{ key: 'same-moment', ...WINDOW }])),
    );
    expect(hits.map(([hit]) => hit!.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4]);
    const [next] = await counter.hit([{ key: 'same-moment', ...WINDOW }]);
    expect(next!.count).toBe(5);
    expect(next!.resetInMs).toBeGreaterThan(55_000);
    expect(next!.resetInMs).toBeLessThanOrEqual(60_000);
  });

  it('counts each key on its own, several keys of one hit included', async () => {
    const counter = newCounter();
    const first = await counter.hit([
      { key: 'ip:a', ...WINDOW },
      { key: 'account:a', ...WINDOW },
    ]);
    const second = await counter.hit([{ key: 'ip:a', ...WINDOW }]);
    expect(first.map(({ key, count }) => [key, count])).toEqual([
      ['ip:a', 1],
      ['account:a', 1],
    ]);
    expect(second.map(({ key, count }) => [key, count])).toEqual([['ip:a', 2]]);
  });

  it('starts a new window once the last one has ended', async () => {
    const counter = newCounter();
    await counter.hit([{ key: 'short', windowMs: 1 }]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const [hit] = await counter.hit([{ key: 'short', ...WINDOW }]);
    expect(hit!.count).toBe(1);
  });

  it('counts together with another counter on the same database', async () => {
    await newCounter().hit([{ key: 'two-processes', ...WINDOW }]);
    const [hit] = await newCounter().hit([{ key: 'two-processes', ...WINDOW }]);
    expect(hit!.count).toBe(2);
  });
});
