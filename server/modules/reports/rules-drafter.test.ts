/**
 * The rules drafter and the grounding of drafts (docs/product.md#initial-report): a draft from
 * the figures passes its own check, cites only figures it was given and keeps its summary short;
 * a draft with a number that is not a figure, or citing an unknown figure, is refused; at
 * publishing only the numbers an analyst added are held up.
 */
import { describe, expect, it } from 'vitest';
import { projectCompleteness } from '../../../common/brief/completeness.ts';
import { NO_BRIEF_INPUTS } from '../../../common/brief/testing.ts';
import { channelMonth, channelSnapshot } from '../../../common/channels/testing.ts';
import { warehouseCheck } from '../../../common/platform-check/channel-check.ts';
import type { PlatformCheck } from '../../../common/platform-check/contract.ts';
import { SUMMARY_MAX_WORDS } from '../../../common/reports/constants.ts';
import {
  reportDraftSchema,
  wordCount,
  type ReportDraft,
} from '../../../common/reports/contract.ts';
import { REPORT_MESSAGES } from '../../../common/reports/messages.ts';
import { draftProblems, draftToMarkdown, unsupportedInBody } from './draft-text.ts';
import { reportFigures, type DraftInputs } from './figures.ts';
import { draftFromRules } from './rules-drafter.ts';

const latest = {
  ...NO_BRIEF_INPUTS,
  industry: 'b2c' as const,
  trailingTwelveMonthRevenue: '540000.00',
  ltv: '400.00',
  actualCac: '150.00',
  targetCac: '120.00',
  churnRate: '6.00',
  roas: '3.00',
  grossMargin: '60.00',
};
const stated = { currentCac: 150, targetRoas: 3, annualRevenue: 540_000 };

/** Meta at $9,000 a month for 60 conversions ($150 each), Google at $3,000 for 10 ($300). */
const snapshots = [
  channelSnapshot(
    'meta',
    ['2026-03', '2026-04', '2026-05', '2026-06'].map((month) =>
      channelMonth(month, 9000, { conversions: 60 }),
    ),
    '2026-06-05T04:00:00.000Z',
  ),
  channelSnapshot(
    'google',
    ['2026-03', '2026-04', '2026-05', '2026-06'].map((month) =>
      channelMonth(month, 3000, { conversions: 10 }),
    ),
    '2026-06-05T04:00:00.000Z',
  ),
];

function inputs(overrides: Partial<DraftInputs> = {}): DraftInputs {
  const check: PlatformCheck = {
    stated,
    chosenBy: null,
    chosenAt: null,
    accounts: [],
    ...warehouseCheck(stated, snapshots),
  };
  return {
    projectName: 'Acme Holdings',
    latest,
    check,
    completeness: projectCompleteness({
      latestSubmission: latest,
      noteCount: 0,
      connectedPlatforms: ['meta', 'google'],
    }),
    ...overrides,
  };
}

