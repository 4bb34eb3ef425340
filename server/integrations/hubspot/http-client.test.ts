/**
 * The real HubSpot adapter against the local fake HubSpot server: the fake checks method,
 * path, Authorization, Content-Type and body like the real API, and every test ends with no
 * contract mismatch.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { nextMidnight } from '../../lib/time-zone.ts';
import { HubSpotError } from './errors.ts';
import { startFakeHubSpot, type FakeHubSpot } from '../../testing/fakes/hubspot/fake-hubspot.ts';
import {
  createHubSpotClient,
  HUBSPOT_CONTACTS_PATH,
  type HubSpotClientOptions,
} from './http-client.ts';

const TOKEN = 'pat-na1-11111111-2222-3333-4444-555555555555';
const jane = {
  email: 'jane@acme.com',
  firstname: 'Jane',
  lastname: 'Doe',
  lead_source: 'referral',
  referral_email: 'rob@partner.com',
};

let fake: FakeHubSpot;
beforeAll(async () => {
  fake = await startFakeHubSpot({ token: TOKEN });
});
afterEach(() => {
  expect(fake.mismatches).toEqual([]);
  fake.reset();
});
afterAll(() => fake.close());

/** Refuses any request that would leave this machine. */
const loopbackOnly: typeof fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.hostname !== '127.0.0.1') throw new Error(`non-loopback request to ${url.host}`);
  return fetch(input, init);
};

function client(overrides: Partial<HubSpotClientOptions> = {}) {
  const sleeps: number[] = [];
  const api = createHubSpotClient({
    baseUrl: fake.url,
    accessToken: TOKEN,
    fetch: loopbackOnly,
    sleep: async (ms) => void sleeps.push(ms),
    random: () => 0.5,
    ...overrides,
  });
  return { api, sleeps };
}

async function failure(promise: Promise<unknown>): Promise<HubSpotError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HubSpotError);
  expect((error as Error).message).not.toContain(TOKEN);
  return error as HubSpotError;
}

describe('HubSpot client: upsert by email', () => {
  it('sends the documented request and creates the contact', async () => {
    const { api } = client();
    const result = await api.upsertContact(jane);

    expect(result.created).toBe(true);
    expect(result.id).toMatch(/^\d+$/);
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(`${HUBSPOT_CONTACTS_PATH}/batch/upsert`);
    expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      inputs: [{ idProperty: 'email', id: 'jane@acme.com', properties: jane }],
    });
    expect(fake.contacts.get('jane@acme.com')?.properties).toEqual(jane);
  });

  it('updates the contact when one with that email exists', async () => {
    const existing = fake.seedContact({ email: 'jane@acme.com', firstname: 'Janet' });
    const { api } = client();
    const result = await api.upsertContact(jane);

    expect(result).toEqual({ id: existing.id, created: false });
    expect(fake.contacts.get('jane@acme.com')?.properties.firstname).toBe('Jane');
    expect(fake.contacts.size).toBe(1);
  });

  it('a 207 Multi-Status naming our input refuses the contact with its error, not retried', async () => {
    fake.queue({
      kind: 'multi_status',
      category: 'VALIDATION_ERROR',
      message: 'Property values were not valid: phone',
    });
    const { api } = client();
    const error = await failure(api.upsertContact(jane));

    expect(error.kind).toBe('rejected');
    expect(error.transient).toBe(false);
    expect(error.status).toBe(207);
    expect(error.category).toBe('VALIDATION_ERROR');
    expect(error.message).toBe(
      'HubSpot rejected the contact (HTTP 207 VALIDATION_ERROR): Property values were not valid: phone',
    );
    expect(fake.requests.map((request) => request.status)).toEqual([207]);
    expect(fake.contacts.size).toBe(0);
  });
});

