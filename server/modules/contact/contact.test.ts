/**
 * POST /api/contact: validation with the form's messages, the three answers, the contact stored
 * before anything else, honeypot and body limit. HubSpot is the local fake (real HTTP).
 */
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACT_CRM_SYNC_ERROR,
  type ContactRequestInput,
} from '../../../common/contact/contract.ts';
import { CONTACT_LIMIT_MESSAGES, CONTACT_MESSAGES } from '../../../common/contact/messages.ts';
import { API_MESSAGES } from '../../../common/shared/messages.ts';
import { createTestApp, type TestContext } from '../../testing/app.ts';
import { INLINE_DEADLINE_MS } from './crm-sync.ts';
import {
  contactByEmail,
  contactPayload,
  contactRows,
  msUntilNextAttempt,
  QUIET_CONTACT_SETTINGS,
  useFakeHubSpot,
} from './testing.ts';

const hubspot = useFakeHubSpot();
let plain: TestContext; // HubSpot not configured
let crm: TestContext; // HubSpot configured, pointing at the fake

beforeAll(async () => {
  [plain, crm] = await Promise.all([
    createTestApp(QUIET_CONTACT_SETTINGS),
    createTestApp({ ...QUIET_CONTACT_SETTINGS, ...hubspot.settings() }),
  ]);
});
afterAll(async () => {
  await Promise.all([plain?.close(), crm?.close()]);
});

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function post(ctx: TestContext, payload: unknown) {
  return ctx.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object });
}

describe('POST /api/contact: validation of each field', () => {
  const cases: [string, Partial<Record<keyof ContactRequestInput, unknown>>, string, string][] = [
    [
      'a missing first name',
      { firstName: undefined },
      'firstName',
      CONTACT_MESSAGES.firstNameRequired,
    ],
    ['a blank first name', { firstName: '   ' }, 'firstName', CONTACT_MESSAGES.firstNameRequired],
    ['a missing last name', { lastName: undefined }, 'lastName', CONTACT_MESSAGES.lastNameRequired],
    ['an empty last name', { lastName: '' }, 'lastName', CONTACT_MESSAGES.lastNameRequired],
    [
      'a missing work email',
      { workEmail: undefined },
      'workEmail',
      CONTACT_MESSAGES.workEmailRequired,
    ],
    ['an empty work email', { workEmail: '' }, 'workEmail', CONTACT_MESSAGES.workEmailRequired],
    ['an invalid work email', { workEmail: 'jane@' }, 'workEmail', CONTACT_MESSAGES.invalidEmail],
    ['a missing source', { source: undefined }, 'source', CONTACT_MESSAGES.sourceRequired],
    ['an empty source', { source: '' }, 'source', CONTACT_MESSAGES.sourceRequired],
    ['an unknown source', { source: 'tiktok' }, 'source', CONTACT_MESSAGES.sourceRequired],
    [
      'an invalid referral email',
      { source: 'referral', referralEmail: 'rob@partner' },
      'referralEmail',
      CONTACT_MESSAGES.invalidReferralEmail,
    ],
    [
      'a name over 100 characters',
      { lastName: 'x'.repeat(101) },
      'lastName',
      CONTACT_LIMIT_MESSAGES.nameTooLong,
    ],
  ];

  it.each(cases)(
    '%s: 400 with the message, nothing stored',
    async (_case, change, path, message) => {
      const payload = { ...contactPayload(), ...change };
      const response = await post(plain, payload);

      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.issues).toEqual([{ path, message }]);
      expect(body.error).toBe(`${path}: ${message}`);
      expect(await contactByEmail(plain.database.db, String(payload.workEmail))).toBeUndefined();
    },
  );

  it('reports every missing required field at once', async () => {
    const response = await post(plain, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'firstName', message: CONTACT_MESSAGES.firstNameRequired },
      { path: 'lastName', message: CONTACT_MESSAGES.lastNameRequired },
      { path: 'workEmail', message: CONTACT_MESSAGES.workEmailRequired },
      { path: 'source', message: CONTACT_MESSAGES.sourceRequired },
    ]);
  });

  it('treats an empty referral email as absent', async () => {
    const payload = contactPayload({
      source: 'referral',
      referralFirstName: 'Rob',
      referralEmail: '',
    });
    const response = await post(plain, payload);

    expect(response.statusCode).toBe(200);
    const row = await contactByEmail(plain.database.db, payload.workEmail);
    expect(row?.referralEmail).toBeNull();
    expect(row?.referralFirstName).toBe('Rob');
  });

  it('accepts any phone text (no format check) and no phone at all', async () => {
    const withPhone = contactPayload({ phoneNumber: 'ext. 42, ask for Jane' });
    const withoutPhone = contactPayload({ phoneNumber: '' });
    expect((await post(plain, withPhone)).statusCode).toBe(200);
    expect((await post(plain, withoutPhone)).statusCode).toBe(200);

    const db = plain.database.db;
    expect((await contactByEmail(db, withPhone.workEmail))?.phoneNumber).toBe(
      'ext. 42, ask for Jane',
    );
    expect((await contactByEmail(db, withoutPhone.workEmail))?.phoneNumber).toBeNull();
  });

  it('stores trimmed values, and referral details only for a referral', async () => {
    const referral = contactPayload({
      firstName: '  Jane ',
      source: 'referral',
      referralFirstName: 'Rob',
      referralLastName: 'Roe',
      referralEmail: ' rob@partner.com ',
    });
    const google = contactPayload({
      source: 'google',
      referralFirstName: 'Stale',
      referralEmail: 'stale@x.com',
    });
    await post(plain, referral);
    await post(plain, google);

    const db = plain.database.db;
    expect(await contactByEmail(db, referral.workEmail)).toMatchObject({
      firstName: 'Jane',
      source: 'referral',
      referralFirstName: 'Rob',
      referralLastName: 'Roe',
      referralEmail: 'rob@partner.com',
    });
    expect(await contactByEmail(db, google.workEmail)).toMatchObject({
      source: 'google',
      referralFirstName: null,
      referralEmail: null,
    });
  });
});

