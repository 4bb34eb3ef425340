/** batchedWrites: calls that arrive while a write runs share the next one; each gets its own result. */
import { describe, expect, it } from 'vitest';
import { batchedWrites } from './batched-writes.ts';

/** A write that records its batches and finishes when `release()` is called. */
function recordingWrite() {
  const batches: number[][] = [];
  const pending: (() => void)[] = [];
  const write = (items: number[]) => {
    batches.push(items);
    return new Promise<string[]>((resolve) =>
      pending.push(() => resolve(items.map((item) => `row ${item}`))),
    );
  };
  const release = () => pending.shift()?.();
  return { batches, write, release };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('batchedWrites', () => {
  it('writes the calls of one moment in one statement, each answered with its own result', async () => {
    const { batches, write, release } = recordingWrite();
    const insert = batchedWrites(write);
    const answers = Promise.all([insert(1), insert(2), insert(3)]);
    await settle();
    release();
    expect(await answers).toEqual(['row 1', 'row 2', 'row 3']);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('answers a call only once its statement has completed, and queues the next calls behind it', async () => {
    const { batches, write, release } = recordingWrite();
    const insert = batchedWrites(write);
    let firstDone = false;
    const first = insert(1).then((result) => {
      firstDone = true;
      return result;
    });
    await settle();
    const later = [insert(2), insert(3)];
    await settle();
    expect(firstDone).toBe(false);
    expect(batches).toEqual([[1]]);

    release();
    expect(await first).toBe('row 1');
    await settle();
    expect(batches).toEqual([[1], [2, 3]]);
    release();
    expect(await Promise.all(later)).toEqual(['row 2', 'row 3']);
  });

  it('fails every call of a failed statement, and goes on with the next batch', async () => {
    let calls = 0;
    const insert = batchedWrites(async (items: number[]) => {
      calls += 1;
      if (calls === 1) throw new Error('database gone');
      return items.map((item) => item * 10);
    });
    const failed = [insert(1), insert(2)].map((answer) => answer.catch((error: Error) => error));
    await settle();
    const next = insert(3);
    expect((await Promise.all(failed)).map((error) => String(error))).toEqual([
      'Error: database gone',
      'Error: database gone',
    ]);
    expect(await next).toBe(30);
  });

  it('writes at most maxBatch items per statement', async () => {
    const sizes: number[] = [];
    const insert = batchedWrites(
      async (items: number[]) => {
        sizes.push(items.length);
        return items;
      },
      { maxBatch: 2 },
    );
    expect(await Promise.all([1, 2, 3, 4, 5].map(insert))).toEqual([1, 2, 3, 4, 5]);
    expect(sizes).toEqual([2, 2, 1]);
  });

  it('fails the calls when the write returns a result per item it did not get', async () => {
    const insert = batchedWrites(async () => ['only one']);
    const answers = [insert(1), insert(2)].map((answer) => answer.catch((error: Error) => error));
    for (const error of await Promise.all(answers)) {
      expect(String(error)).toMatch(/returned 1 results for 2/);
    }
  });
});
