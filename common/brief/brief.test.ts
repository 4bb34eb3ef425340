import { describe, expect, it } from 'vitest';
import {
  briefCharts,
  cacFlagged,
  cacGapPercent,
  platformSpend,
  metricsBrief,
  type BriefInputs,
  type MetricsBrief,
  type PlatformSpend,
} from './brief.ts';
import { NO_BRIEF_INPUTS } from './testing.ts';

const NOTHING = NO_BRIEF_INPUTS;

const with_ = (fields: Partial<BriefInputs>) => ({ ...NOTHING, ...fields });
const figure = (brief: MetricsBrief, id: string) => brief.figures.find((f) => f.id === id);
const flag = (brief: MetricsBrief, id: string) => brief.flags.find((f) => f.id === id);
const flagIds = (brief: MetricsBrief) => brief.flags.map((entry) => entry.id);

/** Every text the brief would show, to prove none reads NaN or Infinity. */
const texts = (brief: MetricsBrief) =>
  [...brief.figures, ...brief.flags, ...brief.notes].flatMap((entry) =>
    typeof entry === 'string' ? [entry] : Object.values(entry).map(String),
  );

describe('metricsBrief: b2c unit economics', () => {
  // LTV $1,200, CAC $500 (target $400), churn 8% a month.
  const brief = metricsBrief(
    with_({
      industry: 'b2c',
      ltv: '1200.00',
      actualCac: '500.00',
      targetCac: '400.00',
      churnRate: '8.00',
    }),
  );

  it('computes LTV:CAC as LTV ÷ current CAC (1200 ÷ 500 = 2.4x), read as revenue', () => {
    expect(figure(brief, 'ltvToCac')).toEqual({
      id: 'ltvToCac',
      label: 'LTV:CAC',
      value: '2.4x',
      formula: 'Customer LTV ÷ current CAC = $1,200.00 ÷ $500.00',
      detail: 'LTV read as revenue: no gross margin was given.',
    });
  });

  it('computes CAC payback as CAC ÷ (LTV × churn) (500 ÷ 96 = 5.2 months), on revenue', () => {
    expect(figure(brief, 'cacPayback')).toMatchObject({
      value: '5.2 months',
      formula: 'Current CAC ÷ (LTV × monthly churn) = $500.00 ÷ ($1,200.00 × 8%)',
      detail: 'On revenue: LTV × monthly churn is what a customer brings in a month.',
    });
  });

  it('computes the CAC gap against target ((500 − 400) ÷ 400 = +25%)', () => {
    expect(figure(brief, 'cacGap')?.value).toBe('+25%');
  });

  it('flags LTV:CAC below 3, churn above 5% and CAC over 20% above target, each with a why', () => {
    expect(flagIds(brief)).toEqual(['lowLtvToCac', 'highChurn', 'cacAboveTarget']);
    for (const entry of brief.flags) expect(entry.why).toMatch(/^[A-Z].+\.$/);
    expect(brief.flags[0]!.title).toBe('LTV:CAC is 2.4x, below 3x');
    expect(flag(brief, 'cacAboveTarget')?.title).toBe(
      'Current CAC is 25% above target, more than the 20% allowed',
    );
  });

  it('names the figures each flag rests on, every one of them shown in the brief', () => {
    expect(brief.flags.map((entry) => entry.figures)).toEqual([
      ['ltvToCac'],
      ['customersLostInAYear'],
      ['cacGap'],
    ]);
    const shown = new Set(brief.figures.map((entry) => entry.id));
    for (const id of brief.flags.flatMap((entry) => entry.figures)) expect(shown).toContain(id);
  });

  it('flags a payback above 12 months (300 ÷ (1000 × 2%) = 15) and not at LTV:CAC 3.3x', () => {
    const slow = metricsBrief(
      with_({ industry: 'b2c', ltv: '1000', actualCac: '300', churnRate: '2' }),
    );
    expect(figure(slow, 'cacPayback')?.value).toBe('15 months');
    expect(flagIds(slow)).toEqual(['slowPayback']);
    expect(slow.flags[0]).toMatchObject({
      title: 'CAC payback is 15 months, above 12 months',
      figures: ['cacPayback'],
    });
  });

  it('raises nothing at the thresholds themselves (3x, 5%, +20%, 12 months)', () => {
    // 1500 ÷ 500 = 3x; 500 ÷ (1500 × 5%) = 6.7 months; (480 − 400) ÷ 400 = 20%.
    const edge = metricsBrief(
      with_({
        industry: 'b2c',
        ltv: '1500',
        actualCac: '480',
        targetCac: '400',
        churnRate: '5',
      }),
    );
    expect(flagIds(edge)).toEqual([]);
    // 600 ÷ (3000 × 1.67%) = 11.98 months.
    const twelve = metricsBrief(
      with_({ industry: 'b2c', ltv: '3000', actualCac: '600', churnRate: '1.67' }),
    );
    expect(figure(twelve, 'cacPayback')?.value).toBe('12 months');
    // 120 ÷ (1000 × 1%) = 12 months exactly.
    expect(
      flagIds(
        metricsBrief(with_({ industry: 'b2c', ltv: '1000', actualCac: '120', churnRate: '1' })),
      ),
    ).toEqual([]);
  });

  it('never writes a flagged figure as its threshold (296 ÷ 100 = 2.96x, not "3.0x, below 3x")', () => {
    const near = metricsBrief(with_({ ltv: '296', actualCac: '100' }));
    expect(figure(near, 'ltvToCac')?.value).toBe('3.0x');
    expect(flag(near, 'lowLtvToCac')?.title).toBe('LTV:CAC is 2.96x, below 3x');
  });
});