describe('POST /api/contact: the three answers', () => {
  it('not configured: answers {} and stores the contact as not_configured', async () => {
    const payload = contactPayload();
    const response = await post(plain, payload);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    expect(await contactByEmail(plain.database.db, payload.workEmail)).toMatchObject({
      firstName: 'Jane',
      lastName: 'Doe',
      phoneNumber: '+1 555 0100',
      source: 'google',
      crmSyncStatus: 'not_configured',
      crmSyncAttempts: 0,
      crmNextAttemptAt: null,
    });
    expect(hubspot.fake.requests).toEqual([]);
  });

  it('success: answers {success: true}; the contact is stored, synced and mapped to HubSpot properties', async () => {
    const payload = contactPayload({
      source: 'referral',
      referralFirstName: 'Rob',
      referralLastName: 'Roe',
      referralEmail: 'rob@partner.com',
    });
    const response = await post(crm, payload);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const email = payload.workEmail;
    const hubspotContact = hubspot.fake.contacts.get(email);
    expect(hubspotContact?.properties).toEqual({
      email,
      firstname: 'Jane',
      lastname: 'Doe',
      phone: '+1 555 0100',
      lead_source: 'referral',
      referral_first_name: 'Rob',
      referral_last_name: 'Roe',
      referral_email: 'rob@partner.com',
    });
    const row = await contactByEmail(crm.database.db, email);
    expect(row).toMatchObject({
      crmSyncStatus: 'synced',
      crmSyncAttempts: 1,
      crmContactId: hubspotContact?.id,
      crmNextAttemptAt: null,
      crmLastError: null,
    });
    expect(row?.crmSyncedAt).toBeInstanceOf(Date);
  });

  it('success for an email HubSpot already has: the contact is updated, not duplicated', async () => {
    const payload = contactPayload({ phoneNumber: '' });
    const existing = hubspot.fake.seedContact({
      email: payload.workEmail,
      phone: '123',
      firstname: 'J',
    });
    const response = await post(crm, payload);

    expect(response.json()).toEqual({ success: true });
    expect(hubspot.fake.contacts.size).toBe(1);
    // The empty phone is left out, so HubSpot keeps the one it had.
    expect(existing.properties).toMatchObject({
      firstname: 'Jane',
      phone: '123',
      lead_source: 'google',
    });
    expect((await contactByEmail(crm.database.db, payload.workEmail))?.crmContactId).toBe(
      existing.id,
    );
  });

  it('CRM error: answers {success: true, hubspot: {error}} without HubSpot internals; the contact waits for a retry', async () => {
    hubspot.fake.queue(
      ...Array.from({ length: 3 }, () => ({ kind: 'error', status: 502 }) as const),
    );
    const payload = contactPayload();
    const response = await post(crm, payload);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, hubspot: { error: CONTACT_CRM_SYNC_ERROR } });
    expect(response.body).not.toMatch(/502|correlation|HubSpot is/);
    const row = await contactByEmail(crm.database.db, payload.workEmail);
    expect(row).toMatchObject({ crmSyncStatus: 'pending', crmSyncAttempts: 1, crmContactId: null });
    expect(row?.crmLastError).toMatch(/^HubSpot is unavailable \(HTTP 502\)/);
    const wait = await msUntilNextAttempt(crm.database.db, row!.id);
    expect(wait).toBeGreaterThan(10_000);
  });

  it('a 207 from HubSpot for this contact leaves it failed, with HubSpot’s error for it', async () => {
    hubspot.fake.queue({
      kind: 'multi_status',
      category: 'VALIDATION_ERROR',
      message: 'Property values were not valid: lead_source',
    });
    const payload = contactPayload();
    const response = await post(crm, payload);

    expect(response.json()).toEqual({ success: true, hubspot: { error: CONTACT_CRM_SYNC_ERROR } });
    expect(hubspot.fake.requests.map((request) => request.status)).toEqual([207]);
    const row = await contactByEmail(crm.database.db, payload.workEmail);
    expect(row).toMatchObject({
      crmSyncStatus: 'failed',
      crmContactId: null,
      crmNextAttemptAt: null,
      crmLastError:
        'HubSpot rejected the contact (HTTP 207 VALIDATION_ERROR): Property values were not valid: lead_source',
    });
  });

  it('stores the contact before HubSpot is called', async () => {
    hubspot.fake.queue({ kind: 'slow', ms: 300 });
    const payload = contactPayload();
    const answer = post(crm, payload);
    while (hubspot.fake.requests.length === 0)
      await new Promise((resolve) => setTimeout(resolve, 10));

    // HubSpot has the request but has not answered: the row is already there.
    const row = await contactByEmail(crm.database.db, payload.workEmail);
    expect(row).toMatchObject({ crmSyncStatus: 'pending', crmSyncAttempts: 1 });
    expect((await answer).json()).toEqual({ success: true });
  });

  it('keeps the contact when the sync throws (HubSpot unreachable)', async () => {
    const unreachable = await createTestApp({
      ...QUIET_CONTACT_SETTINGS,
      HUBSPOT_ACCESS_TOKEN: hubspot.token,
      HUBSPOT_API_URL: `http://127.0.0.1:${await closedPort()}`,
    });
    try {
      const payload = contactPayload();
      const response = await post(unreachable, payload);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        hubspot: { error: CONTACT_CRM_SYNC_ERROR },
      });
      const row = await contactByEmail(unreachable.database.db, payload.workEmail);
      expect(row).toMatchObject({
        firstName: 'Jane',
        crmSyncStatus: 'pending',
        crmSyncAttempts: 1,
      });
      expect(row?.crmLastError).toBe('Could not reach HubSpot (ECONNREFUSED)');
    } finally {
      await unreachable.close();
    }
  });

  it('HubSpot not answering: the visitor waits at most the inline deadline, the next ones not at all', async () => {
    hubspot.fake.setFallback({ kind: 'hang' });
    const started = performance.now();
    const first = await post(crm, contactPayload());
    const firstMs = performance.now() - started;
    expect(first.json()).toEqual({ success: true, hubspot: { error: CONTACT_CRM_SYNC_ERROR } });
    expect(firstMs).toBeGreaterThanOrEqual(INLINE_DEADLINE_MS - 50);
    expect(firstMs).toBeLessThan(INLINE_DEADLINE_MS + 2_000);
    expect(hubspot.fake.requests).toHaveLength(1);

    const payload = contactPayload();
    const next = performance.now();
    const second = await post(crm, payload);
    expect(performance.now() - next).toBeLessThan(INLINE_DEADLINE_MS / 2);
    expect(second.json()).toEqual({ success: true, hubspot: { error: CONTACT_CRM_SYNC_ERROR } });
    // Not tried inline: stored and due for the background worker at once.
    expect(hubspot.fake.requests).toHaveLength(1);
    const row = await contactByEmail(crm.database.db, payload.workEmail);
    expect(row).toMatchObject({ crmSyncStatus: 'pending', crmSyncAttempts: 0 });
    expect(await msUntilNextAttempt(crm.database.db, row!.id)).toBeLessThanOrEqual(0);

    // The worker's success ends the pause: the next visitor is synced inline again.
    hubspot.fake.setFallback({ kind: 'ok' });
    await crm.app.crmSync!.runOnce();
    expect((await post(crm, contactPayload())).json()).toEqual({ success: true });
  });

  it('never writes the token into the stored error', async () => {
    const wrongToken = await createTestApp({
      ...QUIET_CONTACT_SETTINGS,
      HUBSPOT_ACCESS_TOKEN: 'pat-na1-not-the-right-one',
      HUBSPOT_API_URL: hubspot.fake.url,
    });
    try {
      const payload = contactPayload();
      expect((await post(wrongToken, payload)).json()).toEqual({
        success: true,
        hubspot: { error: CONTACT_CRM_SYNC_ERROR },
      });
      const row = await contactByEmail(wrongToken.database.db, payload.workEmail);
      expect(row?.crmLastError).toContain(
        'HubSpot refused the access token (HTTP 401 INVALID_AUTHENTICATION)',
      );
      expect(row?.crmLastError).not.toContain('pat-na1');
    } finally {
      await wrongToken.close();
    }
  });
});

