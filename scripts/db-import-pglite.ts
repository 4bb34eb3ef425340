/**
 * `npm run db:import-pglite`: moves the PGlite database of an earlier release
 * (DATA_DIR/pglite) into the configured database (the embedded PostgreSQL of DATA_DIR, or
 * DATABASE_URL's). PGlite is first migrated to this release's schema, then dumped in
 * db:backup's format and loaded as db:restore loads a backup (one transaction: a failure
 * changes nothing); the old folder is kept as DATA_DIR/pglite.imported-<time>. Until a
 * later release drops it, this is the one place the product still opens PGlite.
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { readConfigOrExit } from '../server/config.ts';
import { refusalOf, withConfiguredDatabaseUrl } from '../server/db/configured.ts';
import { pgliteDirOf } from '../server/db/earlier-release-data.ts';
import {
  BackupError,
  dumpFrom,
  loadDatabase,
  MIGRATIONS_FOLDER,
  type DumpSource,
} from './lib/logical-backup.ts';

const config = readConfigOrExit();
const source = pgliteDirOf(config.dataDir);
const stamp = new Date().toISOString().replace(/\..*$/, '').replaceAll(':', '-');
const file = path.join(config.dataDir, `pglite-import-${stamp}.copy.gz`);

/** PGlite as a dump source: its COPY writes to a blob rather than a stream. */
function pgliteSource(database: PGlite): DumpSource {
  return {
    query: (text, values) => database.query(text, values),
    async *copyOut(target) {
      const { blob } = await database.query(`COPY ${target} TO '/dev/blob'`);
      if (blob) yield Buffer.from(await blob.arrayBuffer());
    },
  };
}

try {
  if (!existsSync(path.join(source, 'PG_VERSION'))) {
    throw new BackupError(`There is no PGlite database in ${source} to import.`);
  }
  const pglite = await PGlite.create(source, { extensions: { pg_trgm } });
  try {
    await migrate(drizzle({ client: pglite }), { migrationsFolder: MIGRATIONS_FOLDER });
    await dumpFrom(pgliteSource(pglite), file);
  } finally {
    await pglite.close();
  }
  const { tables } = await withConfiguredDatabaseUrl(config, (url) => loadDatabase(url, file), {
    checkEarlierRelease: false,
  });
  const kept = `${source}.imported-${stamp}`;
  renameSync(source, kept);
  rmSync(file);
  const rows = tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Imported ${rows} rows of ${tables.length} tables from ${source} into ${config.databaseUrl ? 'DATABASE_URL' : 'the embedded PostgreSQL'}; the PGlite folder is kept as ${kept} (delete it when satisfied).`,
  );
} catch (error) {
  rmSync(file, { force: true });
  const refusal = error instanceof BackupError ? error.message : refusalOf(error);
  if (refusal === null) throw error;
  console.error(refusal);
  process.exit(1);
}
