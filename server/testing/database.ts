/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped afterwards).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';

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
): Promise<ScratchDatabase> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
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

export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    await handle.migrate();
    return handle;
  }
  const scratch = await createScratchDatabase(serverUrl);
  const handle = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 5 });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}
