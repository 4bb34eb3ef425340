/**
 * Throw-away PostgreSQL databases for the resilience suites, on the server of
 * TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test): one fresh, uniquely
 * named database per test, dropped after it (server/testing/database.ts creates them).
 */
import { onTestFinished } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client.ts';
import { createScratchDatabase, type ScratchDatabase } from '../../server/testing/database.ts';

export const POSTGRES_SERVER_URL =
  process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** A new empty database for the current test (the server migrates it when it starts). */
export async function createPostgresDatabase(): Promise<ScratchDatabase> {
  const database = await createScratchDatabase(POSTGRES_SERVER_URL, 'resilience');
  onTestFinished(() => database.drop());
  return database;
}

/** A small pool on `url` for the test's own queries; close it before the test ends. */
export function openPostgres(url: string): Promise<DatabaseHandle> {
  return openDatabase({ kind: 'postgres', url, poolSize: 2 });
}
