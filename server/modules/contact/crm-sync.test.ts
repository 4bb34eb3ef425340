/**
 * Background CRM delivery: a failed sync is retried later with back-off, attempts are bounded,
 * the state lives in the database (a second app on the same database carries on), and two
 * workers running at once never deliver a contact twice. HubSpot is the local hubspot.fake.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { contacts, crmSyncPauses } from '../../db/schema/index.ts';
import { createHubSpotClient } from '../../integrations/hubspot/http-client.ts';
import { createTestApp, type TestContext } from '../../testing/app.ts';
import { LEASE_MS } from '../../lib/delivery-state.ts';
import { dropJobs } from '../../testing/jobs.ts';
import { CRM_SYNC_QUEUE, createCrmSync, crmSyncPausedUntil, RETRY_BASE_MS } from './crm-sync.ts';
import {
  contactByEmail,
  contactPayload,
  makeDue,
  msUntilNextAttempt,
  QUIET_CONTACT_SETTINGS,
  useFakeHubSpot,
} from './testing.ts';

const MAX_ATTEMPTS = 3;

const hubspot = useFakeHubSpot();
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({
    ...QUIET_CONTACT_SETTINGS,
    ...hubspot.settings(),
    CRM_SYNC_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
  });
});
afterAll(async () => {
  await ctx?.close();
});

const db = () => ctx.database.db;
const worker = () => {
  if (!ctx.app.crmSync) throw new Error('HubSpot should be configured in this file');
  return ctx.app.crmSync;
};
/** Three 502s: the client's three attempts inside one sync attempt all fail. */
const hubspotDown = () =>
  hubspot.fake.queue(...Array.from({ length: 3 }, () => ({ kind: 'error', status: 502 }) as const));

/** Submits a contact while HubSpot is down; returns its row (pending, attempt 1 failed). */
async function submitWhileDown() {
  hubspotDown();
  const payload = contactPayload();
  const response = await ctx.app.inject({ method: 'POST', url: '/api/contact', payload });
  expect(response.json().hubspot).toBeDefined();
  const row = await contactByEmail(db(), payload.workEmail);
  expect(row).toMatchObject({ crmSyncStatus: 'pending', crmSyncAttempts: 1 });
  hubspot.fake.reset();
  return row!;
}

/** Moves every pending contact of earlier tests out of the way (due tomorrow). */
async function parkPending() {
  await db()
    .update(contacts)
    .set({ crmNextAttemptAt: sql`now() + interval '1 day'` })
    .where(eq(contacts.crmSyncStatus, 'pending'));
}

async function reload(id: number) {
  const [row] = await db().select().from(contacts).where(eq(contacts.id, id));
  return row!;
}

