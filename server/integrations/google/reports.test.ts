import { describe, expect, it } from 'vitest';
import { CAMPAIGN_WINDOW_DAYS } from '../../../common/google-ads/constants.ts';
import { GAQL, int64ToNumber, microsToDecimal, microsToNumber, toCampaign } from './reports.ts';

describe('micros conversion', () => {
  it('turns micros (int64 strings) into exact currency amounts', () => {
    expect(microsToDecimal('123450000')).toBe('123.45');
    expect(microsToDecimal('50000000')).toBe('50.00');
    expect(microsToDecimal('1000000')).toBe('1.00');
    expect(microsToDecimal('1')).toBe('0.000001');
    expect(microsToDecimal('1234567')).toBe('1.234567');
    expect(microsToDecimal('990000')).toBe('0.99');
    expect(microsToDecimal('-2500000')).toBe('-2.50');
    expect(microsToDecimal(undefined)).toBe('0.00');
    expect(microsToDecimal(7_000_000)).toBe('7.00');
    // Beyond 2^53: still exact as text.
    expect(microsToDecimal('9007199254740993000000')).toBe('9007199254740993.00');
  });

  it('gives numbers for JSON', () => {
    expect(microsToNumber('123450000')).toBe(123.45);
    expect(microsToNumber('10000')).toBe(0.01);
    expect(microsToNumber(undefined)).toBe(0);
    expect(0.1 + 0.2).not.toBe(0.3); // floats drift...
    expect(microsToNumber('300000')).toBe(0.3); // ...conversion through text does not
  });

  it('refuses what is not an int64', () => {
    expect(() => microsToDecimal('12.5')).toThrow(/not an int64/);
    expect(() => microsToDecimal('1e6')).toThrow(/not an int64/);
    expect(() => int64ToNumber({})).toThrow(/not an int64/);
    expect(int64ToNumber('1520')).toBe(1520);
    expect(int64ToNumber(undefined)).toBe(0);
  });
});

describe('campaign rows', () => {
  it('read camelCase keys, string int64s and count missing metrics as 0', () => {
    expect(
      toCampaign({
        campaign: { id: '111', name: 'Brand', status: 'ENABLED', advertisingChannelType: 'SEARCH' },
        campaignBudget: { amountMicros: '50000000' },
        metrics: { impressions: '1520', clicks: '87', costMicros: '123450000' },
      }),
    ).toEqual({
      id: '111',
      name: 'Brand',
      status: 'ENABLED',
      type: 'SEARCH',
      budget: '50.00',
      budgetPeriod: 'daily',
      impressions: 1520,
      clicks: 87,
      cost: '123.45',
      conversions: '0.00',
      conversionsValue: '0.00',
    });
    expect(toCampaign({ campaign: { id: '9', name: 'New' } })).toMatchObject({
      budget: '0.00',
      budgetPeriod: 'daily',
      impressions: 0,
      clicks: 0,
      cost: '0.00',
      conversions: '0.00',
      status: 'UNSPECIFIED',
    });
  });

  it('read a lifetime budget from total_amount_micros, and conversions as doubles', () => {
    expect(
      toCampaign({
        campaign: { id: '7', name: 'Launch' },
        campaignBudget: { totalAmountMicros: '1500000000' },
        metrics: { conversions: 3.25, conversionsValue: 99.999999999 },
      }),
    ).toMatchObject({
      budget: '1500.00',
      budgetPeriod: 'lifetime',
      conversions: '3.25',
      conversionsValue: '100.00',
    });
    expect(() => toCampaign({ campaign: { id: '7' }, metrics: { conversions: '3' } })).toThrow(
      /Unexpected Google Ads row/,
    );
  });
});

describe('GAQL', () => {
  it('asks for the 30-day campaign window and leaves removed campaigns out', () => {
    expect(CAMPAIGN_WINDOW_DAYS).toBe(30);
    expect(GAQL.campaigns).toContain('segments.date DURING LAST_30_DAYS');
    expect(GAQL.campaigns).toContain("campaign.status != 'REMOVED'");
    expect(GAQL.keywords).toContain('FROM keyword_view');
    expect(GAQL.keywords).not.toMatch(/pageSize|LIMIT/i);
  });
});
