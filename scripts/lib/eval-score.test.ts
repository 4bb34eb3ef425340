/**
 * The evaluation's scoring (scripts/lib/eval-score.ts): red flags recognised by their titles,
 * the phrases, the grounding and the sections each pass or fail on their own, with what failed.
 */
import { describe, expect, it } from 'vitest';
import type { ReportDraft, ReportFigure } from '../../common/reports/contract.ts';
import {
  flagIdOf,
  scoreDraft,
  scoreFailures,
  scoreTable,
  totalScore,
  type Expected,
} from './eval-score.ts';

const figures: ReportFigure[] = [
  {
    key: 'ltvToCac',
    label: 'LTV:CAC',
    value: '1.9x',
    formula: 'Customer LTV ÷ current CAC = $180.00 ÷ $95.00',
    numbers: [{ value: 1.9, kind: 'multiple' }],
  },
  {
    key: 'customersLostInAYear',
    label: 'Customers lost in a year',
    value: '65.6%',
    formula: '1 − (1 − monthly churn)^12 = 1 − 0.915^12',
    numbers: [{ value: 65.6, kind: 'percent' }],
  },
];

const draft: ReportDraft = {
  summary: 'Brightcart has LTV:CAC of 1.9x and loses 65.6% of its customers in a year.',
  findings: [
    {
      severity: 'high',
      title: 'LTV:CAC of 1.9x is below 3x',
      text: 'Growth at this CAC consumes cash.',
      figures: ['ltvToCac'],
    },
  ],
  redFlags: [
    { title: 'LTV:CAC is 1.9x, below 3x', why: 'Too little back.', figures: ['ltvToCac'] },
    {
      title: 'Monthly churn is 8.5%, above 5%',
      why: 'Customers leave.',
      figures: ['customersLostInAYear'],
    },
  ],
  recommendations: [
    {
      horizon: 'first_100_days',
      title: 'Start a retention programme',
      rationale: 'Keeping customers is cheaper than replacing them.',
      figures: [],
    },
  ],
  questions: ['Which customer segments churn most?'],
  dataGaps: [],
};

const expected: Expected = {
  flags: ['lowLtvToCac', 'highChurn'],
  mustMention: ['CHURN', 'retention programme'],
};

describe('recognising a red flag by its title', () => {
  it('names each flag as the brief titles it, and none for another title', () => {
    expect(
      [
        'LTV:CAC is 2.96x, below 3x',
        'Monthly churn is 6%, above 5%',
        'CAC payback is 19.4 months, above 12 months',
        'Current CAC is 58.3% above target, more than the 20% allowed',
        'The stated target ROAS is 0.80x, below 1x',
        'MQL to SQL converts 12%, under half the other steps’ median (30%)',
        'Opportunity to Won converts 5%, under half the other steps’ median (30%)',
        'Ad platform spend runs at 23.6% of revenue, above 20%',
        'Google Ads spend runs at 31% of revenue, above 20%',
        'Revenue fell 10% last year',
      ].map(flagIdOf),
    ).toEqual([
      'lowLtvToCac',
      'highChurn',
      'slowPayback',
      'cacAboveTarget',
      'lowTargetRoas',
      'weakFunnelStep',
      'weakFunnelStep',
      'highPlatformSpend',
      'highPlatformSpend',
      null,
    ]);
  });
});

describe('scoring a draft', () => {
  it('passes all four checks for a draft that meets the expectations', () => {
    const score = scoreDraft(draft, figures, expected);
    expect(score).toMatchObject({
      flags: { pass: true, missing: [], unexpected: [] },
      mentions: { pass: true, missing: [], total: 2 },
      grounded: { pass: true },
      sections: { pass: true },
      score: 1,
    });
  });

  it('fails the flags on one expected and missing, or raised and not expected', () => {
    const withoutChurn = { ...draft, redFlags: draft.redFlags.slice(0, 1) };
    expect(scoreDraft(withoutChurn, figures, expected).flags).toEqual({
      pass: false,
      missing: ['highChurn'],
      unexpected: [],
    });
    const expectingLtvOnly: Expected = { ...expected, flags: ['lowLtvToCac'] };
    expect(scoreDraft(draft, figures, expectingLtvOnly).flags).toEqual({
      pass: false,
      missing: [],
      unexpected: ['highChurn'],
    });
  });

  it('counts a red flag no rule writes as unexpected, quoting its title', () => {
    const invented = {
      ...draft,
      redFlags: [...draft.redFlags, { title: 'Founders are tired', why: 'Gut feel.', figures: [] }],
    };
    const score = scoreDraft(invented, figures, expected);
    expect(score.flags.unexpected).toEqual(['"Founders are tired"']);
    expect(score.score).toBe(0.75);
  });

  it('looks for each phrase in the Markdown, whatever its case, and names the missing ones', () => {
    const score = scoreDraft(draft, figures, {
      ...expected,
      mustMention: ['questions for management', 'Google Ads'],
    });
    expect(score.mentions).toEqual({ pass: false, missing: ['Google Ads'], total: 2 });
  });

  it('fails the grounding on a number no figure supports, or a figure it was not given', () => {
    const inflated = {
      ...draft,
      summary: `${draft.summary} Revenue could grow 10x.`,
      findings: [{ ...draft.findings[0]!, figures: ['ebitdaMargin'] }],
    };
    expect(scoreDraft(inflated, figures, expected).grounded).toEqual({
      pass: false,
      unsupported: ['10x'],
      unknownKeys: ['ebitdaMargin'],
    });
  });

  it('fails the sections without a finding, a recommendation or a question', () => {
    const bare = { ...draft, findings: [], recommendations: [], questions: [] };
    expect(scoreDraft(bare, figures, expected).sections).toEqual({
      pass: false,
      missing: ['a finding', 'a recommendation', 'a question'],
    });
  });
});

describe('the total and the table', () => {
  const passing = scoreDraft(draft, figures, expected);
  const failing = scoreDraft({ ...draft, redFlags: [] }, figures, expected);

  it('is the share of every company’s checks passed', () => {
    expect(totalScore([passing, failing])).toBe(0.875);
    expect(totalScore([])).toBe(0);
  });

  it('prints a row per company and a line per failed check', () => {
    const rows = [
      { company: 'Brightcart', score: passing },
      { company: 'Atlas Logistics', score: failing },
      { company: 'Orbit Fitness', refused: 'summary: must be at most 120 words' },
    ];
    expect(scoreTable(rows).split('\n')).toEqual([
      'company          flags  mentions  grounded  sections  score',
      'Brightcart       pass   2/2       yes       pass      100%',
      'Atlas Logistics  FAIL   2/2       yes       pass      75%',
      'Orbit Fitness    -      -         -         -         0%',
    ]);
    expect(scoreFailures(rows)).toEqual([
      'Atlas Logistics: red flags missing: lowLtvToCac, highChurn',
      'Orbit Fitness: the draft was refused: summary: must be at most 120 words',
    ]);
  });
});
