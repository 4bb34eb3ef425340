/**
 * The server process (started through server/index.ts): read config, open and migrate the
 * database, listen, and shut down gracefully on SIGTERM/SIGINT (stop accepting, finish
 * in-flight, close the database).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app.ts';
import { readConfigOrExit } from './config.ts';
import { openConfiguredDatabaseOrExit } from './db/configured.ts';
import { withSecrets } from './secrets.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;

const config = withSecrets(readConfigOrExit());
const database = await openConfiguredDatabaseOrExit(config, {
  log: (message) => console.log(`database: ${message}`),
});
await database.migrate();
const app = await buildApp({ config, database });
app.addHook('onClose', async () => database.close());

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down');
  app.readiness.draining = true;
  await sleep(config.shutdownDrainMs);
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