describe('the rules drafter', () => {
  const given = inputs();
  const figures = reportFigures(given);
  const draft = draftFromRules(given, figures);

  it('writes a draft of the shared schema that passes its own grounding check', () => {
    expect(reportDraftSchema.safeParse(draft).success).toBe(true);
    expect(draftProblems(draft, figures)).toBeNull();
    expect(wordCount(draft.summary)).toBeLessThanOrEqual(SUMMARY_MAX_WORDS);
    expect(draft.summary).toContain('Acme Holdings states annual revenue of $540k');
    expect(draft.summary).toContain('Meta (Facebook) Ads and Google Ads');
  });

  it('rests each finding on figures it was given, the brief’s flags as red flags', () => {
    const keys = new Set(figures.map((figure) => figure.key));
    for (const finding of draft.findings) {
      expect(finding.figures.length).toBeGreaterThan(0);
      for (const key of finding.figures) expect(keys).toContain(key);
    }
    // Churn of 6% a month and CAC 25% over target: the brief's flags, high findings.
    expect(draft.redFlags.map((flag) => flag.figures)).toEqual(
      expect.arrayContaining([['customersLostInAYear'], ['cacGap']]),
    );
    expect(draft.findings.find((f) => f.figures.includes('cacGap'))?.severity).toBe('high');
  });

  it('sets each channel’s cost per conversion beside the stated CAC', () => {
    // Google: $300 a conversion against $150 stated, +100%: beyond the 25% allowed.
    const google = draft.findings.find((f) => f.figures.includes('channel.USD.google.cacGap'));
    expect(google).toMatchObject({
      severity: 'high',
      title: 'Google Ads cost per conversion differs from the stated CAC by +100%',
    });
    const meta = draft.findings.find((f) => f.figures.includes('channel.USD.meta.cacGap'));
    expect(meta?.severity).toBe('low');
    expect(draft.questions).toContain(REPORT_MESSAGES.rules.ask.attribution);
  });

  it('recommends for each flag, within its horizon, and lists the data gaps', () => {
    expect(draft.recommendations.map((r) => [r.horizon, r.title])).toEqual(
      expect.arrayContaining([
        ['first_100_days', REPORT_MESSAGES.rules.recommend.highChurn.title],
        ['value_creation_plan', REPORT_MESSAGES.rules.recommend.plan.title],
      ]),
    );
    expect(draft.dataGaps).toContain(REPORT_MESSAGES.rules.noNote);
    expect(draft.dataGaps).toContain(REPORT_MESSAGES.rules.notConnected('LinkedIn Ads'));
  });

  it('says when no channel data has arrived, and asks for the connections', () => {
    const without = inputs({
      check: { ...given.check, google: { source: 'api' }, channels: null },
    });
    const alone = draftFromRules(without, reportFigures(without));
    expect(alone.summary).toContain(REPORT_MESSAGES.rules.summaryNoChannels);
    expect(alone.recommendations.map((r) => r.title)).toContain(
      REPORT_MESSAGES.rules.recommend.connect.title,
    );
  });

  it('passes its own check with spend in another currency, and says why it is not compared', () => {
    const inEuros = [
      channelSnapshot(
        'google',
        ['2026-03', '2026-04', '2026-05', '2026-06'].map((month) =>
          channelMonth(month, 3000, { conversions: 10, currency: 'EUR' }),
        ),
        '2026-06-05T04:00:00.000Z',
      ),
    ];
    const euros = inputs({
      check: { ...given.check, ...warehouseCheck(stated, inEuros) },
    });
    const figures = reportFigures(euros);
    const draft = draftFromRules(euros, figures);
    expect(draftProblems(draft, figures)).toBeNull();
    expect(draft.dataGaps.join(' ')).toContain('in EUR');
  });
});

describe('grounding a draft', () => {
  const given = inputs();
  const figures = reportFigures(given);
  const draft = draftFromRules(given, figures);

  it('refuses a number that is not among the figures', () => {
    const inflated: ReportDraft = {
      ...draft,
      summary: `${draft.summary} Revenue could grow 10x within a year.`,
    };
    expect(draftProblems(inflated, figures)?.unsupported.map((found) => found.text)).toEqual([
      '10x',
    ]);
  });

  it('refuses a citation of a figure it was not given', () => {
    const [first] = draft.findings;
    const miscited: ReportDraft = {
      ...draft,
      findings: [{ ...first!, figures: ['ebitdaMargin'] }],
    };
    expect(draftProblems(miscited, figures)?.unknownKeys).toEqual(['ebitdaMargin']);
  });

  it('holds up at publishing only the numbers an analyst added', () => {
    const body = `${draftToMarkdown(draft)}\n\nManagement plans 3 new markets and $2.5M of spend.`;
    expect(unsupportedInBody(draftToMarkdown(draft), draft, figures)).toEqual([]);
    expect(unsupportedInBody(body, draft, figures).map((found) => found.text)).toEqual(['$2.5M']);
  });
});
