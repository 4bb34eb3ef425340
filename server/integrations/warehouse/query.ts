/**
 * The one query per platform and refresh (docs/decisions/133): the connector's daily rows summed
 * by month and account currency in the warehouse, with the newest `_fivetran_synced`. Written
 * once for PostgreSQL and BigQuery; the dialects differ only in quoting, casts and formats.
 *
 * Our rule: every daily table is read from the window's first day only (`<day> >= from`), so a
 * refresh scans its 24 months and no more, whatever the warehouse holds. The builder reads a
 * fact table nowhere but in its filtered CTE, and refuses to build without the day or a fact
 * table without its day column.
 *
 * Cheap by construction: a platform's tables of several rows per daily row are summed in CTEs
 * of their own before `daily` joins them (fivetran-tables.ts `sums`), so `daily` has one row
 * per daily row; `days` then sums it by day and account, so the month's format, the currency's
 * join and its check run once per day and account (hundreds of rows), not once per ad and day.
 */
import type { Platform } from '../../../common/connections/constants.ts';
import { FIVETRAN_TABLES, type PlatformTables, type SqlDialect } from './fivetran-tables.ts';
import { WarehouseError } from './port.ts';

export type DialectName = 'postgres' | 'bigquery';

interface Dialect extends SqlDialect {
  /** A table of the connector's schema (BigQuery: dataset), quoted. */
  table(location: QueryLocation, table: string): string;
  /** The window's first day, compared with a DATE or a TIMESTAMP column. */
  from(dateType: 'date' | 'timestamp'): string;
  /** YYYY-MM of a day column of the given type. */
  month(day: string, dayType: 'date' | 'timestamp'): string;
  /** An amount summed, rounded to 6 decimals (Google's micros). */
  amount(sum: string): string;
  /** A three-letter upper-case currency code, else XXX ("no currency", ISO 4217). */
  currency(column: string): string;
  iso(timestamp: string): string;
}

export interface QueryLocation {
  /** BigQuery only: the project holding the datasets. */
  project?: string;
  /** The connector's schema (BigQuery: dataset), already checked (port.ts connectorSchema). */
  schema: string;
}

const BIGQUERY_PROJECT = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;
const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new WarehouseError('refused', `bad identifier ${name}`);
  return name;
}

const DIALECTS: Record<DialectName, Dialect> = {
  postgres: {
    table: ({ schema }, table) => `"${identifier(schema)}"."${identifier(table)}"`,
    text: (expression) => `CAST(${expression} AS text)`,
    from: (dateType) => (dateType === 'date' ? '$1::date' : '$1::date::timestamp'),
    month: (day) => `to_char(${day}, 'YYYY-MM')`,
    amount: (sum) => `round(CAST(${sum} AS numeric), 6)`,
    currency: (column) =>
      `CASE WHEN upper(${column}) ~ '^[A-Z]{3}$' THEN upper(${column}) ELSE 'XXX' END`,
    iso: (timestamp) =>
      `to_char(CAST(${timestamp} AS timestamptz) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
  },
  bigquery: {
    table: ({ project, schema }, table) => {
      if (!project || !BIGQUERY_PROJECT.test(project)) {
        throw new WarehouseError('refused', `bad BigQuery project ${String(project)}`);
      }
      return `\`${project}.${identifier(schema)}.${identifier(table)}\``;
    },
    text: (expression) => `CAST(${expression} AS STRING)`,
    from: (dateType) => (dateType === 'date' ? '@from' : 'TIMESTAMP(@from)'),
    month: (day, dayType) =>
      dayType === 'date'
        ? `FORMAT_DATE('%Y-%m', ${day})`
        : `FORMAT_TIMESTAMP('%Y-%m', ${day}, 'UTC')`,
    amount: (sum) => `ROUND(CAST(${sum} AS FLOAT64), 6)`,
    currency: (column) =>
      `IF(REGEXP_CONTAINS(UPPER(${column}), r'^[A-Z]{3}$'), UPPER(${column}), 'XXX')`,
    iso: (timestamp) => `FORMAT_TIMESTAMP('%Y-%m-%dT%H:%M:%SZ', ${timestamp}, 'UTC')`,
  },
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface BuiltQuery {
  sql: string;
  /** The window's first day: `$1` (PostgreSQL) or `@from`, a DATE (BigQuery). */
  from: string;
}

