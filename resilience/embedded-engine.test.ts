/**
 * The embedded PostgreSQL as `npm start` runs it (server/db/embedded-postgres.ts): one
 * server process per DATA_DIR (a second one refuses in one line naming the first), and a
 * PostgreSQL left running by a server killed with SIGKILL stopped by the next start, which
 * then serves the same data: never two PostgreSQL servers on one cluster.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { acknowledged, contactRowsByEmail, submitContact } from './lib/contacts.ts';
import { createTestDatabase } from './lib/engines.ts';
import { startServerProcess } from './lib/server-process.ts';

/** The pids of the PostgreSQL servers running on DATA_DIR's cluster. */
function postmastersOn(dataDir: string): number[] {
  const lines = execFileSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' }).split('\n');
  return lines
    .filter((line) => line.includes('bin/postgres -D') && line.includes(`${dataDir}/postgres `))
    .map((line) => Number.parseInt(line.trim(), 10));
}

describe('the embedded PostgreSQL', () => {
  it('serves one server process per DATA_DIR; a second one refuses, naming the first', async () => {
    const database = await createTestDatabase('embedded');
    const first = await startServerProcess({ name: 'first', env: database.env });
    await expect(startServerProcess({ name: 'second', env: database.env })).rejects.toThrow(
      `is in use by process ${first.pid} (a running server)`,
    );
    expect((await fetch(`${first.url}/api/ready`)).status).toBe(200);
    await first.stop();
  });

  it('stops the PostgreSQL a killed server left running, then serves the same data', async () => {
    const database = await createTestDatabase('embedded');
    const dataDir = database.env.DATA_DIR!;
    const server = await startServerProcess({ name: 'killed', env: database.env });
    const sent = await submitContact(server.url);
    expect(acknowledged(sent)).toBe(true);
    await server.kill('SIGKILL');
    const [left] = postmastersOn(dataDir);
    expect(left, 'the PostgreSQL the killed server left').toBeDefined();

    await server.restart();
    expect(server.logs.join('\n')).toContain(
      `stopping the PostgreSQL (pid ${left}) that an earlier server left running`,
    );
    const running = postmastersOn(dataDir);
    expect(running).toHaveLength(1);
    expect(running).not.toContain(left);
    await server.stop();
    expect(postmastersOn(dataDir)).toEqual([]);
    const handle = await database.open();
    try {
      expect((await contactRowsByEmail(handle.db, [sent.email])).get(sent.email)).toHaveLength(1);
    } finally {
      await handle.close();
    }
  });
});
