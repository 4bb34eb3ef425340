/**
 * The PostgreSQL adapter (docs/integrations.md#data-warehouse) against a warehouse of its own on
 * the test server: the three platforms' Fivetran tables, with rows whose sums are known. It
 * sums by month and account currency (the newest account version's), counts only Fivetran's
 * conversion actions (each ad's day once, however many actions it has), reads nothing before
 * the window, refuses a schema that is not the connector's own, reads read-only under its
 * timeout, tells a missing schema, a refused role and a timeout apart, and serves the routes
 * through WAREHOUSE_URL.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelsResponse } from '../../../common/channels/contract.ts';
import type { ChannelMonth } from '../../../common/channels/contract.ts';
import type { CreateConnectorResponse } from '../../../common/connections/contract.ts';
import type { Platform } from '../../../common/connections/constants.ts';
import { createTablesSql, insertRowsSql } from '../../sandbox/warehouse/tables.ts';
import { createTestApp, type TestContext } from '../../testing/app.ts';
import {
  createScratchDatabase,
  testServerUrl,
  type ScratchDatabase,
} from '../../testing/database.ts';
import { createAdmin, createMember, createProject, uniqueId } from '../../testing/factories.ts';
import { addMonths } from '../../../common/channels/performance.ts';
import { schemaNameFor } from '../fivetran/port.ts';
import { WarehouseError } from './port.ts';
import { createPostgresWarehouse, type PostgresWarehouse } from './postgres.ts';

const now = new Date();
const m0 = now.toISOString().slice(0, 7);
const m1 = addMonths(m0, -1);
const m2 = addMonths(m0, -2);
const before = addMonths(m0, -3);
const SYNCED = `${m0}-01T06:30:00.000Z`;
const EARLIER = `${m2}-01T00:00:00.000Z`;

type Rows = Record<string, Record<string, unknown>[]>;

const META: Rows = {
  account_history: [
    // An older version in another currency: the newest version's is the account's.
    { id: 1, name: 'Old', currency: 'GBP', _fivetran_synced: EARLIER },
    { id: 1, name: 'Acme', currency: 'usd', _fivetran_synced: SYNCED },
    { id: 2, name: 'Acme EU', currency: 'EUR', _fivetran_synced: SYNCED },
  ],
  basic_ad: [
    {
      ad_id: 'a1',
      date: `${m1}-05`,
      account_id: 1,
      impressions: 1000,
      inline_link_clicks: 50,
      spend: 100.5,
      _fivetran_synced: EARLIER,
    },
    {
      ad_id: 'a1',
      date: `${m1}-06`,
      account_id: 1,
      impressions: 500,
      inline_link_clicks: 25,
      spend: 99.5,
      _fivetran_synced: EARLIER,
    },
    {
      ad_id: 'a1',
      date: `${m0}-01`,
      account_id: 1,
      impressions: 100,
      inline_link_clicks: 5,
      spend: 10,
      _fivetran_synced: SYNCED,
    },
    {
      ad_id: 'a2',
      date: `${m1}-05`,
      account_id: 2,
      impressions: 400,
      inline_link_clicks: 4,
      spend: 40,
      _fivetran_synced: EARLIER,
    },
    // Before the window: never read.
    {
      ad_id: 'a1',
      date: `${before}-28`,
      account_id: 1,
      impressions: 9,
      inline_link_clicks: 9,
      spend: 999,
      _fivetran_synced: EARLIER,
    },
  ],
  basic_ad_actions: [
    {
      ad_id: 'a1',
      date: `${m1}-05`,
      action_type: 'offsite_conversion.fb_pixel_purchase',
      index: 0,
      value: 3,
      _fivetran_synced: EARLIER,
    },
    {
      ad_id: 'a1',
      date: `${m1}-05`,
      action_type: 'OFFSITE_CONVERSION.FB_PIXEL_LEAD',
      index: 1,
      value: 2,
      _fivetran_synced: EARLIER,
    },
    // Not one of Fivetran's conversion action types.
    {
      ad_id: 'a1',
      date: `${m1}-05`,
      action_type: 'link_click',
      index: 2,
      value: 50,
      _fivetran_synced: EARLIER,
    },
    {
      ad_id: 'a2',
      date: `${m1}-05`,
      action_type: 'onsite_conversion.purchase',
      index: 0,
      value: 1,
      _fivetran_synced: EARLIER,
    },
    {
      ad_id: 'a1',
      date: `${before}-28`,
      action_type: 'onsite_conversion.purchase',
      index: 0,
      value: 7,
      _fivetran_synced: EARLIER,
    },
    // A day the ad has no daily row for: counted with no day's figures, so not at all.
    {
      ad_id: 'a1',
      date: `${m1}-07`,
      action_type: 'onsite_conversion.purchase',
      index: 0,
      value: 4,
      _fivetran_synced: EARLIER,
    },
  ],
  basic_ad_action_values: [
    {
      ad_id: 'a1',
      date: `${m1}-05`,
      action_type: 'offsite_conversion.fb_pixel_purchase',
      index: 0,
      value: 300,
      _fivetran_synced: EARLIER,
    },
    {
      ad_id: 'a1',
      date: `${m1}-05`,
      action_type: 'offsite_conversion.fb_pixel_lead',
      index: 1,
      value: 20,
      _fivetran_synced: EARLIER,
    },
    // A value on a day without a counted action: its value counts all the same.
    {
      ad_id: 'a1',
      date: `${m1}-06`,
      action_type: 'offsite_conversion.fb_pixel_purchase',
      index: 0,
      value: 50,
      _fivetran_synced: EARLIER,
    },
    {
      ad_id: 'a2',
      date: `${m1}-05`,
      action_type: 'onsite_conversion.purchase',
      index: 0,
      value: 80,
      _fivetran_synced: EARLIER,
    },
  ],
};

const GOOGLE: Rows = {
  account_history: [
    { id: 7, descriptive_name: 'Acme', currency_code: 'USD', _fivetran_synced: SYNCED },
  ],
  ad_stats: [
    {
      customer_id: 7,
      date: `${m2}-10`,
      ad_id: 1,
      impressions: 10,
      clicks: 2,
      cost_micros: 1_234_567,
      conversions: 0.5,
      conversions_value: 12.25,
      _fivetran_synced: EARLIER,
    },
    {
      customer_id: 7,
      date: `${m2}-11`,
      ad_id: 2,
      impressions: 30,
      clicks: 3,
      cost_micros: 765_433,
      conversions: 1.5,
      conversions_value: 12.25,
      _fivetran_synced: EARLIER,
    },
    // An account Fivetran has no history of: no currency (XXX), never mixed into USD.
    {
      customer_id: 8,
      date: `${m2}-11`,
      ad_id: 3,
      impressions: 5,
      clicks: 1,
      cost_micros: 3_000_000,
      conversions: 0,
      conversions_value: 0,
      _fivetran_synced: EARLIER,
    },
  ],
};

const LINKEDIN: Rows = {
  account_history: [{ id: 5, name: 'Acme', currency: 'CAD', _fivetran_synced: SYNCED }],
  campaign_history: [
    { id: 70, account_id: 4, name: 'Moved', _fivetran_synced: EARLIER },
    { id: 70, account_id: 5, name: 'Decision makers', _fivetran_synced: SYNCED },
  ],
  creative_history: [
    { id: 700, campaign_id: 70, last_modified_time: `${m2}-01T00:00:00`, _fivetran_synced: SYNCED },
  ],
  ad_analytics_by_creative: [
    {
      creative_id: 700,
      day: `${m1}-03T00:00:00`,
      impressions: 300,
      clicks: 12,
      cost_in_local_currency: 55.5,
      cost_in_usd: 40,
      external_website_conversions: 2,
      one_click_leads: 1,
      conversion_value_in_local_currency: 500,
      _fivetran_synced: SYNCED,
    },
  ],
};

const figures = (
  month: string,
  currency: string,
  values: Omit<ChannelMonth, 'month' | 'currency'>,
) => ({
  month,
  currency,
  ...values,
});

let warehouse: ScratchDatabase;
let admin: pg.Client;
let adapter: PostgresWarehouse;

async function fill(schema: string, platform: Platform, rows: Rows) {
  for (const statement of createTablesSql(schema, platform)) await admin.query(statement);
  for (const [table, list] of Object.entries(rows)) {
    await admin.query(insertRowsSql(schema, platform, table, list));
  }
}

beforeAll(async () => {
  warehouse = await createScratchDatabase(testServerUrl(), 'warehouse');
  admin = new pg.Client({ connectionString: warehouse.url });
  await admin.connect();
  await fill('wh_facebook_ads', 'meta', META);
  await fill('wh_google_ads', 'google', GOOGLE);
  await fill('wh_linkedin_ads', 'linkedin', LINKEDIN);
  adapter = createPostgresWarehouse(warehouse.url, 5_000);
});
afterAll(async () => {
  await adapter?.close();
  await admin?.end();
  await warehouse?.drop();
});

async function refusal(read: Promise<unknown>): Promise<WarehouseError> {
  const error = await read.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(WarehouseError);
  return error as WarehouseError;
}

describe('the PostgreSQL adapter', () => {
  // Several action rows on one ad and day are summed before they meet the day's row: the day's
  // spend, impressions and clicks count once, whatever the number of its actions.
  it('sums Meta by month and account currency, counting Fivetran’s conversion actions only, nothing before the window', async () => {
    expect(
      await adapter.monthlyChannelFigures({ platform: 'meta', schema: 'wh_facebook_ads' }, 3),
    ).toEqual({
      months: [
        figures(m1, 'EUR', {
          spend: 40,
          impressions: 400,
          clicks: 4,
          conversions: 1,
          conversionValue: 80,
        }),
        figures(m1, 'USD', {
          spend: 200,
          impressions: 1500,
          clicks: 75,
          conversions: 5,
          conversionValue: 370,
        }),
        figures(m0, 'USD', {
          spend: 10,
          impressions: 100,
          clicks: 5,
          conversions: 0,
          conversionValue: 0,
        }),
      ],
      dataAsOf: `${m0}-01T06:30:00Z`,
    });
  });

  it('sums Google’s micros, and keeps an account without a currency apart', async () => {
    const { months } = await adapter.monthlyChannelFigures(
      { platform: 'google', schema: 'wh_google_ads' },
      3,
    );
    expect(months).toEqual([
      figures(m2, 'USD', {
        spend: 2,
        impressions: 40,
        clicks: 5,
        conversions: 2,
        conversionValue: 24.5,
      }),
      figures(m2, 'XXX', {
        spend: 3,
        impressions: 5,
        clicks: 1,
        conversions: 0,
        conversionValue: 0,
      }),
    ]);
  });

  it('follows LinkedIn’s creative to its campaign’s account for the currency, local amounts only', async () => {
    const { months } = await adapter.monthlyChannelFigures(
      { platform: 'linkedin', schema: 'wh_linkedin_ads' },
      3,
    );
    expect(months).toEqual([
      figures(m1, 'CAD', {
        spend: 55.5,
        impressions: 300,
        clicks: 12,
        conversions: 3,
        conversionValue: 500,
      }),
    ]);
  });

  it('refuses a schema that is not a connector’s own, before asking the warehouse', async () => {
    for (const schema of [
      'public',
      'wh_google_ads',
      'pg_catalog',
      'wh_facebook_ads"; DROP SCHEMA public; --',
    ]) {
      const error = await refusal(adapter.monthlyChannelFigures({ platform: 'meta', schema }, 3));
      expect(error.kind).toBe('refused');
    }
  });

  it('reads in a read-only transaction, in UTC, under its statement timeout', async () => {
    const settings = await adapter.readOnly(async (client) => {
      const show = async (name: string) =>
        ((await client.query(`SHOW ${name}`)).rows[0] as Record<string, string>)[name];
      return [
        await show('transaction_read_only'),
        await show('statement_timeout'),
        await show('TimeZone'),
      ];
    });
    expect(settings).toEqual(['on', '5s', 'UTC']);
    const write = await refusal(
      adapter.readOnly((client) => client.query('CREATE TABLE wh_facebook_ads.x (id int)')),
    );
    expect(write.kind).toBe('failed');
  });

  it('tells a missing schema, a refused role and a timeout apart', async () => {
    const missing = await refusal(
      adapter.monthlyChannelFigures({ platform: 'meta', schema: 'nobody_facebook_ads' }, 3),
    );
    expect(missing.kind).toBe('missing');

    // The README's least-privilege role: one connector schema, nothing else.
    const role = `reader_${uniqueId()}`;
    await admin.query(`CREATE ROLE ${role} LOGIN PASSWORD 'reader-password-1234'`);
    await admin.query(`GRANT USAGE ON SCHEMA wh_facebook_ads TO ${role}`);
    await admin.query(`GRANT SELECT ON ALL TABLES IN SCHEMA wh_facebook_ads TO ${role}`);
    const url = new URL(warehouse.url);
    url.username = role;
    url.password = 'reader-password-1234';
    const reader = createPostgresWarehouse(url.toString(), 5_000);
    try {
      expect(
        (await reader.monthlyChannelFigures({ platform: 'meta', schema: 'wh_facebook_ads' }, 3))
          .months,
      ).toHaveLength(3);
      const denied = await refusal(
        reader.monthlyChannelFigures({ platform: 'google', schema: 'wh_google_ads' }, 3),
      );
      expect(denied.kind).toBe('denied');
    } finally {
      await reader.close();
      await admin.query(`DROP OWNED BY ${role}; DROP ROLE ${role}`);
    }

    // A warehouse slower than the limit: basic_ad a view that sleeps.
    await fill('slow_facebook_ads', 'meta', {});
    await admin.query('DROP TABLE slow_facebook_ads.basic_ad');
    await admin.query(
      'CREATE VIEW slow_facebook_ads.basic_ad AS SELECT b.* FROM wh_facebook_ads.basic_ad AS b, pg_sleep(2) AS pause',
    );
    const impatient = createPostgresWarehouse(warehouse.url, 200);
    try {
      const slow = await refusal(
        impatient.monthlyChannelFigures({ platform: 'meta', schema: 'slow_facebook_ads' }, 3),
      );
      expect(slow.kind).toBe('timeout');
    } finally {
      await impatient.close();
    }
  });

  it('never drops a schema of the firm’s warehouse', async () => {
    expect((await refusal(adapter.dropSandboxSchema('wh_facebook_ads'))).kind).toBe('refused');
    const { rows } = await admin.query(
      "SELECT 1 FROM pg_namespace WHERE nspname = 'wh_facebook_ads'",
    );
    expect(rows).toHaveLength(1);
  });
});

describe('channel data through WAREHOUSE_URL', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ WAREHOUSE_URL: warehouse.url });
  });
  afterAll(() => ctx?.close());

  it('the firm’s refresh reads the project’s own schema and the members read the snapshot', async () => {
    const project = await createProject(ctx.app);
    const member = await createMember(ctx.app, project);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/fivetran/create-connector',
      headers: member.headers,
      payload: { projectId: project.id, platform: 'meta' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { connectorId } = created.json<CreateConnectorResponse>();
    await fill(schemaNameFor(project.slug, 'meta'), 'meta', META);

    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/projects/${project.id}/channels/refresh`,
      headers: (await createAdmin(ctx.app)).headers,
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/projects/${project.id}/channels`,
      headers: member.headers,
    });
    expect(read.json<ChannelsResponse>()).toMatchObject({
      warehouse: 'postgres',
      channels: [
        {
          platform: 'meta',
          connectorId,
          source: 'postgres',
          dataAsOf: SYNCED,
          error: null,
          // 24 months: the row three months back is in this window.
          months: [
            { month: before, currency: 'USD', spend: 999, conversions: 7 },
            { month: m1, currency: 'EUR', spend: 40 },
            { month: m1, currency: 'USD', spend: 200 },
            { month: m0, currency: 'USD', spend: 10 },
          ],
        },
      ],
    });
  });
});
