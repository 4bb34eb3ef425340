/**
 * The platform check from the warehouse (docs/product.md#platform-check): every connected
 * channel's snapshot (docs/product.md#channel-data) over the same last full months, and Google
 * Ads' figures when its connector has months there. Pure: the server calls it on the stored
 * snapshots, tests call it on made-up ones.
 *
 *   window          = the CHANNEL_CHECK_MONTHS months up to the month before the oldest
 *                     channel's freshness: complete for every channel, so a month without rows
 *                     is a month without spend
 *   monthly average = the window's sum ÷ CHANNEL_CHECK_MONTHS
 *   cost per conv.  = spend ÷ conversions, beside the stated CAC (gap and flag as comparison.ts)
 *   spend share     = monthly average spend × 12 ÷ stated annual revenue, flagged above the
 *                     brief's `maxPlatformSpendPercentOfRevenue` (the wizard asks for no
 *                     marketing spend, so revenue is what spend is set beside, as the brief does)
 *
 * Amounts are summed within one currency only; the stated (USD) figures are compared only with
 * USD amounts.
 */
import { BRIEF_THRESHOLDS } from '../brief/brief.ts';
import type { ChannelMonth, ChannelSnapshot } from '../channels/contract.ts';
import { addMonths } from '../channels/performance.ts';
import { PLATFORMS, type Platform } from '../connections/constants.ts';
import { STATED_CURRENCY, compareCac, comparePlatform } from './comparison.ts';
import type { ChannelCheck, GoogleSource } from './contract.ts';

/** The full months the check reads, the latest ones. */
export const CHANNEL_CHECK_MONTHS = 3;

export interface StatedFigures {
  currentCac: number | null;
  targetRoas: number | null;
  annualRevenue: number | null;
}

export interface WarehouseCheck {
  google: GoogleSource;
  channels: ChannelCheck | null;
}

interface Sums {
  spend: number;
  clicks: number;
  conversions: number;
  conversionsValue: number;
}

const platformOrder = (platform: Platform) => PLATFORMS.indexOf(platform);

/** The month before the one the snapshot was synced in (that one is not over). */
function lastFullMonth(snapshot: ChannelSnapshot): string {
  const synced = snapshot.dataAsOf?.slice(0, 7);
  if (synced) return addMonths(synced, -1);
  return snapshot.months.map((month) => month.month).sort()[snapshot.months.length - 1]!;
}

/** The months' figures summed per currency, in the order the currencies first appear. */
function sumsByCurrency(months: readonly ChannelMonth[]): Map<string, Sums> {
  const sums = new Map<string, Sums>();
  for (const month of months) {
    const sum = sums.get(month.currency) ?? {
      spend: 0,
      clicks: 0,
      conversions: 0,
      conversionsValue: 0,
    };
    sum.spend += month.spend;
    sum.clicks += month.clicks;
    sum.conversions += month.conversions;
    sum.conversionsValue += month.conversionValue;
    sums.set(month.currency, sum);
  }
  return sums;
}

const ratio = (numerator: number, denominator: number) =>
  denominator > 0 ? numerator / denominator : null;

function averaged(sums: Sums, statedCac: number | null, currency: string) {
  const costPerConversion = ratio(sums.spend, sums.conversions);
  return {
    spend: sums.spend / CHANNEL_CHECK_MONTHS,
    conversions: sums.conversions / CHANNEL_CHECK_MONTHS,
    costPerConversion,
    cac: compareCac(statedCac, costPerConversion, currency),
  };
}

function revenueShare(monthlySpend: number, annualRevenue: number | null) {
  if (annualRevenue === null || annualRevenue <= 0) return null;
  const annualSpend = monthlySpend * 12;
  // Rounded so that float noise never turns exactly the threshold into a flag.
  const percent = Math.round((annualSpend / annualRevenue) * 10_000) / 100;
  return {
    annualSpend,
    annualRevenue,
    percent,
    flagged: percent > BRIEF_THRESHOLDS.maxPlatformSpendPercentOfRevenue,
  };
}

/** The oldest of the snapshots' freshness, or null when none says. */
function oldestDataAsOf(snapshots: readonly ChannelSnapshot[]): string | null {
  return (
    snapshots
      .map((snapshot) => snapshot.dataAsOf)
      .filter((value): value is string => value !== null)
      .sort()[0] ?? null
  );
}

export function warehouseCheck(
  stated: StatedFigures,
  snapshots: readonly ChannelSnapshot[],
): WarehouseCheck {
  const sorted = [...snapshots].sort(
    (a, b) => platformOrder(a.platform) - platformOrder(b.platform),
  );
  const read = sorted.filter((snapshot) => snapshot.months.length > 0);
  if (read.length === 0) return { google: { source: 'api' }, channels: null };

  const to = read.map(lastFullMonth).sort()[0]!;
  const from = addMonths(to, 1 - CHANNEL_CHECK_MONTHS);
  const inWindow = (snapshot: ChannelSnapshot) =>
    snapshot.months.filter((month) => month.month >= from && month.month <= to);

  const currencies = new Map<string, { platform: Platform; sums: Sums }[]>();
  const withoutMonths: Platform[] = [];
  for (const snapshot of sorted) {
    const months = inWindow(snapshot);
    if (months.length === 0) withoutMonths.push(snapshot.platform);
    for (const [currency, sums] of sumsByCurrency(months)) {
      currencies.set(currency, [
        ...(currencies.get(currency) ?? []),
        { platform: snapshot.platform, sums },
      ]);
    }
  }

  const channels: ChannelCheck = {
    from,
    to,
    months: CHANNEL_CHECK_MONTHS,
    dataAsOf: oldestDataAsOf(read),
    currencies: [...currencies]
      .map(([currency, rows]) => {
        const comparable = currency === STATED_CURRENCY;
        const total = rows.reduce(
          (sum, row) => ({
            spend: sum.spend + row.sums.spend,
            clicks: sum.clicks + row.sums.clicks,
            conversions: sum.conversions + row.sums.conversions,
            conversionsValue: sum.conversionsValue + row.sums.conversionsValue,
          }),
          { spend: 0, clicks: 0, conversions: 0, conversionsValue: 0 },
        );
        const average = averaged(total, stated.currentCac, currency);
        return {
          currency,
          comparable,
          channels: rows.map((row) => ({
            platform: row.platform,
            ...averaged(row.sums, stated.currentCac, currency),
          })),
          total: average,
          revenue: comparable ? revenueShare(average.spend, stated.annualRevenue) : null,
        };
      })
      .sort((a, b) => b.total.spend - a.total.spend || a.currency.localeCompare(b.currency)),
    // Named apart rather than shown as a channel that spent nothing.
    withoutMonths,
  };

  const google = read.filter((snapshot) => snapshot.platform === 'google');
  if (google.length === 0) return { google: { source: 'api' }, channels };
  return {
    google: {
      source: 'warehouse',
      dataAsOf: oldestDataAsOf(google),
      currencies: [...sumsByCurrency(google.flatMap(inWindow))].map(([currency, sums]) => ({
        currency,
        ...sums,
        ...comparePlatform(stated, sums, currency),
      })),
    },
    channels,
  };
}
