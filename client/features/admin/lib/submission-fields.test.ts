import { describe, expect, it } from 'vitest';
import {
  METRIC_FIELD_NAMES,
  METRIC_FIELDS,
  type MetricField,
  type MetricsRecord,
} from '../../../../common/metrics/contract.ts';
import { fieldChanges, fieldText, submissionFields } from './submission-fields.ts';

function record(fields: Partial<MetricsRecord> = {}): MetricsRecord {
  const empty = Object.fromEntries(METRIC_FIELD_NAMES.map((field) => [field, null])) as Record<
    MetricField,
    null
  >;
  return {
    ...empty,
    id: 1,
    projectId: 1,
    userId: 1,
    submittedBy: 'dana@acme.test',
    createdAt: '2026-05-02T10:00:00.000Z',
    trailingTwelveMonthRevenue: '1000.00',
    ...fields,
  };
}

describe('submissionFields', () => {
  it('lists every field with the wizard’s label, empty ones as null', () => {
    const fields = submissionFields(record());
    expect(fields.map((field) => field.label)).toEqual(
      Object.values(METRIC_FIELDS).map((spec) => spec.label),
    );
    expect(fields.find((field) => field.field === 'targetCac')?.text).toBeNull();
  });

  it('writes money, percentages, plain figures, labels of codes and competitors for people', () => {
    const filled = record({
      trailingTwelveMonthRevenue: '12500000.50',
      churnRate: '40.00',
      roas: '4.50',
      industry: 'b2c',
      leadToMqlTime: '1_7_days',
      abTestFrequency: 'weekly',
      marketingTeamSize: 1200,
      competitors: [{ name: 'Initech', website: 'https://initech.test' }, { name: 'Hooli' }],
    });
    expect(fieldText(filled, 'trailingTwelveMonthRevenue')).toBe('$12,500,000.50');
    expect(fieldText(filled, 'churnRate')).toBe('40%');
    expect(fieldText(filled, 'roas')).toBe('4.50');
    expect(fieldText(filled, 'industry')).toBe('Business-to-Consumer (B2C)');
    expect(fieldText(filled, 'leadToMqlTime')).toBe('1-7 Days');
    expect(fieldText(filled, 'abTestFrequency')).toBe('weekly');
    expect(fieldText(filled, 'marketingTeamSize')).toBe('1,200');
    expect(fieldText(filled, 'competitors')).toBe('Initech (https://initech.test)\nHooli');
  });
});

describe('fieldChanges', () => {
  it('tells a value added, changed and removed apart, and marks nothing else', () => {
    const older = record({ industry: 'b2b', targetCac: '150.00', ltv: '2400.00' });
    const newer = record({
      id: 2,
      industry: 'b2c',
      targetCac: null,
      actualCac: '180.00',
      ltv: '2400.00',
    });
    expect(Object.fromEntries(fieldChanges(older, newer))).toEqual({
      industry: 'changed',
      targetCac: 'removed',
      actualCac: 'added',
    });
  });

  it('ignores who submitted and when, and sees a competitor moved in the list', () => {
    const a = record({ competitors: [{ name: 'A' }, { name: 'B' }] });
    const b = record({ id: 9, submittedBy: 'sam@globex.test', createdAt: '2027-01-01T00:00:00Z' });
    expect(fieldChanges(a, { ...a, id: 9, submittedBy: 'x' }).size).toBe(0);
    expect([...fieldChanges(a, { ...a, competitors: [{ name: 'B' }, { name: 'A' }] })]).toEqual([
      ['competitors', 'changed'],
    ]);
    expect([...fieldChanges(a, b)]).toEqual([['competitors', 'removed']]);
  });
});
