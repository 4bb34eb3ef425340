/** Channel data (docs/product.md#channel-data), word for word. */
import type { RefreshError } from './constants.ts';

export const CHANNEL_MESSAGES = {
  title: 'Channel performance',
  intro:
    'Each connected ad platform’s monthly figures, read from the data warehouse Fivetran syncs into, once a day.',
  dataAsOf: (date: string) => `Data as of ${date}`,
  readFrom: (source: string) => `Read from ${source}.`,
  notConfigured:
    'Channel data is not available: no data warehouse is configured for this portal yet.',
  none: 'No ad platform is connected yet. Once one is connected and synced, its monthly figures appear here.',
  waiting: (channel: string) => `${channel}: waiting for the first read of the warehouse.`,
  lastError: (channel: string, error: string) => `${channel}: the last refresh failed. ${error}`,
  keptFigures: 'The figures shown are the last ones read.',
  notComparable: (currencies: string) =>
    `The accounts report in ${currencies}: each currency is shown on its own, and amounts in different currencies are not comparable.`,
  inCurrency: (currency: string) => `Amounts in ${currency}`,
  spendChart: 'Monthly spend by channel',
  spendSummary: (currency: string, months: string, total: string) =>
    `Monthly spend by channel in ${currency} from ${months}: ${total} in all.`,
  share: 'Share of spend',
  shareLine: (channel: string, share: string, spend: string) => `${channel}: ${share} (${spend})`,
  trends: 'Cost per click, cost per conversion and ROAS',
  anomalies: 'Worth a look',
  noAnomalies:
    'No full month’s spend moved by more than half against the month before, and no month’s spend went without conversions.',
  spendUp: (channel: string, month: string, change: string, previous: string) =>
    `${channel}: spend rose ${change} in ${month} against ${previous}.`,
  spendDown: (channel: string, month: string, change: string, previous: string) =>
    `${channel}: spend fell ${change} in ${month} against ${previous}.`,
  noConversions: (channel: string, month: string, spend: string) =>
    `${channel}: ${spend} spent in ${month} with no conversions.`,
  trendLine: (metric: string, value: string, months: number) =>
    `${metric}: ${value} over the last ${months} full months`,
  trendChange: (change: string, months: number) => `, ${change} on the ${months} before`,
  trendNone: (metric: string, months: number) =>
    `${metric}: none over the last ${months} full months`,
  metrics: { cpc: 'Cost per click', cpa: 'Cost per conversion', roas: 'ROAS' },
  partial: '(to date)',
  month: 'Month',
  channel: 'Channel',
  spend: 'Spend',
  clicks: 'Clicks',
  conversions: 'Conversions',
  conversionValue: 'Conversion value',
  showNumbers: 'Show the numbers',
  noFigure: '–',
  loadFailed: 'Could not load the channel data',
  refresh: 'Refresh now',
  refreshing: 'Refreshing…',
  refreshed: 'Channel data refreshed.',
  refreshFailed: 'Could not refresh the channel data',
  unavailable:
    'Channel data cannot be refreshed: no data warehouse is configured on this server (WAREHOUSE_URL or BIGQUERY_PROJECT_ID).',
  /** Why a refresh failed (constants.ts REFRESH_ERRORS). */
  refreshErrors: {
    missing:
      'The warehouse has no tables for this connection yet: Fivetran has not finished its first sync, or the warehouse settings point elsewhere.',
    denied:
      'The warehouse refused to read this connection’s tables: check that the read-only role may read its schema.',
    timeout: 'The warehouse did not answer in time.',
    refused:
      'The connector’s warehouse schema is not the one this project’s connection writes, so it was not read.',
    failed: 'The warehouse could not be read.',
  } satisfies Record<RefreshError, string>,
} as const;
