/**
 * The raw tables and columns Fivetran writes for each platform, as Fivetran's own dbt source
 * packages read them (docs/integrations.md#data-warehouse names the files): which daily tables
 * hold the figures, which history tables give an ad account's currency, and how each
 * platform's columns become the common daily row the query sums by month and currency.
 */
import type { Platform } from '../../../common/connections/constants.ts';

/** What the SQL of a platform needs from the dialect it is written in. */
export interface SqlDialect {
  /** A column cast to the dialect's text type, so join keys compare whatever their type. */
  text(expression: string): string;
}

/** A table of one row per ad (or creative) and day: read only from the window's first day. */
export interface FactTable {
  table: string;
  /** Its day column, and whether it is a DATE or a TIMESTAMP. */
  date: string;
  dateType: 'date' | 'timestamp';
}

/** A history table (one row per version): the newest version by `_fivetran_synced` is read. */
export interface LatestTable {
  /** The name the daily SQL refers to it by. */
  name: string;
  table: string;
  /** Output column -> source column, each read as text (ids differ in type across tables). */
  columns: Record<string, string>;
}

export interface PlatformTables {
  /** The daily tables; the first is the one the daily rows (and their `day`) come from. */
  facts: FactTable[];
  latest: LatestTable[];
  /**
   * Tables of several rows per daily row, summed to one row per join key in CTEs of their own
   * (name -> body, written before `daily`), so that every join of `daily` is one-to-one.
   */
  sums?: Record<string, (sql: SqlDialect) => string>;
  /** The CTE `currencies` comes from: a LatestTable name and its currency column. */
  currency: { from: string; column: string; key: string };
  /**
   * The body of the `daily` CTE: one row per row of the first fact table, with day, account_id
   * (text), spend, impressions, clicks, conversions, conversion_value and synced. A fact table
   * is named `fact_<table>` (already cut to the window), a history table or a sum by its name.
   */
  daily(sql: SqlDialect): string;
}

/**
 * Meta's conversions: the action types Fivetran's dbt_facebook_ads counts by default
 * (`facebook_ads__conversion_action_types`), lowercased as its staging model does.
 */
export const FACEBOOK_CONVERSION_ACTION_TYPES = [
  'onsite_conversion.purchase',
  'onsite_conversion.lead_grouped',
  'offsite_conversion.fb_pixel_purchase',
  'offsite_conversion.fb_pixel_lead',
  'offsite_conversion.fb_pixel_custom',
] as const;

const actionTypes = FACEBOOK_CONVERSION_ACTION_TYPES.map((type) => `'${type}'`).join(', ');

export const FIVETRAN_TABLES: Record<Platform, PlatformTables> = {
  // basic_ad: ad_id, date, account_id, impressions, inline_link_clicks, spend; the actions
  // and action values tables: ad_id, date, action_type, value; account_history: id, currency.
  meta: {
    facts: [
      { table: 'basic_ad', date: 'date', dateType: 'date' },
      { table: 'basic_ad_actions', date: 'date', dateType: 'date' },
      { table: 'basic_ad_action_values', date: 'date', dateType: 'date' },
    ],
    latest: [
      { name: 'accounts', table: 'account_history', columns: { id: 'id', currency: 'currency' } },
    ],
    currency: { from: 'accounts', column: 'currency', key: 'id' },
    // Several action rows per ad and day (one per action type): summed by ad and day, both
    // tables in one pass, before they meet the daily rows.
    sums: {
      conversions: () => `
    SELECT ad_id, date, SUM(conversions) AS conversions, SUM(conversion_value) AS conversion_value
    FROM (
      SELECT ad_id, date, value AS conversions, 0 AS conversion_value FROM fact_basic_ad_actions
      WHERE LOWER(action_type) IN (${actionTypes})
      UNION ALL
      SELECT ad_id, date, 0 AS conversions, value AS conversion_value FROM fact_basic_ad_action_values
      WHERE LOWER(action_type) IN (${actionTypes})
    ) AS counted
    GROUP BY ad_id, date`,
    },
    daily: (sql) => `
    SELECT ad.date AS day, ${sql.text('ad.account_id')} AS account_id, ad.spend AS spend,
      ad.impressions AS impressions, ad.inline_link_clicks AS clicks,
      COALESCE(conversions.conversions, 0) AS conversions,
      COALESCE(conversions.conversion_value, 0) AS conversion_value,
      ad._fivetran_synced AS synced
    FROM fact_basic_ad AS ad
    LEFT JOIN conversions ON conversions.ad_id = ad.ad_id AND conversions.date = ad.date`,
  },
  // ad_stats: customer_id, date, ad_id, impressions, clicks, cost_micros, conversions,
  // conversions_value; account_history: id, currency_code.
  google: {
    facts: [{ table: 'ad_stats', date: 'date', dateType: 'date' }],
    latest: [
      {
        name: 'accounts',
        table: 'account_history',
        columns: { id: 'id', currency: 'currency_code' },
      },
    ],
    currency: { from: 'accounts', column: 'currency', key: 'id' },
    daily: (sql) => `
    SELECT stats.date AS day, ${sql.text('stats.customer_id')} AS account_id,
      stats.cost_micros / 1000000.0 AS spend, stats.impressions AS impressions, stats.clicks AS clicks,
      stats.conversions AS conversions, stats.conversions_value AS conversion_value,
      stats._fivetran_synced AS synced
    FROM fact_ad_stats AS stats`,
  },
  // ad_analytics_by_creative: creative_id, day, impressions, clicks, cost_in_local_currency,
  // external_website_conversions, one_click_leads, conversion_value_in_local_currency; the
  // currency through creative_history.campaign_id, campaign_history.account_id and
  // account_history.currency.
  linkedin: {
    facts: [{ table: 'ad_analytics_by_creative', date: 'day', dateType: 'timestamp' }],
    latest: [
      { name: 'accounts', table: 'account_history', columns: { id: 'id', currency: 'currency' } },
      {
        name: 'creatives',
        table: 'creative_history',
        columns: { id: 'id', campaign_id: 'campaign_id' },
      },
      {
        name: 'campaigns',
        table: 'campaign_history',
        columns: { id: 'id', account_id: 'account_id' },
      },
    ],
    currency: { from: 'accounts', column: 'currency', key: 'id' },
    daily: (sql) => `
    SELECT analytics.day AS day, campaigns.account_id AS account_id,
      analytics.cost_in_local_currency AS spend, analytics.impressions AS impressions,
      analytics.clicks AS clicks,
      COALESCE(analytics.external_website_conversions, 0) + COALESCE(analytics.one_click_leads, 0) AS conversions,
      analytics.conversion_value_in_local_currency AS conversion_value,
      analytics._fivetran_synced AS synced
    FROM fact_ad_analytics_by_creative AS analytics
    LEFT JOIN creatives ON creatives.id = ${sql.text('analytics.creative_id')}
    LEFT JOIN campaigns ON campaigns.id = creatives.campaign_id`,
  },
};
