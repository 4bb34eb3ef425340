/**
 * The platform check from the warehouse (docs/product.md#platform-check): the window of full
 * months, monthly averages, cost per conversion against the stated CAC, spend against revenue,
 * currencies kept apart, and which source Google Ads' figures come from.
 */
import { describe, expect, it } from 'vitest';
import type { ChannelMonth } from '../channels/contract.ts';
import { channelMonth, channelSnapshot } from '../channels/testing.ts';
import type { Platform } from '../connections/constants.ts';
import { CHANNEL_CHECK_MONTHS, warehouseCheck } from './channel-check.ts';

const stated = { currentCac: 40, targetRoas: 4, annualRevenue: 540_000 };

const snapshot = (
  platform: Platform,
  months: ChannelMonth[],
  dataAsOf: string | null = '2026-06-05T04:00:00.000Z',
) => channelSnapshot(platform, months, dataAsOf);

/** Mar, Apr and May 2026 at the same figures, and June (being synced) at ten times them. */
const quarter = (spend: number, conversions: number, currency = 'USD') => [
  channelMonth('2026-03', spend, { conversions, currency }),
  channelMonth('2026-04', spend, { conversions, currency }),
  channelMonth('2026-05', spend, { conversions, currency }),
  channelMonth('2026-06', spend * 10, { conversions, currency }),
];

describe('warehouseCheck: the channels', () => {
  it('averages the last 3 full months (Mar–May; June being synced is left out) per channel and in all', () => {
    const { channels } = warehouseCheck(stated, [
      snapshot('google', quarter(6000, 100)),
      snapshot('meta', quarter(3000, 60)),
    ]);
    expect(CHANNEL_CHECK_MONTHS).toBe(3);
    expect(channels).toMatchObject({ from: '2026-03', to: '2026-05', months: 3 });
    const [usd] = channels!.currencies;
    expect(channels!.currencies).toHaveLength(1);
    expect(usd!.comparable).toBe(true);
    // Meta first (the platforms' order): 3 × 3000 ÷ 3 = 3000 a month; 9000 ÷ 180 = $50 vs $40 = +25%, not above 25%.
    expect(usd!.channels).toEqual([
      {
        platform: 'meta',
        spend: 3000,
        conversions: 60,
        costPerConversion: 50,
        cac: { stated: 40, platform: 50, gap: 0.25, flagged: false },
      },
      // 18000 ÷ 300 = $60 vs $40 = +50%, flagged.
      {
        platform: 'google',
        spend: 6000,
        conversions: 100,
        costPerConversion: 60,
        cac: { stated: 40, platform: 60, gap: 0.5, flagged: true },
      },
    ]);
    // All channels: 9000 a month, 160 conversions a month: $56.25 vs $40 = +40.63%, flagged.
    expect(usd!.total).toEqual({
      spend: 9000,
      conversions: 160,
      costPerConversion: 56.25,
      cac: { stated: 40, platform: 56.25, gap: 0.4063, flagged: true },
    });
    // 9000 × 12 = 108,000 a year ÷ 540,000 revenue = 20%: exactly at the brief's 20%, not flagged.
    expect(usd!.revenue).toEqual({
      annualSpend: 108_000,
      annualRevenue: 540_000,
      percent: 20,
      flagged: false,
    });
    expect(channels!.withoutMonths).toEqual([]);
  });

  it('flags spend above 20% of revenue: 9000 × 12 ÷ 500,000 = 21.6%; none without revenue', () => {
    const snapshots = [snapshot('meta', quarter(9000, 200))];
    const flagged = warehouseCheck({ ...stated, annualRevenue: 500_000 }, snapshots);
    expect(flagged.channels!.currencies[0]!.revenue).toMatchObject({
      percent: 21.6,
      flagged: true,
    });
    const none = warehouseCheck({ ...stated, annualRevenue: null }, snapshots);
    expect(none.channels!.currencies[0]!.revenue).toBeNull();
  });

  it('keeps a channel in euros apart and does not compare it with the USD figures', () => {
    const { channels } = warehouseCheck(stated, [
      snapshot('meta', quarter(3000, 60)),
      snapshot('linkedin', quarter(12_000, 40, 'EUR')),
    ]);
    // EUR spends more (12,000 a month), so it comes first; nothing is added across currencies.
    expect(channels!.currencies.map((view) => [view.currency, view.total.spend])).toEqual([
      ['EUR', 12_000],
      ['USD', 3000],
    ]);
    const eur = channels!.currencies[0]!;
    // €36,000 ÷ 120 = €300 a conversion: shown, not compared with a CAC stated in dollars.
    expect(eur).toMatchObject({ comparable: false, revenue: null });
    expect(eur.total.costPerConversion).toBe(300);
    expect(eur.total.cac).toEqual({ stated: 40, platform: 300, gap: null, flagged: false });
    expect(eur.channels[0]!.cac).toMatchObject({ gap: null, flagged: false });
  });

  it('gives no cost per conversion and no flag to spend without conversions (3000 ÷ 0)', () => {
    const { channels } = warehouseCheck(stated, [snapshot('meta', quarter(3000, 0))]);
    expect(channels!.currencies[0]!.total).toEqual({
      spend: 3000,
      conversions: 0,
      costPerConversion: null,
      cac: { stated: 40, platform: null, gap: null, flagged: false },
    });
  });

  it('names a connected channel with no months, and counts it nowhere', () => {
    const { channels } = warehouseCheck(stated, [
      snapshot('linkedin', [], null),
      snapshot('meta', quarter(3000, 60)),
    ]);
    expect(channels!.withoutMonths).toEqual(['linkedin']);
    expect(channels!.currencies[0]!.channels.map((row) => row.platform)).toEqual(['meta']);
    // Nothing read at all: no channel check.
    expect(warehouseCheck(stated, [snapshot('meta', [], null)])).toEqual({
      google: { source: 'api' },
      channels: null,
    });
  });

  it('ends the window before the oldest channel’s freshness; a month without rows spends nothing', () => {
    const { channels } = warehouseCheck(stated, [
      snapshot('meta', quarter(3000, 60)),
      // Synced on May 2: its last full month is April, so the window is Feb–Apr for both.
      snapshot(
        'linkedin',
        [
          channelMonth('2026-02', 900, { conversions: 3 }),
          channelMonth('2026-04', 600, { conversions: 3 }),
        ],
        '2026-05-02T00:00:00.000Z',
      ),
    ]);
    expect(channels).toMatchObject({
      from: '2026-02',
      to: '2026-04',
      dataAsOf: '2026-05-02T00:00:00.000Z',
    });
    const rows = channels!.currencies[0]!.channels;
    // Meta: Mar and Apr only, 6000 ÷ 3 = 2000 a month. LinkedIn: (900 + 600) ÷ 3 = 500 a month.
    expect(rows.map((row) => [row.platform, row.spend])).toEqual([
      ['meta', 2000],
      ['linkedin', 500],
    ]);
  });
});

