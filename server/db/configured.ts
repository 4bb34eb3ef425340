/**
 * The database the configuration names: PostgreSQL at DATABASE_URL, else the embedded
 * PostgreSQL in DATA_DIR (server/db/embedded-postgres.ts), started for this process and
 * stopped when the handle is closed. Used by the server (server/main.ts) and the database
 * scripts (`npm run db:migrate`, ...).
 */
import type { AppConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import {
  EmbeddedInUseError,
  startEmbeddedPostgres,
  type StartOptions,
} from './embedded-postgres.ts';
import { EarlierReleaseDataError, refuseEarlierReleaseData } from './earlier-release-data.ts';

/** Throws EmbeddedInUseError when another running process holds DATA_DIR's database. */
export async function openConfiguredDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  options: StartOptions = {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openDatabase({ url: config.databaseUrl });
  refuseEarlierReleaseData(config.dataDir);
  const embedded = await startEmbeddedPostgres(config.dataDir, options);
  try {
    const handle = await openDatabase({ url: embedded.url });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await embedded.stop();
      },
    };
  } catch (error) {
    await embedded.stop();
    throw error;
  }
}

/** Why the database could not be opened, in one line, when it is the user's to fix. */
export function refusalOf(error: unknown): string | null {
  return error instanceof EmbeddedInUseError || error instanceof EarlierReleaseDataError
    ? error.message
    : null;
}

/** As openConfiguredDatabase; a refusal is one line on stderr and exit code 1. */
export async function openConfiguredDatabaseOrExit(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  options: StartOptions = {},
): Promise<DatabaseHandle> {
  try {
    return await openConfiguredDatabase(config, options);
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal === null) throw error;
    console.error(refusal);
    process.exit(1);
  }
}

/**
 * Runs `work` with the URL of the configured database: DATABASE_URL, or the embedded
 * PostgreSQL of DATA_DIR started for it and stopped after (for the database scripts that
 * talk to PostgreSQL directly: backup, restore, the import of an earlier release's data).
 */
export async function withConfiguredDatabaseUrl<T>(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  work: (url: string) => Promise<T>,
  { checkEarlierRelease = true } = {},
): Promise<T> {
  if (config.databaseUrl) return work(config.databaseUrl);
  if (checkEarlierRelease) refuseEarlierReleaseData(config.dataDir);
  const embedded = await startEmbeddedPostgres(config.dataDir);
  try {
    return await work(embedded.url);
  } finally {
    await embedded.stop();
  }
}
