import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // vitest's default is one worker fewer than the cores: on this 2-core machine kind, one.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // happy-dom, not jsdom: the same 319 tests in 27-28 s of CPU against 39-41 s
          // (decision 092).
          environment: 'happy-dom',
          include: ['client/**/*.test.{ts,tsx}', 'common/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['client/testing/setup.ts'],
          // One DOM per worker, not per file (setup.ts gives each file fresh modules and a
          // blank document).
          isolate: false,
          // Worker threads, as the API suite: 27.4-27.7 s of CPU against 28.6-28.9 s in child
          // processes over two alternated pairs (decision 092).
          pool: 'threads',
          // A file's first test imports the page under test: up to 10.5 s in CI on a slower
          // host (11.6 s beside lint), so room for one slower still.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/**/*.test.ts', 'bench/**/*.test.ts'],
          // Every test app logs into a folder checked for credentials at the end; every
          // test database is a copy of one migrated template.
          globalSetup: ['server/testing/log-check.ts', 'server/testing/database-template.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          isolate: false,
          // Worker threads, not child processes: 7% less CPU on PostgreSQL (decision 092).
          pool: 'threads',
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
          setupFiles: ['resilience/lib/setup.ts'],
          testTimeout: 240_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // The files share one worker's modules: each imported the server's again (12.7 s of
          // a 188 s run; 193 → 183 s of CPU). resilience/lib/cleanup.ts: what that asks of helpers.
          isolate: false,
        },
      },
    ],
  },
});
