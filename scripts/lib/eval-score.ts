/**
 * How `npm run eval` scores one initial-report draft against a synthetic company's expectations
 * (eval/README.md). Four checks, each passed or failed:
 *
 *   flags     every expected red flag is in the draft, and no other one
 *   mentions  every phrase the company's notable figures call for is in the Markdown
 *   grounded  every number written is one of the figures (draftProblems: none)
 *   sections  a summary, and at least one finding, one recommendation and one question
 *
 * A company scores the share of its checks passed; the total is the share of all checks.
 * Pure: the same draft, figures and expectations give the same score.
 */
import type { BriefFlagId } from '../../common/brief/brief.ts';
import type { ReportDraft, ReportFigure } from '../../common/reports/contract.ts';
import { draftProblems, draftToMarkdown } from '../../server/modules/reports/draft-text.ts';

/**
 * A red flag carries no id in the draft, so it is recognised by how its title starts, as
 * common/brief/brief.ts writes it. Written out here rather than computed with the brief's
 * rules: the evaluation must not ask the rules under test which flags they raised.
 */
export const FLAG_TITLES: Record<BriefFlagId, RegExp> = {
  // "LTV:CAC is 2.2x, below 3x"
  lowLtvToCac: /^LTV:CAC is /,
  // "Monthly churn is 8.5%, above 5%"
  highChurn: /^Monthly churn is /,
  // "CAC payback is 19.4 months, above 12 months"
  slowPayback: /^CAC payback is /,
  // "Current CAC is 58.3% above target, more than the 20% allowed"
  cacAboveTarget: /^Current CAC is /,
  // "The stated target ROAS is 0.8x, below 1x"
  lowTargetRoas: /^The stated target ROAS is /,
  // "SQL to Opportunity converts 8%, under half the other steps’ median (30%)"
  weakFunnelStep: /^(Lead to MQL|MQL to SQL|SQL to Opportunity|Opportunity to Won) converts /,
  // "Ad platform spend runs at 23.6% of revenue, above 20%" (or "Google Ads spend …")
  highPlatformSpend: /^(Ad platform|Google Ads) spend runs at /,
};

export const FLAG_IDS = Object.keys(FLAG_TITLES) as BriefFlagId[];

/** The flag a red flag's title names; null for a title no rule of the brief writes. */
export function flagIdOf(title: string): BriefFlagId | null {
  return FLAG_IDS.find((id) => FLAG_TITLES[id].test(title)) ?? null;
}

/** What a competent analyst's draft of the company holds, worked out by hand. */
export interface Expected {
  flags: readonly BriefFlagId[];
  /** Case-insensitive substrings of the draft's Markdown. */
  mustMention: readonly string[];
}

export interface DraftScore {
  flags: {
    pass: boolean;
    missing: BriefFlagId[];
    /** Flag ids raised but not expected, and titles no rule writes (quoted). */
    unexpected: string[];
  };
  mentions: { pass: boolean; missing: string[]; total: number };
  grounded: { pass: boolean; unsupported: string[]; unknownKeys: string[] };
  sections: { pass: boolean; missing: string[] };
  /** The share of the four checks passed, 0 to 1. */
  score: number;
}

const CHECKS = 4;

function scoreFlags(draft: ReportDraft, expected: Expected): DraftScore['flags'] {
  const raised = new Set<BriefFlagId>();
  const unrecognised: string[] = [];
  for (const flag of draft.redFlags) {
    const id = flagIdOf(flag.title);
    if (id) raised.add(id);
    else unrecognised.push(`"${flag.title}"`);
  }
  const missing = expected.flags.filter((id) => !raised.has(id));
  const unexpected = [...[...raised].filter((id) => !expected.flags.includes(id)), ...unrecognised];
  return { pass: missing.length === 0 && unexpected.length === 0, missing, unexpected };
}

function scoreMentions(markdown: string, expected: Expected): DraftScore['mentions'] {
  const text = markdown.toLowerCase();
  const missing = expected.mustMention.filter((phrase) => !text.includes(phrase.toLowerCase()));
  return { pass: missing.length === 0, missing, total: expected.mustMention.length };
}

