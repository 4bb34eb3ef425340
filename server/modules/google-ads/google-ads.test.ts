/**
 * The Google Ads API on the sandbox (no Google credentials, NODE_ENV=test): the real
 * adapters talk to the in-process fake Google, so these cover routes, guards, the OAuth
 * round trip, token storage and the CSV exports end to end.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  GoogleAdsAccount,
  GoogleAdsCampaign,
  GoogleAdsConnection,
} from '../../../common/google-ads/contract.ts';
import { API_MESSAGES } from '../../../common/shared/messages.ts';
import { GOOGLE_ADS_MESSAGES } from '../../../common/google-ads/messages.ts';
import { auditEntries, oauthTokens } from '../../db/schema/index.ts';
import {
  SANDBOX_EMPTY_ACCOUNT_ID,
  SANDBOX_FAILING_ACCOUNT_ID,
  SANDBOX_MANAGER_ID,
  sandboxDataset,
} from '../../sandbox/google/dataset.ts';
import { TokenCipher } from '../../lib/crypto.ts';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestContext } from '../../testing/app.ts';
import { openTestDatabase } from '../../testing/database.ts';
import {
  createMember,
  createProject,
  createUserWithoutProject,
  type TestUser,
} from '../../testing/factories.ts';
import { CAMPAIGN_CSV_HEADER, KEYWORD_CSV_HEADER } from './csv.ts';
import { connectSandbox, finishOAuth, startOAuth } from './testing.ts';

const OUTDOOR = '9000000002';
const HOTELS = '9000000003';

let ctx: TestContext;
let demo: TestUser; // connected as the sandbox demo Google user
let noAds: TestUser; // connected as the Google user without accounts
let fresh: TestUser; // a member who never connected
beforeAll(async () => {
  ctx = await createTestApp();
  const project = await createProject(ctx.app);
  demo = await createMember(ctx.app, project);
  noAds = await createMember(ctx.app, project, 'viewer');
  fresh = await createMember(ctx.app, project);
  await connectSandbox(ctx.app, demo, 'demo');
  await connectSandbox(ctx.app, noAds, 'empty');
});
afterAll(() => ctx.close());

function get(url: string, user: TestUser | null) {
  return ctx.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });
}

/** Splits CSV text per RFC 4180 (quoted fields, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  if (field || row.length) throw new Error('CSV does not end with CRLF');
  return rows;
}

const ENDPOINTS = [
  '/api/google-ads/connection',
  '/api/google-ads/accounts',
  `/api/google-ads/campaigns/${OUTDOOR}`,
  `/api/google-ads/export/campaigns/${OUTDOOR}?format=csv`,
  `/api/google-ads/export/keywords/${OUTDOOR}?format=csv`,
];

describe('access', () => {
  it('answers 401 to anonymous callers on every endpoint', async () => {
    for (const url of ENDPOINTS) {
      const response = await get(url, null);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error).toBe(API_MESSAGES.unauthorized);
    }
    const start = await ctx.app.inject({
      method: 'POST',
      url: '/api/google-ads/oauth/start',
      payload: { returnTo: 'google-ads' },
    });
    expect(start.statusCode).toBe(401);
  });

  it('answers 403 to a signed-in user who belongs to no project', async () => {
    const outsider = await createUserWithoutProject(ctx.app);
    for (const url of ENDPOINTS) {
      const response = await get(url, outsider);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error).toBe(GOOGLE_ADS_MESSAGES.notMember);
    }
  });

  it('asks a member who never connected to connect first', async () => {
    const status = await get('/api/google-ads/connection', fresh);
    expect(status.json<GoogleAdsConnection>()).toEqual({
      connected: false,
      sandbox: true,
      googleEmail: null,
      connectedAt: null,
    });
    const accounts = await get('/api/google-ads/accounts', fresh);
    expect(accounts.statusCode).toBe(409);
    expect(accounts.json().error).toBe(GOOGLE_ADS_MESSAGES.notConnected);
  });

  it('rejects bad parameters with 400 and the field named', async () => {
    for (const id of ['abc', '123', '12345678901']) {
      const response = await get(`/api/google-ads/campaigns/${id}`, demo);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().error).toMatch(/^accountId: must be a 10-digit/);
    }
    // An encoded slash makes the path non-canonical: never routed (plugins/canonical-path.ts).
    expect((await get('/api/google-ads/campaigns/900000000%2F', demo)).statusCode).toBe(404);
    const format = await get(`/api/google-ads/export/campaigns/${OUTDOOR}?format=xlsx`, demo);
    expect(format.statusCode).toBe(400);
    expect(format.json().error).toMatch(/^format: /);
    const start = await ctx.app.inject({
      method: 'POST',
      url: '/api/google-ads/oauth/start',
      headers: demo.headers,
      payload: { returnTo: 'https://evil.example' },
    });
    expect(start.statusCode).toBe(400);
  });
});

describe('rate limits', () => {
  it('limit each user, not everyone, to 20 OAuth starts a minute', async () => {
    const project = await createProject(ctx.app);
    const [busy, other] = [
      await createMember(ctx.app, project),
      await createMember(ctx.app, project),
    ];
    const start = (user: TestUser) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/google-ads/oauth/start',
        headers: user.headers,
        payload: { returnTo: 'google-ads' },
      });
    for (let i = 0; i < 20; i += 1) expect((await start(busy)).statusCode).toBe(200);
    const limited = await start(busy);
    expect(limited.statusCode).toBe(429);
    expect((await start(other)).statusCode).toBe(200);
  });
});

describe('the sandbox connection', () => {
  it('reports the connected Google account', async () => {
    const status = await get('/api/google-ads/connection', demo);
    expect(status.statusCode).toBe(200);
    expect(status.json<GoogleAdsConnection>()).toMatchObject({
      connected: true,
      sandbox: true,
      googleEmail: 'sandbox.demo@example.com',
    });
  });

  it('starts OAuth with the sandbox consent page, offline access and a signed state', async () => {
    const started = await startOAuth(ctx.app, fresh, 'connections');
    const url = started.authorizationUrl;
    expect(url.origin + url.pathname).toBe(
      `${ctx.config.publicSiteUrl}/api/google-ads/sandbox/authorize`,
    );
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      redirect_uri: `${ctx.config.publicSiteUrl}/api/google-ads/oauth/callback`,
      scope: 'openid email https://www.googleapis.com/auth/adwords',
      access_type: 'offline',
      prompt: 'consent',
    });
    expect(started.state).toMatch(/^[\w-]+\.[\w-]{43}$/);
    const page = await get(url.pathname + url.search, null);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('sandbox.demo@example.com');
    expect(page.body).toContain('Sandbox');
  });

  it('refuses a consent request for another redirect URI (no open redirect)', async () => {
    const started = await startOAuth(ctx.app, fresh);
    const url = started.authorizationUrl;
    url.searchParams.set('redirect_uri', 'https://evil.example/steal');
    const page = await get(url.pathname + url.search, null);
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('redirect_uri_mismatch');
    const approve = await get(
      `/api/google-ads/sandbox/approve?${new URLSearchParams({
        redirect_uri: 'https://evil.example/steal',
        state: started.state,
        decision: 'allow',
      })}`,
      null,
    );
    expect(approve.statusCode).toBe(400);
    expect(approve.headers.location).toBeUndefined();
  });

  it('returns to /connections with the error when the user cancels', async () => {
    const started = await startOAuth(ctx.app, fresh, 'connections');
    const response = await finishOAuth(ctx.app, fresh, started, { error: 'access_denied' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      `/connections#${new URLSearchParams({ error: GOOGLE_ADS_MESSAGES.accessNotGranted, platform: 'google' })}`,
    );
    expect((await get('/api/google-ads/connection', fresh)).json().connected).toBe(false);
  });

  describe('refuses callbacks that did not start in this session (CSRF)', () => {
    const stateError = `/portal/google-ads-test#${new URLSearchParams({
      error: GOOGLE_ADS_MESSAGES.stateInvalid,
      platform: 'google',
    })}`;

    it("another user's state", async () => {
      const started = await startOAuth(ctx.app, demo);
      // fresh's browser, demo's state and nonce: the state names another user.
      const response = await finishOAuth(ctx.app, fresh, started, { code: '4/sandbox.demo.x' });
      expect(response.headers.location).toBe(stateError);
      expect((await get('/api/google-ads/connection', fresh)).json().connected).toBe(false);
    });

    it('a state without the nonce cookie of the browser that started', async () => {
      const started = await startOAuth(ctx.app, fresh);
      const response = await finishOAuth(
        ctx.app,
        fresh,
        { state: started.state, nonceCookie: '' },
        { code: '4/sandbox.demo.x' },
      );
      expect(response.headers.location).toBe(stateError);
    });

    it('a tampered or missing state', async () => {
      const started = await startOAuth(ctx.app, fresh);
      const [payload, signature] = started.state.split('.');
      const forged = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      forged.u = demo.userId;
      const tampered = `${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
      for (const state of [tampered, 'nonsense', '']) {
        const response = await finishOAuth(
          ctx.app,
          fresh,
          { state, nonceCookie: started.nonceCookie },
          { code: '4/sandbox.demo.x' },
        );
        expect(response.statusCode).toBe(302);
        expect(response.headers.location).toMatch(/#error=.*&platform=google$/);
      }
      expect((await get('/api/google-ads/connection', fresh)).json().connected).toBe(false);
    });

    it('a state used before (the same callback replayed after a disconnect)', async () => {
      const user = await createMember(ctx.app, await createProject(ctx.app));
      const started = await startOAuth(ctx.app, user);
      const first = await finishOAuth(ctx.app, user, started, { code: '4/sandbox.demo.x' });
      expect(first.headers.location).not.toContain('error=');
      expect((await get('/api/google-ads/connection', user)).json().connected).toBe(true);
      const disconnect = await ctx.app.inject({
        method: 'DELETE',
        url: '/api/google-ads/connection',
        headers: user.headers,
      });
      expect(disconnect.statusCode).toBe(204);

      const replay = await finishOAuth(ctx.app, user, started, { code: '4/sandbox.demo.x' });
      expect(replay.headers.location).toBe(stateError);
      expect((await get('/api/google-ads/connection', user)).json().connected).toBe(false);
    });

    it('a signed-out browser', async () => {
      const started = await startOAuth(ctx.app, fresh);
      const response = await finishOAuth(ctx.app, null, started, { code: '4/sandbox.demo.x' });
      expect(response.headers.location).toBe(
        `/portal/google-ads-test#${new URLSearchParams({ error: GOOGLE_ADS_MESSAGES.signInAgain, platform: 'google' })}`,
      );
    });
  });

  it('stores the tokens encrypted: neither the row nor a dump of it holds token text', async () => {
    const [row] = await ctx.database.db
      .select()
      .from(oauthTokens)
      .where(eq(oauthTokens.userId, demo.userId));
    expect(row).toBeDefined();
    const cipher = new TokenCipher(ctx.config.secrets.tokenKey);
    const access = cipher.decrypt(
      row!.accessToken,
      `oauth_tokens:${demo.userId}:google:access_token`,
    );
    const refresh = cipher.decrypt(
      row!.refreshToken!,
      `oauth_tokens:${demo.userId}:google:refresh_token`,
    );
    expect(access).toMatch(/^ya29\.sandbox\.demo\./);
    expect(refresh).toMatch(/^1\/\/sandbox\.demo\./);
    expect(row!.platform).toBe('google');
    expect(row!.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 50 * 60 * 1000);

    const dump = await ctx.database.db.execute(
      sql`select t::text as line from oauth_tokens t where t.user_id = ${demo.userId}`,
    );
    const texts = [JSON.stringify(row), JSON.stringify((dump as { rows?: unknown }).rows ?? dump)];
    for (const text of texts) {
      expect(text).not.toContain(access);
      expect(text).not.toContain(refresh);
      expect(text).not.toContain('ya29.');
      expect(text).not.toContain('1//');
      expect(text).toMatch(/v1\.[\w-]{8}\./); // the encrypted form is there instead
    }
    // A value moved to another row does not decrypt (the user id is authenticated data).
    expect(() =>
      cipher.decrypt(row!.accessToken, `oauth_tokens:${noAds.userId}:google:access_token`),
    ).toThrow();
  });
});

describe('GET /api/google-ads/accounts', () => {
  it("lists the grant's accounts without the manager, by name", async () => {
    const response = await get('/api/google-ads/accounts', demo);
    expect(response.statusCode).toBe(200);
    const accounts = response.json<GoogleAdsAccount[]>();
    expect(accounts.map((account) => account.id)).not.toContain(SANDBOX_MANAGER_ID);
    expect(accounts).toContainEqual({
      id: OUTDOOR,
      name: 'Sandbox Outdoor Co.',
      currency: 'USD',
      timeZone: 'America/New_York',
    });
    expect(accounts).toContainEqual({
      id: HOTELS,
      name: 'Sandbox Boutique Hotels',
      currency: 'EUR',
      timeZone: 'Europe/Berlin',
    });
    expect(accounts.map((account) => account.id)).toEqual(
      expect.arrayContaining([SANDBOX_EMPTY_ACCOUNT_ID, SANDBOX_FAILING_ACCOUNT_ID]),
    );
    const names = accounts.map((account) => account.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('is empty for a Google user without Google Ads accounts', async () => {
    const response = await get('/api/google-ads/accounts', noAds);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});

describe('GET /api/google-ads/campaigns/:accountId', () => {
  it("returns the last 30 days' campaigns with money from micros", async () => {
    const response = await get(`/api/google-ads/campaigns/${OUTDOOR}`, demo);
    expect(response.statusCode).toBe(200);
    const campaigns = response.json<GoogleAdsCampaign[]>();
    const source = sandboxDataset().customers.get(OUTDOOR)!.campaigns;
    const live = source.filter((campaign) => campaign.status !== 'REMOVED');
    expect(campaigns).toHaveLength(live.length);
    expect(campaigns.map((c) => c.status)).not.toContain('REMOVED');
    expect(new Set(campaigns.map((c) => c.status))).toEqual(new Set(['ENABLED', 'PAUSED']));
    const names = campaigns.map((c) => c.name);
    expect(names).toEqual([...names].sort());
    for (const campaign of campaigns) {
      const original = source.find((c) => c.id === campaign.id)!;
      expect(campaign).toEqual({
        id: original.id,
        name: original.name,
        status: original.status,
        type: original.channelType,
        budget: original.budgetMicros / 1_000_000,
        budgetPeriod: original.budgetPeriod,
        impressions: original.impressions,
        clicks: original.clicks,
        cost: original.costMicros / 1_000_000,
        conversions: original.conversions,
        conversionsValue: original.conversionsValue,
      });
    }
  });

  it('reads a lifetime budget (total_amount_micros) and labels it, beside daily ones', async () => {
    const campaigns = (await get(`/api/google-ads/campaigns/${OUTDOOR}`, demo)).json<
      GoogleAdsCampaign[]
    >();
    const lifetime = campaigns.filter((campaign) => campaign.budgetPeriod === 'lifetime');
    expect(lifetime.length).toBeGreaterThan(0);
    expect(campaigns.some((campaign) => campaign.budgetPeriod === 'daily')).toBe(true);
    for (const campaign of lifetime) expect(campaign.budget).toBeGreaterThan(0);
    expect(campaigns.some((campaign) => campaign.conversions % 1 !== 0)).toBe(true);
  });

  it('answers an empty list for an account without campaigns', async () => {
    const response = await get(`/api/google-ads/campaigns/${SANDBOX_EMPTY_ACCOUNT_ID}`, demo);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("passes Google's refusal on as a readable 403, its code and request id apart", async () => {
    const response = await get(`/api/google-ads/campaigns/${SANDBOX_FAILING_ACCOUNT_ID}`, demo);
    expect(response.statusCode).toBe(403);
    const body = response.json();
    expect(body.error).toMatch(
      /^Your Google account does not have access to this Google Ads account\./,
    );
    expect(body.error).not.toMatch(/USER_PERMISSION_DENIED|sandbox/);
    expect(body.details).toEqual({
      vendorCode: 'USER_PERMISSION_DENIED',
      requestId: expect.stringMatching(/^sandbox\w+$/),
    });
  });

  it("answers 404 for an account outside the caller's own grant, and for managers", async () => {
    for (const id of [OUTDOOR, HOTELS]) {
      const other = await get(`/api/google-ads/campaigns/${id}`, noAds);
      expect(other.statusCode, id).toBe(404);
      expect(other.json().error).toBe(GOOGLE_ADS_MESSAGES.accountNotFound);
      const exported = await get(`/api/google-ads/export/keywords/${id}?format=csv`, noAds);
      expect(exported.statusCode, id).toBe(404);
    }
    expect((await get('/api/google-ads/campaigns/1234567890', demo)).statusCode).toBe(404);
    expect((await get(`/api/google-ads/campaigns/${SANDBOX_MANAGER_ID}`, demo)).statusCode).toBe(
      404,
    );
  });
});

describe('CSV exports', () => {
  const today = () => new Date().toISOString().slice(0, 10);

  it('streams campaigns as RFC 4180 CSV named campaigns-{id}-{date}.csv', async () => {
    const response = await get(`/api/google-ads/export/campaigns/${OUTDOOR}?format=csv`, demo);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="campaigns-${OUTDOOR}-${today()}.csv"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-length']).toBeUndefined(); // streamed, not buffered
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual([...CAMPAIGN_CSV_HEADER]);
    const campaigns = (await get(`/api/google-ads/campaigns/${OUTDOOR}`, demo)).json<
      GoogleAdsCampaign[]
    >();
    expect(rows).toHaveLength(campaigns.length + 1);
    const first = campaigns.find((c) => !/^[=+\-@]/.test(c.name) && !/[",]/.test(c.name))!;
    const csvOf = (campaign: GoogleAdsCampaign) => [
      campaign.id,
      campaign.name,
      campaign.status,
      campaign.type,
      campaign.budget.toFixed(2),
      campaign.budgetPeriod,
      String(campaign.impressions),
      String(campaign.clicks),
      campaign.cost.toFixed(2),
      campaign.conversions.toFixed(2),
      campaign.conversionsValue.toFixed(2),
      'USD',
    ];
    expect(rows.find((row) => row[0] === first.id)).toEqual(csvOf(first));
    // A lifetime budget is written with its amount and labelled, not as 0.00.
    const lifetime = campaigns.find((c) => c.budgetPeriod === 'lifetime' && !/[",]/.test(c.name))!;
    expect(rows.find((row) => row[0] === lifetime.id)).toEqual(csvOf(lifetime));
    expect(lifetime.budget).toBeGreaterThan(0);
    // Quoting and the formula guard, on the raw text.
    expect(response.body).toContain(',"Brand, ""Core"" Terms",');
    expect(response.body).toContain(",'@Home Fitness – Search,");
    expect(response.body.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
  });

  it('streams every keyword across pages, named keywords-{id}-{date}.csv', async () => {
    const response = await get(`/api/google-ads/export/keywords/${OUTDOOR}?format=csv`, demo);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="keywords-${OUTDOOR}-${today()}.csv"`,
    );
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual([...KEYWORD_CSV_HEADER]);
    const expected = sandboxDataset()
      .customers.get(OUTDOOR)!
      .campaigns.filter((c) => c.status !== 'REMOVED')
      .flatMap((c) => c.adGroups.flatMap((g) => g.keywords))
      .filter((k) => k.status !== 'REMOVED' && k.impressions + k.clicks + k.costMicros > 0);
    expect(expected.length).toBeGreaterThan(100); // several sandbox pages of 25
    expect(rows).toHaveLength(expected.length + 1);
    expect(new Set(rows.slice(1).map((row) => row[4])).size).toBe(expected.length);
    // Broad-match-modifier keywords start with "+": guarded.
    const plus = rows.slice(1).filter((row) => row[5]!.startsWith("'+"));
    expect(plus.length).toBeGreaterThan(0);
    expect(rows.slice(1).every((row) => !/^[=+\-@]/.test(row[5]!))).toBe(true);
  });

  it('accepts a missing format (csv is the default) and exports an empty account as a header', async () => {
    const response = await get(
      `/api/google-ads/export/campaigns/${SANDBOX_EMPTY_ACCOUNT_ID}`,
      demo,
    );
    expect(response.statusCode).toBe(200);
    expect(parseCsv(response.body)).toEqual([[...CAMPAIGN_CSV_HEADER]]);
  });

  it('fails before streaming when Google refuses, as JSON', async () => {
    const response = await get(
      `/api/google-ads/export/campaigns/${SANDBOX_FAILING_ACCOUNT_ID}?format=csv`,
      demo,
    );
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBeUndefined();
  });
});

describe('disconnecting', () => {
  it('deletes the grant', async () => {
    const user = await createMember(ctx.app, await createProject(ctx.app));
    await connectSandbox(ctx.app, user, 'demo');
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/google-ads/connection',
      headers: user.headers,
    });
    expect(response.statusCode).toBe(204);
    const rows = await ctx.database.db
      .select()
      .from(oauthTokens)
      .where(eq(oauthTokens.userId, user.userId));
    expect(rows).toEqual([]);
    expect((await get('/api/google-ads/connection', user)).json().connected).toBe(false);
  });
});

describe('the audit trail', () => {
  const entriesOf = (user: TestUser) =>
    ctx.database.db
      .select({
        action: auditEntries.action,
        actorEmail: auditEntries.actorEmail,
        projectId: auditEntries.projectId,
        before: auditEntries.before,
        after: auditEntries.after,
      })
      .from(auditEntries)
      .where(
        and(eq(auditEntries.targetType, 'user'), eq(auditEntries.targetId, String(user.userId))),
      )
      .orderBy(asc(auditEntries.id));
  const disconnect = (user: TestUser) =>
    ctx.app.inject({ method: 'DELETE', url: '/api/google-ads/connection', headers: user.headers });

  it('records Google Ads connected and disconnected with the Google account, by the member', async () => {
    const user = await createMember(ctx.app, await createProject(ctx.app));
    await connectSandbox(ctx.app, user, 'demo');
    expect((await disconnect(user)).statusCode).toBe(204);

    const googleEmail = sandboxDataset().users.find((google) => google.key === 'demo')!.email;
    expect(await entriesOf(user)).toEqual([
      {
        action: 'google_ads.connected',
        actorEmail: user.email,
        projectId: null,
        before: null,
        after: { googleEmail, mode: 'sandbox' },
      },
      {
        action: 'google_ads.disconnected',
        actorEmail: user.email,
        projectId: null,
        before: { googleEmail },
        after: null,
      },
    ]);
  });

  it('records nothing for a consent refused or a disconnect without a grant', async () => {
    const user = await createMember(ctx.app, await createProject(ctx.app));
    const started = await startOAuth(ctx.app, user, 'connections');
    await finishOAuth(ctx.app, user, started, { error: 'access_denied' });
    expect((await disconnect(user)).statusCode).toBe(204);
    expect(await entriesOf(user)).toEqual([]);
  });
});

describe('sandbox scenarios', () => {
  it('invalid_grant: the record is deleted and the user asked to reconnect', async () => {
    const revoked = await createTestApp({ SANDBOX_SCENARIO: 'invalid_grant' });
    try {
      const user = await createMember(revoked.app, await createProject(revoked.app));
      await connectSandbox(revoked.app, user, 'demo');
      const response = await revoked.app.inject({
        method: 'GET',
        url: '/api/google-ads/accounts',
        headers: user.headers,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe(GOOGLE_ADS_MESSAGES.reconnect);
      const rows = await revoked.database.db
        .select()
        .from(oauthTokens)
        .where(eq(oauthTokens.userId, user.userId));
      expect(rows).toEqual([]);
    } finally {
      await revoked.close();
    }
  });

  it('token_expired: one refresh, then the call succeeds with the new token stored', async () => {
    const expiring = await createTestApp({ SANDBOX_SCENARIO: 'token_expired' });
    try {
      const user = await createMember(expiring.app, await createProject(expiring.app));
      await connectSandbox(expiring.app, user, 'demo');
      const select = () =>
        expiring.database.db
          .select({ accessToken: oauthTokens.accessToken })
          .from(oauthTokens)
          .where(eq(oauthTokens.userId, user.userId));
      const [before] = await select();
      const response = await expiring.app.inject({
        method: 'GET',
        url: '/api/google-ads/accounts',
        headers: user.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().length).toBeGreaterThan(3);
      const [after] = await select();
      expect(after!.accessToken).not.toBe(before!.accessToken);
    } finally {
      await expiring.close();
    }
  });
});

describe('production without Google credentials', () => {
  it('answers 503 with a clear message, after the sign-in check', async () => {
    const production = await createTestApp({ NODE_ENV: 'production' });
    try {
      const member = await createMember(production.app, await createProject(production.app));
      for (const url of ENDPOINTS) {
        const response = await production.app.inject({
          method: 'GET',
          url,
          headers: member.headers,
        });
        expect(response.statusCode, url).toBe(503);
        expect(response.json().error).toBe(GOOGLE_ADS_MESSAGES.unavailable);
        const anonymous = await production.app.inject({ method: 'GET', url });
        expect(anonymous.statusCode, url).toBe(401);
      }
      const sandboxPage = await production.app.inject({
        method: 'GET',
        url: '/api/google-ads/sandbox/authorize',
      });
      expect(sandboxPage.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('logs', () => {
  it('carry no authorization code and no token, even at debug level', async () => {
    const lines: string[] = [];
    const database = await openTestDatabase();
    const app = await buildApp({
      config: { ...ctx.config, logLevel: 'debug' },
      database,
      logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      await app.ready();
      const user = await createMember(app, await createProject(app));
      const started = await startOAuth(app, user);
      const code = '4/sandbox.demo.LoggedCodeCheck';
      const done = await finishOAuth(app, user, started, { code });
      expect(done.headers.location).toBe('/portal/google-ads-test#success=true&platform=google');
      await app.inject({ method: 'GET', url: '/api/google-ads/accounts', headers: user.headers });
      const [row] = await database.db
        .select()
        .from(oauthTokens)
        .where(eq(oauthTokens.userId, user.userId));
      const cipher = new TokenCipher(ctx.config.secrets.tokenKey);
      const access = cipher.decrypt(
        row!.accessToken,
        `oauth_tokens:${user.userId}:google:access_token`,
      );
      const refresh = cipher.decrypt(
        row!.refreshToken!,
        `oauth_tokens:${user.userId}:google:refresh_token`,
      );
      const log = lines.join('');
      expect(log).toContain('/api/google-ads/accounts'); // requests are logged...
      for (const secret of [code, access, refresh, started.state]) {
        expect(log).not.toContain(secret); // ...but never these
      }
    } finally {
      await app.close();
      await database.close();
    }
  });
});
