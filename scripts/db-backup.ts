/**
 * `npm run db:backup [file]`: writes the configured database (DATABASE_URL, else PGlite in
 * DATA_DIR) to one file; default backups/<engine>-<time>.<tar.gz|sql>. What it contains and
 * what it does not (the secrets): README "Backup and restore", decision 076.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { readConfigOrExit } from '../server/config.ts';
import { PgliteInUseError } from '../server/db/pglite-lock.ts';
import {
  BackupError,
  backupPglite,
  backupPostgres,
  defaultBackupFile,
  engineOf,
} from './lib/database-backup.ts';

const USAGE = 'Usage: npm run db:backup [-- file]';

const config = readConfigOrExit();
const args = process.argv.slice(2);
if (args.length > 1 || args.some((arg) => arg.startsWith('-'))) {
  console.error(USAGE);
  process.exit(1);
}
const engine = engineOf(config);
const file = path.resolve(args[0] ?? defaultBackupFile(engine));

try {
  mkdirSync(path.dirname(file), { recursive: true });
  if (config.databaseUrl) backupPostgres(config.databaseUrl, file);
  else await backupPglite(config.dataDir, file);
  console.log(`Backed up the ${engine === 'pglite' ? 'PGlite' : 'PostgreSQL'} database to ${file}`);
} catch (error) {
  if (!(error instanceof BackupError || error instanceof PgliteInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
}
