/**
 * The PostgreSQL warehouse of the warehouse bench (docs/performance.md): for each project, the
 * three connector schemas Fivetran would write (`<slug>_<service>`), created with the sandbox
 * warehouse's DDL of Fivetran's tables (server/sandbox/warehouse/tables.ts) and filled in SQL
 * (INSERT … SELECT over generate_series): every day of the refresh's 24-month window, `ads` ads
 * a day per platform, plus Meta's action rows and each platform's history tables with two
 * versions of every account, campaign and creative. Values come from PostgreSQL's own hash of
 * the project, platform, ad and day, so a seed is the same every time; every tenth project's
 * accounts are in EUR.
 *
 * bench/warehouse-seed.test.ts reads a small one through the product's PostgreSQL adapter.
 */
import type pg from 'pg';
import { CHANNEL_MONTHS } from '../common/channels/constants.ts';
import { PLATFORMS, type Platform } from '../common/connections/constants.ts';
import { schemaNameFor } from '../server/integrations/fivetran/port.ts';
import { windowStart } from '../server/integrations/warehouse/port.ts';
import { createTablesSql, FIVETRAN_TABLE_SHAPES } from '../server/sandbox/warehouse/tables.ts';

/** The firm of issue 56's scale budget: 50 projects, 200 ads a day on each platform. */
export const WAREHOUSE = { projects: 50, adsPerDay: 200 } as const;

export interface WarehouseProject {
  /** Seeds its values (1, 2, …). */
  number: number;
  slug: string;
}

export interface WarehouseSeedResult {
  schemas: string[];
  /**
   * Rows inserted: one per ad and day (basic_ad, ad_stats, ad_analytics_by_creative), Meta's
   * actions and action values, the history tables'.
   */
  rows: { daily: number; actions: number; history: number };
  days: number;
}

const DAY_MS = 86_400_000;

/** Daily spend of a typical ad, cost per click, conversions per click, value per conversion. */
const PROFILES: Record<
  Platform,
  { spend: number; cpc: number; conversion: number; value: number }
> = {
  meta: { spend: 30, cpc: 0.9, conversion: 0.035, value: 95 },
  google: { spend: 40, cpc: 2.1, conversion: 0.05, value: 120 },
  linkedin: { spend: 25, cpc: 6.5, conversion: 0.02, value: 400 },
};

/** A number in [0, 1) from an integer key and a salt, by PostgreSQL's hashint8extended. */
const unit = (key: string, salt: number) =>
  `((hashint8extended(${key}, ${salt}) & 1048575)::float8 / 1048576)`;

/** The window's first day and its number of days up to `now`'s (UTC), as the refresh reads it. */
export function warehouseWindow(now = new Date()): { from: string; days: number } {
  const from = windowStart(CHANNEL_MONTHS, now);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { from, days: (today - Date.parse(from)) / DAY_MS + 1 };
}

interface Generation {
  project: number;
  platform: Platform;
  ads: number;
  from: string;
  days: number;
}

/**
 * The FROM item of one platform's daily figures, a row per day and ad: ad, day, synced, spend,
 * clicks, impressions, conversions, value (rows in day order, as Fivetran appends them). The
 * expected conversions are rounded up with the probability of their fraction, so an ad with a
 * few clicks a day still converts now and then.
 */
