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
import { CHANGE_CHANNEL, ChangeFeed } from './change-feed.ts';
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
  /** Notifications of writes by any process (server/db/change-feed.ts). */
  changes: ChangeFeed;
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
    const changes = new ChangeFeed();
    const db = drizzlePg({ client: pool, schema });
    const listener = await listenOnPostgres(target.url, changes);
    return {
      db,
      kind: 'postgres',
      changes,
      migrate: () => migratePostgres(pool),
      ping: async () => void (await db.execute(sql`select 1`)),
      close: async () => {
        await listener.stop();
        await pool.end();
      },
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
  // PGlite is in this process: its notifications cannot be lost, the feed is always live.
  const changes = new ChangeFeed();
  await client.listen(CHANGE_CHANNEL, (payload) => changes.publish(payload));
  changes.setLive(true);
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    changes,
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

const LISTENER_RETRY_MS = 1000;

/**
 * One dedicated connection LISTENing on the change channel. When it is lost the feed goes
 * dark (caches stop serving) and it reconnects every second until the server is back.
 */
async function listenOnPostgres(url: string, changes: ChangeFeed) {
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  const lostClients = new WeakSet<pg.Client>();

  const lost = (client: pg.Client) => {
    if (lostClients.has(client)) return;
    lostClients.add(client);
    if (current === client) current = null;
    client.end().catch(() => {});
    changes.setLive(false);
    if (!stopped) retry = setTimeout(() => void connect(), LISTENER_RETRY_MS).unref();
  };

  const connect = async () => {
    const client = new pg.Client({
      connectionString: url,
      application_name: POSTGRES_APPLICATION_NAME,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // A silently dropped connection is noticed by the OS within a few seconds.
      keepAlive: true,
      keepAliveInitialDelayMillis: 5_000,
    });
    client.on('notification', (message) => changes.publish(message.payload ?? null));
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch {
      lost(client);
      return;
    }
    if (stopped) return void client.end().catch(() => {});
    current = client;
    changes.setLive(true);
  };

  await connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const client = current;
      current = null;
      if (client) {
        lostClients.add(client);
        await client.end().catch(() => {});
      }
    },
  };
}
