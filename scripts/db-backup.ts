/**
 * `npm run db:backup [file]`: writes the configured database (DATABASE_URL, else the
 * embedded PostgreSQL in DATA_DIR) to one file; default backups/<time>.copy.gz. What it
 * contains and what it does not (the secrets): README "Backup and restore", decision 076.
 */
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { readConfigOrExit } from '../server/config.ts';
import { refusalOf, withConfiguredDatabaseUrl } from '../server/db/configured.ts';
import { defaultBackupFile } from './lib/database-backup.ts';
import { BackupError, dumpDatabase } from './lib/logical-backup.ts';

const USAGE = 'Usage: npm run db:backup [-- file]';

const config = readConfigOrExit();
const args = process.argv.slice(2);
if (args.length > 1 || args.some((arg) => arg.startsWith('-'))) {
  console.error(USAGE);
  process.exit(1);
}
const file = path.resolve(args[0] ?? defaultBackupFile());

try {
  mkdirSync(path.dirname(file), { recursive: true });
  const started = Date.now();
  const { tables } = await withConfiguredDatabaseUrl(config, (url) => dumpDatabase(url, file));
  const rows = tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Backed up the database to ${file}: ${tables.length} tables, ${rows} rows, ` +
      `${statSync(file).size} bytes in ${Date.now() - started} ms`,
  );
} catch (error) {
  const refusal = error instanceof BackupError ? error.message : refusalOf(error);
  if (refusal === null) throw error;
  console.error(refusal);
  process.exit(1);
}