describe('CRM sync retries', () => {
  it('a failed sync is retried by the worker once due, and then succeeds', async () => {
    const row = await submitWhileDown();

    // Not due yet: the back-off holds it.
    expect(await worker().runOnce()).toEqual({ claimed: 0, delivered: 0, failed: 0 });
    expect(hubspot.fake.requests).toHaveLength(0);

    await makeDue(db(), row.id);
    expect(await worker().runOnce()).toEqual({ claimed: 1, delivered: 1, failed: 0 });

    const synced = await reload(row.id);
    expect(synced).toMatchObject({
      crmSyncStatus: 'synced',
      crmSyncAttempts: 2,
      crmNextAttemptAt: null,
      crmLastError: null,
      crmContactId: hubspot.fake.contacts.get(row.workEmail)?.id,
    });
    expect(hubspot.fake.contacts.get(row.workEmail)?.properties).toMatchObject({
      firstname: 'Jane',
      lead_source: 'google',
    });
    // Nothing left to do.
    expect(await worker().runOnce()).toEqual({ claimed: 0, delivered: 0, failed: 0 });
  });

  it('backs off exponentially with jitter between attempts', async () => {
    const row = await submitWhileDown();
    const firstWait = await msUntilNextAttempt(db(), row.id);
    expect(firstWait).toBeGreaterThan(RETRY_BASE_MS / 2 - 1_000);
    expect(firstWait).toBeLessThanOrEqual(RETRY_BASE_MS);

    await makeDue(db(), row.id);
    hubspotDown();
    expect(await worker().runOnce()).toEqual({ claimed: 1, delivered: 0, failed: 1 });
    const secondWait = await msUntilNextAttempt(db(), row.id);
    expect(secondWait).toBeGreaterThan(RETRY_BASE_MS - 1_000);
    expect(secondWait).toBeLessThanOrEqual(2 * RETRY_BASE_MS);
    expect(await reload(row.id)).toMatchObject({ crmSyncStatus: 'pending', crmSyncAttempts: 2 });
  });

  it("waits at least as long as HubSpot's Retry-After", async () => {
    const row = await submitWhileDown();
    await makeDue(db(), row.id);
    hubspot.fake.queue({ kind: 'rate_limited', retryAfter: '600' });
    await worker().runOnce();

    const wait = await msUntilNextAttempt(db(), row.id);
    expect(wait).toBeGreaterThan(599_000);
    expect((await reload(row.id)).crmLastError).toMatch(/^HubSpot rate limit reached/);
  });

  it('gives up after the configured number of attempts: status failed', async () => {
    const row = await submitWhileDown();
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      await makeDue(db(), row.id);
      hubspotDown();
      expect(await worker().runOnce()).toEqual({ claimed: 1, delivered: 0, failed: 1 });
    }
    const failed = await reload(row.id);
    expect(failed).toMatchObject({
      crmSyncStatus: 'failed',
      crmSyncAttempts: MAX_ATTEMPTS,
      crmNextAttemptAt: null,
    });
    expect(failed.crmLastError).toMatch(/^HubSpot is unavailable \(HTTP 502\)/);

    // A failed contact is never claimed again.
    hubspot.fake.reset();
    await db()
      .update(contacts)
      .set({ crmNextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(contacts.id, row.id));
    expect(await worker().runOnce()).toEqual({ claimed: 0, delivered: 0, failed: 0 });
    expect(hubspot.fake.requests).toHaveLength(0);
  });

  it('a contact HubSpot refuses (400) fails at once instead of being retried', async () => {
    const row = await submitWhileDown();
    await makeDue(db(), row.id);
    hubspot.fake.queue({ kind: 'error', status: 400 });
    await worker().runOnce();

    const failed = await reload(row.id);
    expect(failed).toMatchObject({
      crmSyncStatus: 'failed',
      crmSyncAttempts: 2,
      crmNextAttemptAt: null,
    });
    expect(failed.crmLastError).toMatch(
      /^HubSpot rejected the contact \(HTTP 400 VALIDATION_ERROR\)/,
    );
  });
});

