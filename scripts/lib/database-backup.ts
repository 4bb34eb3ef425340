/**
 * `npm run db:backup [file]` and `npm run db:restore <file> [--yes]` (decision 076): the
 * database the server would use (server/config.ts: DATABASE_URL, else PGlite in DATA_DIR),
 * as one file.
 *
 * - PGlite: a gzipped tarball of the data directory (PGlite's `dumpDataDir`), restored with
 *   its `loadDataDir` into a new directory that then replaces the old one (kept beside it).
 * - PostgreSQL: a plain SQL dump (`pg_dump`), restored with `psql` in one transaction after
 *   dropping the application's schemas (`public`, `drizzle`).
 *
 * Neither runs on a database a server holds when that can be seen: PGlite's lock file names
 * a live process, or PostgreSQL lists other sessions on the database.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { AppConfig } from '../../server/config.ts';
import { PGLITE_EXTENSIONS } from '../../server/db/client.ts';
import { lockPglite, pgliteDirOf } from '../../server/db/pglite-lock.ts';

/** A problem to print as one line, exit status 1. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export type Engine = 'pglite' | 'postgres';

export function engineOf(config: Pick<AppConfig, 'databaseUrl'>): Engine {
  return config.databaseUrl ? 'postgres' : 'pglite';
}

/** backups/<engine>-<UTC time>.<tar.gz|sql>, relative to the working directory. */
export function defaultBackupFile(engine: Engine, now = new Date()): string {
  const stamp = now.toISOString().replace(/\..*$/, '').replaceAll(':', '-');
  return path.join('backups', `${engine}-${stamp}.${engine === 'pglite' ? 'tar.gz' : 'sql'}`);
}

const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);
const PG_DUMP_HEADER = '--\n-- PostgreSQL database dump';

/** Which engine a backup file was made on, from its first bytes. */
function backupEngineOf(file: string): Engine | null {
  const head = readFileSync(file).subarray(0, 64);
  if (head.subarray(0, 2).equals(GZIP_MAGIC)) return 'pglite';
  if (head.toString('utf8').startsWith(PG_DUMP_HEADER)) return 'postgres';
  return null;
}

/** Checks that `file` is a backup this configuration can restore. */
export function checkBackupFile(file: string, engine: Engine): void {
  if (!existsSync(file)) throw new BackupError(`No such backup file: ${file}`);
  const made = backupEngineOf(file);
  if (made === null) {
    throw new BackupError(
      `${file} is not a backup of this application (neither a PGlite tar.gz nor a pg_dump SQL file).`,
    );
  }
  if (made !== engine) {
    throw new BackupError(
      made === 'pglite'
        ? `${file} is a PGlite backup, but DATABASE_URL names a PostgreSQL database: unset DATABASE_URL to restore it into DATA_DIR.`
        : `${file} is a PostgreSQL (pg_dump) backup, but DATABASE_URL is not set: set it to the database to restore into.`,
    );
  }
}

// ---- PGlite ---------------------------------------------------------------------------

function hasPgliteDatabase(dataDir: string): boolean {
  return existsSync(path.join(pgliteDirOf(dataDir), 'PG_VERSION'));
}

/** Runs `work` holding DATA_DIR's PGlite, so no server opens it meanwhile. */
async function withPgliteLock<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  const release = lockPglite(dataDir);
  try {
    return await work();
  } finally {
    release();
  }
}

export async function backupPglite(dataDir: string, file: string): Promise<void> {
  if (!hasPgliteDatabase(dataDir)) {
    throw new BackupError(`There is no database in ${pgliteDirOf(dataDir)} to back up.`);
  }
  await withPgliteLock(dataDir, async () => {
    const database = await PGlite.create(pgliteDirOf(dataDir), { extensions: PGLITE_EXTENSIONS });
    try {
      const dump = await database.dumpDataDir('gzip');
      await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await database.close();
    }
  });
}

/**
 * Loads the tarball into DATA_DIR/pglite.restoring, checks it opens, then swaps it in; the
 * database it replaces is kept as DATA_DIR/pglite.before-restore-<time>. Returns that path
 * (null when there was none).
 */
export async function restorePglite(dataDir: string, file: string): Promise<string | null> {
  return withPgliteLock(dataDir, async () => {
    const target = pgliteDirOf(dataDir);
    const staging = `${target}.restoring`;
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    const tarball = new File([readFileSync(file)], 'backup.tar.gz', { type: 'application/gzip' });
    const database = await PGlite.create(staging, {
      loadDataDir: tarball,
      extensions: PGLITE_EXTENSIONS,
    });
    try {
      await database.query('select 1');
    } finally {
      await database.close();
    }
    let kept: string | null = null;
    if (existsSync(target)) {
      kept = `${target}.before-restore-${new Date().toISOString().replaceAll(':', '-')}`;
      renameSync(target, kept);
    }
    renameSync(staging, target);
    return kept;
  });
}

// ---- PostgreSQL -----------------------------------------------------------------------

/**
 * The newest `name` (pg_dump, psql): on PATH, else under /usr/lib/postgresql/<version>/bin
 * (Debian's layout when the client is installed without its PATH links).
 */
function findPostgresTool(name: 'pg_dump' | 'psql'): string {
  const onPath = spawnSync(name, ['--version'], { encoding: 'utf8' });
  if (onPath.status === 0) return name;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((entry) => /^\d+$/.test(entry))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    const candidate = path.join(root, version, 'bin', name);
    if (existsSync(candidate)) return candidate;
  }
  throw new BackupError(
    `${name} was not found on PATH or under /usr/lib/postgresql/*/bin: install the PostgreSQL client tools (Debian: apt-get install postgresql-client) at the server's major version or newer.`,
  );
}

function run(tool: string, args: string[]): void {
  const result = spawnSync(tool, args, { encoding: 'utf8' });
  if (result.error) throw new BackupError(`${tool} could not run: ${result.error.message}`);
  if (result.status !== 0) {
    const output = (result.stderr || result.stdout).trim().split('\n').slice(-5).join('\n');
    throw new BackupError(`${path.basename(tool)} failed (exit ${result.status}):\n${output}`);
  }
}

export function backupPostgres(url: string, file: string): void {
  run(findPostgresTool('pg_dump'), [
    '--format=plain',
    '--no-owner',
    '--no-privileges',
    `--file=${file}`,
    `--dbname=${url}`,
  ]);
}

/** Other sessions on the database of `url` (a running server keeps its connections open). */
export async function otherSessions(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ pid: number; application_name: string }>(
      `select pid, application_name from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return result.rows.map((row) => `pid ${row.pid} (${row.application_name || 'no name'})`);
  } finally {
    await client.end();
  }
}

/** The schemas the application's migrations create; the restore replaces them whole. */
const WIPE_SQL =
  'DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;';

export function restorePostgres(url: string, file: string): void {
  run(findPostgresTool('psql'), [
    '--no-psqlrc',
    '--quiet',
    '--set=ON_ERROR_STOP=1',
    '--single-transaction',
    `--command=${WIPE_SQL}`,
    `--file=${file}`,
    `--dbname=${url}`,
  ]);
}
