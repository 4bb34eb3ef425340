/**
 * Before any resilience suite:
 * - the build that `npm start` would run, made once if missing or stale. The suites start
 *   its server bundle directly (server-process.ts): each server has its own PUBLIC_SITE_URL,
 *   and scripts/start.ts would take that as a reason to prerender again;
 * - the run's PostgreSQL server (server/testing/test-server.ts), for the suites' `postgres`
 *   databases: TEST_DATABASE_URL, or an embedded one of the run's own.
 */
import { ensureBuild } from '../../scripts/lib/build.ts';
import { startTestServer } from '../../server/testing/test-server.ts';

export default async function setup() {
  ensureBuild();
  const server = await startTestServer();
  return () => server.stop();
}
