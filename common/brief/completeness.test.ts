import { describe, expect, it } from 'vitest';
import { projectCompleteness } from './completeness.ts';

const CORE = {
  trailingTwelveMonthRevenue: '1200000.00',
  actualCac: '500.00',
  targetCac: '400.00',
};
const B2C = { industry: 'b2c', ltv: '1200', roas: '3', averageDealSize: '90', churnRate: '4' };
const FUNNEL = {
  industry: 'b2b',
  leadToMqlRate: '50',
  mqlToSqlRate: '40',
  sqlToOppRate: '30',
  oppToWonRate: '20',
  leadToMqlTime: '1_day',
  mqlToSqlTime: '1_7_days',
  sqlToOppTime: '7_14_days',
  oppToWonTime: '14_plus_days',
};
const ids = (result: { missing: { id: string }[] }) => result.missing.map((item) => item.id);

// Weights: four essential items × 3, two important × 2, three platforms × 1 = 19.
describe('projectCompleteness', () => {
  it('is 0 with everything missing, essential items first, each with where to fill it in', () => {
    const result = projectCompleteness({
      latestSubmission: null,
      noteCount: 0,
      connectedPlatforms: [],
    });
    expect(result.score).toBe(0);
    expect(ids(result)).toEqual([
      'revenue',
      'industry',
      'actualCac',
      'targetCac',
      'economics',
      'note',
      'connect-meta',
      'connect-google',
      'connect-linkedin',
    ]);
    expect(result.missing[2]).toMatchObject({
      importance: 'essential',
      target: { kind: 'step', step: 1 },
    });
    expect(result.missing[5]!.target).toEqual({ kind: 'notes' });
    expect(result.missing[8]).toMatchObject({
      label: 'Connect LinkedIn Ads',
      importance: 'helpful',
      target: { kind: 'connections' },
    });
  });

  it('weighs items by importance: revenue alone is 3 of 19 (16%)', () => {
    const result = projectCompleteness({
      latestSubmission: { trailingTwelveMonthRevenue: '5.00' },
      noteCount: 0,
      connectedPlatforms: [],
    });
    expect(result.score).toBe(16);
  });

  it('is 100 with a full b2c submission, a note and every platform connected', () => {
    const result = projectCompleteness({
      latestSubmission: { ...CORE, ...B2C },
      noteCount: 2,
      connectedPlatforms: ['google', 'meta', 'linkedin'],
    });
    expect(result).toEqual({ score: 100, missing: [] });
  });

  it('asks for the funnel block outside b2c: 16 of 19 (84%) with no platform connected', () => {
    const result = projectCompleteness({
      latestSubmission: { ...CORE, ...FUNNEL },
      noteCount: 1,
      connectedPlatforms: [],
    });
    expect(result.score).toBe(84);
    expect(ids(result)).toEqual(['connect-meta', 'connect-google', 'connect-linkedin']);
  });

  it('counts a block only when all of it is given, and b2c fields do not fill the funnel', () => {
    const partial = projectCompleteness({
      latestSubmission: { ...CORE, ...B2C, churnRate: null },
      noteCount: 1,
      connectedPlatforms: ['google'],
    });
    // 12 + 2 (note) + 1 (Google) = 15 of 19.
    expect(partial.score).toBe(79);
    expect(partial.missing[0]).toMatchObject({
      id: 'economics',
      label: 'B2C economics: LTV, target ROAS, average deal size and churn',
    });
    const wrongBlock = projectCompleteness({
      latestSubmission: { ...CORE, ...B2C, industry: 'it' },
      noteCount: 0,
      connectedPlatforms: [],
    });
    expect(ids(wrongBlock)[0]).toBe('economics');
    expect(wrongBlock.missing[0]!.label).toBe('Sales funnel: the four conversion rates and times');
  });

  it('counts neither blank text, empty lists nor nulls as given', () => {
    const result = projectCompleteness({
      latestSubmission: { trailingTwelveMonthRevenue: ' ', industry: null, actualCac: '' },
      noteCount: 0,
      connectedPlatforms: [],
    });
    expect(result.score).toBe(0);
  });
});
