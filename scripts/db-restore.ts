/**
 * `npm run db:restore <file> [--yes]`: replaces the configured database (DATABASE_URL, else
 * the embedded PostgreSQL in DATA_DIR) with a backup made by `npm run db:backup`. It refuses while a server
 * holds the database, and asks before replacing anything: type "yes" at the prompt, or pass
 * --yes when there is no terminal (scripts, CI). Decision 076.
 */
import { createInterface } from 'node:readline/promises';
import path from 'node:path';
import { readConfigOrExit } from '../server/config.ts';
import { refusalOf, withConfiguredDatabaseUrl } from '../server/db/configured.ts';
import { clusterDirOf } from '../server/db/embedded-postgres.ts';
import { checkBackupFile, otherSessions } from './lib/database-backup.ts';
import { BackupError, loadDatabase } from './lib/logical-backup.ts';

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
const target = config.databaseUrl
  ? `the PostgreSQL database ${new URL(config.databaseUrl).pathname.slice(1)} on ${new URL(config.databaseUrl).host}`
  : `the database in ${clusterDirOf(config.dataDir)}`;

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
  checkBackupFile(file);
  // The embedded PostgreSQL is started only when no server holds DATA_DIR.
  const restored = await withConfiguredDatabaseUrl(config, async (url) => {
    const sessions = await otherSessions(url);
    if (sessions.length > 0) {
      throw new BackupError(
        `Refusing to restore: ${target} has ${sessions.length} other connection(s), ${sessions.join(', ')}. Stop the server(s) first.`,
      );
    }
    return (await confirm()) ? loadDatabase(url, file) : null;
  });
  if (!restored) {
    console.error('Not restored.');
    process.exit(1);
  }
  const { migration } = restored;
  console.log(
    `Restored ${target} from ${file}, at migration ${migration.tag ?? migration.createdAt} (a server applies any newer ones when it starts)`,
  );
} catch (error) {
  const refusal = error instanceof BackupError ? error.message : refusalOf(error);
  if (refusal === null) throw error;
  console.error(refusal);
  process.exit(1);
}
