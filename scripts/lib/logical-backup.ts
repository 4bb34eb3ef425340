/**
 * The PostgreSQL backup of `npm run db:backup` / `db:restore` (decisions 076 and 128): a
 * logical dump read and written through an ordinary connection (node-postgres and
 * pg-copy-streams), so no pg_dump or psql binary, of any version, is needed.
 *
 * The file (format version 1) is one gzip stream of UTF-8 text:
 *   - line 1, a JSON header (BackupHeader): the format and its version, the last applied
 *     migration, and every table with its columns, row count and sequence positions;
 *   - then, per table of the header and in its order, the table's rows in COPY's text format
 *     (one row a line, tab-separated, `\N` for null, backslash escapes) and a line `\.`,
 *     PostgreSQL's own end-of-data marker (as in pg_dump's plain format). No row is `\.`:
 *     COPY writes a backslash in a value as `\\`.
 * `zcat file | head -1` shows the header.
 */
import { createReadStream, createWriteStream, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pipeline as pipelineCallback, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { constants, createGunzip, createGzip, gunzipSync } from 'node:zlib';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

/** A problem to print as one line, exit status 1. */
export class BackupError extends Error {
  override name = 'BackupError';
}

const FORMAT = 'diligence-platform/logical-backup';
const VERSION = 1;
const END_OF_DATA = '\\.\n';

/** The application's schemas: its tables, and drizzle's record of the applied migrations. */
const SCHEMAS = ['public', 'drizzle'];

export const MIGRATIONS_FOLDER = fileURLToPath(
  new URL('../../server/db/migrations', import.meta.url),
);

interface TableHeader {
  schema: string;
  name: string;
  /** The stored columns, in COPY's order (generated columns are computed again). */
  columns: string[];
  rows: number;
  /** Per serial or identity column: the value its sequence would hand out next. */
  sequences: Record<string, string>;
}

export interface BackupHeader {
  format: typeof FORMAT;
  version: typeof VERSION;
  createdAt: string;
  /** The server's version (server_version). */
  server: string;
  /** The last row of drizzle.__drizzle_migrations, and its file's name when known. */
  migration: { createdAt: number; hash: string; tag: string | null };
  tables: TableHeader[];
}

interface CatalogTable {
  schema: string;
  name: string;
  columns: { name: string; sequence: string | null }[];
}

/**
 * What a dump reads from: a connection's queries and its COPY … TO STDOUT. Usually a pg
 * client (`dumpDatabase`); `npm run db:import-pglite` reads an earlier release's database
 * through it.
 */
export interface DumpSource {
  query<T>(text: string, values?: unknown[]): Promise<{ rows: T[] }>;
  /** The rows of `target` (a table and its column list) in COPY's text format. */
  copyOut(target: string): AsyncIterable<Buffer | string>;
}

type Queries = Pick<DumpSource, 'query'>;

/** The tables of SCHEMAS with their stored columns and each column's owned sequence. */
async function catalogTables(client: Queries): Promise<CatalogTable[]> {
  const result = await client.query<CatalogTable>(
    `select n.nspname as schema, c.relname as name,
            json_agg(json_build_object(
              'name', a.attname,
              'sequence', pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname)
            ) order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                          and a.attgenerated = ''
      where n.nspname = any($1) and c.relkind = 'r'
      group by n.nspname, c.relname
      order by n.nspname, c.relname`,
    [SCHEMAS],
  );
  return result.rows;
}

const quoted = (table: { schema: string; name: string }) =>
  `${pg.escapeIdentifier(table.schema)}.${pg.escapeIdentifier(table.name)}`;

const columnList = (columns: string[]) => columns.map((c) => pg.escapeIdentifier(c)).join(', ');

/** The file name (tag) of each migration, by its `when` (drizzle's created_at). */
function migrationTags(migrationsFolder: string): Map<number, string> {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number; tag: string }[] };
  return new Map(journal.entries.map((entry) => [entry.when, entry.tag]));
}

/** What went wrong, as one line: a BackupError as it is, anything else after `what`. */
function oneLine(error: unknown, what: string): BackupError {
  return error instanceof BackupError
    ? error
    : new BackupError(`${what}: ${error instanceof Error ? error.message : String(error)}`);
}

async function connect(url: string, purpose: string): Promise<pg.Client> {
  // Named, so that a restore's check of other sessions says what it found.
  const client = new pg.Client({ connectionString: url, application_name: `db:${purpose}` });
  await client.connect().catch((error: unknown) => {
    throw oneLine(error, 'Could not connect to the database');
  });
  return client;
}

// ---- Dump -----------------------------------------------------------------------------

/**
 * Writes the database at `url` to `file` (through `file`.partial, renamed when complete).
 * May run while servers write: everything is read in one REPEATABLE READ snapshot.
 */
export async function dumpDatabase(
  url: string,
  file: string,
  options: { migrationsFolder?: string } = {},
): Promise<BackupHeader> {
  const client = await connect(url, 'backup');
  try {
    return await dumpFrom(
      {
        query: async <T>(text: string, values?: unknown[]) => ({
          rows: (await client.query(text, values)).rows as T[],
        }),
        copyOut: (target) => client.query(copyTo(`COPY ${target} TO STDOUT`)),
      },
      file,
      options,
    );
  } finally {
    await client.end();
  }
}

