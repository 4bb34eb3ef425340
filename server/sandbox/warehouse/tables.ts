/**
 * Fivetran's tables for each platform, as its PostgreSQL destination creates them (the
 * columns the product reads and a few beside them; docs/integrations.md#data-warehouse), for
 * the sandbox warehouse and for tests that build a warehouse of their own.
 */
import type { Platform } from '../../../common/connections/constants.ts';

/** Column -> PostgreSQL type, in Fivetran's mapping (STRING text, LONG bigint, DOUBLE float8…). */
export type TableShape = Record<string, string>;

const SYNCED = { _fivetran_synced: 'timestamptz' } as const;

export const FIVETRAN_TABLE_SHAPES: Record<Platform, Record<string, TableShape>> = {
  meta: {
    account_history: { id: 'bigint', name: 'text', currency: 'text', ...SYNCED },
    basic_ad: {
      ad_id: 'text',
      ad_name: 'text',
      date: 'date',
      account_id: 'bigint',
      impressions: 'bigint',
      inline_link_clicks: 'bigint',
      spend: 'double precision',
      ...SYNCED,
    },
    basic_ad_actions: {
      ad_id: 'text',
      date: 'date',
      action_type: 'text',
      index: 'integer',
      value: 'double precision',
      ...SYNCED,
    },
    basic_ad_action_values: {
      ad_id: 'text',
      date: 'date',
      action_type: 'text',
      index: 'integer',
      value: 'double precision',
      ...SYNCED,
    },
  },
  google: {
    account_history: {
      id: 'bigint',
      descriptive_name: 'text',
      currency_code: 'text',
      updated_at: 'timestamptz',
      ...SYNCED,
    },
    ad_stats: {
      customer_id: 'bigint',
      date: 'date',
      ad_id: 'bigint',
      campaign_id: 'bigint',
      device: 'text',
      impressions: 'bigint',
      clicks: 'bigint',
      cost_micros: 'bigint',
      conversions: 'double precision',
      conversions_value: 'double precision',
      ...SYNCED,
    },
  },
  linkedin: {
    account_history: { id: 'bigint', name: 'text', currency: 'text', ...SYNCED },
    campaign_history: { id: 'bigint', account_id: 'bigint', name: 'text', ...SYNCED },
    creative_history: {
      id: 'bigint',
      campaign_id: 'bigint',
      last_modified_time: 'timestamp',
      ...SYNCED,
    },
    ad_analytics_by_creative: {
      creative_id: 'bigint',
      day: 'timestamp',
      impressions: 'bigint',
      clicks: 'bigint',
      cost_in_local_currency: 'numeric',
      cost_in_usd: 'numeric',
      external_website_conversions: 'bigint',
      one_click_leads: 'bigint',
      conversion_value_in_local_currency: 'numeric',
      ...SYNCED,
    },
  },
};

/** CREATE SCHEMA and CREATE TABLE statements of one platform's tables in `schema`. */
export function createTablesSql(schema: string, platform: Platform): string[] {
  return [
    `CREATE SCHEMA "${schema}"`,
    ...Object.entries(FIVETRAN_TABLE_SHAPES[platform]).map(
      ([table, columns]) =>
        `CREATE TABLE "${schema}"."${table}" (${Object.entries(columns)
          .map(([column, type]) => `"${column}" ${type}`)
          .join(', ')})`,
    ),
  ];
}

/** One INSERT of many rows (column arrays through unnest), as `client.query` takes it. */
export function insertRowsSql(
  schema: string,
  platform: Platform,
  table: string,
  rows: readonly Record<string, unknown>[],
): { text: string; values: unknown[][] } {
  const columns = Object.entries(FIVETRAN_TABLE_SHAPES[platform][table]!);
  return {
    text: `INSERT INTO "${schema}"."${table}" (${columns.map(([column]) => `"${column}"`).join(', ')})
      SELECT * FROM unnest(${columns.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ')})`,
    values: columns.map(([column]) => rows.map((row) => row[column] ?? null)),
  };
}