describe('CRM sync state is in the database', () => {
  it('a second app on the same database (a restart, or another process) carries on', async () => {
    const row = await submitWhileDown();
    await makeDue(db(), row.id);

    const other = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    try {
      await other.ready();
      expect(await other.crmSync?.runOnce()).toEqual({ claimed: 1, delivered: 1, failed: 0 });
    } finally {
      await other.close();
    }
    expect((await reload(row.id)).crmSyncStatus).toBe('synced');
  });

  it('a pending contact left without a job (a restored backup) gets one when a server starts', async () => {
    await parkPending();
    const row = await submitWhileDown();
    await makeDue(db(), row.id);
    await dropJobs(db(), CRM_SYNC_QUEUE);
    expect(await worker().runOnce()).toEqual({ claimed: 0, delivered: 0, failed: 0 });

    const restarted = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    try {
      await restarted.ready();
      expect(await restarted.crmSync?.runOnce()).toEqual({ claimed: 1, delivered: 1, failed: 0 });
    } finally {
      await restarted.close();
    }
    expect((await reload(row.id)).crmSyncStatus).toBe('synced');
  });

  it('a leased row (an attempt in progress) is not claimed; once the lease runs out it is', async () => {
    const row = await submitWhileDown();
    // As if an attempt had claimed it and its process died: attempts + 1, lease in the future.
    await db()
      .update(contacts)
      .set({
        crmSyncAttempts: 2,
        crmNextAttemptAt: sql`now() + ${`${LEASE_MS} milliseconds`}::interval`,
      })
      .where(eq(contacts.id, row.id));
    expect(await worker().runOnce()).toEqual({ claimed: 0, delivered: 0, failed: 0 });

    await makeDue(db(), row.id);
    expect(await worker().runOnce()).toEqual({ claimed: 1, delivered: 1, failed: 0 });
    expect(await reload(row.id)).toMatchObject({ crmSyncStatus: 'synced', crmSyncAttempts: 3 });
  });

  it('an interrupted last attempt ends as failed once its lease runs out', async () => {
    const row = await submitWhileDown();
    await db()
      .update(contacts)
      .set({ crmSyncAttempts: MAX_ATTEMPTS })
      .where(eq(contacts.id, row.id));
    await makeDue(db(), row.id);
    expect(await worker().runOnce()).toEqual({ claimed: 0, delivered: 0, failed: 0 });
    expect(await reload(row.id)).toMatchObject({ crmSyncStatus: 'failed', crmNextAttemptAt: null });
    expect(hubspot.fake.requests).toHaveLength(0);
  });

  it('a stale attempt cannot overwrite the result of a newer one', async () => {
    const row = await submitWhileDown();
    await makeDue(db(), row.id);
    expect(await worker().runOnce()).toEqual({ claimed: 1, delivered: 1, failed: 0 });

    // The first (attempt 1) result arrives late: it must not touch the synced row.
    hubspotDown();
    const sync = createCrmSync({
      db: db(),
      jobs: ctx.app.jobs,
      hubspot: createHubSpotClient({
        baseUrl: hubspot.fake.url,
        accessToken: hubspot.token,
        sleep: async () => {},
      }),
      maxAttempts: MAX_ATTEMPTS,
      log: ctx.app.log,
    });
    await sync.attempt(row, 5_000);
    expect(await reload(row.id)).toMatchObject({
      crmSyncStatus: 'synced',
      crmSyncAttempts: 2,
      crmLastError: null,
    });
  });
});

describe('two workers at once', () => {
  it('deliver each due contact exactly once, each woken twice', async () => {
    await parkPending();
    const count = 12;
    const inserted = await db()
      .insert(contacts)
      .values(
        Array.from({ length: count }, (_, index) => ({
          firstName: 'Queue',
          lastName: `Item ${index}`,
          workEmail: `queue.${index}.${Date.now()}@acme.com`,
          source: 'other' as const,
          crmSyncStatus: 'pending' as const,
          crmSyncAttempts: 0,
          crmNextAttemptAt: sql`now() - interval '1 second'`,
        })),
      )
      .returning({ id: contacts.id, email: contacts.workEmail });
    // Two jobs for each (as after a restore, when every pending row is woken again).
    await worker().wakeUpPending();
    await worker().wakeUpPending();
    // Slow answers make the two runs overlap.
    hubspot.fake.queue(...Array.from({ length: count }, () => ({ kind: 'slow', ms: 20 }) as const));

    const other = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    await other.ready();
    const [first, second] = await Promise.all([worker().runOnce(), other.crmSync!.runOnce()]);
    await other.close();

    // Between them they claimed every row once.
    expect(first.claimed + second.claimed).toBe(count);
    expect(first.delivered + second.delivered).toBe(count);
    const delivered = hubspot.fake.requests.map(
      (request) => (request.body as { inputs: { id: string }[] }).inputs[0]?.id,
    );
    expect(delivered).toHaveLength(count);
    expect(new Set(delivered)).toEqual(new Set(inserted.map((row) => row.email)));
    for (const { id } of inserted) {
      expect(await reload(id)).toMatchObject({ crmSyncStatus: 'synced', crmSyncAttempts: 1 });
    }
  });
});

