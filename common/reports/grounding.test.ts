/**
 * The initial report's grounding check (docs/product.md#initial-report): which numbers a text
 * states, and whether each is a figure the drafter was given or an allowed constant.
 */
import { describe, expect, it } from 'vitest';
import {
  checkGrounding,
  findFigures,
  type AllowedConstant,
  type GroundingFigure,
} from './grounding.ts';

const values = (text: string) => findFigures(text).map(({ value }) => value);
const texts = (text: string) => findFigures(text).map(({ text: shown }) => shown);
const kinds = (text: string) => findFigures(text).map(({ kind }) => kind);

/** The keys a text's numbers matched, and the texts of those nothing supports. */
function ground(
  text: string,
  figures: readonly GroundingFigure[],
  allowed: readonly AllowedConstant[] = [],
) {
  const grounding = checkGrounding(text, figures, allowed);
  return {
    ok: grounding.ok,
    keys: grounding.matches.map(({ key }) => key),
    unsupported: grounding.unsupported.map(({ text: shown }) => shown),
  };
}

describe('findFigures', () => {
  it('reads plain numbers with thousands separators and decimals', () => {
    expect(values('Revenue of 12,500,000 on 450 accounts, churn 2.5 a month')).toEqual([
      12_500_000, 450, 2.5,
    ]);
    expect(values('1,2345')).toEqual([1, 2345]);
  });

  it('reads compact and spelled-out money', () => {
    expect(values('$4.2M, $1.04M, 10k, €700k, £1.2bn, $1.2B')).toEqual([
      4_200_000, 1_040_000, 10_000, 700_000, 1_200_000_000, 1_200_000_000,
    ]);
    expect(values('$3 million, 4.2 million, 2 billion and 15 thousand')).toEqual([
      3_000_000, 4_200_000, 2_000_000_000, 15_000,
    ]);
    expect(texts('a $3 million round')).toEqual(['$3 million']);
  });

  it('reads percentages and multiples as the number shown', () => {
    expect(values('46%, 46.2 %, 46 percent, +3pp')).toEqual([46, 46.2, 46, 3]);
    expect(values('LTV:CAC of 2.5x against 3× for peers')).toEqual([2.5, 3]);
  });

  it('reads each number with its kind: money, percent, multiple or plain', () => {
    expect(kinds('$4.2M, -$12.50, €700k, £1.2bn, $3 million')).toEqual([
      'money',
      'money',
      'money',
      'money',
      'money',
    ]);
    expect(kinds('46%, 46.2 %, 46 percent, 46 per cent, +3pp')).toEqual([
      'percent',
      'percent',
      'percent',
      'percent',
      'percent',
    ]);
    expect(kinds('2.5x against 3×')).toEqual(['multiple', 'multiple']);
    expect(kinds('12,500,000, 10k, 4.2 million, 12 months, twelve, a hundred')).toEqual([
      'number',
      'number',
      'number',
      'number',
      'number',
      'number',
    ]);
  });

  it('reads a number followed by months or days as the number', () => {
    expect(values('payback in 12 months, invoices paid in 45 days')).toEqual([12, 45]);
  });

  it('reads numbers in words, case-insensitively and only as whole words', () => {
    expect(
      values('Twelve channels, twenty-five reps, a hundred clients, two million users'),
    ).toEqual([12, 25, 100, 2_000_000]);
    expect(values('one hundred and ten sites, zero churn, ninety days')).toEqual([110, 0, 90]);
    expect(texts('for a hundred clients')).toEqual(['a hundred']);
    expect(findFigures('often someone tends to sixteenths')).toEqual([]);
  });

  it('does not read "one", "twice" or "half" as figures', () => {
    expect(findFigures('one platform is the one step that doubles twice in half the time')).toEqual(
      [],
    );
    expect(values('twenty-one stores')).toEqual([21]);
  });

  it('reads both ends of a range', () => {
    expect(values('8–35 and 8-35')).toEqual([8, 35, 8, 35]);
    expect(values('$10k–$20k over 12-18 months')).toEqual([10_000, 20_000, 12, 18]);
    expect(values('growth of 12%-15%')).toEqual([12, 15]);
  });

  it('keeps a sign written before a number', () => {
    expect(values('−12%, (-3.5%), +17.1%, -$12.50')).toEqual([-12, -3.5, 17.1, -12.5]);
  });

  it('reports each number with its text and position', () => {
    const text = 'Spend rose to $4.2M.';
    expect(findFigures(text)).toEqual([
      { text: '$4.2M', value: 4_200_000, kind: 'money', start: 14, end: 19 },
    ]);
    expect(text.slice(14, 19)).toBe('$4.2M');
  });

  describe('finds nothing in', () => {
    it.each([
      ['ISO dates', 'drafted on 2026-05-02, due 2026-05-04T10:00Z, for 2026-05'],
      ['written dates', 'May 2, 2026 · 2 May 2026 · May 2026 · Dec 7, 2026 · on March 3'],
      ['numeric dates', 'signed 05/02/2026 and 02.05.2026'],
      ['years', 'in 2025, since 2019, 2025 customers, 1900 to 2100'],
      ['quarters, halves and fiscal years', 'Q1-Q4, H1/H2, FY2025, FY25 and FY 2026'],
      ['the trailing twelve months', 'revenue over the trailing twelve months (TTM)'],
      ['names with digits', 'GA4, B2B, B2C, 3D, G2, P2P, Web3 and 10kg'],
      ['Markdown list markers', '1. First\n2) Second\n  3. Nested'],
      ['Markdown heading levels and section numbers', '## 2. Unit economics\n### 2.1 Churn'],
    ])('%s', (_, text) => {
      expect(findFigures(text)).toEqual([]);
    });

    it('but a year-like number with money, a unit or separators is a figure', () => {
      expect(values('$2025, 2025%, 2,025 customers')).toEqual([2025, 2025, 2025]);
    });
  });
});

