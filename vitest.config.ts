import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['client/**/*.test.{ts,tsx}', 'common/**/*.test.ts'],
          setupFiles: ['client/testing/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          // Every test app logs into a folder checked for credentials at the end.
          globalSetup: ['server/testing/log-check.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Process-level suites (npm run test:resilience): real server processes, one file
        // at a time; not part of npm test.
        extends: true,
        test: {
          name: 'resilience',
          environment: 'node',
          include: ['resilience/**/*.test.ts'],
          globalSetup: ['resilience/lib/global-setup.ts'],
          testTimeout: 240_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
