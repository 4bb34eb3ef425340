/** Channel data from the data warehouse (docs/product.md#channel-data). */

/** Months of channel data a refresh reads: the current month and the 23 before it. */
export const CHANNEL_MONTHS = 24;

/** Where a snapshot's months were read: the firm's warehouse, or the local sandbox's. */
export const WAREHOUSE_SOURCES = ['postgres', 'bigquery', 'sandbox'] as const;
export type WarehouseSource = (typeof WAREHOUSE_SOURCES)[number];

/** The warehouse this server reads, or none (production without one: the refresh is 503). */
export const WAREHOUSE_MODES = [...WAREHOUSE_SOURCES, 'unavailable'] as const;
export type WarehouseMode = (typeof WAREHOUSE_MODES)[number];

export const WAREHOUSE_SOURCE_LABELS: Record<WarehouseSource, string> = {
  postgres: 'the firm’s PostgreSQL warehouse',
  bigquery: 'the firm’s BigQuery warehouse',
  sandbox: 'the sandbox warehouse (made-up data)',
};

/** A month's spend changing by more than this share of the month before is named. */
export const SPEND_SWING = 0.5;

/** The CPC, CPA and ROAS trends compare the latest this many full months with the ones before. */
export const TREND_MONTHS = 3;

/**
 * Why a refresh failed, as stored: the schema or a table is not there (`missing`), the
 * warehouse refused the role (`denied`), it took too long (`timeout`), we refused to read a
 * schema that is not the connector's own (`refused`), anything else (`failed`).
 */
export const REFRESH_ERRORS = ['missing', 'denied', 'timeout', 'refused', 'failed'] as const;
export type RefreshError = (typeof REFRESH_ERRORS)[number];