function scoreGrounding(
  draft: ReportDraft,
  figures: readonly ReportFigure[],
): DraftScore['grounded'] {
  const problems = draftProblems(draft, figures);
  return {
    pass: problems === null,
    unsupported: problems?.unsupported.map((found) => found.text) ?? [],
    unknownKeys: problems?.unknownKeys ?? [],
  };
}

function scoreSections(draft: ReportDraft): DraftScore['sections'] {
  const missing = [
    draft.summary.trim() ? null : 'summary',
    draft.findings.length > 0 ? null : 'a finding',
    draft.recommendations.length > 0 ? null : 'a recommendation',
    draft.questions.length > 0 ? null : 'a question',
  ].filter((name): name is string => name !== null);
  return { pass: missing.length === 0, missing };
}

export function scoreDraft(
  draft: ReportDraft,
  figures: readonly ReportFigure[],
  expected: Expected,
): DraftScore {
  const flags = scoreFlags(draft, expected);
  const mentions = scoreMentions(draftToMarkdown(draft), expected);
  const grounded = scoreGrounding(draft, figures);
  const sections = scoreSections(draft);
  const passed = [flags, mentions, grounded, sections].filter((check) => check.pass).length;
  return { flags, mentions, grounded, sections, score: passed / CHECKS };
}

/** The share of every company's checks passed, 0 to 1; 0 without companies. */
export function totalScore(scores: readonly Pick<DraftScore, 'score'>[]): number {
  if (scores.length === 0) return 0;
  return scores.reduce((sum, entry) => sum + entry.score, 0) / scores.length;
}

export const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

/** A company's row: its score, or why its draft could not be scored. */
export type ScoredCompany =
  { company: string; score: DraftScore } | { company: string; refused: string };

/** Each company's line of the table: "pass", or what failed, per check. */
export function scoreTable(rows: readonly ScoredCompany[]): string {
  const header = ['company', 'flags', 'mentions', 'grounded', 'sections', 'score'];
  const lines = rows.map((row) => {
    if ('refused' in row) return [row.company, '-', '-', '-', '-', percent(0)];
    const { flags, mentions, grounded, sections, score } = row.score;
    return [
      row.company,
      flags.pass ? 'pass' : 'FAIL',
      `${mentions.total - mentions.missing.length}/${mentions.total}`,
      grounded.pass ? 'yes' : 'NO',
      sections.pass ? 'pass' : 'FAIL',
      percent(score),
    ];
  });
  const widths = header.map((_, column) =>
    Math.max(...[header, ...lines].map((line) => line[column]!.length)),
  );
  return [header, ...lines]
    .map((line) =>
      line
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** What went wrong for each company that did not score fully, one line per failed check. */
export function scoreFailures(rows: readonly ScoredCompany[]): string[] {
  return rows.flatMap((row) => {
    if ('refused' in row) return [`${row.company}: the draft was refused: ${row.refused}`];
    const { flags, mentions, grounded, sections } = row.score;
    const lines: string[] = [];
    if (flags.missing.length) lines.push(`red flags missing: ${flags.missing.join(', ')}`);
    if (flags.unexpected.length)
      lines.push(`red flags not expected: ${flags.unexpected.join(', ')}`);
    if (mentions.missing.length) {
      lines.push(`not mentioned: ${mentions.missing.map((phrase) => `"${phrase}"`).join(', ')}`);
    }
    if (grounded.unsupported.length) {
      lines.push(`numbers no figure supports: ${grounded.unsupported.join(', ')}`);
    }
    if (grounded.unknownKeys.length) {
      lines.push(`cites figures it was not given: ${grounded.unknownKeys.join(', ')}`);
    }
    if (sections.missing.length) lines.push(`sections missing: ${sections.missing.join(', ')}`);
    return lines.map((line) => `${row.company}: ${line}`);
  });
}
