import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH } from './scripts/lib/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_BASE_URL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The same code path as `npm start`, on a fresh data directory, with sandboxes on.
    command: 'rm -rf data/e2e && node scripts/start.ts',
    url: `${E2E_BASE_URL}/api/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: 'data/e2e',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PUBLIC_SITE_URL: E2E_BASE_URL,
      // e2e/fixtures.ts: ADMIN_EMAIL for the fixtures, JOURNEY_ADMIN_EMAIL for the form journey.
      ADMIN_EMAILS: 'admin@firm.test,journey-admin@firm.test',
      // The fixtures sign every account up and in from this one address (decision 066).
      AUTH_RATE_LIMIT_PER_IP: '10000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '10000',
    },
  },
});
