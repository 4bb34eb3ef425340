/**
 * Contract tests: the REAL Google OAuth and Google Ads adapters against a local HTTP fake of
 * Google's endpoints (server/testing/fakes/google/contract-fake.ts) that checks paths, versions,
 * headers and bodies (form fields, GAQL) and fails the test on any mismatch
 * (docs/integrations.md#contract-fakes).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { VendorUnreachableError, type HttpPolicy } from '../vendor-http.ts';
import { reachableCustomers } from './access.ts';
import { createGoogleAdsClient, directAccess, type GoogleAdsPort } from './ads.ts';
import {
  loopbackOnly,
  startGoogleContractFake,
  type GoogleContractFake,
} from '../../testing/fakes/google/contract-fake.ts';
import {
  SANDBOX_MANAGER_ID,
  SANDBOX_SUB_MANAGER_ID,
  sandboxDataset,
  type FakeDataset,
} from '../../sandbox/google/dataset.ts';
import {
  adsFailure,
  fakeAccessToken,
  fakeCode,
  oauthError,
} from '../../sandbox/google/vendor-fake.ts';
import {
  GoogleAdsApiError,
  GoogleOAuthError,
  describeGoogleAdsError,
  googleAdsErrorDetails,
} from './errors.ts';
import { createGoogleOAuth, type GoogleOAuthPort } from './oauth.ts';
import { GAQL, GoogleAdsReports, type WithAccessToken } from './reports.ts';

const CLIENT = { clientId: 'client-123.apps.googleusercontent.com', clientSecret: 'shh-secret' };
const DEVELOPER_TOKEN = 'dev-token-ABC';
const REDIRECT_URI = 'https://app.example.com/api/google-ads/oauth/callback';
const OUTDOOR = '9000000002';
const SOFTWARE = '9000000004'; // below the sub-manager, two levels below the manager

let google: GoogleContractFake;
const waits: number[] = [];
const realFetch = globalThis.fetch;
const blocked: string[] = [];

/** No real sleeping: record the wait and go on (docs/integrations.md#contract-fakes). */
function policy(overrides: Partial<HttpPolicy> = {}): Partial<HttpPolicy> {
  return {
    fetch: loopbackOnly(realFetch, blocked),
    sleep: async (ms) => void waits.push(ms),
    random: () => 0.5,
    ...overrides,
  };
}

function oauth(fake: GoogleContractFake, overrides: Partial<HttpPolicy> = {}): GoogleOAuthPort {
  return createGoogleOAuth({
    ...CLIENT,
    authUrl: fake.authUrl,
    tokenUrl: fake.tokenUrl,
    http: policy(overrides),
  });
}

function ads(fake: GoogleContractFake, overrides: Partial<HttpPolicy> = {}): GoogleAdsPort {
  return createGoogleAdsClient({
    apiUrl: fake.adsUrl,
    apiVersion: 'v26',
    developerToken: DEVELOPER_TOKEN,
    http: policy(overrides),
  });
}

/** An access token of a sandbox Google user: demo (direct access), agency (through the manager). */
const token = (user = 'demo') => fakeAccessToken(user, Date.now() + 3_600_000);
const withToken =
  (value: string): WithAccessToken =>
  (run) =>
    run(value);

const fakeOptions = { ...CLIENT, developerToken: DEVELOPER_TOKEN, apiVersion: 'v26', pageSize: 10 };

beforeAll(async () => {
  google = await startGoogleContractFake(fakeOptions);
});
afterEach(() => {
  expect(google.takeMismatches(), 'contract mismatches').toEqual([]);
  expect(blocked, 'non-loopback requests').toEqual([]);
  google.reset();
  waits.length = 0;
});
afterAll(async () => {
  await google.close();
});