describe('metricsBrief: churn', () => {
  it('keeps its why true: 1 - 0.95^12 = 46% is under half, so 5% a month raises nothing', () => {
    const brief = metricsBrief(with_({ churnRate: '5' }));
    expect(figure(brief, 'customersLostInAYear')).toMatchObject({
      value: '46%',
      formula: '1 − (1 − monthly churn)^12 = 1 − 0.95^12',
    });
    expect(flagIds(brief)).toEqual([]);
  });

  it('states the share lost at the client’s rate: 1 - 0.94^12 = 52.4% at 6% a month', () => {
    const brief = metricsBrief(with_({ churnRate: '6' }));
    expect(flag(brief, 'highChurn')).toEqual({
      id: 'highChurn',
      title: 'Monthly churn is 6%, above 5%',
      why: 'At that rate 52.4% of the customers are gone within a year (1 − 0.94^12), so growth has to replace them before it adds any.',
      figures: ['customersLostInAYear'],
    });
  });

  it('says what it computes just above the threshold: 1 - 0.9499^12 = 46% at 5.01%', () => {
    const brief = metricsBrief(with_({ churnRate: '5.01' }));
    expect(flag(brief, 'highChurn')?.why).toContain('46% of the customers are gone');
  });
});

describe('metricsBrief: payback for every industry', () => {
  const given = { ltv: '2400', actualCac: '410', churnRate: '2.5' };

  it('computes it for b2b as for b2c: 410 ÷ (2,400 × 2.5%) = 6.8 months', () => {
    const b2b = metricsBrief(with_({ industry: 'b2b', ...given }));
    expect(figure(b2b, 'cacPayback')?.value).toBe('6.8 months');
    expect(figure(b2b, 'ltvToCac')?.value).toBe('5.9x');
    expect(figure(metricsBrief(with_(given)), 'cacPayback')?.value).toBe('6.8 months');
  });
});

