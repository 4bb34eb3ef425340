/**
 * One Drizzle database for both engines: embedded PGlite (default, persisted in a
 * directory or in memory) or a node-postgres pool when a PostgreSQL URL is given.
 */
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { forDrizzle } from './pglite-parsers.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The database inside `db.transaction(async (tx) => …)`. */
export type DatabaseTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseTarget =
  | {
      kind: 'pglite';
      dataDir: string | null;
      /** Start from this dump of a data directory (PGlite's dumpDataDir) instead of initdb. */
      loadDataDir?: Blob;
    }
  | { kind: 'postgres'; url: string; poolSize?: number };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseTarget['kind'];
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * PGlite's PostgreSQL keeps its default 128 MB of shared buffers in the process's memory;
 * 32 MB holds this application's working set and takes ~110 MB off the idle RSS and
 * ~100 ms off the start (docs/decisions/051-start-up-time-and-memory.md).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/**
 * The extensions the migrations create, loaded by every PGlite that opens this database
 * (PGlite ships them as separate bundles): pg_trgm for the leads inbox's search (0006).
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** application_name of the server's PostgreSQL connections. */
const POSTGRES_APPLICATION_NAME = 'diligence-platform';

/** How long a PostgreSQL connection (or a free pooled one) is waited for. */
const CONNECT_TIMEOUT_MS = 5_000;

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      // A database that stops answering (network cut) fails requests with a 503 after this
      // long instead of holding them forever (decision 077).
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // Connections stay open while the process runs, named, so that `npm run db:restore`
      // sees a running server in pg_stat_activity (decision 076).
      idleTimeoutMillis: 0,
      application_name: POSTGRES_APPLICATION_NAME,
    });
    // An idle client that loses its connection must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePostgres(pool),
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => pool.end(),
    };
  }
  const options = {
    startParams: PGLITE_START_PARAMS,
    loadDataDir: target.loadDataDir,
    extensions: PGLITE_EXTENSIONS,
  };
  const client = target.dataDir
    ? await PGlite.create(target.dataDir, options)
    : await PGlite.create(options);
  const db = drizzlePglite({ client: forDrizzle(client), schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}

/**
 * Key of the session-level advisory lock that migrations run under: replicas starting
 * together (and `npm run db:migrate`) take turns, so each migration is applied once and the
 * others find nothing left to do. Drizzle's migrator alone reads the last applied migration
 * before its transaction, so two at once would both apply the first pending one.
 */
const MIGRATION_LOCK_KEY = 727_406_512;

async function migratePostgres(pool: pg.Pool): Promise<void> {
  // One connection holds the lock and runs the migrations (a pool of one cannot give two).
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client }), { migrationsFolder });
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    client.release();
  } catch (error) {
    // Destroyed rather than returned to the pool: closing the connection frees the lock.
    client.release(error as Error);
    throw error;
  }
}
