/**
 * Before any resilience suite:
 * - the build that `npm start` would run, made once if missing or stale. The suites start
 *   its server bundle directly (server-process.ts): each server has its own PUBLIC_SITE_URL,
 *   and scripts/start.ts would take that as a reason to prerender again;
 * - one migrated PGlite data directory, which each suite's PGlite database starts as a copy
 *   of (engines.ts): a new cluster plus every migration costs a server about 4 s of CPU.
 *   The server still runs its migrations at start; they find nothing to do.
 */
import { rmSync } from 'node:fs';
import { ensureBuild } from '../../scripts/lib/build.ts';
import { createPgliteTemplate } from '../../server/testing/database.ts';

/** Names the migrated PGlite data directory for the suites to copy. */
export const PGLITE_TEMPLATE_ENV = 'RESILIENCE_PGLITE_TEMPLATE';

export default async function setup() {
  ensureBuild();
  const dir = await createPgliteTemplate('resilience-template-');
  process.env[PGLITE_TEMPLATE_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
