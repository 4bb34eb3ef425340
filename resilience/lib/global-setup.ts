/**
 * Before any resilience suite: the build that `npm start` would run, made once if missing
 * or stale. The suites start its server bundle directly (server-process.ts): each server
 * has its own PUBLIC_SITE_URL, and scripts/start.ts would take that as a reason to
 * prerender again.
 */
import { ensureBuild } from '../../scripts/lib/build.ts';

export default function setup() {
  ensureBuild();
}
