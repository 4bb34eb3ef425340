/**
 * `npm run db:migrate`: applies the committed migrations to the configured database
 * (DATABASE_URL, else the embedded PostgreSQL in DATA_DIR), for operators who migrate as a
 * step of their own before starting the servers. Servers migrate at start as well, under
 * the same advisory lock (server/db/client.ts), so running both is safe.
 */
import { readConfigOrExit } from '../server/config.ts';
import { openConfiguredDatabaseOrExit } from '../server/db/configured.ts';

const config = readConfigOrExit();
const database = await openConfiguredDatabaseOrExit(config);
try {
  await database.migrate();
} finally {
  await database.close();
}
console.log(
  `The ${config.databaseUrl ? 'PostgreSQL' : 'embedded PostgreSQL'} database is up to date.`,
);