/** The query for one platform's tables; exported for the builder's own tests. */
export function buildQuery(
  dialectName: DialectName,
  tables: PlatformTables,
  location: QueryLocation,
  window: { from: string },
): BuiltQuery {
  const dialect = DIALECTS[dialectName];
  const { from } = window;
  if (typeof from !== 'string' || !ISO_DAY.test(from)) {
    throw new WarehouseError('refused', 'a channel query needs the first day of its window');
  }
  const [dailyRows] = tables.facts;
  if (!dailyRows) throw new WarehouseError('refused', 'a channel query needs a daily table');
  const facts = tables.facts.map((fact) => {
    if (!fact.date) {
      throw new WarehouseError('refused', `the daily table ${fact.table} has no day to filter on`);
    }
    return `fact_${identifier(fact.table)} AS (
    SELECT * FROM ${dialect.table(location, fact.table)}
    WHERE ${identifier(fact.date)} >= ${dialect.from(fact.dateType)}
  )`;
  });
  const latest = tables.latest.map(({ name, table, columns }) => {
    const picked = Object.entries(columns)
      .map(([as, column]) => `${dialect.text(identifier(column))} AS ${identifier(as)}`)
      .join(', ');
    return `${identifier(name)} AS (
    SELECT ${Object.keys(columns).join(', ')} FROM (
      SELECT ${picked},
        ROW_NUMBER() OVER (PARTITION BY id ORDER BY _fivetran_synced DESC) AS recency
      FROM ${dialect.table(location, table)}
    ) AS versions WHERE recency = 1
  )`;
  });
  const sums = Object.entries(tables.sums ?? {}).map(
    ([name, body]) => `${identifier(name)} AS (${body(dialect)}
  )`,
  );
  const { from: currencyTable, column, key } = tables.currency;
  const sql = `WITH ${[...facts, ...latest, ...sums].join(',\n  ')},
  daily AS (${tables.daily(dialect)}
  ),
  days AS (
    SELECT daily.day AS day, daily.account_id AS account_id, SUM(daily.spend) AS spend,
      SUM(daily.impressions) AS impressions, SUM(daily.clicks) AS clicks,
      SUM(daily.conversions) AS conversions, SUM(daily.conversion_value) AS conversion_value,
      MAX(daily.synced) AS synced
    FROM daily
    GROUP BY daily.day, daily.account_id
  )
SELECT ${dialect.month('days.day', dailyRows.dateType)} AS month,
  ${dialect.currency(`COALESCE(${currencyTable}.${column}, '')`)} AS currency,
  ${dialect.amount('COALESCE(SUM(days.spend), 0)')} AS spend,
  COALESCE(SUM(days.impressions), 0) AS impressions,
  COALESCE(SUM(days.clicks), 0) AS clicks,
  ${dialect.amount('COALESCE(SUM(days.conversions), 0)')} AS conversions,
  ${dialect.amount('COALESCE(SUM(days.conversion_value), 0)')} AS conversion_value,
  ${dialect.iso('MAX(MAX(days.synced)) OVER ()')} AS synced_at
FROM days
LEFT JOIN ${currencyTable} ON ${currencyTable}.${key} = days.account_id
GROUP BY 1, 2
ORDER BY 1, 2`;
  return { sql, from };
}

/** The channel query of a connector's platform. */
export function buildChannelQuery(
  dialect: DialectName,
  platform: Platform,
  location: QueryLocation,
  window: { from: string },
): BuiltQuery {
  return buildQuery(dialect, FIVETRAN_TABLES[platform], location, window);
}
