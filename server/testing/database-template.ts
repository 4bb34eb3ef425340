/**
 * vitest global setup of the api project: the run's PostgreSQL server (test-server.ts) and
 * one migrated template database on it, so that each test file's fresh database is a copy
 * (`CREATE DATABASE … TEMPLATE`) instead of every migration again.
 */
import { openDatabase } from '../db/client.ts';
import { createJobs } from '../lib/jobs.ts';
import { createScratchDatabase, TEMPLATE_ENV } from './database.ts';
import { startTestServer } from './test-server.ts';

export default async function setup() {
  const server = await startTestServer();
  const template = await createScratchDatabase(server.url, 'template');
  const handle = await openDatabase({ url: template.url, poolSize: 2 });
  await handle.migrate();
  // The job queue's tables too, so that no test's first start installs them (its start
  // lock takes a connection of its own).
  const jobs = createJobs({ pool: handle.pool, log: { info() {}, error() {} } });
  await jobs.start();
  await jobs.stop();
  await handle.close();
  process.env[TEMPLATE_ENV] = template.name;
  return async () => {
    await template.drop();
    await server.stop();
  };
}
