/**
 * The Google Ads API in LIVE mode (credentials set), its Google endpoints pointed at the
 * local contract fake (server/testing/fakes/google/contract-fake.ts): the OAuth callback's code
 * exchange, the token refresh (5 minutes early, and once after 401 OAUTH_TOKEN_EXPIRED),
 * invalid_grant, and the headers and GAQL the app sends, all checked against the contract.
 * Any request that would leave the machine fails the test.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GoogleAdsCampaign } from '../../../common/google-ads/contract.ts';
import { GOOGLE_ADS_MESSAGES } from '../../../common/google-ads/messages.ts';
import { oauthTokens } from '../../db/schema/index.ts';
import {
  loopbackOnly,
  startGoogleContractFake,
  type GoogleContractFake,
} from '../../testing/fakes/google/contract-fake.ts';
import { adsFailure, fakeCode, oauthError } from '../../sandbox/google/vendor-fake.ts';
import { GAQL } from '../../integrations/google/reports.ts';
import { TokenCipher } from '../../lib/crypto.ts';
import { createTestApp, type TestContext } from '../../testing/app.ts';
import { createMember, createProject, type TestUser } from '../../testing/factories.ts';
import { finishOAuth, startOAuth } from './testing.ts';

const CLIENT_ID = 'live-client.apps.googleusercontent.com';
const CLIENT_SECRET = 'live-client-secret';
const DEVELOPER_TOKEN = 'live-dev-token';
/** An app-wide manager no sandbox user reaches: it must never be sent for them. */
const CONFIGURED_MANAGER = '123-456-7890';
const OUTDOOR = '9000000002';

let google: GoogleContractFake;
let ctx: TestContext;
let project: Awaited<ReturnType<typeof createProject>>;
const blocked: string[] = [];

beforeAll(async () => {
  vi.stubGlobal('fetch', loopbackOnly(globalThis.fetch, blocked));
  google = await startGoogleContractFake({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    developerToken: DEVELOPER_TOKEN,
    apiVersion: 'v26',
    pageSize: 7,
  });
  ctx = await createTestApp({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
    GOOGLE_ADS_DEVELOPER_TOKEN: DEVELOPER_TOKEN,
    GOOGLE_ADS_LOGIN_CUSTOMER_ID: CONFIGURED_MANAGER,
    GOOGLE_OAUTH_AUTH_URL: google.authUrl,
    GOOGLE_OAUTH_TOKEN_URL: google.tokenUrl,
    GOOGLE_ADS_API_URL: google.adsUrl,
  });
  project = await createProject(ctx.app);
});
afterEach(() => {
  expect(google.takeMismatches(), 'contract mismatches').toEqual([]);
  expect(blocked, 'non-loopback requests').toEqual([]);
  google.reset();
});
afterAll(async () => {
  await ctx.close();
  await google.close();
  vi.unstubAllGlobals();
});

/** Connects `user` as the Google user `googleUser` through start + callback (Google's page skipped). */
async function connect(user: TestUser, googleUser = 'demo') {
  const started = await startOAuth(ctx.app, user);
  const response = await finishOAuth(ctx.app, user, started, { code: fakeCode(googleUser) });
  expect(response.headers.location).toBe('/portal/google-ads-test#success=true&platform=google');
  google.reset();
}

const get = (url: string, user: TestUser) =>
  ctx.app.inject({ method: 'GET', url, headers: user.headers });

const bearerOf = (request: { headers: Record<string, string | undefined> }) =>
  request.headers.authorization?.replace(/^Bearer /, '');

