/**
 * Group commit for a hot write: the calls that arrive while one statement is in flight are
 * written together by the next one. On PGlite a statement's fixed cost (~0.3-1 ms of CPU:
 * the extended-protocol round trips into WebAssembly and the driver's result handling)
 * dwarfs a row's (~20 µs), so ten visitors sending the contact form at once cost about
 * what two cost one by one (docs/decisions/081-batched-hot-writes.md).
 *
 * A lone call is written at once (after the current I/O phase, so the calls read from other
 * sockets in the same phase join it); no timer, no waiting for a batch to fill. Each caller
 * gets the result for its own item, and only once the statement carrying it has completed:
 * an acknowledged write is a stored one. When the statement fails, every call in it fails
 * with that error (the items are validated beforehand, so a failure is the database's, not
 * one item's).
 */
interface Waiting<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

export function batchedWrites<Item, Result>(
  /** Writes the items in ONE statement and returns one result per item, in their order. */
  write: (items: Item[]) => Promise<Result[]>,
  { maxBatch = 100 }: { maxBatch?: number } = {},
): (item: Item) => Promise<Result> {
  let queue: Waiting<Item, Result>[] = [];
  let draining = false;

  async function drain() {
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      try {
        const results = await write(batch.map(({ item }) => item));
        if (results.length !== batch.length) {
          throw new Error(`A batched write returned ${results.length} results for ${batch.length}`);
        }
        batch.forEach(({ resolve }, index) => resolve(results[index]!));
      } catch (error) {
        for (const { reject } of batch) reject(error);
      }
    }
    draining = false;
  }

  return (item) =>
    new Promise<Result>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (draining) return;
      draining = true;
      setImmediate(() => void drain());
    });
}