describe('metricsBrief: gross profit', () => {
  it('from LTV, churn and margin: 100 ÷ (1,000 × 5% × 50%) = 4 months; 25 × 9.19 ÷ 100 = 2.3x in the first year', () => {
    const brief = metricsBrief(
      with_({ ltv: '1000', churnRate: '5', grossMargin: '50', actualCac: '100' }),
    );
    expect(figure(brief, 'grossProfitPayback')).toEqual({
      id: 'grossProfitPayback',
      label: 'Gross-profit payback',
      value: '4 months',
      formula:
        'Current CAC ÷ (LTV × monthly churn × gross margin) = $100.00 ÷ ($1,000.00 × 5% × 50%)',
    });
    // Kept (1 − 0.95^12) ÷ 5% = 9.19 months of the first year.
    expect(figure(brief, 'firstYearGrossProfitToCac')).toMatchObject({
      value: '2.3x',
      formula:
        'Monthly gross profit × months kept in the first year ÷ current CAC = $25.00 × 9.2 ÷ $100.00',
      detail: 'Months kept: (1 − 0.95^12) ÷ 5% = 9.2.',
    });
  });

  it('says LTV:CAC on gross margin beside the revenue reading: 2,400 × 41% ÷ 410 = 2.4x', () => {
    const brief = metricsBrief(with_({ ltv: '2400', actualCac: '410', grossMargin: '41' }));
    expect(figure(brief, 'ltvToCac')).toMatchObject({
      value: '5.9x',
      detail: 'LTV read as revenue. On gross margin (41%): 2.4x.',
    });
  });

  it('from order data: 12,500,000 ÷ 52,000 = $240 a year, 2.8 orders; 31.50 ÷ (240.38 × 41% ÷ 12) = 3.8 months', () => {
    const brief = metricsBrief(
      with_({
        industry: 'b2c',
        trailingTwelveMonthRevenue: '12500000.00',
        actualCac: '31.50',
        averageOrderValue: '86.40',
        grossMargin: '41.00',
        customerCount: 52000,
      }),
    );
    expect(figure(brief, 'revenuePerCustomer')).toEqual({
      id: 'revenuePerCustomer',
      label: 'Revenue per customer a year',
      value: '$240',
      formula: 'Annual revenue ÷ customer count = $12,500,000.00 ÷ 52,000',
      detail: '2.8 orders a year at $86.40 each.',
    });
    expect(figure(brief, 'grossProfitPayback')).toMatchObject({
      value: '3.8 months',
      formula:
        'Current CAC ÷ (revenue per customer a year × gross margin ÷ 12) = $31.50 ÷ ($240.38 × 41% ÷ 12)',
    });
    // 240.38 × 41% = 98.56 a year ÷ 31.50 = 3.1x, no churn given.
    expect(figure(brief, 'firstYearGrossProfitToCac')).toMatchObject({
      value: '3.1x',
      formula: 'Monthly gross profit × 12 ÷ current CAC = $8.21 × 12 ÷ $31.50',
      detail: 'No monthly churn given: a customer is counted for the whole year.',
    });
  });

  it('prefers order value × frequency, after tax and returns: 45 × 4 = $180; 20 ÷ (180 × 30% ÷ 12) = 4.4 months', () => {
    const brief = metricsBrief(
      with_({
        trailingTwelveMonthRevenue: '1000000',
        customerCount: 100,
        averageOrderValue: '50',
        averageOrderValuePostTaxReturns: '45',
        purchaseFrequency: '4',
        grossMargin: '30',
        actualCac: '20',
      }),
    );
    expect(figure(brief, 'revenuePerCustomer')).toMatchObject({
      value: '$180',
      formula: 'Average order value after tax and returns × purchase frequency = $45.00 × 4',
      detail: '4 orders a year at $45.00 each.',
    });
    expect(figure(brief, 'grossProfitPayback')?.value).toBe('4.4 months');
  });

  it('from profit per order without a margin: 20 ÷ (10 × 4 ÷ 12) = 6 months; 40 ÷ 20 = 2.0x', () => {
    const brief = metricsBrief(
      with_({
        averageOrderValue: '50',
        purchaseFrequency: '4',
        profitPerOrder: '10',
        actualCac: '20',
      }),
    );
    expect(figure(brief, 'grossProfitPayback')).toMatchObject({
      value: '6 months',
      formula:
        'Current CAC ÷ (profit per order × orders per customer a year ÷ 12) = $20.00 ÷ ($10.00 × 4 ÷ 12)',
    });
    expect(figure(brief, 'firstYearGrossProfitToCac')?.value).toBe('2.0x');
  });

  it('from the profit LTV: 90 ÷ (600 × 5%) = 3 months, and LTV:CAC 600 ÷ 90 = 6.7x on profit', () => {
    const brief = metricsBrief(
      with_({ profitPerCustomerLtv: '600', churnRate: '5', actualCac: '90' }),
    );
    expect(figure(brief, 'grossProfitPayback')?.value).toBe('3 months');
    expect(figure(brief, 'ltvToCac')).toMatchObject({
      value: '6.7x',
      formula: 'Profit per customer (LTV) ÷ current CAC = $600.00 ÷ $90.00',
      detail: 'LTV on profit, as submitted (profit per customer).',
    });
    expect(figure(brief, 'cacPayback')).toBeUndefined();
  });

  it('shows no gross-profit payback without a margin or profit, nor with a loss (−10% margin)', () => {
    const none = metricsBrief(with_({ ltv: '1000', churnRate: '5', actualCac: '100' }));
    expect(figure(none, 'grossProfitPayback')).toBeUndefined();
    const loss = metricsBrief(
      with_({ ltv: '1000', churnRate: '5', grossMargin: '-10', actualCac: '100' }),
    );
    expect(figure(loss, 'grossProfitPayback')).toBeUndefined();
    expect(figure(loss, 'firstYearGrossProfitToCac')).toBeUndefined();
  });
});