describe('live mode', () => {
  it('sends the user to Google with our client and callback, and stores the exchanged tokens', async () => {
    const user = await createMember(ctx.app, project);
    const started = await startOAuth(ctx.app, user, 'connections');
    expect(started.authorizationUrl.origin + started.authorizationUrl.pathname).toBe(
      google.authUrl,
    );
    expect(started.authorizationUrl.searchParams.get('client_id')).toBe(CLIENT_ID);
    const redirectUri = `${ctx.config.publicSiteUrl}/api/google-ads/oauth/callback`;
    expect(started.authorizationUrl.searchParams.get('redirect_uri')).toBe(redirectUri);

    const response = await finishOAuth(ctx.app, user, started, { code: fakeCode('demo') });
    expect(response.headers.location).toBe('/connections#success=true&platform=google');
    const [exchange] = google.calls('token');
    expect(Object.fromEntries(new URLSearchParams(exchange!.body))).toMatchObject({
      grant_type: 'authorization_code',
      redirect_uri: redirectUri,
    });
    const status = await get('/api/google-ads/connection', user);
    expect(status.json()).toMatchObject({
      connected: true,
      sandbox: false,
      googleEmail: 'sandbox.demo@example.com',
    });
  });

  it('calls Google Ads with the bearer token and developer-token; no login-customer-id for direct access', async () => {
    const user = await createMember(ctx.app, project);
    await connect(user);
    const response = await get(`/api/google-ads/campaigns/${OUTDOOR}`, user);
    expect(response.statusCode).toBe(200);
    expect(response.json<GoogleAdsCampaign[]>().length).toBeGreaterThan(7); // several pages
    const [list] = google.calls('list');
    expect(list!.headers['developer-token']).toBe(DEVELOPER_TOKEN);
    expect(list!.headers['login-customer-id']).toBeUndefined();
    const searches = google.calls('search');
    expect(searches.map((search) => JSON.parse(search.body).query)).toEqual([
      GAQL.customer,
      ...Array(searches.length - 1).fill(GAQL.campaigns),
    ]);
    for (const search of searches) {
      // GOOGLE_ADS_LOGIN_CUSTOMER_ID is set, but this user reaches the account directly.
      expect(search.headers['login-customer-id']).toBeUndefined();
      expect(bearerOf(search)).toBe(bearerOf(list!));
    }
    expect(google.calls('token')).toEqual([]); // the stored token was still fresh
  });

  it('a user who reaches accounts only through a manager lists them and their campaigns', async () => {
    const user = await createMember(ctx.app, project);
    await connect(user, 'agency');
    const accounts = await get('/api/google-ads/accounts', user);
    expect(accounts.statusCode).toBe(200);
    expect(accounts.json<{ id: string }[]>().map((account) => account.id)).toEqual([
      '9000000003', // Sandbox Boutique Hotels
      OUTDOOR, // Sandbox Outdoor Co.
      '9000000004', // Sandbox Software Ltd, below a second manager
    ]);
    google.reset();
    const campaigns = await get(`/api/google-ads/campaigns/${OUTDOOR}`, user);
    expect(campaigns.statusCode).toBe(200);
    expect(campaigns.json<GoogleAdsCampaign[]>().length).toBeGreaterThan(7);
    const reports = google
      .calls('search')
      .filter((search) => JSON.parse(search.body).query === GAQL.campaigns);
    expect(reports.length).toBeGreaterThan(1);
    for (const search of reports) {
      expect(search.headers['login-customer-id']).toBe('9000000001'); // the user's manager
    }
    const exported = await get(`/api/google-ads/export/campaigns/9000000004?format=csv`, user);
    expect(exported.statusCode).toBe(200);
    expect(exported.body.trimEnd().split('\r\n').length).toBeGreaterThan(2);
  });

  it('refreshes once after 401 OAUTH_TOKEN_EXPIRED and retries the call with the new token', async () => {
    const user = await createMember(ctx.app, project);
    await connect(user);
    google.queue({
      on: 'list',
      respond: () =>
        adsFailure({
          httpStatus: 401,
          category: 'authenticationError',
          code: 'OAUTH_TOKEN_EXPIRED',
          message: 'Oauth token in the header has expired.',
        }),
    });
    const response = await get('/api/google-ads/accounts', user);
    expect(response.statusCode).toBe(200);
    const [first, second] = google.calls('list');
    expect(bearerOf(second!)).not.toBe(bearerOf(first!));
    const refreshes = google.calls('token');
    expect(refreshes).toHaveLength(1);
    expect(new URLSearchParams(refreshes[0]!.body).get('grant_type')).toBe('refresh_token');
    // The new token is the one stored: the next call needs no refresh.
    google.reset();
    await get('/api/google-ads/accounts', user);
    expect(google.calls('token')).toEqual([]);
    expect(bearerOf(google.calls('list')[0]!)).toBe(bearerOf(second!));
  });

  it('refreshes before calling when the token expires within 5 minutes', async () => {
    const user = await createMember(ctx.app, project);
    await connect(user);
    await ctx.database.db
      .update(oauthTokens)
      .set({ expiresAt: new Date(Date.now() + 4 * 60 * 1000) })
      .where(eq(oauthTokens.userId, user.userId));
    const response = await get('/api/google-ads/accounts', user);
    expect(response.statusCode).toBe(200);
    const order = google.requests.map((request) => request.endpoint);
    expect(order[0]).toBe('token');
    expect(order.slice(1).every((endpoint) => endpoint !== 'token')).toBe(true);
    const [row] = await ctx.database.db
      .select({ expiresAt: oauthTokens.expiresAt })
      .from(oauthTokens)
      .where(eq(oauthTokens.userId, user.userId));
    expect(row!.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 55 * 60 * 1000);
  });

  it('invalid_grant on refresh: deletes the record and asks to reconnect Google', async () => {
    const user = await createMember(ctx.app, project);
    await connect(user);
    google.queue(
      {
        on: 'list',
        respond: () =>
          adsFailure({
            httpStatus: 401,
            category: 'authenticationError',
            code: 'OAUTH_TOKEN_EXPIRED',
            message: 'expired',
          }),
      },
      {
        on: 'token',
        respond: () => oauthError(400, 'invalid_grant', 'Token has been expired or revoked.'),
      },
    );
    const response = await get('/api/google-ads/accounts', user);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(GOOGLE_ADS_MESSAGES.reconnect);
    const rows = await ctx.database.db
      .select()
      .from(oauthTokens)
      .where(eq(oauthTokens.userId, user.userId));
    expect(rows).toEqual([]);
    expect((await get('/api/google-ads/connection', user)).json().connected).toBe(false);
  });

  it('a GoogleAdsFailure on the campaigns call becomes a readable error for the page', async () => {
    const user = await createMember(ctx.app, project);
    await connect(user);
    google.queue(
      { on: 'search' }, // the customer lookup passes
      {
        on: 'search',
        respond: () =>
          adsFailure({
            httpStatus: 403,
            category: 'authorizationError',
            code: 'DEVELOPER_TOKEN_NOT_APPROVED',
            message: 'The developer token is only approved for use with test accounts.',
          }),
      },
    );
    const response = await get(`/api/google-ads/campaigns/${OUTDOOR}`, user);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatch(
      /^Our access to Google Ads is still limited to test accounts\./,
    );
    expect(response.json().details).toEqual({
      vendorCode: 'DEVELOPER_TOKEN_NOT_APPROVED',
      requestId: expect.any(String),
    });
  });

  it('treats a grant made by the sandbox as no grant, and deletes it on use', async () => {
    const user = await createMember(ctx.app, project);
    const cipher = new TokenCipher(ctx.config.secrets.tokenKey);
    await ctx.database.db.insert(oauthTokens).values({
      userId: user.userId,
      platform: 'google',
      accessToken: cipher.encrypt(
        'ya29.sandbox.demo.1.cx',
        `oauth_tokens:${user.userId}:google:access_token`,
      ),
      refreshToken: null,
      expiresAt: new Date(Date.now() + 3_600_000),
      metadata: { googleEmail: 'sandbox.demo@example.com', scopes: [], mode: 'sandbox' },
    });
    expect((await get('/api/google-ads/connection', user)).json().connected).toBe(false);
    const response = await get('/api/google-ads/accounts', user);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(GOOGLE_ADS_MESSAGES.reconnect);
    expect(google.requests).toEqual([]); // the sandbox token never went to Google
    const rows = await ctx.database.db
      .select()
      .from(oauthTokens)
      .where(eq(oauthTokens.userId, user.userId));
    expect(rows).toEqual([]);
  });

  it('a failed code exchange returns with a readable reason and stores nothing', async () => {
    const user = await createMember(ctx.app, project);
    const cases = [
      {
        respond: () => oauthError(400, 'invalid_grant', 'Bad Request'),
        message: GOOGLE_ADS_MESSAGES.reconnect,
      },
      {
        respond: () => oauthError(401, 'invalid_client', 'The OAuth client was not found.'),
        message: GOOGLE_ADS_MESSAGES.oauthMisconfigured,
      },
      {
        respond: () => new Response('busy', { status: 503 }),
        message: GOOGLE_ADS_MESSAGES.unreachable,
      },
    ];
    for (const { respond, message } of cases) {
      const started = await startOAuth(ctx.app, user);
      google.queue({ on: 'token', respond });
      const response = await finishOAuth(ctx.app, user, started, { code: fakeCode('demo') });
      expect(response.headers.location).toBe(
        `/portal/google-ads-test#${new URLSearchParams({ error: message, platform: 'google' })}`,
      );
    }
    expect(google.calls('token')).toHaveLength(3); // a code exchange is never repeated
    expect((await get('/api/google-ads/connection', user)).json().connected).toBe(false);
  });

  it("Google's 404 for a customer becomes our 404", async () => {
    const user = await createMember(ctx.app, project);
    await connect(user);
    google.queue({
      on: 'search',
      respond: () =>
        adsFailure({
          httpStatus: 404,
          category: 'requestError',
          code: 'RESOURCE_NOT_FOUND',
          message: 'Requested entity was not found.',
        }),
    });
    const response = await get(`/api/google-ads/campaigns/${OUTDOOR}`, user);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe(GOOGLE_ADS_MESSAGES.accountNotFound);
    expect(google.calls('search')).toHaveLength(1); // a 404 is not retried
  });

  it('a Google outage after retries is a 502 with a readable message', async () => {
    const user = await createMember(ctx.app, project);
    await connect(user);
    const down = () => new Response('<html>Server Error</html>', { status: 500 });
    google.queue(
      { on: 'list', respond: down },
      { on: 'list', respond: down },
      { on: 'list', respond: down },
    );
    const response = await get('/api/google-ads/accounts', user);
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toMatch(/^Google Ads is temporarily unavailable/);
    expect(google.calls('list')).toHaveLength(3);
  });

  it('streams a keywords export page by page', async () => {
    const user = await createMember(ctx.app, project);
    await connect(user);
    const response = await get(`/api/google-ads/export/keywords/${OUTDOOR}?format=csv`, user);
    expect(response.statusCode).toBe(200);
    const lines = response.body.trimEnd().split('\r\n');
    const searches = google.calls('search').slice(1); // after the customer lookup
    expect(searches.length).toBeGreaterThan(10);
    expect(lines.length - 1).toBeGreaterThan(7 * (searches.length - 1));
    expect(JSON.parse(searches[0]!.body)).toEqual({ query: GAQL.keywords });
  });
});
