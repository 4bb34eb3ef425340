/**
 * A fresh, migrated database for one test file: PGlite by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped afterwards). Each
 * is a copy of the template that database-template.ts migrated once for the run, or, when
 * a test runs without that setup, made and migrated from scratch.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';

/** Where database-template.ts names the migrated template of each engine. */
export const TEMPLATE_ENV = {
  pglite: 'TEST_PGLITE_TEMPLATE',
  postgres: 'TEST_POSTGRES_TEMPLATE',
} as const;

/**
 * Where test PGlite data directories go: in memory, where the system has a tmpfs for it. On
 * disk, PostgreSQL's writes made the API suite slower than loading a dump of the template
 * into PGlite's own memory did (88 s against 85 s; 69 s in /dev/shm).
 */
export const PGLITE_SCRATCH_ROOT = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();

export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  name: string;
  /** The new database's URL (the server's URL with the new name). */
  url: string;
  /** Drops it, closing any connection still open to it. */
  drop(): Promise<void>;
}

/** Creates an empty, uniquely named database on the PostgreSQL server of `serverUrl`. */
export async function createScratchDatabase(
  serverUrl: string,
  prefix = 'test',
  template?: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const copy = template ? ` TEMPLATE ${template}` : '';
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}${copy}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      withAdminClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      ).then(() => undefined),
  };
}

/**
 * A new migrated PGlite data directory, for test databases (here and in the resilience
 * suites) to start as copies of; the caller removes it.
 */
export async function createPgliteTemplate(prefix: string): Promise<string> {
  const dir = mkdtempSync(path.join(PGLITE_SCRATCH_ROOT, prefix));
  const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
  await handle.migrate();
  await handle.close();
  return dir;
}

/** The handle, whose close() also removes what the test database was made in. */
function removedOnClose(handle: DatabaseHandle, remove: () => unknown): DatabaseHandle {
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await remove();
    },
  };
}

export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = process.env[TEMPLATE_ENV.pglite];
    if (template) {
      const dataDir = mkdtempSync(path.join(PGLITE_SCRATCH_ROOT, 'pglite-test-'));
      cpSync(template, dataDir, { recursive: true });
      const handle = await openDatabase({ kind: 'pglite', dataDir });
      return removedOnClose(handle, () => rmSync(dataDir, { recursive: true, force: true }));
    }
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    await handle.migrate();
    return handle;
  }
  const template = process.env[TEMPLATE_ENV.postgres];
  const scratch = await createScratchDatabase(serverUrl, 'test', template);
  const handle = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 5 });
  if (!template) await handle.migrate();
  return removedOnClose(handle, () => scratch.drop());
}