describe('metricsBrief: stated target ROAS', () => {
  it('flags a target below 1x (0.8 < 1), naming it as the client’s stated target', () => {
    const brief = metricsBrief(with_({ roas: '0.80' }));
    expect(figure(brief, 'targetRoas')).toMatchObject({
      label: 'Target ROAS (stated)',
      value: '0.8x',
    });
    expect(flag(brief, 'lowTargetRoas')).toMatchObject({
      title: 'The stated target ROAS is 0.8x, below 1x',
      figures: ['targetRoas'],
    });
  });

  it('raises nothing at 1x or above (1.00, 4.00)', () => {
    expect(flagIds(metricsBrief(with_({ roas: '1.00' })))).toEqual([]);
    expect(flagIds(metricsBrief(with_({ roas: '4.00' })))).toEqual([]);
  });
});

describe('metricsBrief: platform spend against revenue', () => {
  const google = (amount: number, currency = 'USD'): PlatformSpend => ({
    amount,
    days: 30,
    currency,
    source: 'Google Ads',
  });

  it('annualises a 30-day spend: 20,000 ÷ 30 × 365 ÷ 1,200,000 = 20.3%, above 20', () => {
    const brief = metricsBrief(with_({ trailingTwelveMonthRevenue: '1200000' }), {
      platformSpend: google(20000),
    });
    expect(figure(brief, 'platformSpendShare')).toEqual({
      id: 'platformSpendShare',
      label: 'Google Ads spend to revenue',
      value: '20.3%',
      formula:
        'Google Ads spend ÷ 30 days × 365 ÷ annual revenue = $20,000.00 ÷ 30 × 365 ÷ $1,200,000.00',
      detail: '$20k in 30 days: $243k a year at that pace.',
    });
    expect(flag(brief, 'highPlatformSpend')).toMatchObject({
      title: 'Google Ads spend runs at 20.3% of revenue, above 20%',
      figures: ['platformSpendShare'],
    });
    expect(flag(brief, 'highPlatformSpend')?.why).toContain('about 10% of revenue');
  });

  it('raises nothing at exactly 20% (6,000 ÷ 30 × 365 ÷ 365,000)', () => {
    const brief = metricsBrief(with_({ trailingTwelveMonthRevenue: '365000' }), {
      platformSpend: google(6000),
    });
    expect(figure(brief, 'platformSpendShare')?.value).toBe('20%');
    expect(flagIds(brief)).toEqual([]);
  });

  it('compares only dollars: a euro account’s spend is noted, not compared', () => {
    const brief = metricsBrief(with_({ trailingTwelveMonthRevenue: '100000' }), {
      platformSpend: google(90000, 'EUR'),
    });
    expect(figure(brief, 'platformSpendShare')).toBeUndefined();
    expect(brief.flags).toEqual([]);
    expect(brief.notes).toEqual([
      'Google Ads spend is in EUR and the submitted revenue in US dollars, so they are not compared.',
    ]);
    expect(texts(brief).join(' ')).not.toContain('90,000');
  });

  it('reads the chosen Google Ads accounts’ 30-day snapshots (100 + 250), one currency only', () => {
    const account = (currency: string, spend: number | null) =>
      ({ currency, snapshot: spend === null ? null : { spend } }) as never;
    expect(
      platformSpend({ channels: null, accounts: [account('USD', 100), account('USD', 250)] }),
    ).toEqual({
      amount: 350,
      days: 30,
      currency: 'USD',
      source: 'Google Ads',
    });
    expect(
      platformSpend({ channels: null, accounts: [account('EUR', 100), account('USD', null)] }),
    ).toMatchObject({
      amount: 100,
      currency: 'EUR',
    });
    expect(
      platformSpend({ channels: null, accounts: [account('EUR', 100), account('USD', 250)] }),
    ).toBeNull();
    expect(platformSpend({ channels: null, accounts: [account('USD', null)] })).toBeNull();
  });

  it('reads every channel from the warehouse when it has months: 3 × $5,000 over Sep-Nov (91 days), one currency only', () => {
    const currency = (code: string) => ({ currency: code, total: { spend: 5000 } }) as never;
    const channels = (...codes: string[]) =>
      ({ from: '2026-09', to: '2026-11', months: 3, currencies: codes.map(currency) }) as never;
    const googleToo = [{ currency: 'USD', snapshot: { spend: 999 } }] as never;
    expect(platformSpend({ channels: channels('USD'), accounts: googleToo })).toEqual({
      amount: 15_000,
      days: 91,
      currency: 'USD',
      source: 'Ad platform',
    });
    expect(platformSpend({ channels: channels('USD', 'EUR'), accounts: googleToo })).toBeNull();
  });
});

