/**
 * Reliability 1 (issue 11), crash safety: a burst of 500 contact requests at 100/s while the
 * server is killed with SIGKILL three times and restarted. Every request that got a 2xx is
 * stored exactly once and synced to HubSpot exactly once.
 */
import { describe, expect, it } from 'vitest';
import { contacts } from '../server/db/schema/index.ts';
import {
  acknowledged,
  contactRowsByEmail,
  sleep,
  submitContact,
  type Submission,
} from './lib/contacts.ts';
import { ENGINES, createTestDatabase } from './lib/engines.ts';
import { startLocalHubSpot } from './lib/hubspot.ts';
import { startServerProcess } from './lib/server-process.ts';

const REQUESTS = 500;
const PER_SECOND = 100;
const KILLS = 3;
const FIRST_KILL_MS = 1_000;
const SERVE_BEFORE_KILL_MS = 300;

describe.each(ENGINES)('crash safety on %s', (kind) => {
  it('keeps every acknowledged contact exactly once through three SIGKILLs', async () => {
    const hubspot = await startLocalHubSpot();
    const database = await createTestDatabase(kind);
    const server = await startServerProcess({
      name: `crash-${kind}`,
      env: {
        ...database.env,
        ...hubspot.serverEnv,
        TRUST_PROXY: 'true',
        CRM_SYNC_INTERVAL_MS: '1000',
      },
    });

    // The burst: one request every 10 ms, none awaited before the next is sent.
    const submissions: Promise<Submission>[] = [];
    const burst = (async () => {
      const started = performance.now();
      for (let index = 0; index < REQUESTS; index++) {
        const due = started + (index * 1000) / PER_SECOND;
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        submissions.push(submitContact(server.url));
      }
    })();

    // Three kills during the burst, each once the restarted server has served a moment
    // (PGlite needs about 2 s to restart on a busy machine: if the burst is about to end, the
    // kill lands while the server is still starting, which is a crash too).
    const burstMs = (REQUESTS * 1000) / PER_SECOND;
    const burstStart = performance.now();
    const killedAt: { sent: number; whileServing: boolean }[] = [];
    let servingSince: number | null = null;
    for (let kill = 1; kill <= KILLS; kill++) {
      const latest = burstStart + burstMs - (KILLS - kill + 1) * 250;
      // The first kill after a second of serving; the others once the restart has served a moment.
      const served = () =>
        kill === 1
          ? performance.now() - burstStart >= FIRST_KILL_MS
          : servingSince !== null && performance.now() - servingSince >= SERVE_BEFORE_KILL_MS;
      while (performance.now() < latest && !served()) await sleep(20);
      killedAt.push({
        sent: submissions.length,
        whileServing: kill === 1 || servingSince !== null,
      });
      await server.kill('SIGKILL');
      servingSince = null;
      await server.restart({ waitReady: false });
      const restarted = server.pid;
      void server.waitReady().then(
        () => {
          if (server.pid === restarted) servingSince = performance.now();
        },
        () => undefined,
      );
    }
    await burst;
    const results = await Promise.all(submissions);
    expect(killedAt.every(({ sent }) => sent > 0 && sent < REQUESTS)).toBe(true);
    await server.waitReady();

    const acked = results.filter(acknowledged);
    const noAnswer = new Map<string, number>();
    for (const result of results.filter((item) => item.status === 0)) {
      noAnswer.set(result.error ?? '?', (noAnswer.get(result.error ?? '?') ?? 0) + 1);
    }
    // Every acknowledged contact was synced while the visitor waited (HubSpot is up).
    await server.stop();
    const handle = await database.open();
    try {
      const rowsByEmail = await contactRowsByEmail(
        handle.db,
        results.map((result) => result.email),
      );
      const allRows = await handle.db.select({ id: contacts.id }).from(contacts);
      const upserts = hubspot.upsertsByEmail();
      const missing = acked.filter((result) => (rowsByEmail.get(result.email)?.length ?? 0) === 0);
      const duplicates = [...rowsByEmail.values()].filter((rows) => rows.length > 1);
      const syncedOnce = acked.filter((result) => upserts.get(result.email.toLowerCase()) === 1);
      const syncedTwice = [...upserts.values()].filter((count) => count > 1);
      console.log(
        `crash safety (${kind}): sent ${results.length}, acknowledged ${acked.length}, ` +
          `no answer ${results.filter((result) => result.status === 0).length} ` +
          `(${[...noAnswer].map(([code, count]) => `${code} ${count}`).join(', ')}), ` +
          `other statuses ${results.filter((result) => result.status !== 0 && !acknowledged(result)).length}, ` +
          `kills after request ${killedAt.map(({ sent, whileServing }) => `${sent}${whileServing ? '' : ' (starting)'}`).join('/')}, rows ${allRows.length} ` +
          `(acknowledged found ${acked.length - missing.length}), duplicates ${duplicates.length}, ` +
          `synced once ${syncedOnce.length}, synced more than once ${syncedTwice.length}`,
      );
      expect(results.filter((result) => result.status >= 500)).toEqual([]);
      expect(acked.length).toBeGreaterThan(50);
      expect(missing.map((result) => result.email)).toEqual([]);
      expect(duplicates).toEqual([]);
      expect(syncedOnce.length).toBe(acked.length);
      expect(syncedTwice).toEqual([]);
      expect(hubspot.fake.mismatches).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
