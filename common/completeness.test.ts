import { describe, expect, it } from 'vitest';
import { projectCompleteness } from './completeness.ts';
import { METRIC_FIELDS } from './contracts/metrics.ts';

const FIELD_COUNT = Object.keys(METRIC_FIELDS).length;

describe('projectCompleteness (decision 097)', () => {
  it('is the share of the wizard fields filled, as a whole percent', () => {
    expect(projectCompleteness({ trailingTwelveMonthRevenue: '1000.00' })).toBe(
      Math.round(100 / FIELD_COUNT),
    );
    const all = Object.fromEntries(Object.keys(METRIC_FIELDS).map((field) => [field, 'x']));
    expect(projectCompleteness(all)).toBe(100);
    expect(projectCompleteness({})).toBe(0);
  });

  it('counts neither blank text, empty lists, nulls nor unknown keys', () => {
    const filledOne = Math.round(100 / FIELD_COUNT);
    expect(
      projectCompleteness({
        trailingTwelveMonthRevenue: '5.00',
        seasonality: '   ',
        competitors: [],
        industry: null,
        marketingTeamSize: undefined,
        ...({ notAField: 'x' } as object),
      }),
    ).toBe(filledOne);
    // Zero is a value given, and a list with a competitor is filled.
    expect(projectCompleteness({ marketingTeamSize: 0, competitors: [{ name: 'Acme' }] })).toBe(
      Math.round(200 / FIELD_COUNT),
    );
  });
});
