/**
 * A draft as text: the Markdown body the analyst edits and the client reads, and the grounding
 * check a draft must pass before it is stored (docs/product.md#initial-report).
 */
import {
  RECOMMENDATION_HORIZONS,
  REPORT_ALLOWED_CONSTANTS,
} from '../../../common/reports/constants.ts';
import type { ReportDraft, ReportFigure } from '../../../common/reports/contract.ts';
import { checkGrounding, type FoundNumber } from '../../../common/reports/grounding.ts';
import { REPORT_MESSAGES as M } from '../../../common/reports/messages.ts';

/** Markdown's inline marks in a sentence, escaped so they read as written. */
const plain = (text: string) => text.replace(/([\\`*_[\]<>])/g, '\\$1');

const item = (title: string, text: string) => `- **${plain(title)}.** ${plain(text)}`;

function section(heading: string, lines: string[]): string[] {
  return lines.length === 0 ? [] : [`## ${heading}`, '', ...lines, ''];
}

export function draftToMarkdown(draft: ReportDraft): string {
  const recommendations = RECOMMENDATION_HORIZONS.flatMap((horizon) => {
    const lines = draft.recommendations
      .filter((entry) => entry.horizon === horizon)
      .map((entry) => item(entry.title, entry.rationale));
    return lines.length === 0 ? [] : [`### ${M.horizons[horizon]}`, '', ...lines, ''];
  });
  return [
    ...section(M.summary, [plain(draft.summary)]),
    ...section(
      M.findings,
      draft.findings.map((finding) =>
        item(`${M.severity[finding.severity]}: ${finding.title}`, finding.text),
      ),
    ),
    ...section(
      M.redFlags,
      draft.redFlags.map((flag) => item(flag.title, flag.why)),
    ),
    ...(recommendations.length ? [`## ${M.recommendations}`, '', ...recommendations] : []),
    ...section(
      M.questions,
      draft.questions.map((question) => `- ${plain(question)}`),
    ),
    ...section(
      M.dataGaps,
      draft.dataGaps.map((gap) => `- ${plain(gap)}`),
    ),
  ]
    .join('\n')
    .trim();
}

/** The texts a drafter wrote itself: everything but the red flags, which are the brief's rules. */
function writtenTexts(draft: ReportDraft): string[] {
  return [
    draft.summary,
    ...draft.findings.flatMap((finding) => [finding.title, finding.text]),
    ...draft.recommendations.flatMap((entry) => [entry.title, entry.rationale]),
    ...draft.questions,
    ...draft.dataGaps,
  ];
}

const groundingFigures = (figures: readonly ReportFigure[]) =>
  figures.flatMap((figure) => figure.numbers.map((number) => ({ key: figure.key, ...number })));

/** Why a draft is refused: numbers no figure supports, and citations of figures it was not given. */
export interface DraftProblems {
  unsupported: FoundNumber[];
  unknownKeys: string[];
}

export function draftProblems(
  draft: ReportDraft,
  figures: readonly ReportFigure[],
): DraftProblems | null {
  const known = groundingFigures(figures);
  const unsupported = writtenTexts(draft).flatMap(
    (text) => checkGrounding(text, known, REPORT_ALLOWED_CONSTANTS).unsupported,
  );
  const keys = new Set(figures.map((figure) => figure.key));
  const cited = [...draft.findings, ...draft.redFlags, ...draft.recommendations].flatMap(
    (entry) => entry.figures,
  );
  const unknownKeys = [...new Set(cited.filter((key) => !keys.has(key)))];
  return unsupported.length || unknownKeys.length ? { unsupported, unknownKeys } : null;
}

/**
 * The numbers of an edited body that nothing supports: not a figure, not a constant, and not
 * in the drafted text it started from (whose numbers passed the check, the red flags' included).
 */
export function unsupportedInBody(
  body: string,
  draft: ReportDraft,
  figures: readonly ReportFigure[],
): FoundNumber[] {
  const drafted = checkGrounding(draftToMarkdown(draft), [], []).unsupported;
  const known = [
    ...groundingFigures(figures),
    ...drafted.map((found) => ({ key: 'drafted', value: found.value, kind: found.kind })),
  ];
  return checkGrounding(body, known, REPORT_ALLOWED_CONSTANTS).unsupported;
}