function dailyFigures({ project, platform, ads, from, days }: Generation): string {
  const profile = PROFILES[platform];
  const ad = `(${project}::bigint * 1000000 + ${PLATFORMS.indexOf(platform)} * 100000 + a)`;
  const adDay = `(${ad} * 10000 + d)`;
  return `(SELECT a AS ad, day, synced, spend, clicks, conversions,
      clicks * (20 + floor(60 * u.reach))::bigint AS impressions,
      round((conversions * ${profile.value} * (0.6 + 0.8 * u.basket))::numeric, 2) AS value
    FROM generate_series(0, ${days - 1}) AS d
    CROSS JOIN generate_series(1, ${ads}) AS a
    CROSS JOIN LATERAL (SELECT DATE '${from}' + d AS day) AS t
    CROSS JOIN LATERAL (SELECT ${unit(ad, 1)} AS size, ${unit(ad, 2)} AS price,
      ${unit(adDay, 3)} AS noise, ${unit(adDay, 4)} AS reach, ${unit(adDay, 5)} AS convert,
      ${unit(adDay, 6)} AS basket) AS u
    CROSS JOIN LATERAL (SELECT
      round((${profile.spend} * (0.3 + 1.4 * u.size) * (0.7 + 0.6 * u.noise) * (1 + d / 1000.0))::numeric, 2) AS spend,
      least(now(), (day + interval '27 hours') AT TIME ZONE 'UTC') AS synced) AS s
    CROSS JOIN LATERAL (SELECT greatest(1, round(spend / (${profile.cpc} * (0.6 + 0.8 * u.price))))::bigint AS clicks) AS c
    CROSS JOIN LATERAL (SELECT floor(clicks * ${profile.conversion} + u.convert)::bigint AS conversions) AS v
  ) AS f`;
}

/** Two versions of each of `count` rows: the older a year back, the newer synced now. */
const versions = (count: number) => `generate_series(1, ${count}) AS n
    CROSS JOIN LATERAL (VALUES (now() - interval '400 days', ' (old)'), (now(), '')) AS version(synced, suffix)`;

/** INSERT … SELECT into one of Fivetran's tables; only the table's own columns, cast to their types. */
function insertSelect(
  schema: string,
  platform: Platform,
  table: string,
  values: Record<string, string>,
  from: string,
): string {
  const shape = FIVETRAN_TABLE_SHAPES[platform][table];
  if (!shape) throw new Error(`Fivetran's ${platform} tables have no ${table}`);
  const columns = Object.keys(values);
  const unknown = columns.filter((column) => !(column in shape));
  if (unknown.length) throw new Error(`${table} has no column ${unknown.join(', ')}`);
  return `INSERT INTO "${schema}"."${table}" (${columns.map((column) => `"${column}"`).join(', ')})
  SELECT ${columns.map((column) => `CAST(${values[column]} AS ${shape[column]})`).join(', ')}
  FROM ${from}`;
}

type Kind = keyof WarehouseSeedResult['rows'];

