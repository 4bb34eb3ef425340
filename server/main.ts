/**
 * The server process (started through server/index.ts): read config, open and migrate the
 * database, listen, and shut down gracefully on SIGTERM/SIGINT (stop accepting, finish
 * in-flight, close the database).
 */
import { mkdirSync } from 'node:fs';
import { buildApp } from './app.ts';
import { readConfigOrExit, type AppConfig } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { lockPglite, pgliteDirOf, PgliteInUseError } from './db/pglite-lock.ts';
import { withSecrets } from './secrets.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function openConfiguredDatabase(config: AppConfig): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openDatabase({ kind: 'postgres', url: config.databaseUrl });
  const dataDir = pgliteDirOf(config.dataDir);
  mkdirSync(dataDir, { recursive: true });
  let release: () => void;
  try {
    release = lockPglite(config.dataDir);
  } catch (error) {
    if (!(error instanceof PgliteInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      release();
    },
  };
}

const config = withSecrets(readConfigOrExit());
const database = await openConfiguredDatabase(config);
await database.migrate();
const app = await buildApp({ config, database });
app.addHook('onClose', async () => database.close());

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => {
    app.log.error('shutdown timed out');
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS);
  timer.unref();
  await app.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
