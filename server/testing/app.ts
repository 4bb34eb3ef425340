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

/** The administrator address every test app accepts (see factories.createAdmin). */
export const TEST_ADMIN_EMAIL = 'admin@firm.test';

export interface TestAppOptions {
  /** Registers extra (test-only) routes before the app is ready, e.g. to exercise a plugin. */
  register?: (app: TestContext['app']) => unknown;
  /** A database to use instead of a fresh one (migrated here); closed with the app. */
  database?: DatabaseHandle;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestContext> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: './data/test',
    CLIENT_DIST_DIR: './dist/client',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'test-only-secret-that-signs-session-cookies',
    TOKEN_ENCRYPTION_KEY: 'dGVzdC1vbmx5LWtleS1mb3Itb2F1dGgtdG9rZW5zISE=',
    ADMIN_EMAILS: TEST_ADMIN_EMAIL,
    ...env,
  });
  const database = options.database ?? (await openTestDatabase());
  if (options.database) await database.migrate();
  const app = await buildApp({ config, database, logger: false });
  await options.register?.(app);
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
