/**
 * What the resilience helpers start for a test file and must stop after it: servers, fakes,
 * proxies, balancers. The suites share one worker and its modules (isolate: false in
 * vitest.config.ts), so a helper that called afterAll when first imported would clean up
 * after the first file only; it registers here instead, and setup.ts stops these after every
 * file. What lives for one test (a database, a data directory) uses vitest's onTestFinished.
 */
type Cleanup = () => unknown;

const afterFile: Cleanup[] = [];

export function cleanUpAfterFile(cleanup: Cleanup): void {
  afterFile.push(cleanup);
}

/** Runs and forgets every registered cleanup, side by side; one that fails stops none of the others. */
export async function cleanUpFile(): Promise<void> {
  const results = await Promise.allSettled(afterFile.splice(0).map(async (cleanup) => cleanup()));
  const errors = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
  if (errors.length > 0) throw new AggregateError(errors, 'A resilience cleanup failed');
}
