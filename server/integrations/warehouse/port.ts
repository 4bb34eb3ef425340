/**
 * The data-warehouse port (docs/decisions/133-warehouse-adapter-boundary.md): what the product
 * reads of the tables Fivetran syncs into the firm's warehouse (docs/integrations.md#data-warehouse),
 * independent of the warehouse behind it.
 *
 *   postgres.ts   Fivetran's PostgreSQL destination, WAREHOUSE_URL, through `pg`
 *   bigquery.ts   Fivetran's BigQuery destination, BIGQUERY_PROJECT_ID, through @google-cloud/bigquery
 *   sandbox       server/sandbox/warehouse/: a schema per sandbox connector in the product's own
 *                 database, filled with made-up data in Fivetran's tables, read by postgres.ts
 *
 * Every figure is summed in the warehouse (query.ts builds the one query per platform); the
 * adapters only run it and type its rows.
 */
import type { ChannelMonth } from '../../../common/channels/contract.ts';
import type { Platform } from '../../../common/connections/constants.ts';
import type { RefreshError, WarehouseSource } from '../../../common/channels/constants.ts';
import { FIVETRAN_SERVICES } from '../fivetran/port.ts';

/** A connector as the product stored it: its platform and Fivetran's destination schema. */
export interface WarehouseConnector {
  platform: Platform;
  /** The schema (BigQuery: dataset) Fivetran writes the connection's tables to. */
  schema: string;
}

export interface ChannelFigures {
  /** Per month and account currency, oldest first. */
  months: ChannelMonth[];
  /** The newest `_fivetran_synced` of the rows read (ISO 8601); null without rows. */
  dataAsOf: string | null;
}

/**
 * Why a read failed (common/channels/constants.ts REFRESH_ERRORS; `refused` is ours: a schema
 * that is not the connector's own, a call this adapter does not take). The message is for the
 * log, never shown.
 */
export type WarehouseErrorKind = RefreshError;

export class WarehouseError extends Error {
  override name = 'WarehouseError';
  readonly kind: WarehouseErrorKind;

  constructor(kind: WarehouseErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.kind = kind;
  }
}

export interface WarehousePort {
  readonly source: WarehouseSource;
  /** The connector's figures for the current month and the `months - 1` before it. */
  monthlyChannelFigures(connector: WarehouseConnector, months: number): Promise<ChannelFigures>;
  /**
   * Drops a sandbox connector's schema (closing an engagement). Only the sandbox implements it:
   * a real warehouse's tables are the firm's, managed through Fivetran, and never dropped by us.
   */
  dropSandboxSchema(schema: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Lowercase letters, digits and underscores, at most 63 characters (PostgreSQL's identifier
 * limit): the rule our connector schemas (`<slug>_<service>`) follow, and nothing else passes.
 */
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * The connector's schema, refused unless it is one of ours for that platform: the warehouse
 * is only ever asked for the schema a connector of ours writes to.
 */
export function connectorSchema({ platform, schema }: WarehouseConnector): string {
  if (!SCHEMA_NAME.test(schema) || !schema.endsWith(`_${FIVETRAN_SERVICES[platform]}`)) {
    throw new WarehouseError(
      'refused',
      `${JSON.stringify(schema)} is not a ${platform} connector's schema`,
    );
  }
  return schema;
}

/** The first day (YYYY-MM-DD, UTC) of the window of `months` months ending with `now`'s. */
export function windowStart(months: number, now = new Date()): string {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
  return first.toISOString().slice(0, 10);
}

/** The rows every adapter's query returns, typed. */
export interface FigureRow {
  month: string;
  currency: string;
  spend: number | string;
  impressions: number | string;
  clicks: number | string;
  conversions: number | string;
  conversion_value: number | string;
  synced_at: string | null;
}

export function figuresOf(rows: readonly FigureRow[]): ChannelFigures {
  return {
    months: rows.map((row) => ({
      month: row.month,
      currency: row.currency,
      spend: Number(row.spend),
      impressions: Number(row.impressions),
      clicks: Number(row.clicks),
      conversions: Number(row.conversions),
      conversionValue: Number(row.conversion_value),
    })),
    dataAsOf: rows[0]?.synced_at ?? null,
  };
}
