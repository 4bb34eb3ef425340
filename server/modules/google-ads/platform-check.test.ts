/**
 * Self-reported vs platform (decision 105) through the routes, the Google sandbox behind
 * them: choosing a project's accounts (members only, within their own grant, audited), the
 * worker's daily snapshot, and the check read from it; the check across the channels the
 * warehouse has months of, and Google Ads read from there once it has. Isolation across tenants
 * and the viewer's 403 are also in the route matrix.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelsResponse } from '../../../common/channels/contract.ts';
import { addMonths } from '../../../common/channels/performance.ts';
import type { GoogleAdsCampaign } from '../../../common/google-ads/contract.ts';
import type { PlatformCheck } from '../../../common/platform-check/contract.ts';
import { PLATFORM_CHECK_MESSAGES } from '../../../common/platform-check/messages.ts';
import {
  auditEntries,
  googleAdsSnapshots,
  projectGoogleAdsAccounts,
} from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../testing/app.ts';
import { connectPlatform, createTenant, type Tenant } from '../../testing/tenants.ts';
import {
  createAdmin,
  createMember,
  createProject,
  submitMetrics,
  type TestProject,
  type TestUser,
} from '../../testing/factories.ts';
import { connectSandbox } from './testing.ts';

const OUTDOOR = '9000000002'; // USD
const HOTELS = '9000000003'; // EUR
const FAILING = '9000000006'; // its reports fail

let ctx: TestContext;
let project: TestProject;
let member: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  project = await createProject(ctx.app);
  member = await createMember(ctx.app, project);
  await connectSandbox(ctx.app, member, 'demo');
});
afterAll(async () => ctx.close());

const checkUrl = (p: TestProject) => `/api/projects/${p.id}/platform-check`;
const chooseUrl = (p: TestProject) => `/api/projects/${p.id}/google-ads-accounts`;

async function readCheck(user: TestUser, p = project): Promise<PlatformCheck> {
  const response = await ctx.app.inject({ method: 'GET', url: checkUrl(p), headers: user.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PlatformCheck>();
}

const choose = (user: TestUser, accountIds: string[], p = project) =>
  ctx.app.inject({
    method: 'PUT',
    url: chooseUrl(p),
    headers: user.headers,
    payload: { accountIds },
  });

describe('the platform check', () => {
  it('says plainly when no account is chosen', async () => {
    const fresh = await createProject(ctx.app);
    const user = await createMember(ctx.app, fresh);
    const check = await readCheck(user, fresh);
    expect(check).toEqual({
      stated: { currentCac: null, targetRoas: null, annualRevenue: null },
      chosenBy: null,
      chosenAt: null,
      accounts: [],
      google: { source: 'api' },
      channels: null,
    });
  });

  it('a member chooses accounts of their grant; the worker snapshots them; the check compares', async () => {
    await submitMetrics(ctx.app, member, project, {
      trailingTwelveMonthRevenue: '1200000',
      actualCac: '10.00',
      roas: '4.00',
    });
    const response = await choose(member, [OUTDOOR, HOTELS]);
    expect(response.statusCode, response.body).toBe(200);
    const chosen = response.json<PlatformCheck>();
    expect(chosen.chosenBy?.email).toBe(member.email);
    expect(chosen.stated).toEqual({ currentCac: 10, targetRoas: 4, annualRevenue: 1_200_000 });
    // The first snapshot is taken as they are chosen.
    expect(chosen.accounts.map((a) => [a.id, a.currency, a.status])).toEqual([
      [HOTELS, 'EUR', 'ok'],
      [OUTDOOR, 'USD', 'ok'],
    ]);
    const campaigns = await ctx.app.inject({
      method: 'GET',
      url: `/api/google-ads/campaigns/${OUTDOOR}`,
      headers: member.headers,
    });
    const rows = campaigns.json<GoogleAdsCampaign[]>();
    const spend = rows.reduce((sum, row) => sum + row.cost, 0);
    const conversions = rows.reduce((sum, row) => sum + row.conversions, 0);
    const value = rows.reduce((sum, row) => sum + row.conversionsValue, 0);

    const check = await readCheck(member);
    const outdoor = check.accounts.find((a) => a.id === OUTDOOR)!;
    expect(outdoor.status).toBe('ok');
    expect(outdoor.snapshot!.spend).toBeCloseTo(spend, 2);
    expect(outdoor.snapshot!.clicks).toBe(rows.reduce((sum, row) => sum + row.clicks, 0));
    expect(outdoor.snapshot!.costPerConversion).toBeCloseTo(spend / conversions, 4);
    expect(outdoor.snapshot!.roas).toBeCloseTo(value / spend, 4);
    expect(outdoor.snapshot!.cac.stated).toBe(10);
    expect(outdoor.snapshot!.cac.flagged).toBe(Math.abs((spend / conversions - 10) / 10) > 0.25);
    expect(outdoor.snapshot!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // EUR: shown in its currency, not compared with a CAC stated in USD; ROAS still is.
    const hotels = check.accounts.find((a) => a.id === HOTELS)!;
    expect(hotels.currency).toBe('EUR');
    expect(hotels.snapshot!.cac).toMatchObject({ stated: 10, gap: null, flagged: false });
    expect(hotels.snapshot!.roasGap.stated).toBe(4);

    // Not due again today: nothing is read.
    expect((await ctx.app.platformCheck.snapshotDue()).claimed).toBe(0);

    const [entry] = await ctx.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'google_ads.accounts_chosen'));
    expect(entry).toMatchObject({
      projectId: project.id,
      actorEmail: member.email,
      after: { accountIds: [OUTDOOR, HOTELS].sort() },
    });
  });

  it('reads each account’s newest snapshot when older days are kept', async () => {
    const before = await readCheck(member);
    const accountRows = await ctx.database.db
      .select()
      .from(projectGoogleAdsAccounts)
      .where(eq(projectGoogleAdsAccounts.projectId, project.id));
    for (const [index, account] of accountRows.entries()) {
      await ctx.database.db.insert(googleAdsSnapshots).values({
        accountRowId: account.id,
        snapshotDate: `2020-01-0${index + 1}`,
        currency: 'USD',
        spend: '1.00',
        clicks: 1,
        conversions: '1',
        conversionsValue: '1.00',
      });
    }
    expect((await readCheck(member)).accounts).toEqual(before.accounts);
  });

  it('choosing again replaces the set', async () => {
    expect((await choose(member, [OUTDOOR])).statusCode).toBe(200);
    const check = await readCheck(member);
    expect(check.accounts.map((a) => a.id)).toEqual([OUTDOOR]);
    // The account kept keeps its snapshot.
    expect(check.accounts[0]!.snapshot).not.toBeNull();
  });

  it('refuses accounts outside the member’s own grant, naming them, and changes nothing', async () => {
    const other = await createMember(ctx.app, project);
    await connectSandbox(ctx.app, other, 'empty');
    const response = await choose(other, [OUTDOOR]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(PLATFORM_CHECK_MESSAGES.notInGrant(OUTDOOR));
    const unknown = await choose(member, ['1234567890']);
    expect(unknown.statusCode).toBe(400);
    expect((await readCheck(member)).chosenBy?.email).toBe(member.email);
  });

  it('a member without a Google grant is told to connect; bad bodies are 400', async () => {
    const other = await createMember(ctx.app, project);
    expect((await choose(other, [OUTDOOR])).statusCode).toBe(409);
    expect((await choose(member, [OUTDOOR, OUTDOOR])).statusCode).toBe(400);
    expect((await choose(member, ['not-an-id'])).statusCode).toBe(400);
  });

  it('a viewer reads the check but cannot choose; another tenant gets 404', async () => {
    const viewer = await createMember(ctx.app, project, 'viewer');
    await connectSandbox(ctx.app, viewer, 'demo');
    expect((await readCheck(viewer)).accounts).toHaveLength(1);
    expect((await choose(viewer, [HOTELS])).statusCode).toBe(403);
    const outsider = await createMember(ctx.app, await createProject(ctx.app));
    await connectSandbox(ctx.app, outsider, 'demo');
    const read = await ctx.app.inject({
      method: 'GET',
      url: checkUrl(project),
      headers: outsider.headers,
    });
    expect(read.statusCode).toBe(404);
    expect((await choose(outsider, [HOTELS])).statusCode).toBe(404);
    expect((await readCheck(member)).accounts.map((a) => a.id)).toEqual([OUTDOOR]);
  });

  it('the firm reads the same check, with who chose it, in the project page’s workspace answer', async () => {
    const admin = await createAdmin(ctx.app);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/projects/${project.id}/workspace`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    const check = await readCheck(member);
    expect(check.chosenBy?.email).toBe(member.email);
    expect(response.json().platformCheck).toEqual(check);
  });
});

describe('the snapshot worker', () => {
  it('a failing account keeps its last snapshot, marked failed; a revoked grant is shown as such', async () => {
    const p = await createProject(ctx.app);
    const user = await createMember(ctx.app, p);
    await connectSandbox(ctx.app, user, 'demo');
    expect((await choose(user, [OUTDOOR, FAILING], p)).statusCode).toBe(200);
    let check = await readCheck(user, p);
    const failing = check.accounts.find((a) => a.id === FAILING)!;
    expect(failing.status).toBe('failed');
    expect(failing.failedAt).not.toBeNull();
    expect(failing.snapshot).toBeNull();
    const kept = check.accounts.find((a) => a.id === OUTDOOR)!.snapshot;
    expect(kept).not.toBeNull();

    // The grant goes: the next read finds it revoked, and the stored snapshot stays.
    await ctx.app.inject({
      method: 'DELETE',
      url: '/api/google-ads/connection',
      headers: user.headers,
    });
    await ctx.database.db
      .update(projectGoogleAdsAccounts)
      .set({ nextSnapshotAt: new Date(Date.now() - 1000) })
      .where(eq(projectGoogleAdsAccounts.projectId, p.id));
    expect(await ctx.app.platformCheck.snapshotDue()).toMatchObject({ claimed: 2, failed: 2 });
    check = await readCheck(user, p);
    const outdoor = check.accounts.find((a) => a.id === OUTDOOR)!;
    expect(outdoor.status).toBe('revoked');
    expect(outdoor.snapshot).toEqual(kept);
  });
});

describe('the check across the connected channels (warehouse)', () => {
  let a: Tenant;
  let admin: TestUser;

  async function comeBack(tenant: Tenant, callbackUrl: string) {
    const back = await ctx.app.inject({
      method: 'GET',
      url: callbackUrl,
      headers: tenant.member.headers,
    });
    expect(back.statusCode, back.body).toBe(200);
  }

  async function refresh(tenant: Tenant): Promise<ChannelsResponse> {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/projects/${tenant.project.id}/channels/refresh`,
      headers: admin.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ChannelsResponse>();
  }

  beforeAll(async () => {
    admin = await createAdmin(ctx.app);
    // A sandbox Meta connection (its card completed; coming back syncs it), then read.
    a = await createTenant(ctx.app, 'demo');
    await comeBack(a, a.callbackUrl);
    await submitMetrics(ctx.app, a.member, a.project, {
      trailingTwelveMonthRevenue: '600000',
      actualCac: '40.00',
      roas: '4.00',
    });
  });

  it('sets the Meta channel’s last 3 full months beside the stated CAC and revenue', async () => {
    const [meta] = (await refresh(a)).channels;
    expect(meta!.months.length).toBeGreaterThan(3);
    // The window: the 3 months before the one the data was synced in.
    const to = addMonths(meta!.dataAsOf!.slice(0, 7), -1);
    const from = addMonths(to, -2);
    const window = meta!.months.filter((month) => month.month >= from && month.month <= to);
    const spend = window.reduce((sum, month) => sum + month.spend, 0);
    const conversions = window.reduce((sum, month) => sum + month.conversions, 0);

    const check = await readCheck(a.member, a.project);
    expect(check.google).toEqual({ source: 'api' });
    expect(check.channels).toMatchObject({ from, to, months: 3, withoutMonths: [] });
    const [usd] = check.channels!.currencies;
    expect(usd).toMatchObject({ currency: 'USD', comparable: true });
    const [row] = usd!.channels;
    expect(row!.platform).toBe('meta');
    expect(row!.spend).toBeCloseTo(spend / 3, 6);
    expect(row!.costPerConversion).toBeCloseTo(spend / conversions, 6);
    const gap = (spend / conversions - 40) / 40;
    expect(row!.cac.stated).toBe(40);
    expect(row!.cac.gap).toBeCloseTo(gap, 4);
    expect(row!.cac.flagged).toBe(Math.abs(gap) > 0.25);
    const percent = ((spend / 3) * 12 * 100) / 600_000;
    expect(usd!.revenue!.percent).toBeCloseTo(percent, 2);
    expect(usd!.revenue!.flagged).toBe(percent > 20);

    // The firm reads the same check on the project page.
    const workspace = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/projects/${a.project.id}/workspace`,
      headers: admin.headers,
    });
    expect(workspace.json().platformCheck).toEqual(check);
  });

  it('reads Google Ads from the warehouse once its connection has months there', async () => {
    const { callbackUrl } = await connectPlatform(ctx.app, a.member, a.project, 'google');
    await comeBack(a, callbackUrl);
    const google = (await refresh(a)).channels.find((channel) => channel.platform === 'google')!;
    expect(google.months.length).toBeGreaterThan(0);
    const check = await readCheck(a.member, a.project);
    expect(check.google).toMatchObject({ source: 'warehouse', dataAsOf: google.dataAsOf });
    const to = check.channels!.to;
    const window = google.months.filter(
      (month) => month.month >= check.channels!.from && month.month <= to,
    );
    const [usd] = check.google.source === 'warehouse' ? check.google.currencies : [];
    expect(usd!.spend).toBeCloseTo(
      window.reduce((sum, month) => sum + month.spend, 0),
      6,
    );
    expect(check.channels!.currencies[0]!.channels.map((row) => row.platform)).toEqual([
      'meta',
      'google',
    ]);
  });

  it('is refused to another tenant’s member: 404, nothing of it in the answer', async () => {
    const b = await createTenant(ctx.app, 'empty');
    const read = await ctx.app.inject({
      method: 'GET',
      url: checkUrl(a.project),
      headers: b.member.headers,
    });
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain('meta');
    expect(read.body).not.toContain(a.marker);
    // Their own check has no channel data: their connection never synced.
    expect((await readCheck(b.member, b.project)).channels).toBeNull();
  });
});
