/**
 * What "Channel performance" shows, derived from the stored snapshots (docs/product.md#channel-data):
 * per currency, each channel's months with cost per click, cost per conversion and ROAS, the
 * share of spend, the trends of those ratios, and the months worth a look. Amounts are only
 * ever added up within one currency. The month the data was synced in is not over: it is drawn
 * "to date" and left out of the trends and the anomalies.
 */
import { PLATFORMS, PLATFORM_LABELS, type Platform } from '../connections/constants.ts';
import {
  formatMonth,
  formatMoneyCompact,
  formatMoneyExact,
  formatMultiple,
  formatPercentValue,
  formatSignedPercent,
} from '../shared/format.ts';
import { SPEND_SWING, TREND_MONTHS } from './constants.ts';
import type { ChannelMonth, ChannelSnapshot } from './contract.ts';
import { CHANNEL_MESSAGES as M } from './messages.ts';

export interface MonthFigures extends Omit<ChannelMonth, 'currency'> {
  /** Spend per click; null without clicks. */
  cpc: number | null;
  /** Spend per conversion; null without conversions. */
  cpa: number | null;
  /** Conversion value per unit of spend; null without spend. */
  roas: number | null;
  /** The month the data was synced in: not over yet. */
  partial: boolean;
}

export interface ChannelSeries {
  platform: Platform;
  /** The months the warehouse has rows for, oldest first. */
  months: MonthFigures[];
}

export interface ChannelShare {
  platform: Platform;
  spend: number;
  /** Percent of the currency's spend over every month read. */
  share: number;
}

export type TrendMetric = 'cpc' | 'cpa' | 'roas';

export interface ChannelTrend {
  platform: Platform;
  metric: TrendMetric;
  /** Over the latest TREND_MONTHS full months. */
  recent: number | null;
  /** Over the TREND_MONTHS full months before those. */
  previous: number | null;
  /** recent against previous, in percent; null when either is missing. */
  change: number | null;
}

export interface CurrencyPerformance {
  currency: string;
  /** Every month any channel has in this currency, oldest first. */
  months: string[];
  channels: ChannelSeries[];
  totalSpend: number;
  shares: ChannelShare[];
  trends: ChannelTrend[];
}

export type Anomaly =
  | {
      kind: 'spend_up' | 'spend_down';
      platform: Platform;
      currency: string;
      month: string;
      previousMonth: string;
      spend: number;
      previousSpend: number;
      /** Percent change against the month before (positive for up). */
      change: number;
    }
  | { kind: 'no_conversions'; platform: Platform; currency: string; month: string; spend: number };

export interface ChannelPerformance {
  /** The currencies by total spend, largest first. */
  currencies: CurrencyPerformance[];
  /** Newest month first. */
  anomalies: Anomaly[];
  /** The oldest of the channels' freshness: every figure shown is at least this fresh. */
  dataAsOf: string | null;
}

