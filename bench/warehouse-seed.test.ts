/**
 * The warehouse bench's seed, small (two projects, three ads a day), read back through the
 * product's PostgreSQL adapter: every platform's 24 months in the account's currency, with the
 * sums of the rows the seed wrote, and the row counts it reports.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_MONTHS } from '../common/channels/constants.ts';
import { PLATFORMS, type Platform } from '../common/connections/constants.ts';
import { schemaNameFor } from '../server/integrations/fivetran/port.ts';
import {
  createPostgresWarehouse,
  type PostgresWarehouse,
} from '../server/integrations/warehouse/postgres.ts';
import {
  createScratchDatabase,
  testServerUrl,
  type ScratchDatabase,
} from '../server/testing/database.ts';
import { seedWarehouse, warehouseWindow, type WarehouseSeedResult } from './warehouse-seed.ts';

const ADS = 3;
const PROJECTS = [
  { number: 1, slug: 'seed_one' },
  { number: 10, slug: 'seed_ten' },
];

let scratch: ScratchDatabase;
let pool: pg.Pool;
let adapter: PostgresWarehouse;
let seeded: WarehouseSeedResult;

beforeAll(async () => {
  scratch = await createScratchDatabase(testServerUrl(), 'warehouse');
  pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
  seeded = await seedWarehouse(pool, PROJECTS, { ads: ADS });
  adapter = createPostgresWarehouse(scratch.url, 10_000);
});
afterAll(async () => {
  await adapter?.close();
  await pool?.end();
  await scratch?.drop();
});

/** Each platform's spend, clicks and conversions as summed straight from its daily rows. */
const TOTALS: Record<Platform, string> = {
  meta: `SELECT sum(spend) AS spend, sum(inline_link_clicks) AS clicks,
      (SELECT sum(value) FROM "$schema".basic_ad_actions WHERE action_type LIKE 'offsite_conversion.%') AS conversions
    FROM "$schema".basic_ad`,
  google: `SELECT sum(cost_micros) / 1e6 AS spend, sum(clicks) AS clicks, sum(conversions) AS conversions
    FROM "$schema".ad_stats`,
  linkedin: `SELECT sum(cost_in_local_currency) AS spend, sum(clicks) AS clicks,
      sum(external_website_conversions + one_click_leads) AS conversions
    FROM "$schema".ad_analytics_by_creative`,
};

describe('the warehouse bench’s seed', () => {
  it('writes a row per ad and day of the window, Meta’s actions and the history tables', () => {
    const { days } = warehouseWindow();
    expect(days).toBeGreaterThanOrEqual(CHANNEL_MONTHS * 28);
    expect(seeded.schemas).toEqual(
      PROJECTS.flatMap((project) =>
        PLATFORMS.map((platform) => schemaNameFor(project.slug, platform)),
      ),
    );
    expect(seeded.rows.daily).toBe(PROJECTS.length * PLATFORMS.length * ADS * days);
    // Per project: a link-click row for every ad and day, a purchase and its value on days with one.
    expect(seeded.rows.actions).toBeGreaterThan(PROJECTS.length * ADS * days);
    // Two versions each of: 3 accounts; LinkedIn's campaign and its 3 creatives.
    expect(seeded.rows.history).toBe(PROJECTS.length * 2 * (3 + 1 + ADS));
  });

  for (const platform of PLATFORMS) {
    it(`serves ${platform}'s 24 months to the product's adapter, as summed from its rows`, async () => {
      for (const project of PROJECTS) {
        const schema = schemaNameFor(project.slug, platform);
        const { months, dataAsOf } = await adapter.monthlyChannelFigures(
          { platform, schema },
          CHANNEL_MONTHS,
        );
        expect(months).toHaveLength(CHANNEL_MONTHS);
        // Every tenth project's accounts are in euros.
        const currency = project.number % 10 === 0 ? 'EUR' : 'USD';
        expect(new Set(months.map((month) => month.currency))).toEqual(new Set([currency]));
        expect(dataAsOf).not.toBeNull();
        const { rows } = await pool.query<Record<string, string>>(
          TOTALS[platform].replaceAll('$schema', schema),
        );
        const sum = (field: 'spend' | 'clicks' | 'conversions') =>
          months.reduce((total, month) => total + month[field], 0);
        expect(sum('spend')).toBeCloseTo(Number(rows[0]!.spend), 2);
        expect(sum('clicks')).toBe(Number(rows[0]!.clicks));
        expect(sum('conversions')).toBe(Number(rows[0]!.conversions));
        expect(sum('conversions')).toBeGreaterThan(0);
        // Amounts in the account's currency, not in micros or cents: a cost per click of dollars.
        expect(sum('spend') / sum('clicks')).toBeGreaterThan(0.5);
        expect(sum('spend') / sum('clicks')).toBeLessThan(10);
        expect(months.every((month) => month.impressions > month.clicks)).toBe(true);
      }
    });
  }
});