describe('warehouseCheck: which source Google Ads comes from', () => {
  it('the warehouse once its Google connector has months: totals over the window, compared', () => {
    const { google } = warehouseCheck(stated, [
      snapshot('google', quarter(6000, 100)),
      snapshot('meta', quarter(3000, 60)),
    ]);
    // 3 × 6000 = 18,000 spent, 300 conversions: $60 vs $40 = +50%; ROAS 54,000 ÷ 18,000 = 3x vs 4x = −25%.
    expect(google).toEqual({
      source: 'warehouse',
      dataAsOf: '2026-06-05T04:00:00.000Z',
      currencies: [
        {
          currency: 'USD',
          spend: 18_000,
          clicks: 9000,
          conversions: 300,
          conversionsValue: 54_000,
          costPerConversion: 60,
          roas: 3,
          cac: { stated: 40, platform: 60, gap: 0.5, flagged: true },
          roasGap: { stated: 4, platform: 3, gap: -0.25, flagged: false },
        },
      ],
    });
  });

  it('the Google Ads API when there is no Google connector, or it has no months yet', () => {
    expect(warehouseCheck(stated, [snapshot('meta', quarter(3000, 60))]).google).toEqual({
      source: 'api',
    });
    const waiting = warehouseCheck(stated, [
      snapshot('google', [], null),
      snapshot('meta', quarter(3000, 60)),
    ]);
    expect(waiting.google).toEqual({ source: 'api' });
    expect(waiting.channels!.withoutMonths).toEqual(['google']);
  });
});
