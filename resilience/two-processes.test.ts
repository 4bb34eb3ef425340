/**
 * Two server processes on one PostgreSQL database (decision 070), requests sent
 * to either with no sticky routing. A session made on one works on the other; the CRM sync
 * worker runs in both without delivering a contact twice (SKIP LOCKED + lease); the contact
 * rate limit counts requests to both.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_CRM_SYNC_ERROR } from '../common/contact/contract.ts';
import { adminContacts, adminSession } from './lib/admin.ts';
import { sleep, submitContact } from './lib/contacts.ts';
import { createTestDatabase } from './lib/engines.ts';
import { startLocalHubSpot, type LocalHubSpot } from './lib/hubspot.ts';
import { startServerProcess } from './lib/server-process.ts';

const CONTACTS = 40;
const CONTACT_LIMIT = 4;

describe('two processes, one PostgreSQL database', () => {
  let hubspot: LocalHubSpot;

  beforeAll(async () => {
    hubspot = await startLocalHubSpot();
  });

  async function startTwo(env: Record<string, string>) {
    const database = await createTestDatabase('postgres');
    const first = await startServerProcess({ name: 'first', env: { ...database.env, ...env } });
    // The second gets its own DATA_DIR; only the database (and the secrets) are shared.
    const second = await startServerProcess({
      name: 'second',
      env: { ...database.env, DATA_DIR: `${database.env.DATA_DIR}/second`, ...env },
    });
    return [first, second];
  }

  it('a session created on one process works on the other', async () => {
    const [first, second] = await startTwo({ ...hubspot.serverEnv });
    const cookie = await adminSession(first!.url);
    const onSecond = await fetch(`${second!.url}/api/admin/contacts`, { headers: { cookie } });
    expect(onSecond.status).toBe(200);
    const signOut = await fetch(`${second!.url}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie, origin: second!.url, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(signOut.status).toBe(200);
    // Signed out on the second: the first refuses the cookie too.
    const onFirst = await fetch(`${first!.url}/api/admin/contacts`, { headers: { cookie } });
    expect(onFirst.status).toBe(401);
  });

  it('both workers deliver the pending contacts, none twice', async () => {
    const [first, second] = await startTwo({
      ...hubspot.serverEnv,
      TRUST_PROXY: 'true',
      CRM_SYNC_INTERVAL_MS: '50',
      CRM_SYNC_RETRY_BASE_MS: '100',
    });
    // HubSpot refuses the token: every inline attempt fails at once and leaves the contact pending.
    hubspot.fake.setFallback({ kind: 'error', status: 401 });
    const submissions = await Promise.all(
      Array.from({ length: CONTACTS }, (_, index) =>
        submitContact((index % 2 === 0 ? first : second)!.url),
      ),
    );
    expect(submissions.map((submission) => submission.body)).toEqual(
      submissions.map(() => ({ success: true, hubspot: { error: CONTACT_CRM_SYNC_ERROR } })),
    );
    hubspot.fake.setFallback({ kind: 'ok' });

    const cookie = await adminSession(first!.url);
    const deadline = Date.now() + 120_000;
    let contacts = await adminContacts(second!.url, cookie);
    while (contacts.some((contact) => contact.crmSyncStatus !== 'synced')) {
      if (Date.now() > deadline) throw new Error('the contacts were not all synced in time');
      await sleep(200);
      contacts = await adminContacts(second!.url, cookie);
    }
    const upserts = hubspot.upsertsByEmail();
    const runs = [first!, second!].map(
      (server) =>
        server.logRecords().filter((record) => record.msg === 'contact synced to HubSpot').length,
    );
    const twice = submissions.filter(({ email }) => upserts.get(email.toLowerCase()) !== 1);
    console.log(
      `two processes: ${CONTACTS} contacts, synced by the first ${runs[0]} and by the second ${runs[1]}, ` +
        `delivered other than once ${twice.length}`,
    );
    expect(twice.map(({ email }) => [email, upserts.get(email.toLowerCase())])).toEqual([]);
    // Both workers took part.
    expect(runs[0]).toBeGreaterThan(0);
    expect(runs[1]).toBeGreaterThan(0);
    expect(hubspot.fake.mismatches).toEqual([]);
  });

  it('the contact rate limit counts requests to both processes', async () => {
    const [first, second] = await startTwo({
      CONTACT_RATE_LIMIT_PER_MINUTE: String(CONTACT_LIMIT),
    });
    const statuses: number[] = [];
    for (let index = 0; index < CONTACT_LIMIT * 2; index++) {
      const target = (index % 2 === 0 ? first : second)!;
      const response = await fetch(`${target.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: target.url },
        body: JSON.stringify({
          firstName: 'Rate',
          lastName: 'Limit',
          workEmail: `rate.${index}@acme.com`,
          source: 'google',
        }),
      });
      statuses.push(response.status);
    }
    console.log(
      `two processes, contact limit ${CONTACT_LIMIT}/min: statuses ${statuses.join(' ')}`,
    );
    expect(statuses.slice(0, CONTACT_LIMIT)).toEqual(Array(CONTACT_LIMIT).fill(200));
    expect(statuses.slice(CONTACT_LIMIT)).toEqual(Array(CONTACT_LIMIT).fill(429));
  });
});
