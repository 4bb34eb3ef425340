import { describe, expect, it } from 'vitest';
import { exportFilename } from '../../../common/contracts/google-ads.ts';
import { CsvNumber, campaignCsvRow, csvCell, csvRow, keywordCsvRow } from './csv.ts';

describe('csvCell: RFC 4180 quoting', () => {
  it('leaves plain text alone and quotes commas, quotes and line breaks', () => {
    expect(csvCell('Brand Search')).toBe('Brand Search');
    expect(csvCell('Brand, Core')).toBe('"Brand, Core"');
    expect(csvCell('Say "hi"')).toBe('"Say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell('')).toBe('');
  });

  it('ends rows with CRLF and joins with commas', () => {
    expect(csvRow(['a', 'b,c', 3])).toBe('a,"b,c",3\r\n');
  });
});

describe('csvCell: the formula-injection guard', () => {
  it('prefixes an apostrophe to text starting with = + - @, tab or CR', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('+running +shoes')).toBe("'+running +shoes");
    expect(csvCell('-free')).toBe("'-free");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe('"\'\rcmd"');
    expect(csvCell('＝1+1')).toBe("'＝1+1"); // full-width equals sign
  });

  it('leaves text with those characters further in, and our own numbers, alone', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('Shoes - Sale')).toBe('Shoes - Sale');
    expect(csvCell(new CsvNumber('-12.50'))).toBe('-12.50');
    expect(csvCell(42)).toBe('42');
    expect(() => new CsvNumber('=1+1')).toThrow();
  });
});

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