describe('metricsBrief: missing inputs and zero denominators', () => {
  it('shows nothing from an empty submission', () => {
    expect(metricsBrief(NOTHING)).toEqual({ figures: [], flags: [], notes: [] });
  });

  it('leaves a figure out when one of its inputs is missing', () => {
    const brief = metricsBrief(with_({ industry: 'b2c', ltv: '1000', targetCac: '100' }));
    expect(brief.figures).toEqual([]);
    const noLtv = metricsBrief(with_({ industry: 'b2c', actualCac: '100', grossMargin: '40' }));
    expect(noLtv.figures).toEqual([]);
  });

  it('leaves a figure out when its denominator is zero, never NaN or Infinity', () => {
    const brief = metricsBrief(
      with_({
        industry: 'b2c',
        trailingTwelveMonthRevenue: '120000',
        ltv: '0',
        actualCac: '0',
        targetCac: '0',
        churnRate: '0',
        grossMargin: '0',
        customerCount: 0,
        purchaseFrequency: '0',
        averageOrderValue: '0',
        marketingTeamSize: 0,
      }),
      { platformSpend: { amount: 100, days: 0, currency: 'USD', source: 'Google Ads' } },
    );
    expect(brief.figures.map((f) => f.id)).toEqual([
      'customersLostInAYear',
      'revenuePerCustomer',
      'monthlyRevenue',
    ]);
    expect(texts(brief).join(' ')).not.toMatch(/NaN|Infinity/);
    // Churn given but LTV zero: LTV × churn is zero, so no payback either.
    const noValue = metricsBrief(
      with_({ industry: 'b2c', ltv: '0', actualCac: '100', churnRate: '4' }),
    );
    expect(figure(noValue, 'cacPayback')).toBeUndefined();
    expect(figure(noValue, 'ltvToCac')?.value).toBe('0.0x');
  });
});

describe('metricsBrief: funnel', () => {
  const rates = { leadToMqlRate: '50', mqlToSqlRate: '40', sqlToOppRate: '10', oppToWonRate: '30' };

  it('multiplies the four rates (50% × 40% × 10% × 30% = 0.6%) and names the weakest step', () => {
    const brief = metricsBrief(with_({ industry: 'b2b', ...rates }));
    expect(figure(brief, 'funnelConversion')).toMatchObject({
      value: '0.6%',
      formula: 'Product of the four step rates = 50% × 40% × 10% × 30%',
      detail: 'Weakest step: SQL to Opportunity (10%)',
    });
  });

  it('flags a step under half the median of the other three (10 < 40 ÷ 2), only that one', () => {
    const brief = metricsBrief(with_({ industry: 'b2b', ...rates }));
    expect(flagIds(brief)).toEqual(['weakFunnelStep']);
    expect(brief.flags[0]).toMatchObject({
      title: 'SQL to Opportunity converts 10%, under half the other steps’ median (40%)',
      figures: ['funnelConversion'],
    });
  });

  it('raises no funnel flag when the steps are even, nor when all are zero', () => {
    const even = {
      leadToMqlRate: '30',
      mqlToSqlRate: '20',
      sqlToOppRate: '25',
      oppToWonRate: '15',
    };
    expect(flagIds(metricsBrief(with_(even)))).toEqual([]);
    const zeros = { leadToMqlRate: '0', mqlToSqlRate: '0', sqlToOppRate: '0', oppToWonRate: '0' };
    const brief = metricsBrief(with_(zeros));
    expect(figure(brief, 'funnelConversion')?.value).toBe('0%');
    expect(flagIds(brief)).toEqual([]);
  });

  it('needs all four rates', () => {
    const brief = metricsBrief(with_({ ...rates, oppToWonRate: null }));
    expect(figure(brief, 'funnelConversion')).toBeUndefined();
    expect(brief.flags).toEqual([]);
  });

  it('sums the four time buckets into a range, open-ended with a 14+ step', () => {
    const times = {
      leadToMqlTime: '1_day',
      mqlToSqlTime: '1_7_days',
      sqlToOppTime: '7_14_days',
      oppToWonTime: '1_7_days',
    } as const;
    expect(figure(metricsBrief(with_(times)), 'leadToWonTime')?.value).toBe('9–29 days');
    const open = metricsBrief(with_({ ...times, oppToWonTime: '14_plus_days' }));
    expect(figure(open, 'leadToWonTime')?.value).toBe('22+ days');
    expect(figure(metricsBrief(with_({ ...times, sqlToOppTime: null })), 'leadToWonTime')).toBe(
      undefined,
    );
  });
});

