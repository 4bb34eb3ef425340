/**
 * Throw-away PostgreSQL databases for the resilience suites, on the run's server
 * (TEST_DATABASE_URL, set by the global setup): one fresh, uniquely named database per
 * test, dropped after it (server/testing/database.ts creates them).
 */
import { onTestFinished } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client.ts';
import {
  createScratchDatabase,
  testServerUrl,
  type ScratchDatabase,
} from '../../server/testing/database.ts';

/** A new empty database for the current test (the server migrates it when it starts). */
export async function createPostgresDatabase(): Promise<ScratchDatabase> {
  const database = await createScratchDatabase(testServerUrl(), 'resilience');
  onTestFinished(() => database.drop());
  return database;
}

/** A small pool on `url` for the test's own queries; close it before the test ends. */
export function openPostgres(url: string): Promise<DatabaseHandle> {
  return openDatabase({ url, poolSize: 2 });
}
