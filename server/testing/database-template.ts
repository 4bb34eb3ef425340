/**
 * vitest global setup of the api project: migrate one template database before any test
 * file runs, so that each test's fresh database is a copy of it instead of a new initdb
 * plus every migration (seconds per test app on a slow host).
 *
 * - PGlite: the migrated data directory, dumped to a file named in TEST_PGLITE_TEMPLATE.
 * - PostgreSQL (TEST_DATABASE_URL): a migrated database named in TEST_POSTGRES_TEMPLATE,
 *   which `CREATE DATABASE … TEMPLATE` copies; dropped when the suite ends.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, PGLITE_EXTENSIONS } from '../db/client.ts';
import { createScratchDatabase, TEMPLATE_ENV } from './database.ts';

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
  const dir = mkdtempSync(path.join(tmpdir(), 'pglite-template-'));
  const dataDir = path.join(dir, 'pglite');
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  await handle.migrate();
  await handle.close();
  const database = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS });
  const dump = await database.dumpDataDir('none');
  await database.close();
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env[TEMPLATE_ENV.pglite] = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
