import { describe, expect, it } from 'vitest';
import { exportFilename } from '../../../common/google-ads/contract.ts';
import { campaignCsvRow, keywordCsvRow } from './csv.ts';

describe('export rows', () => {
  it('write a campaign with money as exact decimals, the budget period, conversions and the currency', () => {
    expect(
      campaignCsvRow(
        {
          id: '111',
          name: '=cmd|calc',
          status: 'ENABLED',
          type: 'SEARCH',
          budget: '1500.00',
          budgetPeriod: 'lifetime',
          impressions: 1520,
          clicks: 87,
          cost: '123.45',
          conversions: '12.50',
          conversionsValue: '1040.333333',
        },
        'USD',
      ),
    ).toBe(
      "111,'=cmd|calc,ENABLED,SEARCH,1500.00,lifetime,1520,87,123.45,12.50,1040.333333,USD\r\n",
    );
  });

  it('write a keyword with its ad group and match type', () => {
    expect(
      keywordCsvRow(
        {
          campaignId: '1',
          campaignName: 'Boots, "Core"',
          adGroupId: '2',
          adGroupName: 'Core',
          criterionId: '3',
          keyword: '+hiking +boots',
          matchType: 'BROAD',
          status: 'ENABLED',
          impressions: 0,
          clicks: 0,
          cost: '0.00',
        },
        'EUR',
      ),
    ).toBe('1,"Boots, ""Core""",2,Core,3,\'+hiking +boots,BROAD,ENABLED,0,0,0.00,EUR\r\n');
  });
});

describe('exportFilename', () => {
  it('names files {kind}-{accountId}-{YYYY-MM-DD}.csv (UTC date)', () => {
    const date = new Date('2026-03-05T23:30:00Z');
    expect(exportFilename('campaigns', '1234567890', date)).toBe(
      'campaigns-1234567890-2026-03-05.csv',
    );
    expect(exportFilename('keywords', '1234567890', date)).toBe(
      'keywords-1234567890-2026-03-05.csv',
    );
  });
});
