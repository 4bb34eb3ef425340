/**
 * `npm run db:backup [file]` and `npm run db:restore <file> [--yes]` (decision 076): the
 * database the server would use (server/config.ts: DATABASE_URL, else the embedded
 * PostgreSQL in DATA_DIR), as one file: a logical dump read through the connection, no
 * pg_dump needed (logical-backup.ts), restored in one transaction into the application's
 * schemas (`public`, `drizzle`), dropped and migrated again first.
 *
 * Neither runs on a database a server holds when that can be seen: the embedded
 * PostgreSQL's lock names a live server, or PostgreSQL lists other sessions on the database.
 */
import { closeSync, existsSync, openSync, readSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { BackupError, isLogicalBackup } from './logical-backup.ts';

/** backups/<UTC time>.copy.gz, relative to the working directory. */
export function defaultBackupFile(now = new Date()): string {
  const stamp = now.toISOString().replace(/\..*$/, '').replaceAll(':', '-');
  return path.join('backups', `${stamp}.copy.gz`);
}

const PG_DUMP_HEADER = '--\n-- PostgreSQL database dump';

/** Checks that `file` is a backup this version can restore. */
export function checkBackupFile(file: string): void {
  if (!existsSync(file)) throw new BackupError(`No such backup file: ${file}`);
  const buffer = Buffer.alloc(4096);
  const fd = openSync(file, 'r');
  const head = buffer.subarray(0, readSync(fd, buffer, 0, buffer.length, 0));
  closeSync(fd);
  if (isLogicalBackup(head)) return;
  if (head.toString('utf8').startsWith(PG_DUMP_HEADER)) {
    // What db:backup wrote before it stopped needing pg_dump (decision 128).
    throw new BackupError(
      `${file} is a plain SQL dump (pg_dump), which db:restore no longer loads: load it with psql of the same major version, psql --single-transaction -v ON_ERROR_STOP=1 -c 'DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public' -f ${file} "$DATABASE_URL"`,
    );
  }
  throw new BackupError(
    `${file} is not a backup of this version of the application (a data directory backed up by an earlier release is restored with that release, then moved with npm run db:import-pglite).`,
  );
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
