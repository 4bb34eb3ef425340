/**
 * Test helpers for the contact module: unique payloads, direct looks at the contacts table,
 * and the local fake HubSpot's lifecycle.
 */
import { makeJobsDue } from '../../testing/jobs.ts';
import { CRM_SYNC_QUEUE } from './crm-sync.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { ContactRequestInput } from '../../../common/contact/contract.ts';
import type { Database } from '../../db/client.ts';
import { contacts } from '../../db/schema/index.ts';
import { startFakeHubSpot, type FakeHubSpot } from '../../testing/fakes/hubspot/fake-hubspot.ts';

let sequence = 0;

/** A valid request with a unique work email. */
export function contactPayload(overrides: Partial<ContactRequestInput> = {}): ContactRequestInput {
  sequence += 1;
  const unique = `${Date.now().toString(36)}${sequence}`;
  return {
    firstName: 'Jane',
    lastName: 'Doe',
    workEmail: `jane.${unique}@acme.com`,
    phoneNumber: '+1 555 0100',
    source: 'google',
    ...overrides,
  };
}

export async function contactRows(db: Database) {
  return db.select().from(contacts).orderBy(contacts.id);
}

export async function contactByEmail(db: Database, email: string) {
  const [row] = await db.select().from(contacts).where(eq(contacts.workEmail, email));
  return row;
}

/**
 * Moves a contact's next attempt into the past, as if its back-off (or lease) had run out; its
 * waiting jobs with it.
 */
export async function makeDue(db: Database, id: number) {
  await db
    .update(contacts)
    .set({ crmNextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(contacts.id, id));
  await makeJobsDue(db, CRM_SYNC_QUEUE, id);
}

/** Milliseconds from the database's now() to the contact's next attempt. */
export async function msUntilNextAttempt(db: Database, id: number): Promise<number | null> {
  const [row] = await db
    .select({
      ms: sql<string | null>`extract(epoch from (${contacts.crmNextAttemptAt} - now())) * 1000`,
    })
    .from(contacts)
    .where(eq(contacts.id, id));
  return row?.ms == null ? null : Number(row.ms);
}

/** A test app's settings for the contact tests: no background sync, no rate limit in the way. */
export const QUIET_CONTACT_SETTINGS = {
  CRM_SYNC_INTERVAL_MS: '0',
  CONTACT_RATE_LIMIT_PER_MINUTE: '1000',
};

/**
 * The local fake HubSpot for a test file: started before its tests, checked after each
 * (no request broke HubSpot's contract) and reset, closed after them all. `settings()` points
 * a test app at it.
 */
export function useFakeHubSpot() {
  const token = `pat-na1-${Date.now().toString(36)}-test-token`;
  let fake: FakeHubSpot | undefined;
  beforeAll(async () => {
    fake = await startFakeHubSpot({ token });
  });
  afterEach(() => {
    expect(fake?.mismatches).toEqual([]);
    fake?.reset();
  });
  afterAll(async () => {
    await fake?.close();
  });
  return {
    token,
    get fake(): FakeHubSpot {
      if (!fake) throw new Error('The fake HubSpot starts in beforeAll');
      return fake;
    },
    settings() {
      return { HUBSPOT_ACCESS_TOKEN: token, HUBSPOT_API_URL: this.fake.url };
    },
  };
}