/** As dumpDatabase, from any source that answers SQL and COPY. */
export async function dumpFrom(
  client: DumpSource,
  file: string,
  { migrationsFolder = MIGRATIONS_FOLDER } = {},
): Promise<BackupHeader> {
  const partial = `${file}.partial`;
  try {
    // Every query below sees the same snapshot, taken by the first: the tables agree with
    // each other as of one moment, whatever the servers commit meanwhile.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const tables = await catalogTables(client);
    if (!tables.some((table) => table.schema === 'drizzle')) {
      throw new BackupError('The database has no applied migrations: there is nothing to back up.');
    }
    // As pg_dump: no table is altered or dropped under the dump (a migration waits for it).
    await client.query(`LOCK TABLE ${tables.map(quoted).join(', ')} IN ACCESS SHARE MODE`);

    const last = await client.query<{ created_at: string; hash: string }>(
      'select created_at, hash from drizzle.__drizzle_migrations order by created_at desc limit 1',
    );
    if (!last.rows[0]) throw new BackupError('The database has no applied migrations.');
    const createdAt = Number(last.rows[0].created_at);
    const header: BackupHeader = {
      format: FORMAT,
      version: VERSION,
      createdAt: new Date().toISOString(),
      server: (await client.query<{ server_version: string }>('show server_version')).rows[0]!
        .server_version,
      migration: {
        createdAt,
        hash: last.rows[0].hash,
        tag: migrationTags(migrationsFolder).get(createdAt) ?? null,
      },
      tables: [],
    };
    for (const table of tables) {
      const count = await client.query<{ rows: number }>(
        `select count(*)::int as rows from ${quoted(table)}`,
      );
      const sequences: Record<string, string> = {};
      for (const column of table.columns) {
        if (!column.sequence) continue;
        // Sequences are outside the snapshot: this position is at or past every id in it.
        const position = await client.query<{ next: string }>(
          `select case when is_called then last_value + 1 else last_value end as next from ${column.sequence}`,
        );
        sequences[column.name] = position.rows[0]!.next;
      }
      header.tables.push({
        schema: table.schema,
        name: table.name,
        columns: table.columns.map((column) => column.name),
        rows: count.rows[0]!.rows,
        sequences,
      });
    }

    async function* text() {
      yield `${JSON.stringify(header)}\n`;
      for (const table of header.tables) {
        yield* client.copyOut(`${quoted(table)} (${columnList(table.columns)})`);
        yield END_OF_DATA;
      }
    }
    await pipeline(text(), createGzip(), createWriteStream(partial));
    await client.query('COMMIT');
    renameSync(partial, file);
    return header;
  } catch (error) {
    rmSync(partial, { force: true });
    throw oneLine(error, 'The backup failed');
  }
}

// ---- Load -----------------------------------------------------------------------------

/** Whether a file's first bytes start a backup of this format (gzip, then our header). */
export function isLogicalBackup(head: Buffer): boolean {
  try {
    // Z_SYNC_FLUSH: the first bytes of a stream inflate without its end.
    const text = gunzipSync(head, { finishFlush: constants.Z_SYNC_FLUSH });
    return text.toString('utf8').startsWith(`{"format":"${FORMAT}"`);
  } catch {
    return false;
  }
}

const NEWLINE = 0x0a;
const END_MARKER = Buffer.from(END_OF_DATA);
const END_LINE = Buffer.from(`\n${END_OF_DATA}`);

/** Reads the decompressed text: the header line, then one table's rows at a time. */
class BackupReader {
  private buffer: Buffer = Buffer.alloc(0);
  private readonly text: Readable;
  private readonly chunks: AsyncIterator<Buffer>;

  constructor(file: string) {
    // Callback pipeline: an error of either stream fails the iteration below.
    this.text = pipelineCallback(createReadStream(file), createGunzip(), () => {});
    this.chunks = this.text[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  }

  close(): void {
    this.text.destroy();
  }

  /** Appends the next decompressed chunk; false at the end of the file. */
  private async more(): Promise<boolean> {
    const next = await this.chunks.next();
    if (next.done) return false;
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, next.value]) : next.value;
    return true;
  }

  private async moreOrFail(): Promise<void> {
    if (!(await this.more())) throw new BackupError('The backup file ends too early (truncated).');
  }

  async line(): Promise<string> {
    let end: number;
    while ((end = this.buffer.indexOf(NEWLINE)) < 0) await this.moreOrFail();
    const line = this.buffer.subarray(0, end).toString('utf8');
    this.buffer = this.buffer.subarray(end + 1);
    return line;
  }

  /** The next table's rows, in chunks of whole lines, up to and without its `\.` line. */
  async *rows(): AsyncGenerator<Buffer> {
    // The buffer always starts at the start of a line.
    for (;;) {
      if (this.buffer.subarray(0, END_MARKER.length).equals(END_MARKER)) {
        this.buffer = this.buffer.subarray(END_MARKER.length);
        return;
      }
      const end = this.buffer.indexOf(END_LINE);
      if (end >= 0) {
        yield this.buffer.subarray(0, end + 1);
        this.buffer = this.buffer.subarray(end + END_LINE.length);
        return;
      }
      const lastNewline = this.buffer.lastIndexOf(NEWLINE);
      if (lastNewline >= 0) {
        yield this.buffer.subarray(0, lastNewline + 1);
        this.buffer = this.buffer.subarray(lastNewline + 1);
      }
      await this.moreOrFail();
    }
  }

  async expectEnd(): Promise<void> {
    if (this.buffer.length > 0 || (await this.more())) {
      throw new BackupError('The backup file has data after its last table (damaged).');
    }
  }
}