/** "2026-03" moved by `delta` months. */
export function addMonths(month: string, delta: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const ratio = (numerator: number, denominator: number) =>
  denominator > 0 ? numerator / denominator : null;

function figuresOf(month: ChannelMonth, partialMonth: string | null): MonthFigures {
  const { spend, impressions, clicks, conversions, conversionValue } = month;
  return {
    month: month.month,
    spend,
    impressions,
    clicks,
    conversions,
    conversionValue,
    cpc: ratio(spend, clicks),
    cpa: ratio(spend, conversions),
    roas: ratio(conversionValue, spend),
    partial: month.month === partialMonth,
  };
}

/** A metric over a run of months, from their summed spend, clicks, conversions and value. */
function metricOver(months: MonthFigures[], metric: TrendMetric): number | null {
  const sum = (pick: (month: MonthFigures) => number) =>
    months.reduce((total, month) => total + pick(month), 0);
  const spend = sum((month) => month.spend);
  if (metric === 'cpc')
    return ratio(
      spend,
      sum((month) => month.clicks),
    );
  if (metric === 'cpa')
    return ratio(
      spend,
      sum((month) => month.conversions),
    );
  return ratio(
    sum((month) => month.conversionValue),
    spend,
  );
}

function trendsOf(series: ChannelSeries): ChannelTrend[] {
  const full = series.months.filter((month) => !month.partial);
  const latest = full.at(-1)?.month;
  const within = (from: number, to: number) =>
    latest
      ? full.filter(
          (month) =>
            month.month > addMonths(latest, -from) && month.month <= addMonths(latest, -to),
        )
      : [];
  const recent = within(TREND_MONTHS, 0);
  const previous = within(2 * TREND_MONTHS, TREND_MONTHS);
  return (['cpc', 'cpa', 'roas'] as const).map((metric) => {
    const now = recent.length > 0 ? metricOver(recent, metric) : null;
    const before = previous.length > 0 ? metricOver(previous, metric) : null;
    return {
      platform: series.platform,
      metric,
      recent: now,
      previous: before,
      change: now !== null && before ? (now / before - 1) * 100 : null,
    };
  });
}

function anomaliesOf(series: ChannelSeries, currency: string): Anomaly[] {
  const found: Anomaly[] = [];
  const byMonth = new Map(series.months.map((month) => [month.month, month]));
  for (const month of series.months) {
    if (month.partial) continue;
    const { platform } = series;
    if (month.spend > 0 && month.conversions === 0) {
      found.push({
        kind: 'no_conversions',
        platform,
        currency,
        month: month.month,
        spend: month.spend,
      });
    }
    const previousMonth = addMonths(month.month, -1);
    const previous = byMonth.get(previousMonth);
    if (!previous || previous.spend <= 0) continue;
    const change = (month.spend / previous.spend - 1) * 100;
    if (Math.abs(change) > SPEND_SWING * 100) {
      found.push({
        kind: change > 0 ? 'spend_up' : 'spend_down',
        platform,
        currency,
        month: month.month,
        previousMonth,
        spend: month.spend,
        previousSpend: previous.spend,
        change,
      });
    }
  }
  return found;
}

const platformOrder = (platform: Platform) => PLATFORMS.indexOf(platform);

export function channelPerformance(snapshots: readonly ChannelSnapshot[]): ChannelPerformance {
  const byCurrency = new Map<string, ChannelSeries[]>();
  for (const snapshot of [...snapshots].sort(
    (a, b) => platformOrder(a.platform) - platformOrder(b.platform),
  )) {
    const partialMonth = snapshot.dataAsOf?.slice(0, 7) ?? null;
    const currencies = [...new Set(snapshot.months.map((month) => month.currency))];
    for (const currency of currencies) {
      const months = snapshot.months
        .filter((month) => month.currency === currency)
        .sort((a, b) => a.month.localeCompare(b.month))
        .map((month) => figuresOf(month, partialMonth));
      const list = byCurrency.get(currency) ?? [];
      list.push({ platform: snapshot.platform, months });
      byCurrency.set(currency, list);
    }
  }

  const currencies = [...byCurrency].map(([currency, channels]): CurrencyPerformance => {
    const spendOf = (series: ChannelSeries) =>
      series.months.reduce((total, month) => total + month.spend, 0);
    const totalSpend = channels.reduce((total, series) => total + spendOf(series), 0);
    return {
      currency,
      months: [...new Set(channels.flatMap((series) => series.months.map((m) => m.month)))].sort(),
      channels,
      totalSpend,
      shares: channels.map((series) => ({
        platform: series.platform,
        spend: spendOf(series),
        share: totalSpend > 0 ? (spendOf(series) / totalSpend) * 100 : 0,
      })),
      trends: channels.flatMap(trendsOf),
    };
  });
  currencies.sort((a, b) => b.totalSpend - a.totalSpend || a.currency.localeCompare(b.currency));

  const anomalies = currencies
    .flatMap((view) => view.channels.flatMap((series) => anomaliesOf(series, view.currency)))
    .sort(
      (a, b) =>
        b.month.localeCompare(a.month) ||
        platformOrder(a.platform) - platformOrder(b.platform) ||
        a.kind.localeCompare(b.kind),
    );

  const freshness = snapshots
    .map((snapshot) => snapshot.dataAsOf)
    .filter((value): value is string => value !== null)
    .sort();
  return { currencies, anomalies, dataAsOf: freshness[0] ?? null };
}

/** A month as the section writes it: "Mar 2026". */
export const monthLabel = (month: string) => formatMonth(`${month}-01`);

/** An anomaly in words, its amounts in its account's currency. */
export function describeAnomaly(anomaly: Anomaly): string {
  const channel = PLATFORM_LABELS[anomaly.platform];
  const month = monthLabel(anomaly.month);
  if (anomaly.kind === 'no_conversions') {
    return M.noConversions(channel, month, formatMoneyCompact(anomaly.spend, anomaly.currency));
  }
  const change = formatPercentValue(Math.round(Math.abs(anomaly.change)));
  const previous = monthLabel(anomaly.previousMonth);
  return anomaly.kind === 'spend_up'
    ? M.spendUp(channel, month, change, previous)
    : M.spendDown(channel, month, change, previous);
}

/** A ratio's value as the section shows it: money for CPC and CPA, a multiple for ROAS. */
export function formatMetric(metric: TrendMetric, value: number, currency: string): string {
  return metric === 'roas' ? formatMultiple(value) : formatMoneyExact(value, currency);
}

/** "Cost per click: $1.20 over the last 3 full months, +12% on the 3 before". */
export function describeTrend(trend: ChannelTrend, currency: string): string {
  const metric = M.metrics[trend.metric];
  if (trend.recent === null) return M.trendNone(metric, TREND_MONTHS);
  const line = M.trendLine(
    metric,
    formatMetric(trend.metric, trend.recent, currency),
    TREND_MONTHS,
  );
  return trend.change === null
    ? line
    : line + M.trendChange(formatSignedPercent(Math.round(trend.change)), TREND_MONTHS);
}