/** The statements filling one connector schema, each with the kind of rows it inserts. */
function fillStatements(schema: string, generation: Generation): [Kind, string][] {
  const { project, platform, ads } = generation;
  const daily = dailyFigures(generation);
  const account = 1_000_000 + project;
  const currency = project % 10 === 0 ? `'EUR'` : `'USD'`;
  const insert = (table: string, values: Record<string, string>, from: string) =>
    insertSelect(schema, platform, table, values, from);
  if (platform === 'meta') {
    const adId = `(238500000000000 + ${project} * 1000 + ad)::text`;
    const purchase = `'offsite_conversion.fb_pixel_purchase'`;
    return [
      [
        'history',
        insert(
          'account_history',
          {
            id: String(account),
            name: `'Client ${project} ads' || suffix`,
            currency,
            _fivetran_synced: 'synced',
          },
          versions(1),
        ),
      ],
      [
        'daily',
        insert(
          'basic_ad',
          {
            ad_id: adId,
            ad_name: `'Ad ' || ad`,
            date: 'day',
            account_id: String(account),
            impressions: 'impressions',
            inline_link_clicks: 'clicks',
            spend: 'spend',
            _fivetran_synced: 'synced',
          },
          daily,
        ),
      ],
      // A counted conversion and an action Fivetran's dbt package does not count; Fivetran
      // writes no row for an action that did not happen.
      [
        'actions',
        insert(
          'basic_ad_actions',
          {
            ad_id: adId,
            date: 'day',
            action_type: 'action.type',
            index: 'action.index',
            value: 'CASE action.index WHEN 0 THEN clicks ELSE conversions END',
            _fivetran_synced: 'synced',
          },
          `${daily} CROSS JOIN (VALUES (0, 'link_click'), (1, ${purchase})) AS action(index, type)
  WHERE action.index = 0 OR conversions > 0`,
        ),
      ],
      [
        'actions',
        insert(
          'basic_ad_action_values',
          {
            ad_id: adId,
            date: 'day',
            action_type: purchase,
            index: '0',
            value: 'value',
            _fivetran_synced: 'synced',
          },
          `${daily} WHERE conversions > 0`,
        ),
      ],
    ];
  }
  if (platform === 'google') {
    return [
      [
        'history',
        insert(
          'account_history',
          {
            id: String(account),
            descriptive_name: `'Client ${project} Ads' || suffix`,
            currency_code: currency,
            updated_at: 'synced',
            _fivetran_synced: 'synced',
          },
          versions(1),
        ),
      ],
      [
        'daily',
        insert(
          'ad_stats',
          {
            customer_id: String(account),
            date: 'day',
            ad_id: `${project} * 1000 + ad`,
            campaign_id: `${project} * 100 + (ad - 1) % 20`,
            device: `(ARRAY['DESKTOP', 'MOBILE', 'TABLET'])[1 + ad % 3]`,
            impressions: 'impressions',
            clicks: 'clicks',
            cost_micros: 'round(spend * 1000000)',
            conversions: 'conversions',
            conversions_value: 'value',
            _fivetran_synced: 'synced',
          },
          daily,
        ),
      ],
    ];
  }
  const campaigns = Math.max(1, Math.ceil(ads / 10));
  return [
    [
      'history',
      insert(
        'account_history',
        {
          id: String(account),
          name: `'Client ${project} company' || suffix`,
          currency,
          _fivetran_synced: 'synced',
        },
        versions(1),
      ),
    ],
    [
      'history',
      insert(
        'campaign_history',
        {
          id: `${project} * 100 + n`,
          account_id: String(account),
          name: `'Campaign ' || n || suffix`,
          _fivetran_synced: 'synced',
        },
        versions(campaigns),
      ),
    ],
    [
      'history',
      insert(
        'creative_history',
        {
          id: `${project} * 1000 + n`,
          campaign_id: `${project} * 100 + 1 + (n - 1) % ${campaigns}`,
          last_modified_time: `synced AT TIME ZONE 'UTC'`,
          _fivetran_synced: 'synced',
        },
        versions(ads),
      ),
    ],
    [
      'daily',
      insert(
        'ad_analytics_by_creative',
        {
          creative_id: `${project} * 1000 + ad`,
          day: 'day::timestamp',
          impressions: 'impressions',
          clicks: 'clicks',
          cost_in_local_currency: 'spend',
          cost_in_usd: 'spend',
          external_website_conversions: 'ceil(conversions / 2.0)',
          one_click_leads: 'floor(conversions / 2.0)',
          conversion_value_in_local_currency: 'value',
          _fivetran_synced: 'synced',
        },
        daily,
      ),
    ],
  ];
}

/**
 * Creates and fills the connector schemas of `projects` (three platforms each), one transaction
 * per schema, on `pool` (the warehouse database, as its owner).
 */
export async function seedWarehouse(
  pool: pg.Pool,
  projects: readonly WarehouseProject[],
  { ads = WAREHOUSE.adsPerDay, now = new Date() }: { ads?: number; now?: Date } = {},
): Promise<WarehouseSeedResult> {
  const { from, days } = warehouseWindow(now);
  const rows = { daily: 0, actions: 0, history: 0 };
  const schemas: string[] = [];
  for (const project of projects) {
    for (const platform of PLATFORMS) {
      const schema = schemaNameFor(project.slug, platform);
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        for (const statement of createTablesSql(schema, platform)) await client.query(statement);
        const generation = { project: project.number, platform, ads, from, days };
        for (const [kind, statement] of fillStatements(schema, generation)) {
          rows[kind] += (await client.query(statement)).rowCount ?? 0;
        }
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
      schemas.push(schema);
    }
  }
  return { schemas, rows, days };
}