describe('the worker timer', () => {
  it('runs on its interval once the app is ready and stops when it closes', async () => {
    const timed = await buildApp({
      config: { ...ctx.config, crmSyncIntervalMs: 50 },
      database: ctx.database,
      logger: false,
    });
    const row = await submitWhileDown();
    await makeDue(db(), row.id);
    await timed.ready();
    try {
      const deadline = Date.now() + 5_000;
      while ((await reload(row.id)).crmSyncStatus !== 'synced' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect((await reload(row.id)).crmSyncStatus).toBe('synced');
    } finally {
      await timed.close();
    }
    // Closed: a newly due contact stays untouched.
    const later = await submitWhileDown();
    await makeDue(db(), later.id);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await reload(later.id)).crmSyncStatus).toBe('pending');
  });

  it('closing the app cuts a slow HubSpot call short and records it for a later retry', async () => {
    await parkPending();
    const row = await submitWhileDown();
    await makeDue(db(), row.id);
    hubspot.fake.queue({ kind: 'slow', ms: 5_000 });
    const timed = await buildApp({
      config: { ...ctx.config, crmSyncIntervalMs: 20 },
      database: ctx.database,
      logger: false,
    });
    await timed.ready();
    while (hubspot.fake.requests.length === 0)
      await new Promise((resolve) => setTimeout(resolve, 10));

    const started = Date.now();
    await timed.close();
    expect(Date.now() - started).toBeLessThan(2_000);
    const after = await reload(row.id);
    expect(after).toMatchObject({ crmSyncStatus: 'pending', crmSyncAttempts: 2 });
    expect(after.crmLastError).toBe('The HubSpot call was stopped before HubSpot answered');
    expect(await msUntilNextAttempt(db(), row.id)).toBeGreaterThan(0);
  });

  it('does not exist when HubSpot is not configured', async () => {
    const plain = await buildApp({
      config: { ...ctx.config, hubspotAccessToken: undefined },
      database: ctx.database,
      logger: false,
    });
    expect(plain.crmSync).toBeNull();
    await plain.close();
  });
});

describe("HubSpot's daily limit", () => {
  it('pauses every contact until it resets (hourly without the account time zone), then carries on', async () => {
    await parkPending();
    const row = await submitWhileDown();
    await makeDue(db(), row.id);
    hubspot.fake.queue({ kind: 'rate_limited', policyName: 'DAILY' });
    expect(await worker().runOnce()).toEqual({ claimed: 1, delivered: 0, failed: 1 });

    const hour = 60 * 60_000;
    const pausedFor = (await crmSyncPausedUntil(db()))!.getTime() - Date.now();
    expect(pausedFor).toBeGreaterThan(hour - 60_000);
    expect(pausedFor).toBeLessThanOrEqual(hour);
    const failed = await reload(row.id);
    expect(failed).toMatchObject({ crmSyncStatus: 'pending', crmSyncAttempts: 2 });
    expect(failed.crmLastError).toMatch(/^HubSpot rate limit reached \(DAILY\)/);
    expect(await msUntilNextAttempt(db(), row.id)).toBeGreaterThan(hour - 60_000);

    // While paused: a due contact is not tried, and a new one is not tried inline.
    hubspot.fake.reset();
    await makeDue(db(), row.id);
    expect(await worker().runOnce()).toEqual({ claimed: 0, delivered: 0, failed: 0 });
    expect(worker().inlineAttemptsAllowed()).toBe(false);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: contactPayload(),
    });
    expect(response.json().hubspot).toBeDefined();
    expect(hubspot.fake.requests).toEqual([]);

    // Once the limit has reset, both go through.
    await db()
      .update(crmSyncPauses)
      .set({ until: sql`now() - interval '1 second'` });
    await makeDue(db(), row.id);
    expect(await worker().runOnce()).toMatchObject({ delivered: 2, failed: 0 });
    expect(worker().inlineAttemptsAllowed()).toBe(true);
  });
});
