import { defineConfig, devices } from '@playwright/test';
import { HEADLESS_SHELL } from './scripts/lib/chromium.ts';
import { E2E_BASE_URL } from './scripts/lib/e2e-address.ts';

/*
 * Timeouts are sized for the slower hosts of this machine kind (up to 4x slower than the
 * fast ones, both cores busy): no test should need more than 60 s there, and the slowest
 * takes about 16 s on a fast host with both cores loaded.
 */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  // Two workers left a fifth of the two cores idle while pages loaded; three fill it (the
  // suite 200 s → 183 s on CI).
  workers: process.env.CI ? 3 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: E2E_BASE_URL,
    // Recording a trace for every test cost about a fifth of the run's CPU; on CI a failure
    // leaves only its log, so traces and failure screenshots are for local runs.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    screenshot: process.env.CI ? 'off' : 'only-on-failure',
    launchOptions: {
      executablePath: HEADLESS_SHELL.path,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // V8 without its optimizing tiers (Maglev, TurboFan): a test's page lives seconds,
        // too short for optimized code to repay its compiling. Chromium's CPU over the suite
        // 189 → 179 s (--max-opt=0 and =2 both cost 194 s; docs/decisions/092).
        '--js-flags=--max-opt=1',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The same code path as `npm start`, on a fresh data directory, with sandboxes on.
    command: 'rm -rf data/e2e && node scripts/start.ts',
    // SIGTERM, as a deployment stops it: the server stops its embedded PostgreSQL too.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    url: `${E2E_BASE_URL}/api/ready`,
    reuseExistingServer: false,
    timeout: 240_000,
    env: {
      PORT: new URL(E2E_BASE_URL).port,
      DATA_DIR: 'data/e2e',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PUBLIC_SITE_URL: E2E_BASE_URL,
      // e2e/fixtures.ts: ADMIN_EMAIL for the fixtures, JOURNEY_ADMIN_EMAIL for the form
      // journey, TWO_FACTOR_ADMIN_EMAIL for two-factor's set-up on the account page.
      ADMIN_EMAILS: 'admin@firm.test,journey-admin@firm.test,two-factor-admin@firm.test',
      // The fixtures sign every account up and in from this one address (decision 066).
      AUTH_RATE_LIMIT_PER_IP: '10000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '10000',
    },
  },
});