describe('HubSpot client: rate limits and retries', () => {
  it('waits the Retry-After of a 429, then succeeds', async () => {
    fake.queue({ kind: 'rate_limited', retryAfter: '2' });
    const { api, sleeps } = client();
    const result = await api.upsertContact(jane);

    expect(result.created).toBe(true);
    expect(sleeps).toEqual([2000]);
    expect(fake.requests).toHaveLength(2);
  });

  it("after a daily 429, waits until midnight in the account's time zone, or an hour without one", async () => {
    fake.queue({ kind: 'rate_limited', policyName: 'DAILY' });
    const zoned = await failure(
      client({ accountTimeZone: 'Pacific/Auckland' }).api.upsertContact(jane),
    );
    const midnight = nextMidnight('Pacific/Auckland', new Date()).getTime() - Date.now();
    expect(zoned.isDailyLimit).toBe(true);
    expect(zoned.message).toContain('HubSpot rate limit reached (DAILY)');
    expect(Math.abs(zoned.retryAfterMs! - midnight)).toBeLessThan(5_000);

    fake.queue({ kind: 'rate_limited', policyName: 'DAILY' });
    const unzoned = await failure(client().api.upsertContact(jane));
    expect(unzoned.retryAfterMs).toBe(60 * 60_000);
    expect(fake.requests).toHaveLength(2); // a daily 429 is never retried within the call
  });

  it('really sleeps through Retry-After with the default timer', async () => {
    fake.queue({ kind: 'rate_limited', retryAfter: '1' });
    const api = createHubSpotClient({ baseUrl: fake.url, accessToken: TOKEN, fetch: loopbackOnly });
    await api.upsertContact(jane);

    const [first, second] = fake.requests;
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(950);
  });

  it('does not sleep through a long rate-limit window: the error says how long to wait', async () => {
    // No Retry-After: HubSpot's ten-second window applies, longer than the client waits itself.
    fake.queue({ kind: 'rate_limited' });
    const { api, sleeps } = client();
    const error = await failure(api.upsertContact(jane));

    expect(error.kind).toBe('rate_limited');
    expect(error.retryAfterMs).toBe(10_000);
    expect(error.message).toContain('HubSpot rate limit reached (TEN_SECONDLY_ROLLING)');
    expect(sleeps).toEqual([]);
    expect(fake.requests).toHaveLength(1);
  });

  it('retries a 502 with jittered back-off, then succeeds', async () => {
    fake.queue({ kind: 'error', status: 502 });
    const { api, sleeps } = client({ random: () => 0 });
    await api.upsertContact(jane);

    expect(sleeps).toEqual([250]);
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up after 3 attempts when HubSpot stays down', async () => {
    fake.queue(
      { kind: 'error', status: 503 },
      { kind: 'error', status: 503 },
      { kind: 'error', status: 503 },
    );
    const { api, sleeps } = client();
    const error = await failure(api.upsertContact(jane));

    expect(error.kind).toBe('server');
    expect(error.message).toMatch(
      /^HubSpot is unavailable \(HTTP 503\) \[correlation id [\w-]+\]$/,
    );
    expect(fake.requests).toHaveLength(3);
    expect(sleeps).toHaveLength(2);
    expect(sleeps[1]).toBeGreaterThan(sleeps[0]!);
  });

  it('makes one request and no retry when asked not to retry', async () => {
    fake.queue({ kind: 'error', status: 502 });
    const { api, sleeps } = client();
    const error = await failure(api.upsertContact(jane, { retry: false }));

    expect(error.kind).toBe('server');
    expect(fake.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('retries a dropped connection', async () => {
    fake.queue({ kind: 'drop' });
    const { api } = client();
    const result = await api.upsertContact(jane);

    expect(result.created).toBe(true);
    expect(fake.requests).toHaveLength(2);
  });

  it('times out a request that takes longer than the time-out', async () => {
    fake.queue({ kind: 'slow', ms: 400 }, { kind: 'slow', ms: 400 });
    const { api } = client({ timeoutMs: 100, maxAttempts: 2 });
    const error = await failure(api.upsertContact(jane));

    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('HubSpot did not answer within 0.1 s');
    expect(fake.requests).toHaveLength(2);
  });

  it("stops at the caller's deadline", async () => {
    fake.queue({ kind: 'slow', ms: 400 });
    const { api } = client();
    const error = await failure(api.upsertContact(jane, { signal: AbortSignal.timeout(50) }));

    expect(error.kind).toBe('aborted');
    expect(fake.requests).toHaveLength(1);
  });
});

describe('HubSpot client: errors become readable messages', () => {
  it('401: names the setting to check, never the token, and does not retry', async () => {
    const { api } = client({ accessToken: 'pat-na1-wrong' });
    const error = await failure(api.upsertContact(jane));

    expect(error.kind).toBe('auth');
    expect(error.status).toBe(401);
    expect(error.message).toContain(
      'HubSpot refused the access token (HTTP 401 INVALID_AUTHENTICATION)',
    );
    expect(error.message).toContain('HUBSPOT_ACCESS_TOKEN');
    expect(error.message).not.toContain('pat-na1-wrong');
    expect(fake.requests).toHaveLength(1);
  });

  it('403: names the missing scope', async () => {
    fake.queue({ kind: 'error', status: 403 });
    const { api } = client();
    const error = await failure(api.upsertContact(jane));

    expect(error.kind).toBe('auth');
    expect(error.message).toContain('(HTTP 403 MISSING_SCOPES): needs crm.objects.contacts.write');
  });

  it("400 for a property the portal lacks: refused for good, with HubSpot's reason and correlation id", async () => {
    const bare = await startFakeHubSpot({
      token: TOKEN,
      knownProperties: ['email', 'firstname', 'lastname', 'phone'],
    });
    try {
      const api = createHubSpotClient({
        baseUrl: bare.url,
        accessToken: TOKEN,
        fetch: loopbackOnly,
      });
      const error = await failure(api.upsertContact(jane));

      expect(error.kind).toBe('rejected');
      expect(error.transient).toBe(false);
      expect(error.category).toBe('VALIDATION_ERROR');
      expect(error.message).toContain('HubSpot rejected the contact (HTTP 400 VALIDATION_ERROR)');
      expect(error.message).toContain('PROPERTY_DOESNT_EXIST');
      expect(error.correlationId).toMatch(/^[\w-]{36}$/);
      expect(error.message).toContain(`[correlation id ${error.correlationId}]`);
      expect(bare.requests).toHaveLength(1);
      expect(bare.mismatches).toEqual([]);
    } finally {
      await bare.close();
    }
  });

  it('refuses to talk to anything but the fake in tests', async () => {
    const api = createHubSpotClient({
      baseUrl: 'https://api.hubapi.com',
      accessToken: TOKEN,
      fetch: loopbackOnly,
      maxAttempts: 1,
    });
    const error = await failure(api.upsertContact(jane));
    expect(error.kind).toBe('network');
  });
});

describe('the fake enforces the contract', () => {
  const upsertUrl = () => `${fake.url}${HUBSPOT_CONTACTS_PATH}/batch/upsert`;
  const validBody = JSON.stringify({
    inputs: [{ idProperty: 'email', id: 'jane@acme.com', properties: { email: 'jane@acme.com' } }],
  });

  it.each([
    [
      'a missing Authorization header',
      { 'content-type': 'application/json' },
      validBody,
      /Authorization must be "Bearer <token>"/,
    ],
    [
      'a wrong content type',
      { authorization: `Bearer ${TOKEN}`, 'content-type': 'text/plain' },
      validBody,
      /Content-Type must be application\/json/,
    ],
    [
      'an empty property value',
      { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      JSON.stringify({
        inputs: [
          {
            idProperty: 'email',
            id: 'jane@acme.com',
            properties: { email: 'jane@acme.com', phone: '' },
          },
        ],
      }),
      /inputs\.0\.properties\.phone: empty property values clear the property/,
    ],
    [
      'a body without inputs',
      { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      JSON.stringify({ properties: { email: 'jane@acme.com' } }),
      /inputs/,
    ],
  ])('records and refuses %s', async (_case, headers, body, problem) => {
    const response = await fetch(upsertUrl(), { method: 'POST', headers, body });
    expect(response.status).toBe(400);
    expect(fake.mismatches).toHaveLength(1);
    expect(fake.mismatches[0]).toMatch(problem);
    fake.mismatches.length = 0;
  });

  it('records an endpoint HubSpot does not have', async () => {
    const response = await fetch(`${fake.url}/crm/v3/objects/contact`, { method: 'POST' });
    expect(response.status).toBe(400);
    expect(fake.mismatches).toEqual(['POST /crm/v3/objects/contact: no such HubSpot endpoint']);
    fake.mismatches.length = 0;
  });
});
