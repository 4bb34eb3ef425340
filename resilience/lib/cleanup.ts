/**
 * What the resilience helpers start and must stop: after the test that made it (a database,
 * a data directory) or after the test file (servers, fakes, proxies, balancers). The suites
 * share one worker and its modules (isolate: false in vitest.config.ts), so a helper that
 * called afterAll when first imported would clean up after the first file only; it registers
 * here instead, and setup.ts runs these after every test and every file.
 */
type Cleanup = () => unknown;

const afterTest: Cleanup[] = [];
const afterFile: Cleanup[] = [];

export function cleanUpAfterTest(cleanup: Cleanup): void {
  afterTest.push(cleanup);
}

export function cleanUpAfterFile(cleanup: Cleanup): void {
  afterFile.push(cleanup);
}

/** Runs and forgets every cleanup of `list`, side by side; one that fails stops none of the others. */
async function drain(list: Cleanup[]): Promise<void> {
  const results = await Promise.allSettled(list.splice(0).map(async (cleanup) => cleanup()));
  const errors = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
  if (errors.length > 0) throw new AggregateError(errors, 'A resilience cleanup failed');
}

export const cleanUpTest = () => drain(afterTest);
export const cleanUpFile = () => drain(afterFile);
