/**
 * The two database engines a resilience suite runs on, behind one shape: the environment a
 * server process needs, and a way for the test to read the data afterwards.
 * PGlite is one process's database: read it only once every server on it has stopped.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onTestFinished } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client.ts';
import { PGLITE_TEMPLATE_ENV } from './global-setup.ts';
import { createPostgresDatabase, openPostgres } from './postgres.ts';

export type EngineKind = 'pglite' | 'postgres';
export const ENGINES: readonly EngineKind[] = ['pglite', 'postgres'];

export interface TestDatabase {
  kind: EngineKind;
  /** DATA_DIR (always: the server keeps files there) and DATABASE_URL for PostgreSQL. */
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
  if (kind === 'pglite') {
    const template = process.env[PGLITE_TEMPLATE_ENV];
    if (!template) throw new Error(`${PGLITE_TEMPLATE_ENV} is not set: run the resilience project`);
    cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
    return {
      kind,
      env: { DATA_DIR: dataDir },
      // server/main.ts keeps PGlite in DATA_DIR/pglite.
      open: () => openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }),
    };
  }
  const database = await createPostgresDatabase();
  return {
    kind,
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    open: () => openPostgres(database.url),
  };
}
