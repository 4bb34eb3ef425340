/** Boots the whole application in-process on a fresh database, for app.inject() tests. */
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { withSecrets, type ServerConfig } from '../secrets.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { DeclaredRoute } from '../security/access.ts';
import { openTestDatabase } from './database.ts';
import { testLogger } from './logs.ts';
import { TEST_AUTH_SECRET, TEST_TOKEN_ENCRYPTION_KEY } from './secrets.ts';

export interface TestContext {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: DatabaseHandle;
  config: ServerConfig;
  /**
   * Every route the app registered, with its declared access (server/security/access.ts);
   * GET routes' automatic HEAD twins left out.
   */
  routes: RegisteredRoute[];
  close(): Promise<void>;
}

/** The sender of every test app's mail. */
export const TEST_MAIL_FROM = 'Diligence Intelligence <mail@firm.test>';

/** The administrator address every test app accepts (see factories.createAdmin). */
export const TEST_ADMIN_EMAIL = 'admin@firm.test';

export type RegisteredRoute = DeclaredRoute;

export interface TestAppOptions {
  /** Registers extra (test-only) routes before the app is ready, e.g. to exercise a plugin. */
  register?: (app: TestContext['app']) => unknown;
  /**
   * Serve this (another test app's) database instead of a fresh one, as a second server
   * process would; close() then leaves it open for its owner.
   */
  database?: DatabaseHandle;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestContext> {
  const config = withSecrets(
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: './data/test',
      CLIENT_DIST_DIR: './dist/current/client',
      LOG_LEVEL: 'silent',
      AUTH_SECRET: TEST_AUTH_SECRET,
      TOKEN_ENCRYPTION_KEY: TEST_TOKEN_ENCRYPTION_KEY,
      ADMIN_EMAILS: TEST_ADMIN_EMAIL,
      // Factories sign many users in from one address; the limit tests set their own.
      AUTH_RATE_LIMIT_PER_IP: '10000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '10000',
      // Tests run the due jobs themselves (app.mailOutbox.runOnce(), app.crmSync.runOnce()).
      MAIL_INTERVAL_MS: '0',
      CRM_SYNC_INTERVAL_MS: '0',
      // And the connection state, Google Ads and channel snapshot workers
      // (app.connections.service.refreshStale(), app.channels.refresh.refreshDue()).
      FIVETRAN_REFRESH_INTERVAL_MS: '0',
      GOOGLE_SNAPSHOT_INTERVAL_MS: '0',
      CHANNEL_SNAPSHOT_INTERVAL_MS: '0',
      // And the initial report's drafter (app.jobs.runDue(REPORT_DRAFT_QUEUE)).
      REPORT_DRAFT_INTERVAL_MS: '0',
      MAIL_FROM: TEST_MAIL_FROM,
      // Production refuses to start without SMTP; nothing is sent with the worker off.
      ...(env.NODE_ENV === 'production' ? { SMTP_URL: 'smtp://127.0.0.1:9' } : {}),
      ...env,
    }),
  );
  const database = options.database ?? (await openTestDatabase());
  const app = await buildApp({
    config,
    database,
    // Debug lines into the suite's log folder when the log check runs (testing/logs.ts).
    logger: testLogger(),
  });
  await options.register?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    // Fastify adds a HEAD twin after every GET route; it runs the GET route's guard and handler.
    routes: app.routeAccess.routes.filter((route) => route.source !== 'head-twin'),
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}
