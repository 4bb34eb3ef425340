/**
 * vitest global setup of the api project: a fresh folder for the suite's logs, checked for
 * credentials once every test file has run (testing/logs.ts). A finding fails the run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findCredentials, TEST_LOG_DIR } from './logs.ts';

export default function setup() {
  const dir = mkdtempSync(path.join(tmpdir(), 'api-logs-'));
  process.env[TEST_LOG_DIR] = dir;
  return () => {
    const { problems, lines } = findCredentials(dir);
    if (problems.length > 0) {
      // vitest reports a teardown error but keeps its exit status: set it ourselves.
      process.exitCode = 1;
      throw new Error(
        `Credentials in the API suite's logs (kept in ${dir}):\n${problems.slice(0, 20).join('\n')}`,
      );
    }
    console.log(`Log check: ${lines} log lines of the API suite, no credential in any.`);
    rmSync(dir, { recursive: true, force: true });
  };
}