describe('metricsBrief: revenue', () => {
  it('writes monthly revenue compact, its formula exact (12,500,000 ÷ 12 = $1.04M)', () => {
    const brief = metricsBrief(with_({ trailingTwelveMonthRevenue: '12500000.00' }));
    expect(figure(brief, 'monthlyRevenue')).toMatchObject({
      value: '$1.04M',
      formula: 'Annual revenue ÷ 12 = $12,500,000.00 ÷ 12',
    });
  });

  it('computes revenue per team member (4,200,000 ÷ 6 = $700k)', () => {
    const brief = metricsBrief(
      with_({ trailingTwelveMonthRevenue: '4200000.00', marketingTeamSize: 6 }),
    );
    expect(figure(brief, 'revenuePerMarketer')).toMatchObject({
      value: '$700k',
      formula: 'Annual revenue ÷ marketing team size = $4,200,000.00 ÷ 6',
    });
  });
});

describe('briefCharts: the flags’ thresholds decide the red', () => {
  it('does not paint CAC at +17.1% (410 vs 350) red, as no flag is raised', () => {
    const inputs = with_({ actualCac: '410', targetCac: '350' });
    expect(briefCharts(inputs).cac).toMatchObject({ gapText: '+17.1%', flagged: false });
    expect(flagIds(metricsBrief(inputs))).toEqual([]);
  });

  it('paints CAC at +25% (500 vs 400) red, with the flag', () => {
    const inputs = with_({ actualCac: '500', targetCac: '400' });
    expect(briefCharts(inputs).cac).toMatchObject({ gapText: '+25%', flagged: true });
    expect(flagIds(metricsBrief(inputs))).toEqual(['cacAboveTarget']);
  });

  it('paints the flagged funnel step only (10 < 40 ÷ 2), not a weakest step that is not weak', () => {
    const weak = briefCharts(
      with_({ leadToMqlRate: '50', mqlToSqlRate: '40', sqlToOppRate: '10', oppToWonRate: '30' }),
    );
    expect(weak.funnel?.map((step) => [step.weakest, step.flagged])).toEqual([
      [false, false],
      [false, false],
      [true, true],
      [false, false],
    ]);
    const even = briefCharts(
      with_({ leadToMqlRate: '30', mqlToSqlRate: '20', sqlToOppRate: '25', oppToWonRate: '15' }),
    );
    expect(even.funnel?.map((step) => step.flagged)).toEqual([false, false, false, false]);
    expect(even.funnel?.[3]?.weakest).toBe(true);
  });
});

describe('a value exactly at a threshold', () => {
  it('raises nothing, whatever the binary arithmetic makes of it', () => {
    // 129.60 ÷ 43.20 is 2.9999999999999996 and (43.20 − 36) ÷ 36 is 20.000000000000004 in floats.
    const brief = metricsBrief({
      ...NO_BRIEF_INPUTS,
      ltv: '129.60',
      actualCac: '43.20',
      targetCac: '36.00',
    });
    expect(brief.flags).toEqual([]);
    expect(cacFlagged(cacGapPercent(43.2, 36))).toBe(false);
  });
});
