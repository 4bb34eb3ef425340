/**
 * Until release 0.2 the embedded database was PGlite, in DATA_DIR/pglite. Its data is not
 * stranded: the server refuses to start beside it (one line naming the import), and
 * `npm run db:import-pglite` moves it into the embedded PostgreSQL. These are the only
 * places PGlite is still named; a later release drops them.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

export const pgliteDirOf = (dataDir: string) => path.join(dataDir, 'pglite');

export class EarlierReleaseDataError extends Error {
  override name = 'EarlierReleaseDataError';
  constructor(dataDir: string) {
    super(
      `${pgliteDirOf(dataDir)} holds a database of an earlier release (PGlite): run \`npm run db:import-pglite\` to move it into PostgreSQL, then start again.`,
    );
  }
}

/** Throws EarlierReleaseDataError while DATA_DIR holds a PGlite database not yet imported. */
export function refuseEarlierReleaseData(dataDir: string): void {
  if (existsSync(path.join(pgliteDirOf(dataDir), 'PG_VERSION'))) {
    throw new EarlierReleaseDataError(dataDir);
  }
}
