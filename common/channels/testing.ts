/** Channel data for tests: a month of figures and a connector's snapshot. */
import type { Platform } from '../connections/constants.ts';
import type { ChannelMonth, ChannelSnapshot } from './contract.ts';

/** A month in USD: impressions, clicks, conversions and their value follow from the spend. */
export function channelMonth(
  month: string,
  spend: number,
  figures: Partial<Omit<ChannelMonth, 'month' | 'spend'>> = {},
): ChannelMonth {
  return {
    month,
    currency: 'USD',
    spend,
    impressions: spend * 100,
    clicks: spend / 2,
    conversions: spend / 100,
    conversionValue: spend * 3,
    ...figures,
  };
}

/** A sandbox connector's snapshot, read an hour or two after its data's freshness. */
export function channelSnapshot(
  platform: Platform,
  months: ChannelMonth[],
  dataAsOf: string | null,
): ChannelSnapshot {
  return {
    platform,
    connectorId: `c_${platform}`,
    source: 'sandbox',
    months,
    dataAsOf,
    refreshedAt: dataAsOf,
    error: null,
  };
}
