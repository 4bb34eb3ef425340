/**
 * `npm run db:restore <file> [--yes]`: replaces the configured database (DATABASE_URL, else
 * PGlite in DATA_DIR) with a backup made by `npm run db:backup`. It refuses while a server
 * holds the database, and asks before replacing anything: type "yes" at the prompt, or pass
 * --yes when there is no terminal (scripts, CI). Decision 076.
 */
import { createInterface } from 'node:readline/promises';
import path from 'node:path';
import { readConfigOrExit } from '../server/config.ts';
import { PgliteInUseError, pgliteDirOf, pgliteHolder } from '../server/db/pglite-lock.ts';
import {
  BackupError,
  checkBackupFile,
  engineOf,
  otherSessions,
  restorePglite,
  restorePostgres,
} from './lib/database-backup.ts';

const USAGE = 'Usage: npm run db:restore -- <file> [--yes]';

const config = readConfigOrExit();
const args = process.argv.slice(2);
const confirmed = args.includes('--yes');
const files = args.filter((arg) => arg !== '--yes');
if (files.length !== 1 || files[0]!.startsWith('-')) {
  console.error(USAGE);
  process.exit(1);
}
const file = path.resolve(files[0]!);
const engine = engineOf(config);
const target = config.databaseUrl
  ? `the PostgreSQL database ${new URL(config.databaseUrl).pathname.slice(1)} on ${new URL(config.databaseUrl).host}`
  : `the PGlite database in ${pgliteDirOf(config.dataDir)}`;

async function confirm(): Promise<boolean> {
  if (confirmed) return true;
  if (!process.stdin.isTTY) {
    throw new BackupError(
      `Refusing to replace ${target} without confirmation: pass --yes (npm run db:restore -- <file> --yes).`,
    );
  }
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = await prompt.question(
      `This replaces ${target} with ${file}; everything in it now is lost. Type "yes" to go on: `,
    );
    return answer.trim().toLowerCase() === 'yes';
  } finally {
    prompt.close();
  }
}

try {
  checkBackupFile(file, engine);
  if (config.databaseUrl) {
    const sessions = await otherSessions(config.databaseUrl);
    if (sessions.length > 0) {
      throw new BackupError(
        `Refusing to restore: ${target} has ${sessions.length} other connection(s), ${sessions.join(', ')}. Stop the server(s) first.`,
      );
    }
  } else {
    const holder = pgliteHolder(config.dataDir);
    if (holder !== null) throw new PgliteInUseError(config.dataDir, holder);
  }
  if (!(await confirm())) {
    console.error('Not restored.');
    process.exit(1);
  }
  if (config.databaseUrl) {
    restorePostgres(config.databaseUrl, file);
    console.log(`Restored ${target} from ${file}`);
  } else {
    const kept = await restorePglite(config.dataDir, file);
    console.log(
      `Restored ${target} from ${file}` +
        (kept ? `; the database it replaced is kept in ${kept} (delete it when satisfied)` : ''),
    );
  }
} catch (error) {
  if (!(error instanceof BackupError || error instanceof PgliteInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
}
