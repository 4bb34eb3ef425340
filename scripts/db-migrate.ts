/**
 * `npm run db:migrate`: applies the committed migrations to the configured database
 * (DATABASE_URL, else PGlite in DATA_DIR), for operators who migrate as a step of their
 * own before starting the servers. Servers migrate at start as well, under the same
 * advisory lock (server/db/client.ts), so running both is safe.
 */
import { readConfigOrExit } from '../server/config.ts';
import { openConfiguredDatabase } from '../server/db/configured.ts';
import { PgliteInUseError } from '../server/db/pglite-lock.ts';

const config = readConfigOrExit();
try {
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  console.log(`The ${config.databaseUrl ? 'PostgreSQL' : 'PGlite'} database is up to date.`);
} catch (error) {
  if (!(error instanceof PgliteInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
}
