/**
 * The evaluation's companies (scripts/lib/eval-companies.ts): a submission is read as the
 * metrics table stores it, and a company becomes the drafter's inputs as the server builds them.
 */
import { describe, expect, it } from 'vitest';
import { companySchema, draftInputsOf, storedSubmission } from './eval-companies.ts';

const company = companySchema.parse({
  name: 'Orbit Fitness',
  submission: {
    industry: 'b2c',
    trailingTwelveMonthRevenue: '2400000.00',
    actualCac: '85.00',
    roas: '1.80',
    customerCount: 9500,
  },
  channels: {
    meta: {
      currency: 'USD',
      months: ['2026-03', '2026-04', '2026-05', '2026-06'].map((month) => ({
        month,
        spend: 16000,
        impressions: 1_450_000,
        clicks: 17_400,
        conversions: 200,
        conversionValue: 27_200,
      })),
    },
  },
  connected: ['meta'],
  notes: ['Most cancellations come in the second month.'],
  expected: { flags: ['highChurn'], mustMention: ['churn'] },
});

describe('a submission as stored', () => {
  it('keeps decimals as written, and leaves every field not given null', () => {
    const row = storedSubmission(company.submission);
    expect(row).toMatchObject({
      industry: 'b2c',
      trailingTwelveMonthRevenue: '2400000.00',
      roas: '1.80',
      customerCount: 9500,
      ltv: null,
      leadToMqlTime: null,
    });
  });

  it('refuses a decimal not written as stored, a field outside the table, a value out of range and a submission without revenue', () => {
    expect(() => storedSubmission({ trailingTwelveMonthRevenue: '2400000' })).toThrow(
      'trailingTwelveMonthRevenue: write it as stored, a string with 2 decimals',
    );
    expect(() => storedSubmission({ trailingTwelveMonthRevenue: '1.00', ebitda: '5.00' })).toThrow(
      /ebitda/,
    );
    expect(() => storedSubmission({ churnRate: '4.00' })).toThrow(/trailingTwelveMonthRevenue/);
    expect(() =>
      storedSubmission({ trailingTwelveMonthRevenue: '1.00', churnRate: '140.00' }),
    ).toThrow('churnRate: Monthly Churn Rate must be at most 100');
  });
});

describe('the drafter inputs of a company', () => {
  const inputs = draftInputsOf(company);

  it('states the CAC, target ROAS and revenue from the submission, as the platform check does', () => {
    expect(inputs.check.stated).toEqual({
      currentCac: 85,
      targetRoas: 1.8,
      annualRevenue: 2_400_000,
    });
    expect(inputs.check.accounts).toEqual([]);
  });

  it('reads the last three months as full, the data having synced after them', () => {
    expect(inputs.check.channels).toMatchObject({ from: '2026-04', to: '2026-06', months: 3 });
    expect(inputs.check.channels?.currencies[0]?.total.spend).toBe(16000);
  });

  it('counts the notes and the connected platforms in the completeness', () => {
    const missing = inputs.completeness.missing.map((item) => item.id);
    expect(missing).not.toContain('note');
    expect(missing).not.toContain('connect-meta');
    expect(missing).toEqual(expect.arrayContaining(['connect-google', 'targetCac', 'economics']));
  });
});
