/**
 * The PostgreSQL server a test run uses: TEST_DATABASE_URL when the shell names one, else an
 * embedded PostgreSQL of the run's own in a temporary folder, tuned for throwaway data (no
 * fsync) listening on a free port of 127.0.0.1, stopped and removed at the end. The URL is
 * put in TEST_DATABASE_URL for the test workers and the server processes the suites start.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';

/** In memory where the system has a tmpfs for it. */
const SCRATCH_ROOT = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();

/** Durability is of no use to a test's data; these settings trade it for speed. */
const THROWAWAY_SETTINGS = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'];

/** A TCP port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function startTestServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) return { url: given, stop: async () => {} };
  const dataDir = mkdtempSync(path.join(SCRATCH_ROOT, 'test-postgres-'));
  const server = await startEmbeddedPostgres(dataDir, {
    settings: THROWAWAY_SETTINGS,
    tcpPort: await freePort(),
  });
  process.env.TEST_DATABASE_URL = server.maintenanceUrl;
  return {
    url: server.maintenanceUrl,
    stop: async () => {
      await server.stop();
      delete process.env.TEST_DATABASE_URL;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