describe('checkGrounding', () => {
  it('matches compact money at its shown precision', () => {
    const revenue: GroundingFigure[] = [
      { key: 'input.trailingTwelveMonthRevenue', value: 4_230_000, kind: 'money' },
    ];
    expect(ground('$4.2M', revenue).ok).toBe(true);
    expect(ground('$4.3M', revenue).unsupported).toEqual(['$4.3M']);
    expect(ground('$4.23M', revenue).ok).toBe(true);
    expect(ground('$4.25M', revenue).ok).toBe(false);
  });

  it('matches $1.04M to 1,041,666.67 and 10k to 10,400', () => {
    const ltv: GroundingFigure[] = [{ key: 'input.ltv', value: 1_041_666.67, kind: 'money' }];
    expect(ground('$1.04M', ltv)).toEqual({
      ok: true,
      keys: ['input.ltv'],
      unsupported: [],
    });
    expect(ground('$1.05M', ltv).ok).toBe(false);
    expect(ground('10k', [{ key: 'input.leads', value: 10_400 }]).ok).toBe(true);
    expect(ground('10k', [{ key: 'input.leads', value: 10_600 }]).ok).toBe(false);
  });

  it('matches full numbers to half a unit of their last digit', () => {
    const revenue: GroundingFigure[] = [
      { key: 'input.trailingTwelveMonthRevenue', value: 12_500_000, kind: 'money' },
    ];
    expect(ground('12,500,000', revenue).ok).toBe(true);
    expect(ground('12,500,001', revenue).ok).toBe(false);
    expect(ground('$12,500,000.00', revenue).ok).toBe(true);
  });

  it('matches percentages and multiples in the units the text shows', () => {
    const margin = (value: number): GroundingFigure[] => [
      { key: 'grossMargin', value, kind: 'percent' },
    ];
    expect(ground('46%', margin(45.6)).ok).toBe(true);
    expect(ground('46 percent', margin(45.6)).ok).toBe(true);
    expect(ground('46%', margin(46.6)).ok).toBe(false);
    expect(ground('46%', margin(0.46)).ok).toBe(false);
    const ltvToCac: GroundingFigure[] = [{ key: 'ltvToCac', value: 2.4567, kind: 'multiple' }];
    expect(ground('2.5x', ltvToCac).ok).toBe(true);
    expect(ground('2.46x', ltvToCac).ok).toBe(true);
    expect(ground('2.4x', ltvToCac).ok).toBe(false);
  });

  it('matches numbers in words', () => {
    expect(ground('twelve channels', [{ key: 'channels', value: 12 }]).ok).toBe(true);
    expect(ground('two million users', [{ key: 'users', value: 2_300_000 }]).ok).toBe(true);
    expect(ground('two million users', [{ key: 'users', value: 2_600_000 }]).ok).toBe(false);
  });

  it('checks both ends of a range', () => {
    const figures: GroundingFigure[] = [
      { key: 'cacLow', value: 10_000, kind: 'money' },
      { key: 'cacHigh', value: 20_000, kind: 'money' },
    ];
    expect(ground('$10k–$20k', figures)).toEqual({
      ok: true,
      keys: ['cacLow', 'cacHigh'],
      unsupported: [],
    });
    expect(ground('$10k–$30k', figures).unsupported).toEqual(['$30k']);
  });

  it('lets any text use the allowed constants', () => {
    expect(ground('a 12-18 month plan and the first 100 days', [], [12, 18, 100])).toEqual({
      ok: true,
      keys: ['allowed:12', 'allowed:18', 'allowed:100'],
      unsupported: [],
    });
    expect(ground('a 12-19 month plan', [], [12, 18]).unsupported).toEqual(['19']);
  });

  it('names the closest figure or constant, a figure on a tie', () => {
    expect(ground('12 months', [{ key: 'paybackMonths', value: 12 }], [12]).keys).toEqual([
      'paybackMonths',
    ]);
    const close: GroundingFigure[] = [
      { key: 'input.churnRate', value: 2.4567, kind: 'percent' },
      { key: 'input.targetChurnRate', value: 2.5, kind: 'percent' },
    ];
    expect(ground('2.5%', close).keys).toEqual(['input.targetChurnRate']);
    expect(ground('2.46%', close).keys).toEqual(['input.churnRate']);
    expect(ground('3', close, [3]).keys).toEqual(['allowed:3']);
  });

  it('reports an unsupported number with its text and position', () => {
    const text = 'CAC is $450 and churn 7.5% a month.';
    const grounding = checkGrounding(
      text,
      [{ key: 'input.actualCac', value: 450, kind: 'money' }],
      [],
    );
    expect(grounding.ok).toBe(false);
    expect(grounding.unsupported).toEqual([
      { text: '7.5%', value: 7.5, kind: 'percent', start: 22, end: 26 },
    ]);
    expect(text.slice(22, 26)).toBe('7.5%');
  });

  it('compares a signed number with its sign, a plain one with either sign', () => {
    const fall: GroundingFigure[] = [{ key: 'revenueChange', value: -12, kind: 'percent' }];
    const rise: GroundingFigure[] = [{ key: 'revenueChange', value: 12, kind: 'percent' }];
    expect(ground('−12%', fall).ok).toBe(true);
    expect(ground('-12%', fall).ok).toBe(true);
    expect(ground('−12%', rise).ok).toBe(false);
    expect(ground('+12%', rise).ok).toBe(true);
    expect(ground('+12%', fall).ok).toBe(false);
    expect(ground('12% below target', fall).ok).toBe(true);
    expect(ground('12 points below target', fall).ok).toBe(true);
  });

  describe('supports a number written with a kind only by a figure of that kind', () => {
    it('refuses a multiple against a percent constant or a plain figure of its size', () => {
      expect(ground('10x', [], [{ value: 10, kind: 'percent' }]).unsupported).toEqual(['10x']);
      expect(ground('10x', [{ key: 'conversions', value: 10 }]).unsupported).toEqual(['10x']);
      expect(ground('10x', [{ key: 'roas', value: 10, kind: 'multiple' }]).keys).toEqual(['roas']);
    });

    it('supports a percentage by a percent constant, not by a plain one', () => {
      expect(ground('10%', [], [{ value: 10, kind: 'percent' }])).toEqual({
        ok: true,
        keys: ['allowed:10'],
        unsupported: [],
      });
      expect(ground('+3pp', [], [{ value: 3, kind: 'percent' }]).ok).toBe(true);
      expect(ground('10%', [], [10]).unsupported).toEqual(['10%']);
      expect(ground('10%', [], [{ value: 10, kind: 'money' }]).ok).toBe(false);
    });

    it('supports money by a money figure, not by a plain one', () => {
      expect(ground('$450', [{ key: 'input.actualCac', value: 450 }]).unsupported).toEqual([
        '$450',
      ]);
      expect(ground('$450', [{ key: 'input.actualCac', value: 450, kind: 'money' }]).keys).toEqual([
        'input.actualCac',
      ]);
    });

    it('supports a plain number by a figure of any kind', () => {
      const percent: GroundingFigure[] = [{ key: 'maxChurn', value: 12, kind: 'percent' }];
      const money: GroundingFigure[] = [{ key: 'input.budget', value: 12, kind: 'money' }];
      expect(ground('twelve', percent).keys).toEqual(['maxChurn']);
      expect(ground('12 months', percent).keys).toEqual(['maxChurn']);
      expect(ground('twelve', money).keys).toEqual(['input.budget']);
      expect(ground('12 months', money).keys).toEqual(['input.budget']);
      expect(ground('12 months', [], [{ value: 12, kind: 'multiple' }]).ok).toBe(true);
    });

    it('names the closest figure of the kind shown, passing a closer one of another kind', () => {
      const figures: GroundingFigure[] = [
        { key: 'ltvToCac', value: 2.5, kind: 'multiple' },
        { key: 'input.churnRate', value: 2.4567, kind: 'percent' },
      ];
      expect(ground('2.5%', figures).keys).toEqual(['input.churnRate']);
      expect(ground('2.5', figures).keys).toEqual(['ltvToCac']);
    });
  });

  it('checks a realistic Markdown report', () => {
    const body = [
      '## 1. Summary',
      '',
      'Acme earns **$12.5M** over the trailing twelve months (as of May 2, 2026) from',
      'twenty-five B2B accounts; LTV:CAC is 2.46x against a threshold of 3, and monthly churn',
      'is 2.5%, 8–35 points above peers since 2019. GA4 shows −4.1% sessions in Q1.',
      '',
      '1. Cut CAC from $1.04M to $900k within 12-18 months.',
      '2. Hire seven analysts.',
    ].join('\n');
    const figures: GroundingFigure[] = [
      { key: 'input.trailingTwelveMonthRevenue', value: 12_500_000, kind: 'money' },
      { key: 'input.accounts', value: 25 },
      { key: 'ltvToCac', value: 2.4567, kind: 'multiple' },
      { key: 'input.churnRate', value: 2.5, kind: 'percent' },
      { key: 'churnGapLow', value: 8, kind: 'percent' },
      { key: 'churnGapHigh', value: 35, kind: 'percent' },
      { key: 'sessionsChange', value: -4.08, kind: 'percent' },
      { key: 'input.actualCac', value: 1_041_666.67, kind: 'money' },
    ];
    expect(texts(body)).toEqual([
      '$12.5M',
      'twenty-five',
      '2.46x',
      '3',
      '2.5%',
      '8',
      '35',
      '−4.1%',
      '$1.04M',
      '$900k',
      '12',
      '18',
      'seven',
    ]);
    const grounding = ground(body, figures, [{ value: 3, kind: 'multiple' }, 12, 18]);
    expect(grounding.unsupported).toEqual(['$900k', 'seven']);
    expect(grounding.keys).toEqual([
      'input.trailingTwelveMonthRevenue',
      'input.accounts',
      'ltvToCac',
      'allowed:3',
      'input.churnRate',
      'churnGapLow',
      'churnGapHigh',
      'sessionsChange',
      'input.actualCac',
      'allowed:12',
      'allowed:18',
    ]);
  });
});

describe('units written apart from the number', () => {
  it('reads "ten times", "2.5 x" and "twelve percent" with their kind', () => {
    expect(
      findFigures('grow ten times, 2.5 x, 3 times, twelve percent, twenty per cent').map(
        (found) => [found.text, found.kind],
      ),
    ).toEqual([
      ['ten', 'multiple'],
      ['2.5 x', 'multiple'],
      ['3 times', 'multiple'],
      ['twelve', 'percent'],
      ['twenty', 'percent'],
    ]);
  });

  it('so "ten times" is not the 10% of a threshold', () => {
    const grounding = checkGrounding(
      'Revenue could grow ten times.',
      [],
      [{ value: 10, kind: 'percent' }],
    );
    expect(grounding.unsupported.map((found) => found.text)).toEqual(['ten']);
  });
});
