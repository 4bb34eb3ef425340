/**
 * A rolling restart (decision 086): three server processes started at once on a fresh
 * PostgreSQL database, behind a round-robin balancer of the test's own that never retries,
 * restarted one at a time with SIGTERM while reads and writes keep coming. They all come up,
 * each migration is applied once, no request fails, and every acknowledged write is stored
 * exactly once.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminSession } from './lib/admin.ts';
import { startBalancer } from './lib/balancer.ts';
import {
  acknowledged,
  contactRowsByEmail,
  submitContact,
  type Submission,
} from './lib/contacts.ts';
import { createTestDatabase } from './lib/engines.ts';
import { RESILIENCE_AUTH_SECRET, startServerProcess } from './lib/server-process.ts';

const REPLICAS = 3;
const WORKERS = 3;
/** Longer than the balancer (checks every 100 ms) takes to see /api/ready fail, with room. */
const DRAIN_MS = 3_000;

const migrationCount = () =>
  (
    JSON.parse(
      readFileSync(
        path.join(import.meta.dirname, '../server/db/migrations/meta/_journal.json'),
        'utf8',
      ),
    ) as { entries: unknown[] }
  ).entries.length;

interface Answer {
  what: string;
  status: number;
}

describe('rolling restart behind a load balancer', () => {
  it('starts three processes at once and restarts each with no failed request', async () => {
    const database = await createTestDatabase('postgres');
    const balancer = await startBalancer();
    const servers = await Promise.all(
      Array.from({ length: REPLICAS }, (_, index) =>
        startServerProcess({
          name: `replica-${index}`,
          env: {
            ...database.env,
            DATA_DIR: path.join(database.env.DATA_DIR!, `replica-${index}`),
            PUBLIC_SITE_URL: balancer.url,
            TRUST_PROXY: 'true',
            SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
            CRM_SYNC_INTERVAL_MS: '0',
          },
        }),
      ),
    );

    const handle = await database.open();
    try {
      const answer: unknown = await handle.db.execute(
        sql`select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash`,
      );
      const applied = (answer as { rows: { hash: string; times: number }[] }).rows;
      expect(applied).toHaveLength(migrationCount());
      expect(applied.every((row) => row.times === 1)).toBe(true);
    } finally {
      await handle.close();
    }

    balancer.setBackends(servers.map((server) => server.url));
    for (const server of servers) await balancer.waitUntil(server.url, true);
    const cookie = await adminSession(balancer.url);

    const answers: Answer[] = [];
    const writes: Submission[] = [];
    let running = true;
    const read = async (what: string, url: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${balancer.url}${url}`, { headers });
      await response.arrayBuffer();
      answers.push({ what, status: response.status });
    };
    const worker = async () => {
      while (running) {
        const write = await submitContact(balancer.url);
        writes.push(write);
        answers.push({ what: 'POST /api/contact', status: write.status });
        await read('GET /api/admin/contacts', '/api/admin/contacts?pageSize=5', { cookie });
        await read('GET /pricing', '/pricing');
      }
    };
    const load = Promise.all(Array.from({ length: WORKERS }, worker));

    const pids = servers.map((server) => server.pid);
    for (const server of servers) {
      await server.restart();
      await balancer.waitUntil(server.url, true);
    }
    running = false;
    await load;

    console.log(
      `rolling restart: ${answers.length} requests (${writes.length} writes) across ` +
        `${REPLICAS} restarts; failures: ${balancer.failures.length}`,
    );
    // Each process was really replaced, and exited cleanly after its drain.
    expect(servers.map((server) => server.pid)).not.toEqual(expect.arrayContaining(pids));
    expect(balancer.failures).toEqual([]);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    expect(writes.length).toBeGreaterThan(REPLICAS * 5);

    const check = await database.open();
    try {
      const emails = writes.filter(acknowledged).map((write) => write.email);
      const rows = await contactRowsByEmail(check.db, emails);
      expect(emails.filter((email) => rows.get(email)?.length !== 1)).toEqual([]);
    } finally {
      await check.close();
    }
  });

  it('npm run serve passes SIGTERM to the server, which drains and exits 0', async () => {
    const database = await createTestDatabase('postgres');
    const port = 4390;
    const url = `http://127.0.0.1:${port}`;
    // What a process manager runs: npm, which runs the script through a shell.
    const npm = spawn('npm', ['run', 'serve'], {
      cwd: path.join(import.meta.dirname, '..'),
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        ...database.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_SITE_URL: url,
        AUTH_SECRET: RESILIENCE_AUTH_SECRET,
        TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
        // Required in production; nothing is mailed in this test.
        SMTP_URL: 'smtp://127.0.0.1:9',
        MAIL_FROM: 'mail@firm.test',
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    const exited = once(npm, 'exit') as Promise<[number | null, string | null]>;
    const ready = async () => (await fetch(`${url}/api/ready`).catch(() => null))?.status;
    const deadline = Date.now() + 120_000;
    while ((await ready()) !== 200) {
      if (Date.now() > deadline || npm.exitCode !== null)
        throw new Error('npm run serve never ready');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    npm.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Draining: not ready, still serving.
    expect(await ready()).toBe(503);
    expect((await fetch(`${url}/pricing`)).status).toBe(200);
    const [code] = await exited;
    expect(code).toBe(0);
    // The server went with npm: nothing listens any more.
    expect(await ready()).toBeUndefined();
  });
});