function parseHeader(line: string): BackupHeader {
  let header: Partial<Record<keyof BackupHeader, unknown>>;
  try {
    header = JSON.parse(line) as typeof header;
  } catch {
    throw new BackupError('The backup file is damaged: its header does not read.');
  }
  if (header.format !== FORMAT) throw new BackupError('This is not a backup of this application.');
  if (header.version !== VERSION) {
    throw new BackupError(
      `The backup is in format version ${String(header.version)}; this version of the application reads version ${VERSION}.`,
    );
  }
  return header as BackupHeader;
}

/**
 * This code's migrations up to the backup's last one: the schema the rows were read from.
 * Later migrations are left to the server's start, which applies them to the restored rows.
 */
function migrationsOf(header: BackupHeader, migrationsFolder: string) {
  const migrations = readMigrationFiles({ migrationsFolder });
  const last = migrations.findIndex((m) => m.folderMillis === header.migration.createdAt);
  if (last < 0) {
    throw new BackupError(
      `The backup was made at migration ${header.migration.tag ?? header.migration.createdAt}, which this version of the application does not have: restore it with the version that made it, or a newer one.`,
    );
  }
  return migrations.slice(0, last + 1);
}

/**
 * Replaces the application's schemas in the database at `url` with the backup in `file`, in
 * one transaction: a restore that fails changes nothing.
 */
export async function loadDatabase(
  url: string,
  file: string,
  { migrationsFolder = MIGRATIONS_FOLDER } = {},
): Promise<BackupHeader> {
  const reader = new BackupReader(file);
  try {
    const line = await reader.line().catch((error: unknown) => {
      throw oneLine(error, 'The backup file does not read');
    });
    const header = parseHeader(line);
    return await load(url, reader, header, migrationsOf(header, migrationsFolder));
  } finally {
    reader.close();
  }
}

async function load(
  url: string,
  reader: BackupReader,
  header: BackupHeader,
  migrations: MigrationMeta[],
): Promise<BackupHeader> {
  const client = await connect(url, 'restore');
  try {
    await client.query('BEGIN');
    // An empty database: tables that exist only in the current one go too.
    await client.query(
      'DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public',
    );
    // The migrations as drizzle's migrator runs them (its statements, in order; its own
    // table, whose rows come from the backup). Not the migrator itself: it commits on its
    // own, and cannot stop at the backup's migration.
    await client.query(
      'CREATE SCHEMA drizzle; CREATE TABLE drizzle.__drizzle_migrations (id serial PRIMARY KEY, hash text NOT NULL, created_at bigint)',
    );
    for (const migration of migrations) {
      for (const statement of migration.sql) await client.query(statement);
    }
    // The rows go in as they were read: no foreign-key checks (one snapshot holds no
    // dangling reference) and no triggers (they would write the derived columns again).
    await client.query('SET LOCAL session_replication_role = replica').catch((error: unknown) => {
      throw new BackupError(
        `Restoring needs a role that may set session_replication_role (a superuser, or from PostgreSQL 15 GRANT SET ON PARAMETER session_replication_role): ${(error as Error).message}`,
      );
    });
    for (const table of header.tables) {
      const copy = client.query(
        copyFrom(`COPY ${quoted(table)} (${columnList(table.columns)}) FROM STDIN`),
      );
      await pipeline(reader.rows(), copy);
      if (copy.rowCount !== table.rows) {
        throw new BackupError(
          `The backup file is damaged: ${copy.rowCount} rows of ${table.schema}.${table.name} where its header says ${table.rows}.`,
        );
      }
    }
    await reader.expectEnd();
    // Every sequence continues after its column's largest value, or from its position at
    // the backup when that is further (an id of a row deleted before it is not reused).
    for (const table of await catalogTables(client)) {
      const recorded = header.tables.find(
        (t) => t.schema === table.schema && t.name === table.name,
      );
      for (const column of table.columns) {
        if (!column.sequence) continue;
        await client.query(
          `select setval($1::regclass, greatest($2::bigint, (select coalesce(max(${pg.escapeIdentifier(column.name)}), 0) + 1 from ${quoted(table)})), false)`,
          [column.sequence, recorded?.sequences[column.name] ?? '1'],
        );
      }
    }
    await client.query('COMMIT');
    return header;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw oneLine(error, 'The restore failed and changed nothing');
  } finally {
    await client.end();
  }
}
