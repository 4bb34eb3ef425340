/**
 * The Drizzle database on a node-postgres pool: the embedded PostgreSQL's
 * (server/db/embedded-postgres.ts) or DATABASE_URL's (server/db/configured.ts picks).
 */
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The database inside `db.transaction(async (tx) => …)`. */
export type DatabaseTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseTarget {
  url: string;
  poolSize?: number;
}

export interface DatabaseHandle {
  db: Database;
  /** The pool under `db` (the job queue runs its own SQL on it). */
  pool: pg.Pool;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** application_name of the server's PostgreSQL connections. */
const POSTGRES_APPLICATION_NAME = 'diligence-platform';

/** How long a PostgreSQL connection (or a free pooled one) is waited for. */
const CONNECT_TIMEOUT_MS = 5_000;

export async function openDatabase({
  url,
  poolSize = 10,
}: DatabaseTarget): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
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
  const db = drizzle({ client: pool, schema });
  return {
    db,
    pool,
    migrate: () => migratePostgres(pool),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => pool.end(),
  };
}

/**
 * Key of the session-level advisory lock that migrations run under: replicas starting
 * together (and `npm run db:migrate`) take turns, so each migration is applied once and the
 * others find nothing left to do. Drizzle's migrator alone reads the last applied migration
 * before its transaction, so two at once would both apply the first pending one.
 */
const MIGRATION_LOCK_KEY = 727_406_512;

/**
 * Runs `work` while one pooled connection holds the session-level advisory lock `key`, so
 * processes doing the same work take turns; `work` is given that connection.
 */
export async function withAdvisoryLock<T>(
  pool: pg.Pool,
  key: number,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    const result = await work(client);
    await client.query('select pg_advisory_unlock($1)', [key]);
    client.release();
    return result;
  } catch (error) {
    // Destroyed rather than returned to the pool: closing the connection frees the lock.
    client.release(error as Error);
    throw error;
  }
}

// One connection holds the lock and runs the migrations (a pool of one cannot give two).
const migratePostgres = (pool: pg.Pool) =>
  withAdvisoryLock(pool, MIGRATION_LOCK_KEY, (client) =>
    migrate(drizzle({ client }), { migrationsFolder }),
  );
