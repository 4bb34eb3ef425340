/**
 * The database the configuration names: PostgreSQL at DATABASE_URL, else PGlite in
 * DATA_DIR/pglite, held by this process (server/db/pglite-lock.ts) until it is closed.
 * Used by the server (server/main.ts) and `npm run db:migrate`.
 */
import { mkdirSync } from 'node:fs';
import type { AppConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { lockPglite, pgliteDirOf } from './pglite-lock.ts';

/** Throws PgliteInUseError when another running process holds DATA_DIR's PGlite. */
export async function openConfiguredDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openDatabase({ kind: 'postgres', url: config.databaseUrl });
  const dataDir = pgliteDirOf(config.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const release = lockPglite(config.dataDir);
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      release();
    },
  };
}
