/**
 * Before any resilience suite: the client build and the server bundle that `npm start`
 * would run, built once if missing or stale. The suites start that bundle directly
 * (server-process.ts): each server has its own PUBLIC_SITE_URL, and scripts/start.ts would
 * take that as a reason to prerender again.
 */
import { ensureClientBuild } from '../../scripts/lib/client-build.ts';
import { ensureServerBuild } from '../../scripts/lib/server-build.ts';

export default async function setup() {
  ensureClientBuild();
  await ensureServerBuild();
}
