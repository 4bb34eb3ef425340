/**
 * The two ways a server reaches its database, which a resilience suite runs on, behind one
 * shape: the environment a server process needs, and a way for the test to read the data.
 * - `embedded`: the server's own PostgreSQL in its DATA_DIR (no DATABASE_URL), which one
 *   process holds at a time: read it once every server on it has stopped.
 * - `postgres`: a database on the run's PostgreSQL server (DATABASE_URL), as in production.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onTestFinished } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client.ts';
import { openConfiguredDatabase } from '../../server/db/configured.ts';
import { createPostgresDatabase, openPostgres } from './postgres.ts';

export type EngineKind = 'embedded' | 'postgres';
export const ENGINES: readonly EngineKind[] = ['embedded', 'postgres'];

export interface TestDatabase {
  kind: EngineKind;
  /** DATA_DIR (always: the server keeps files there) and DATABASE_URL for `postgres`. */
  env: Record<string, string>;
  /** Opens the data for the test's own queries; close the handle when done. */
  open(): Promise<DatabaseHandle>;
}

function newDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'resilience-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A fresh database of `kind` for the current test, removed after it. */
export async function createTestDatabase(kind: EngineKind): Promise<TestDatabase> {
  const dataDir = newDataDir();
  if (kind === 'embedded') {
    return {
      kind,
      env: { DATA_DIR: dataDir },
      open: () => openConfiguredDatabase({ databaseUrl: undefined, dataDir }),
    };
  }
  const database = await createPostgresDatabase();
  return {
    kind,
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    open: () => openPostgres(database.url),
  };
}
