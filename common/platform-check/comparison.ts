/**
 * Self-reported vs platform (docs/product.md#platform-check, decision 105): the client's stated
 * current CAC and target ROAS beside what Google Ads says over a window, with a flag where they
 * differ by more than 25%. Pure: the server and the portal both call it. The check across
 * every connected channel builds on it (channel-check.ts).
 *
 *   cost per conversion = spend ÷ conversions          (none without conversions)
 *   ROAS                = conversion value ÷ spend     (none without spend)
 *   gap                 = (platform − stated) ÷ stated (none when either is missing or stated is 0)
 *
 * Money is compared only in USD: the stated CAC carries no currency and the portal's money
 * is USD, so an account in another currency shows its cost per conversion beside the stated
 * CAC, labelled, without a gap. ROAS is a ratio of two amounts in one currency and is
 * always compared.
 */

/** A gap beyond this share of the stated figure is flagged; exactly 25% is not. */
export const PLATFORM_GAP_THRESHOLD = 0.25;
/** The currency the client's stated figures are read in. */
export const STATED_CURRENCY = 'USD';

/** An account's totals over the snapshot's window, in the account's currency. */
export interface PlatformTotals {
  spend: number;
  clicks: number;
  conversions: number;
  conversionsValue: number;
}

export interface GapComparison {
  stated: number | null;
  platform: number | null;
  /** (platform − stated) ÷ stated, rounded to 4 decimals; null when not comparable. */
  gap: number | null;
  flagged: boolean;
}

export interface PlatformComparison {
  costPerConversion: number | null;
  roas: number | null;
  cac: GapComparison;
  roasGap: GapComparison;
}

const finite = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

export function costPerConversion(totals: PlatformTotals): number | null {
  return totals.conversions > 0 ? totals.spend / totals.conversions : null;
}

export function platformRoas(totals: PlatformTotals): number | null {
  return totals.spend > 0 ? totals.conversionsValue / totals.spend : null;
}

/** The gap between a stated figure and the platform's; flagged beyond the threshold. */
export function compareFigures(
  stated: number | null | undefined,
  platform: number | null | undefined,
): GapComparison {
  const s = finite(stated) ? stated : null;
  const p = finite(platform) ? platform : null;
  if (s === null || p === null || s === 0) {
    return { stated: s, platform: p, gap: null, flagged: false };
  }
  // Rounded so that float noise never turns an exact 25% into a flag.
  const gap = Math.round(((p - s) / Math.abs(s)) * 10_000) / 10_000;
  return { stated: s, platform: p, gap, flagged: Math.abs(gap) > PLATFORM_GAP_THRESHOLD };
}

/** One account's check against the client's stated current CAC and target ROAS. */
export function comparePlatform(
  stated: { currentCac: number | null; targetRoas: number | null },
  totals: PlatformTotals,
  currency: string,
): PlatformComparison {
  const cpc = costPerConversion(totals);
  const roas = platformRoas(totals);
  return {
    costPerConversion: cpc,
    roas,
    cac: compareCac(stated.currentCac, cpc, currency),
    roasGap: compareFigures(stated.targetRoas, roas),
  };
}

/** A cost per conversion beside the stated CAC: a gap only in the stated currency. */
export function compareCac(
  statedCac: number | null,
  platform: number | null,
  currency: string,
): GapComparison {
  const comparison = compareFigures(statedCac, platform);
  return currency === STATED_CURRENCY ? comparison : { ...comparison, gap: null, flagged: false };
}

/** A decimal field as submitted ("123.45") to a number; null when absent or unreadable. */
export function statedFigure(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}
