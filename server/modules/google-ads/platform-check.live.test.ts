/**
 * The snapshot worker (decision 105) in LIVE mode against the Google contract fake: what it
 * stores is the account's last 30 days as the API gives them, the check never calls Google,
 * and a failure keeps the last snapshot.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GoogleAdsCampaign } from '../../../common/google-ads/contract.ts';
import type { PlatformCheck } from '../../../common/platform-check/contract.ts';
import { projectGoogleAdsAccounts } from '../../db/schema/index.ts';
import {
  loopbackOnly,
  startGoogleContractFake,
  type GoogleContractFake,
} from '../../testing/fakes/google/contract-fake.ts';
import { adsFailure, fakeCode } from '../../sandbox/google/vendor-fake.ts';
import { GAQL } from '../../integrations/google/reports.ts';
import { createTestApp, type TestContext } from '../../testing/app.ts';
import { createMember, createProject, type TestUser } from '../../testing/factories.ts';
import { finishOAuth, startOAuth } from './testing.ts';

const CLIENT_ID = 'live-client.apps.googleusercontent.com';
const CLIENT_SECRET = 'live-client-secret';
const DEVELOPER_TOKEN = 'live-dev-token';
const OUTDOOR = '9000000002';

let google: GoogleContractFake;
let ctx: TestContext;
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
    GOOGLE_OAUTH_AUTH_URL: google.authUrl,
    GOOGLE_OAUTH_TOKEN_URL: google.tokenUrl,
    GOOGLE_ADS_API_URL: google.adsUrl,
  });
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

async function connect(user: TestUser) {
  const started = await startOAuth(ctx.app, user);
  await finishOAuth(ctx.app, user, started, { code: fakeCode('demo') });
}

async function check(user: TestUser, projectId: number): Promise<PlatformCheck> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/projects/${projectId}/platform-check`,
    headers: user.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PlatformCheck>();
}

describe('the snapshot worker against the contract', () => {
  it('stores the last 30 days; the check reads it without Google; a failure keeps it', async () => {
    const project = await createProject(ctx.app);
    const user = await createMember(ctx.app, project);
    await connect(user);
    const chosen = await ctx.app.inject({
      method: 'PUT',
      url: `/api/projects/${project.id}/google-ads-accounts`,
      headers: user.headers,
      payload: { accountIds: [OUTDOOR] },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    // The first snapshot was taken with the choice; the worker finds nothing due.
    expect(await ctx.app.platformCheck.snapshotDue()).toEqual({
      claimed: 0,
      delivered: 0,
      failed: 0,
    });
    const queries = google.calls('search').map((call) => JSON.parse(call.body).query);
    expect(queries).toContain(GAQL.campaigns);

    const campaigns = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/google-ads/campaigns/${OUTDOOR}`,
        headers: user.headers,
      })
    ).json<GoogleAdsCampaign[]>();
    google.reset();
    const first = await check(user, project.id);
    expect(google.requests, 'the check never asks Google').toEqual([]);
    const snapshot = first.accounts[0]!.snapshot!;
    expect(snapshot.spend).toBeCloseTo(
      campaigns.reduce((sum, row) => sum + row.cost, 0),
      2,
    );
    expect(snapshot.conversions).toBeCloseTo(
      campaigns.reduce((sum, row) => sum + row.conversions, 0),
      4,
    );

    // Due again; Google refuses: the stored snapshot stays, the account is marked failed.
    await ctx.database.db
      .update(projectGoogleAdsAccounts)
      .set({ nextSnapshotAt: new Date(Date.now() - 1000) })
      .where(eq(projectGoogleAdsAccounts.projectId, project.id));
    google.queue({
      on: 'search',
      respond: () =>
        adsFailure({
          httpStatus: 400,
          category: 'requestError',
          code: 'INVALID_CUSTOMER_ID',
          message: 'Invalid customer ID.',
        }),
    });
    expect(await ctx.app.platformCheck.snapshotDue()).toMatchObject({ claimed: 1, failed: 1 });
    const after = await check(user, project.id);
    expect(after.accounts[0]).toMatchObject({ status: 'failed', snapshot });
    expect(after.accounts[0]!.failedAt).not.toBeNull();
  });
});
