/** ReadCache: serves only while the feed is live, and never keeps a value that raced a write. */
import { describe, expect, it } from 'vitest';
import { ChangeFeed } from '../db/change-feed.ts';
import { ReadCache } from './read-cache.ts';

function liveFeed() {
  const feed = new ChangeFeed();
  feed.setLive(true);
  return feed;
}

function counter() {
  let loads = 0;
  return {
    load: async () => ++loads,
    get loads() {
      return loads;
    },
  };
}

describe('ReadCache', () => {
  it('loads once and serves the kept value until the key is invalidated', async () => {
    const cache = new ReadCache<number>(liveFeed(), { ttlMs: 60_000, maxEntries: 10 });
    const source = counter();
    expect(await cache.get('a', source.load)).toBe(1);
    expect(await cache.get('a', source.load)).toBe(1);
    cache.invalidate('a');
    expect(await cache.get('a', source.load)).toBe(2);
  });

  it('does not serve while the feed is not live', async () => {
    const feed = new ChangeFeed();
    const cache = new ReadCache<number>(feed, { ttlMs: 60_000, maxEntries: 10 });
    const source = counter();
    await cache.get('a', source.load);
    await cache.get('a', source.load);
    expect(source.loads).toBe(2);
  });

  it('returns but does not keep a value loaded while an invalidation happened', async () => {
    const cache = new ReadCache<string>(liveFeed(), { ttlMs: 60_000, maxEntries: 10 });
    let release!: () => void;
    const slow = cache.get('a', () => new Promise((resolve) => (release = () => resolve('old'))));
    cache.invalidate('a');
    release();
    expect(await slow).toBe('old');
    expect(await cache.get('a', async () => 'new')).toBe('new');
  });

  it('expires entries after the TTL and keeps at most maxEntries', async () => {
    const expiring = new ReadCache<number>(liveFeed(), { ttlMs: 20, maxEntries: 10 });
    const source = counter();
    await expiring.get('a', source.load);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await expiring.get('a', source.load)).toBe(2);

    const small = new ReadCache<string>(liveFeed(), { ttlMs: 60_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await small.get(key, async () => key);
    expect(await small.get('a', async () => 'reloaded')).toBe('reloaded');
    expect(await small.get('c', async () => 'reloaded')).toBe('c');
  });
});