describe('the contract fake itself', () => {
  it('records a request that breaks the contract and answers 400 naming it', async () => {
    const response = await realFetch(`${google.adsUrl}/v26/customers/${OUTDOOR}/googleAds:search`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token()}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'SELECT campaign.id FROM campaign', pageSize: 5 }),
    });
    expect(response.status).toBe(400);
    const mismatches = google.takeMismatches();
    expect(mismatches).toEqual(
      expect.arrayContaining([
        'search: developer-token header must be the configured token',
        'search body.query: query must be one of the documented GAQL queries',
        expect.stringMatching(/^search body: Unrecognized key/),
      ]),
    );
  });

  it('blocks any request that would leave the machine', async () => {
    const real = createGoogleAdsClient({
      apiUrl: 'https://googleads.googleapis.com',
      apiVersion: 'v26',
      developerToken: DEVELOPER_TOKEN,
      http: policy(),
    });
    await expect(real.listAccessibleCustomers(token())).rejects.toBeInstanceOf(
      VendorUnreachableError,
    );
    expect(blocked).toContain('https://googleads.googleapis.com');
    blocked.length = 0;
  });

  it('answers a search as Google does: no requestId in the body, the id in the request-id header', async () => {
    const page = await ads(google).search(token(), directAccess(OUTDOOR), GAQL.customer);
    const response = await realFetch(`${google.adsUrl}/v26/customers/${OUTDOOR}/googleAds:search`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token()}`,
        'developer-token': DEVELOPER_TOKEN,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ query: GAQL.customer }),
    });
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['fieldMask', 'queryResourceConsumption', 'results']);
    expect(response.headers.get('request-id')).toMatch(/^sandbox\w+$/);
    expect(page.requestId).toMatch(/^sandbox\w+$/);
  });
});

describe('Google OAuth', () => {
  it('builds the documented consent URL', () => {
    const url = new URL(
      oauth(google).authorizationUrl({ state: 'st.ate', redirectUri: REDIRECT_URI }),
    );
    expect(url.origin + url.pathname).toBe(google.authUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: CLIENT.clientId,
      redirect_uri: REDIRECT_URI,
      scope: 'openid email https://www.googleapis.com/auth/adwords',
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
      state: 'st.ate',
    });
  });

  it('exchanges a code (form-encoded, client credentials) for tokens and the email', async () => {
    const tokens = await oauth(google).exchangeCode(fakeCode('demo'), REDIRECT_URI);
    expect(tokens.accessToken).toMatch(/^ya29\./);
    expect(tokens.refreshToken).toMatch(/^1\/\//);
    expect(tokens.expiresIn).toBe(3599);
    expect(tokens.scopes).toContain('https://www.googleapis.com/auth/adwords');
    expect(tokens.email).toBe('sandbox.demo@example.com');
    const [call] = google.calls('token');
    expect(Object.fromEntries(new URLSearchParams(call!.body))).toMatchObject({
      grant_type: 'authorization_code',
      redirect_uri: REDIRECT_URI,
      client_id: CLIENT.clientId,
    });
  });

  it('refreshes, keeping no refresh token when Google sends none', async () => {
    const { refreshToken } = await oauth(google).exchangeCode(fakeCode('demo'), REDIRECT_URI);
    const refreshed = await oauth(google).refresh(refreshToken!);
    expect(refreshed.accessToken).toMatch(/^ya29\./);
    expect(refreshed.refreshToken).toBeNull();
    expect(Object.fromEntries(new URLSearchParams(google.calls('token')[1]!.body))).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
    });
  });

  it('reports invalid_grant as a revoked grant', async () => {
    google.queue({
      on: 'token',
      respond: () => oauthError(400, 'invalid_grant', 'Token has been expired or revoked.'),
    });
    const error = await oauth(google)
      .refresh('1//sandbox.demo.gone')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GoogleOAuthError);
    expect((error as GoogleOAuthError).isRevoked).toBe(true);
    expect((error as GoogleOAuthError).message).toBe(
      'invalid_grant: Token has been expired or revoked.',
    );
  });

  it('retries a refresh after a 5xx but never repeats a code exchange', async () => {
    const unavailable = () => new Response('busy', { status: 503 });
    google.queue({ on: 'token', respond: unavailable });
    const { refreshToken } = await oauth(google)
      .exchangeCode(fakeCode('demo'), REDIRECT_URI)
      .catch(() => ({ refreshToken: null }));
    expect(refreshToken).toBeNull(); // the 503 ended the exchange
    expect(google.calls('token')).toHaveLength(1);

    google.queue({ on: 'token', respond: unavailable });
    const refreshed = await oauth(google).refresh('1//sandbox.demo.abc');
    expect(refreshed.accessToken).toMatch(/^ya29\./);
    expect(google.calls('token')).toHaveLength(3);
    expect(waits).toHaveLength(1);
  });

  it('gives up on an answer slower than the timeout', async () => {
    google.queue(
      { on: 'token', delayMs: 400 },
      { on: 'token', delayMs: 400 },
      { on: 'token', delayMs: 400 },
    );
    const error = await oauth(google, { timeoutMs: 100 })
      .refresh('1//sandbox.demo.slow')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(VendorUnreachableError);
    expect((error as VendorUnreachableError).reason).toBe('timeout');
    expect(google.calls('token')).toHaveLength(3); // a refresh is safe: 3 attempts
  });

  it('revokes with the token in the form body', async () => {
    await oauth(google).revoke('1//sandbox.demo.bye');
    expect(new URLSearchParams(google.calls('revoke')[0]!.body).get('token')).toBe(
      '1//sandbox.demo.bye',
    );
  });
});

describe('Google Ads REST', () => {
  it('lists accessible customers (GET, Bearer, developer-token, no login-customer-id)', async () => {
    const accessToken = token();
    const ids = await ads(google).listAccessibleCustomers(accessToken);
    expect(ids).toEqual(sandboxDataset().users[0]!.customerIds);
    const [call] = google.calls('list');
    expect(call!.headers.authorization).toBe(`Bearer ${accessToken}`);
    expect(call!.headers['developer-token']).toBe(DEVELOPER_TOKEN);
    expect(call!.headers['login-customer-id']).toBeUndefined();
  });

  it('searches a directly accessible customer without login-customer-id, and reads the rows', async () => {
    const reports = new GoogleAdsReports(ads(google), withToken(token()));
    const customer = await reports.customer(directAccess(OUTDOOR));
    expect(customer).toEqual({
      id: OUTDOOR,
      name: 'Sandbox Outdoor Co.',
      currency: 'USD',
      timeZone: 'America/New_York',
      manager: false,
    });
    const [call] = google.calls('search');
    expect(call!.headers['login-customer-id']).toBeUndefined();
    expect(JSON.parse(call!.body)).toEqual({ query: GAQL.customer });
  });

  it('the fake Google refuses a login-customer-id the user does not reach, as Google does', async () => {
    // demo reaches OUTDOOR directly; naming a manager it has no access to is refused.
    const refused = (await ads(google)
      .search(token(), { customerId: OUTDOOR, loginCustomerId: '1112223333' }, GAQL.customer)
      .catch((caught: unknown) => caught)) as GoogleAdsApiError;
    expect(refused).toBeInstanceOf(GoogleAdsApiError);
    expect(refused.httpStatus).toBe(403);
    expect(refused.code).toBe('USER_PERMISSION_DENIED');
    // agency reaches OUTDOOR only through the manager: without the header it is refused too.
    const direct = (await ads(google)
      .search(token('agency'), directAccess(OUTDOOR), GAQL.customer)
      .catch((caught: unknown) => caught)) as GoogleAdsApiError;
    expect(direct.code).toBe('USER_PERMISSION_DENIED');
    const through = await ads(google).search(
      token('agency'),
      { customerId: OUTDOOR, loginCustomerId: SANDBOX_MANAGER_ID },
      GAQL.customer,
    );
    expect(through.results).toHaveLength(1);
    expect(google.calls('search').at(-1)!.headers['login-customer-id']).toBe(SANDBOX_MANAGER_ID);
  });

  it('walks a manager for the accounts below it, and names the manager for each', async () => {
    const reports = new GoogleAdsReports(ads(google), withToken(token('agency')));
    const ids = await reports.accessibleCustomerIds();
    expect(ids).toEqual([SANDBOX_MANAGER_ID]);
    const reached = await reachableCustomers(reports, ids, { preferredManagerId: null });
    const loginOf = (id: string) => reached.get(id)?.access.loginCustomerId;
    expect(reached.get(SANDBOX_MANAGER_ID)?.access).toEqual(directAccess(SANDBOX_MANAGER_ID));
    expect(loginOf(OUTDOOR)).toBe(SANDBOX_MANAGER_ID);
    expect(loginOf(SOFTWARE)).toBe(SANDBOX_MANAGER_ID); // two levels down
    expect(reached.get(SANDBOX_SUB_MANAGER_ID)?.manager).toBe(true);
    expect(reached.get(SOFTWARE)).toMatchObject({ name: 'Sandbox Software Ltd', currency: 'GBP' });
    const [walk] = google.calls('search').filter((call) => call.body.includes('customer_client'));
    expect(JSON.parse(walk!.body)).toEqual({ query: GAQL.clients });
    expect(walk!.headers['login-customer-id']).toBeUndefined(); // the manager is reached directly
    // And the campaigns of an account two levels down, through the manager.
    const rows = [];
    for await (const page of reports.campaigns(reached.get(SOFTWARE)!.access)) rows.push(...page);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('names the nearest manager, or GOOGLE_ADS_LOGIN_CUSTOMER_ID when the user reaches it', async () => {
    const base = sandboxDataset();
    const dataset: FakeDataset = {
      customers: base.customers,
      users: [
        {
          ...base.users[0]!,
          key: 'both',
          customerIds: [SANDBOX_MANAGER_ID, SANDBOX_SUB_MANAGER_ID],
        },
      ],
    };
    const both = await startGoogleContractFake({ ...fakeOptions, dataset });
    try {
      const reports = new GoogleAdsReports(ads(both), withToken(token('both')));
      const ids = [SANDBOX_MANAGER_ID, SANDBOX_SUB_MANAGER_ID];
      const nearest = await reachableCustomers(reports, ids, { preferredManagerId: null });
      expect(nearest.get(SOFTWARE)?.access.loginCustomerId).toBe(SANDBOX_SUB_MANAGER_ID);
      expect(nearest.get(OUTDOOR)?.access.loginCustomerId).toBe(SANDBOX_MANAGER_ID);
      const preferred = await reachableCustomers(reports, ids, {
        preferredManagerId: SANDBOX_MANAGER_ID,
      });
      expect(preferred.get(SOFTWARE)?.access.loginCustomerId).toBe(SANDBOX_MANAGER_ID);
      expect(both.takeMismatches()).toEqual([]);
    } finally {
      await both.close();
    }
  });

  it('follows nextPageToken to the last page, sending the documented GAQL each time', async () => {
    const reports = new GoogleAdsReports(ads(google), withToken(token()));
    const pages: number[] = [];
    const rows = [];
    for await (const page of reports.keywords(directAccess(OUTDOOR))) {
      pages.push(page.length);
      rows.push(...page);
    }
    const searches = google.calls('search');
    expect(searches.length).toBeGreaterThan(5); // pages of 10
    expect(pages.length).toBe(searches.length);
    expect(pages.slice(0, -1).every((size) => size === 10)).toBe(true);
    const bodies = searches.map((search) => JSON.parse(search.body) as Record<string, string>);
    expect(bodies[0]).toEqual({ query: GAQL.keywords });
    for (const body of bodies.slice(1)) {
      expect(Object.keys(body).sort()).toEqual(['pageToken', 'query']);
    }
    expect(new Set(rows.map((row) => row.criterionId)).size).toBe(rows.length);
    expect(rows.every((row) => typeof row.impressions === 'number')).toBe(true);
  });

  it('reads campaigns: int64 strings, missing metrics as 0, micros as exact decimals', async () => {
    google.queue({
      on: 'search',
      respond: () =>
        Response.json({
          results: [
            {
              campaign: {
                id: '111',
                name: 'Brand',
                status: 'ENABLED',
                advertisingChannelType: 'SEARCH',
              },
              campaignBudget: { amountMicros: '50000000' },
              metrics: {
                impressions: '1520',
                clicks: '87',
                costMicros: '123450000',
                conversions: 12.5,
                conversionsValue: 1040.333333333,
              },
            },
            {
              campaign: {
                id: '113',
                name: 'Launch',
                status: 'ENABLED',
                advertisingChannelType: 'SEARCH',
              },
              campaignBudget: { totalAmountMicros: '1500000000' },
              metrics: { impressions: '10', clicks: '1', costMicros: '990000' },
            },
            {
              campaign: {
                id: '112',
                name: 'Quiet',
                status: 'PAUSED',
                advertisingChannelType: 'DISPLAY',
              },
              metrics: {},
            },
          ],
          fieldMask: 'campaign.id',
        }),
    });
    const reports = new GoogleAdsReports(ads(google), withToken(token()));
    const rows = [];
    for await (const page of reports.campaigns(directAccess(OUTDOOR))) rows.push(...page);
    expect(rows).toEqual([
      {
        id: '111',
        name: 'Brand',
        status: 'ENABLED',
        type: 'SEARCH',
        budget: '50.00',
        budgetPeriod: 'daily',
        impressions: 1520,
        clicks: 87,
        cost: '123.45',
        conversions: '12.50',
        conversionsValue: '1040.333333',
      },
      {
        id: '113',
        name: 'Launch',
        status: 'ENABLED',
        type: 'SEARCH',
        budget: '1500.00',
        budgetPeriod: 'lifetime',
        impressions: 10,
        clicks: 1,
        cost: '0.99',
        conversions: '0.00',
        conversionsValue: '0.00',
      },
      {
        id: '112',
        name: 'Quiet',
        status: 'PAUSED',
        type: 'DISPLAY',
        budget: '0.00',
        budgetPeriod: 'daily',
        impressions: 0,
        clicks: 0,
        cost: '0.00',
        conversions: '0.00',
        conversionsValue: '0.00',
      },
    ]);
    expect(JSON.parse(google.calls('search')[0]!.body)).toEqual({ query: GAQL.campaigns });
  });

  it('turns a GoogleAdsFailure into a readable error with code and request id', async () => {
    google.queue({
      on: 'search',
      respond: () =>
        adsFailure({
          httpStatus: 403,
          category: 'authorizationError',
          code: 'USER_PERMISSION_DENIED',
          message: "User doesn't have permission to access customer.",
        }),
    });
    const error = await ads(google)
      .search(token(), directAccess(OUTDOOR), GAQL.customer)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GoogleAdsApiError);
    const failure = error as GoogleAdsApiError;
    expect(failure.httpStatus).toBe(403);
    expect(failure.status).toBe('PERMISSION_DENIED');
    expect(failure.code).toBe('USER_PERMISSION_DENIED');
    expect(failure.requestId).toMatch(/^sandbox/);
    expect(describeGoogleAdsError(failure)).toMatch(
      /^Your Google account does not have access to this Google Ads account\. /,
    );
    expect(googleAdsErrorDetails(failure)).toEqual({
      vendorCode: 'USER_PERMISSION_DENIED',
      requestId: failure.requestId,
    });
    expect(google.calls('search')).toHaveLength(1); // a 403 is not retried
  });

  it("waits Google's retryDelay after a 429, then succeeds", async () => {
    google.queue({
      on: 'list',
      respond: () =>
        adsFailure({
          httpStatus: 429,
          category: 'quotaError',
          code: 'RESOURCE_TEMPORARILY_EXHAUSTED',
          message: 'Too many requests.',
          retryDelay: '2s',
        }),
    });
    const ids = await ads(google).listAccessibleCustomers(token());
    expect(ids.length).toBeGreaterThan(0);
    expect(google.calls('list')).toHaveLength(2);
    expect(waits).toEqual([2000]);
  });

  it('detects a quota error sent with HTTP 400, and does not sit through a long retryDelay', async () => {
    const quota = (retryDelay: string) => () =>
      adsFailure({
        httpStatus: 400,
        category: 'quotaError',
        code: 'RESOURCE_EXHAUSTED',
        message: 'Quota exhausted.',
        retryDelay,
      });
    google.queue({ on: 'list', respond: quota('1s') });
    await ads(google).listAccessibleCustomers(token());
    expect(waits).toEqual([1000]);

    google.queue({ on: 'list', respond: quota('3600s') });
    const error = (await ads(google)
      .listAccessibleCustomers(token())
      .catch((caught: unknown) => caught)) as GoogleAdsApiError;
    expect(error.isQuota).toBe(true);
    expect(error.retryDelayMs).toBe(3_600_000);
    expect(waits).toEqual([1000]); // no second wait: an hour is not waited out in a request
  });

  it('retries a 503 with backoff, at most 3 attempts', async () => {
    const unavailable = () =>
      adsFailure({
        httpStatus: 503,
        category: 'internalError',
        code: 'TRANSIENT_ERROR',
        message: 'x',
      });
    google.queue({ on: 'search', respond: unavailable });
    const page = await ads(google).search(token(), directAccess(OUTDOOR), GAQL.customer);
    expect(page.results).toHaveLength(1);
    expect(waits).toEqual([375]); // 500 ms base, jittered to 50-100 % (random 0.5 -> 75 %)

    waits.length = 0;
    google.reset();
    google.queue(
      { on: 'search', respond: unavailable },
      { on: 'search', respond: unavailable },
      { on: 'search', respond: unavailable },
    );
    const error = (await ads(google)
      .search(token(), directAccess(OUTDOOR), GAQL.customer)
      .catch((caught: unknown) => caught)) as GoogleAdsApiError;
    expect(error.httpStatus).toBe(503);
    expect(google.calls('search')).toHaveLength(3);
    expect(waits).toHaveLength(2);
    expect(waits[1]).toBeGreaterThan(waits[0]!);
  });

  it('rejects an expired token with OAUTH_TOKEN_EXPIRED (the token store refreshes on it)', async () => {
    const expired = fakeAccessToken('demo', Date.now() - 1000);
    const error = (await ads(google)
      .listAccessibleCustomers(expired)
      .catch((caught: unknown) => caught)) as GoogleAdsApiError;
    expect(error.httpStatus).toBe(401);
    expect(error.isExpiredToken).toBe(true);
    expect(google.calls('list')).toHaveLength(1);
  });

  it('gives up on a search slower than the timeout', async () => {
    google.queue(
      { on: 'search', delayMs: 400 },
      { on: 'search', delayMs: 400 },
      { on: 'search', delayMs: 400 },
    );
    const error = await ads(google, { timeoutMs: 100 })
      .search(token(), directAccess(OUTDOOR), GAQL.customer)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(VendorUnreachableError);
    expect(google.calls('search')).toHaveLength(3);
  });
});
