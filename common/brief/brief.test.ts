import { describe, expect, it } from 'vitest';
import { metricsBrief, type BriefInputs, type MetricsBrief } from './brief.ts';

const NOTHING: BriefInputs = {
  industry: null,
  trailingTwelveMonthRevenue: null,
  ltv: null,
  actualCac: null,
  targetCac: null,
  churnRate: null,
  leadToMqlRate: null,
  mqlToSqlRate: null,
  sqlToOppRate: null,
  oppToWonRate: null,
  leadToMqlTime: null,
  mqlToSqlTime: null,
  sqlToOppTime: null,
  oppToWonTime: null,
  marketingTeamSize: null,
};

const with_ = (fields: Partial<BriefInputs>) => ({ ...NOTHING, ...fields });
const figure = (brief: MetricsBrief, id: string) => brief.figures.find((f) => f.id === id);
const flagIds = (brief: MetricsBrief) => brief.flags.map((flag) => flag.id);

/** Every text the brief would show, to prove none reads NaN or Infinity. */
const texts = (brief: MetricsBrief) =>
  [...brief.figures, ...brief.flags].flatMap((entry) => Object.values(entry).map(String));

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

  it('computes LTV:CAC as LTV ÷ current CAC (1200 ÷ 500 = 2.4x)', () => {
    expect(figure(brief, 'ltvToCac')).toMatchObject({
      value: '2.4x',
      formula: 'Customer LTV ÷ current CAC = $1,200.00 ÷ $500.00',
    });
  });

  it('computes CAC payback as CAC ÷ (LTV × churn) (500 ÷ 96 = 5.2 months)', () => {
    expect(figure(brief, 'cacPayback')?.value).toBe('5.2 months');
  });

  it('computes the CAC gap against target ((500 − 400) ÷ 400 = +25%)', () => {
    expect(figure(brief, 'cacGap')?.value).toBe('+25.0%');
  });

  it('flags LTV:CAC below 3, churn above 5% and CAC over 20% above target, each with a why', () => {
    expect(flagIds(brief)).toEqual(['lowLtvToCac', 'highChurn', 'cacAboveTarget']);
    for (const flag of brief.flags) expect(flag.why).toMatch(/^[A-Z].+\.$/);
    expect(brief.flags[0]!.title).toBe('LTV:CAC is 2.4x, below 3x');
  });

  it('flags a payback above 12 months (300 ÷ (1000 × 2%) = 15) and not at LTV:CAC 3.3x', () => {
    const slow = metricsBrief(
      with_({ industry: 'b2c', ltv: '1000', actualCac: '300', churnRate: '2' }),
    );
    expect(figure(slow, 'cacPayback')?.value).toBe('15.0 months');
    expect(flagIds(slow)).toEqual(['slowPayback']);
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
    // 600 ÷ (1000 × 5%) = 12 months exactly.
    const twelve = metricsBrief(
      with_({ industry: 'b2c', ltv: '3000', actualCac: '600', churnRate: '1.67' }),
    );
    expect(figure(twelve, 'cacPayback')?.value).toBe('12.0 months');
    expect(
      flagIds(
        metricsBrief(with_({ industry: 'b2c', ltv: '1000', actualCac: '120', churnRate: '1' })),
      ),
    ).toEqual([]);
  });

  it('shows CAC payback only for b2c (LTV and churn are b2c questions)', () => {
    const b2b = metricsBrief(
      with_({ industry: 'b2b', ltv: '1000', actualCac: '300', churnRate: '2' }),
    );
    expect(figure(b2b, 'cacPayback')).toBeUndefined();
    expect(figure(b2b, 'ltvToCac')?.value).toBe('3.3x');
  });
});

describe('metricsBrief: missing inputs and zero denominators', () => {
  it('shows nothing from an empty submission', () => {
    expect(metricsBrief(NOTHING)).toEqual({ figures: [], flags: [] });
  });

  it('leaves a figure out when one of its inputs is missing', () => {
    const brief = metricsBrief(with_({ industry: 'b2c', ltv: '1000', targetCac: '100' }));
    expect(brief.figures).toEqual([]);
    const noTarget = metricsBrief(with_({ industry: 'b2c', actualCac: '100', churnRate: '3' }));
    expect(noTarget.figures).toEqual([]);
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
        marketingTeamSize: 0,
      }),
    );
    expect(brief.figures.map((f) => f.id)).toEqual(['monthlyRevenue']);
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

  it('multiplies the four rates (50% × 40% × 10% × 30% = 0.60%) and names the weakest step', () => {
    const brief = metricsBrief(with_({ industry: 'b2b', ...rates }));
    expect(figure(brief, 'funnelConversion')).toMatchObject({
      value: '0.60%',
      detail: 'Weakest step: SQL to Opportunity (10.0%)',
    });
  });

  it('flags a step under half the median of the other three (10 < 40 ÷ 2), only that one', () => {
    const brief = metricsBrief(with_({ industry: 'b2b', ...rates }));
    expect(flagIds(brief)).toEqual(['weakFunnelStep']);
    expect(brief.flags[0]!.title).toContain('SQL to Opportunity converts 10.0%');
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
    expect(figure(brief, 'funnelConversion')?.value).toBe('0.0%');
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
  it('computes monthly revenue (1,200,000 ÷ 12) and revenue per team member (÷ 4)', () => {
    const brief = metricsBrief(
      with_({ trailingTwelveMonthRevenue: '1200000.00', marketingTeamSize: 4 }),
    );
    expect(figure(brief, 'monthlyRevenue')?.value).toBe('$100,000.00');
    expect(figure(brief, 'revenuePerMarketer')).toMatchObject({
      value: '$300,000.00',
      formula: 'Annual revenue ÷ marketing team size = $1,200,000.00 ÷ 4',
    });
  });
});
