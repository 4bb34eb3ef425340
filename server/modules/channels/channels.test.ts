/**
 * Channel data through the routes (docs/product.md#channel-data), the sandbox warehouse behind
 * them: who may read and refresh (401, 403, 404, another tenant's project), the sandbox
 * connection's sync filling the warehouse, the daily worker, a failed refresh keeping the last
 * good months and saying why, a schema that is not the connector's own refused, and 503 without
 * a warehouse in production. The route matrix covers the same access for every kind of caller.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelsResponse } from '../../../common/channels/contract.ts';
import { CHANNEL_MESSAGES } from '../../../common/channels/messages.ts';
import { monthLabel } from '../../../common/channels/performance.ts';
import { PLATFORM_LABELS } from '../../../common/connections/constants.ts';
import { formatDateShort, formatMoneyCompact } from '../../../common/shared/format.ts';
import { BRIEF_PDF_MESSAGES } from '../../../common/brief/pdf-messages.ts';
import { channelSnapshots, dataConnectors } from '../../db/schema/index.ts';
import { schemaNameFor } from '../../integrations/fivetran/port.ts';
import { createTestApp, type TestContext } from '../../testing/app.ts';
import { createAdmin, createProject, type TestUser } from '../../testing/factories.ts';
import { createTenant, type Tenant } from '../../testing/tenants.ts';
import { pdfPages, pdfText } from '../../testing/pdf-text.ts';

let ctx: TestContext;
let admin: TestUser;
let a: Tenant;
let b: Tenant;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdmin(ctx.app);
  a = await createTenant(ctx.app, 'demo');
  b = await createTenant(ctx.app, 'empty');
  // A's member comes back from the connect card: the connection resumes and syncs.
  const back = await ctx.app.inject({
    method: 'GET',
    url: a.callbackUrl,
    headers: a.member.headers,
  });
  expect(back.statusCode, back.body).toBe(200);
});
afterAll(() => ctx?.close());

const read = (tenant: Tenant, user: TestUser | null, projectId = tenant.project.id) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/projects/${projectId}/channels`,
    headers: user?.headers ?? {},
  });
const readAsFirm = (user: TestUser | null, projectId: number) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/admin/projects/${projectId}/channels`,
    headers: user?.headers ?? {},
  });
const refresh = (user: TestUser | null, projectId: number) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/projects/${projectId}/channels/refresh`,
    headers: user?.headers ?? {},
  });

async function channelsOf(tenant: Tenant): Promise<ChannelsResponse> {
  const response = await read(tenant, tenant.member);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChannelsResponse>();
}

describe('reading channel data', () => {
  it('lists the connector, waiting for its first read', async () => {
    expect(await channelsOf(b)).toEqual({
      warehouse: 'sandbox',
      channels: [
        {
          platform: 'meta',
          connectorId: b.connectorId,
          source: null,
          months: [],
          dataAsOf: null,
          refreshedAt: null,
          error: null,
        },
      ],
    });
  });

  it('is for the project’s members and viewers, the firm on its own route', async () => {
    expect((await read(a, null)).statusCode).toBe(401);
    expect((await read(a, a.viewer)).statusCode).toBe(200);
    expect((await read(a, a.analyst)).statusCode).toBe(404);
    // Another tenant's member naming this project: as if it did not exist.
    const intruder = await read(a, b.member);
    expect(intruder.statusCode).toBe(404);
    expect(intruder.body).not.toContain(a.connectorId);

    expect((await readAsFirm(null, a.project.id)).statusCode).toBe(401);
    expect((await readAsFirm(a.member, a.project.id)).statusCode).toBe(403);
    expect((await readAsFirm(b.analyst, a.project.id)).statusCode).toBe(404);
    expect((await readAsFirm(a.analyst, a.project.id)).statusCode).toBe(200);
    expect((await readAsFirm(admin, 2_147_483_000)).statusCode).toBe(404);
  });
});

describe('refreshing from the warehouse', () => {
  it('is the firm’s: administrators and the project’s analysts', async () => {
    expect((await refresh(null, a.project.id)).statusCode).toBe(401);
    expect((await refresh(a.projectOwner, a.project.id)).statusCode).toBe(403);
    expect((await refresh(b.analyst, a.project.id)).statusCode).toBe(404);
    expect((await refresh(admin, 2_147_483_000)).statusCode).toBe(404);
    const [untouched] = await ctx.database.db
      .select()
      .from(channelSnapshots)
      .where(eq(channelSnapshots.projectId, a.project.id));
    expect(untouched).toBeUndefined();
  });

  it('reads the synced sandbox connection’s 24 months, in its account’s currency', async () => {
    const response = await refresh(a.analyst, a.project.id);
    expect(response.statusCode, response.body).toBe(200);
    const [channel] = response.json<ChannelsResponse>().channels;
    expect(channel).toMatchObject({ platform: 'meta', source: 'sandbox', error: null });
    expect(channel!.months).toHaveLength(24);
    expect(channel!.months.every((month) => month.currency === 'USD' && month.spend > 0)).toBe(
      true,
    );
    expect(channel!.dataAsOf).not.toBeNull();
    expect(channel!.refreshedAt).not.toBeNull();
    // The member's read is the same snapshot.
    expect((await channelsOf(a)).channels).toEqual([channel]);
    expect(JSON.stringify(await channelsOf(b))).not.toContain(a.connectorId);

    // The brief's PDF carries the same months: the latest, with Meta's spend in dollars.
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/projects/${a.project.id}/brief.pdf`,
      headers: a.member.headers,
    });
    expect(pdf.statusCode).toBe(200);
    const [firstPage] = await pdfPages(pdf.rawPayload);
    expect(firstPage).toContain(
      BRIEF_PDF_MESSAGES.warehouseSource(PLATFORM_LABELS.meta, formatDateShort(channel!.dataAsOf!)),
    );
    const text = await pdfText(pdf.rawPayload);
    const latest = channel!.months.at(-1)!;
    expect(text).toContain(CHANNEL_MESSAGES.title);
    const meta = PLATFORM_LABELS.meta;
    expect(text).toContain(
      `${monthLabel(latest.month)} ${CHANNEL_MESSAGES.partial}: ${meta} ${formatMoneyCompact(latest.spend, 'USD')}`,
    );
    expect(text).toContain(`${CHANNEL_MESSAGES.share}: ${meta}: 100%`);
  });

  it('says why when the warehouse has nothing yet (the connection never synced)', async () => {
    await refresh(admin, b.project.id);
    const [channel] = (await channelsOf(b)).channels;
    expect(channel).toMatchObject({
      months: [],
      refreshedAt: null,
      error: CHANNEL_MESSAGES.refreshErrors.missing,
    });
  });

  it('keeps the last good months when a refresh fails, and says why', async () => {
    const before = (await channelsOf(a)).channels[0]!;
    const schema = schemaNameFor(a.project.slug, 'meta');
    await ctx.database.pool.query(`ALTER TABLE "${schema}"."basic_ad" RENAME TO basic_ad_gone`);
    try {
      await refresh(admin, a.project.id);
      const after = (await channelsOf(a)).channels[0]!;
      expect(after).toEqual({ ...before, error: CHANNEL_MESSAGES.refreshErrors.missing });
    } finally {
      await ctx.database.pool.query(`ALTER TABLE "${schema}"."basic_ad_gone" RENAME TO basic_ad`);
    }
    await refresh(admin, a.project.id);
    expect((await channelsOf(a)).channels[0]!.error).toBeNull();
  });

  it('refuses a schema that is not the connector’s own, reading nothing', async () => {
    const before = (await channelsOf(a)).channels[0]!;
    // The record now names the other tenant's schema (which the sandbox would happily hold).
    await ctx.database.db
      .update(dataConnectors)
      .set({ schema: schemaNameFor(b.project.slug, 'meta') })
      .where(eq(dataConnectors.connectorId, a.connectorId));
    try {
      await refresh(admin, a.project.id);
      expect((await channelsOf(a)).channels[0]).toEqual({
        ...before,
        error: CHANNEL_MESSAGES.refreshErrors.refused,
      });
      const { rows } = await ctx.database.pool.query(
        'SELECT 1 FROM pg_namespace WHERE nspname = $1',
        [schemaNameFor(b.project.slug, 'meta')],
      );
      expect(rows).toHaveLength(0);
    } finally {
      await ctx.database.db
        .update(dataConnectors)
        .set({ schema: schemaNameFor(a.project.slug, 'meta') })
        .where(eq(dataConnectors.connectorId, a.connectorId));
    }
  });

  it('is done daily by the worker for connectors due', async () => {
    await ctx.database.db.update(channelSnapshots).set({ nextRefreshAt: new Date(0) });
    const run = await ctx.app.channels.refresh.refreshDue();
    // A's connector reads; B's, never synced, fails again.
    expect(run).toMatchObject({ delivered: 1, failed: 1 });
    expect(await ctx.app.channels.refresh.refreshDue()).toMatchObject({ claimed: 0 });
    const [row] = await ctx.database.db
      .select({ next: channelSnapshots.nextRefreshAt })
      .from(channelSnapshots)
      .where(eq(channelSnapshots.connectorId, a.connectorId));
    expect(row!.next.getTime() - Date.now()).toBeGreaterThan(23 * 60 * 60 * 1000);
  });

  it('reads a connection as soon as it first synced, not an hour after finding nothing', async () => {
    expect(await ctx.app.channels.refresh.refreshDue()).toMatchObject({ claimed: 0 });
    // B's member comes back from the connect card: the connection resumes and syncs.
    const back = await ctx.app.inject({
      method: 'GET',
      url: b.callbackUrl,
      headers: b.member.headers,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await ctx.app.channels.refresh.refreshDue()).toMatchObject({ claimed: 1, delivered: 1 });
    const [channel] = (await channelsOf(b)).channels;
    expect(channel).toMatchObject({ source: 'sandbox', error: null });
    expect(channel!.months).toHaveLength(24);
  });
});

describe('without a warehouse in production', () => {
  let production: TestContext;
  beforeAll(async () => {
    production = await createTestApp({
      NODE_ENV: 'production',
      PUBLIC_SITE_URL: 'https://portal.example.com',
    });
  });
  afterAll(() => production?.close());

  it('the refresh answers 503 and the snapshot says no warehouse is configured', async () => {
    const firm = await createAdmin(production.app);
    const { id } = await createProject(production.app);
    const refused = await production.app.inject({
      method: 'POST',
      url: `/api/admin/projects/${id}/channels/refresh`,
      headers: firm.headers,
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ error: CHANNEL_MESSAGES.unavailable });
    const snapshot = await production.app.inject({
      method: 'GET',
      url: `/api/admin/projects/${id}/channels`,
      headers: firm.headers,
    });
    expect(snapshot.json()).toEqual({ warehouse: 'unavailable', channels: [] });
  });
});
