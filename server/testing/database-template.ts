/**
 * vitest global setup of the api project: migrate one template database before any test
 * file runs, so that each test's fresh database is a copy of it instead of a new initdb
 * plus every migration (seconds per test app on a slow host).
 *
 * - PGlite: a migrated data directory named in TEST_PGLITE_TEMPLATE, which each test
 *   database starts as a copy of (half the CPU of loading a dump of it into PGlite's
 *   memory: the API suite on PGlite 85 s → 69 s).
 * - PostgreSQL (TEST_DATABASE_URL): a migrated database named in TEST_POSTGRES_TEMPLATE,
 *   which `CREATE DATABASE … TEMPLATE` copies; dropped when the suite ends.
 */
import { rmSync } from 'node:fs';
import { openDatabase } from '../db/client.ts';
import { createPgliteTemplate, createScratchDatabase, TEMPLATE_ENV } from './database.ts';

export default async function setup() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await createScratchDatabase(serverUrl, 'template');
    const handle = await openDatabase({ kind: 'postgres', url: template.url, poolSize: 1 });
    await handle.migrate();
    await handle.close();
    process.env[TEMPLATE_ENV.postgres] = template.name;
    return () => template.drop();
  }
  const dir = await createPgliteTemplate('pglite-template-');
  process.env[TEMPLATE_ENV.pglite] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