describe('POST /api/contact: abuse', () => {
  it('a filled honeypot gets a success-shaped answer but is neither stored nor synced', async () => {
    const before = (await contactRows(crm.database.db)).length;
    const configured = await post(crm, contactPayload({ website: 'http://spam.example' }));
    const notConfigured = await post(plain, contactPayload({ website: 'http://spam.example' }));

    expect(configured.statusCode).toBe(200);
    expect(configured.json()).toEqual({ success: true });
    expect(notConfigured.json()).toEqual({});
    expect(await contactRows(crm.database.db)).toHaveLength(before);
    expect(hubspot.fake.requests).toEqual([]);
  });

  it('an empty honeypot is a normal request', async () => {
    const payload = contactPayload({ website: '' });
    expect((await post(plain, payload)).json()).toEqual({});
    expect(await contactByEmail(plain.database.db, payload.workEmail)).toBeDefined();
  });

  it('refuses a body over the limit with 413 and stores nothing', async () => {
    const before = (await contactRows(plain.database.db)).length;
    const response = await post(plain, contactPayload({ phoneNumber: 'x'.repeat(20_000) }));

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: API_MESSAGES.tooLarge, code: 'payload_too_large' });
    expect(await contactRows(plain.database.db)).toHaveLength(before);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await plain.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: API_MESSAGES.invalidJson, code: 'bad_request' });
  });
});
