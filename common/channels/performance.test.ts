/**
 * "Channel performance"'s derived figures (docs/product.md#channel-data): ratios, shares and
 * trends within one currency only, the month being synced left out, and the anomalies named.
 */
import { describe, expect, it } from 'vitest';
import type { Platform } from '../connections/constants.ts';
import type { ChannelMonth } from './contract.ts';
import { addMonths, channelPerformance, describeAnomaly, describeTrend } from './performance.ts';
import { channelMonth, channelSnapshot } from './testing.ts';

const month = channelMonth;
const snapshot = (
  platform: Platform,
  months: ChannelMonth[],
  dataAsOf: string | null = '2026-07-05T04:00:00Z',
) => channelSnapshot(platform, months, dataAsOf);

describe('addMonths', () => {
  it('moves across years both ways', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2026-03', -24)).toBe('2024-03');
  });
});

describe('channelPerformance', () => {
  it('computes CPC, cost per conversion and ROAS per month, none without a denominator', () => {
    const { currencies } = channelPerformance([
      snapshot('google', [
        month('2026-05', 1000, { clicks: 400, conversions: 20, conversionValue: 5000 }),
        month('2026-06', 500, { clicks: 0, conversions: 0, conversionValue: 0 }),
      ]),
    ]);
    const [may, june] = currencies[0]!.channels[0]!.months;
    expect(may).toMatchObject({ cpc: 2.5, cpa: 50, roas: 5, partial: false });
    expect(june).toMatchObject({ cpc: null, cpa: null, roas: 0 });
  });

  it('keeps each currency apart: shares and totals never add two currencies', () => {
    const { currencies } = channelPerformance([
      snapshot('meta', [month('2026-05', 300), month('2026-05', 900, { currency: 'EUR' })]),
      snapshot('linkedin', [month('2026-05', 100)]),
    ]);
    expect(currencies.map((view) => [view.currency, view.totalSpend])).toEqual([
      ['EUR', 900],
      ['USD', 400],
    ]);
    const usd = currencies.find((view) => view.currency === 'USD')!;
    expect(usd.shares).toEqual([
      { platform: 'meta', spend: 300, share: 75 },
      { platform: 'linkedin', spend: 100, share: 25 },
    ]);
    expect(currencies[0]!.shares).toEqual([{ platform: 'meta', spend: 900, share: 100 }]);
  });

  it('marks the month the data was synced in as partial and leaves it out of the anomalies', () => {
    const { currencies, anomalies } = channelPerformance([
      snapshot('meta', [month('2026-06', 1000), month('2026-07', 50)], '2026-07-05T04:00:00Z'),
    ]);
    expect(currencies[0]!.channels[0]!.months.map((m) => m.partial)).toEqual([false, true]);
    expect(anomalies).toEqual([]);
  });

  it('names a month whose spend moved by more than half, up or down, and no more', () => {
    const { anomalies } = channelPerformance([
      snapshot('google', [
        month('2026-01', 1000),
        month('2026-02', 1400), // +40%: not named
        month('2026-03', 2200), // +57%
        month('2026-04', 1000), // -55%
        month('2026-06', 100), // May missing: nothing to compare with
      ]),
    ]);
    expect(anomalies.map((a) => [a.kind, a.month])).toEqual([
      ['spend_down', '2026-04'],
      ['spend_up', '2026-03'],
    ]);
    expect(anomalies.map(describeAnomaly)).toEqual([
      'Google Ads: spend fell 55% in Apr 2026 against Mar 2026.',
      'Google Ads: spend rose 57% in Mar 2026 against Feb 2026.',
    ]);
  });

  it('names spend with no conversions, in the account’s currency', () => {
    const { anomalies } = channelPerformance([
      snapshot('linkedin', [
        month('2026-04', 1250, { currency: 'EUR' }),
        month('2026-05', 1250, { currency: 'EUR', conversions: 0 }),
      ]),
    ]);
    expect(anomalies.map(describeAnomaly)).toEqual([
      'LinkedIn Ads: €1.25k spent in May 2026 with no conversions.',
    ]);
  });

  it('compares the last three full months with the three before', () => {
    const months = [
      month('2026-01', 600, { clicks: 600 }),
      month('2026-02', 600, { clicks: 600 }),
      month('2026-03', 600, { clicks: 600 }), // CPC 1.00 over Jan-Mar
      month('2026-04', 600, { clicks: 500 }),
      month('2026-05', 600, { clicks: 500 }),
      month('2026-06', 600, { clicks: 500 }), // CPC 1.20 over Apr-Jun
      month('2026-07', 10, { clicks: 1 }), // partial: left out
    ];
    const { currencies } = channelPerformance([snapshot('meta', months)]);
    const cpc = currencies[0]!.trends.find((trend) => trend.metric === 'cpc')!;
    expect(cpc.recent).toBeCloseTo(1.2);
    expect(cpc.previous).toBeCloseTo(1);
    expect(cpc.change).toBeCloseTo(20);
    expect(describeTrend(cpc, 'USD')).toBe(
      'Cost per click: $1.20 over the last 3 full months, +20% on the 3 before',
    );
  });

  it('says so when a ratio has nothing to divide by', () => {
    const { currencies } = channelPerformance([
      snapshot('google', [month('2026-05', 100, { conversions: 0 })], '2026-06-02T00:00:00Z'),
    ]);
    const cpa = currencies[0]!.trends.find((trend) => trend.metric === 'cpa')!;
    expect(cpa).toMatchObject({ recent: null, change: null });
    expect(describeTrend(cpa, 'USD')).toBe('Cost per conversion: none over the last 3 full months');
  });

  it('gives the oldest freshness of the channels', () => {
    expect(
      channelPerformance([
        snapshot('meta', [], '2026-07-05T04:00:00Z'),
        snapshot('google', [], '2026-07-03T10:00:00Z'),
        snapshot('linkedin', [], null),
      ]).dataAsOf,
    ).toBe('2026-07-03T10:00:00Z');
  });
});
