/**
 * A fresh, migrated database for one test file: a new database on the PostgreSQL server
 * named by TEST_DATABASE_URL, copied from the template that database-template.ts migrated
 * once for the run, and dropped afterwards. Without TEST_DATABASE_URL in the shell, the
 * suite's global setup starts an embedded PostgreSQL for the run and names it there.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';

/** Where database-template.ts names the migrated template. */
export const TEMPLATE_ENV = 'TEST_DATABASE_TEMPLATE';

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

/** Creates an empty (or `template`'s copy), uniquely named database on `serverUrl`'s server. */
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

/** The PostgreSQL server the tests use (set by the global setup when the shell has none). */
export function testServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run the tests through vitest');
  return url;
}

export async function openTestDatabase(): Promise<DatabaseHandle> {
  const template = process.env[TEMPLATE_ENV];
  const scratch = await createScratchDatabase(testServerUrl(), 'test', template);
  const handle = await openDatabase({ url: scratch.url, poolSize: 5 });
  if (!template) await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}
