/** Boots the whole application in-process on a fresh database, for app.inject() tests. */
import { buildApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { openTestDatabase } from './database.ts';

export interface TestContext {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: DatabaseHandle;
  config: AppConfig;
  close(): Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: './data/test',
    CLIENT_DIST_DIR: './dist/client',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const database = await openTestDatabase();
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
