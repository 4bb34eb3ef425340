/**
 * The rules drafter (docs/product.md#initial-report): writes the initial report's draft from the
 * figures, the brief's red flags, the channel check and the completeness gaps, in plain
 * sentences whose every number is one of the figures' values (or an allowed constant). It is the
 * default drafter and needs no key; a language model's draft (a later drafter) has the same
 * shape and passes the same grounding check.
 */
import { metricsBrief, platformSpend, type BriefFlagId } from '../../../common/brief/brief.ts';
import type { ChecklistItem } from '../../../common/brief/completeness.ts';
import { PLATFORM_LABELS, type Platform } from '../../../common/connections/constants.ts';
import type { RecommendationHorizon } from '../../../common/reports/constants.ts';
import type { ReportDraft, ReportFigure } from '../../../common/reports/contract.ts';
import { REPORT_MESSAGES } from '../../../common/reports/messages.ts';
import { formatMoneyCompact } from '../../../common/shared/format.ts';
import type { DraftInputs } from './figures.ts';

type Finding = ReportDraft['findings'][number];
type Recommendation = ReportDraft['recommendations'][number];

const W = REPORT_MESSAGES.rules;

/** What each red flag asks for first, and when it pays. */
const FLAG_RECOMMENDATIONS: Record<
  BriefFlagId,
  { horizon: RecommendationHorizon; title: string; rationale: string }
> = {
  lowLtvToCac: { horizon: 'first_100_days', ...W.recommend.lowLtvToCac },
  highChurn: { horizon: 'first_100_days', ...W.recommend.highChurn },
  slowPayback: { horizon: 'value_creation_plan', ...W.recommend.slowPayback },
  cacAboveTarget: { horizon: 'first_100_days', ...W.recommend.cacAboveTarget },
  lowTargetRoas: { horizon: 'first_100_days', ...W.recommend.lowTargetRoas },
  weakFunnelStep: { horizon: 'first_100_days', ...W.recommend.weakFunnelStep },
  highPlatformSpend: { horizon: 'first_100_days', ...W.recommend.highPlatformSpend },
};

export function draftFromRules(inputs: DraftInputs, figures: readonly ReportFigure[]): ReportDraft {
  const byKey = new Map(figures.map((item) => [item.key, item]));
  const shown = (key: string) => byKey.get(key)?.value ?? null;
  const brief = inputs.latest
    ? metricsBrief(inputs.latest, { platformSpend: platformSpend(inputs.check) })
    : { figures: [], flags: [], notes: [] };
  const flagged = new Set(brief.flags.map((flag) => flag.id));

  const findings: Finding[] = [];
  const ltvToCac = shown('ltvToCac');
  if (ltvToCac) {
    findings.push(
      flagged.has('lowLtvToCac')
        ? { severity: 'high', figures: ['ltvToCac'], ...W.finding.ltvToCacLow(ltvToCac) }
        : { severity: 'low', figures: ['ltvToCac'], ...W.finding.ltvToCacHealthy(ltvToCac) },
    );
  }
  const payback = shown('cacPayback');
  if (payback) {
    findings.push(
      flagged.has('slowPayback')
        ? { severity: 'high', figures: ['cacPayback'], ...W.finding.paybackSlow(payback) }
        : { severity: 'low', figures: ['cacPayback'], ...W.finding.paybackWithinAYear(payback) },
    );
  }
  const lost = shown('customersLostInAYear');
  if (lost) {
    findings.push({
      severity: flagged.has('highChurn') ? 'high' : 'medium',
      figures: ['customersLostInAYear', 'input.churnRate'],
      ...W.finding.churn(lost),
    });
  }
  const gap = byKey.get('cacGap');
  if (gap) {
    findings.push({
      severity: flagged.has('cacAboveTarget') ? 'high' : 'low',
      figures: ['cacGap', 'input.actualCac', 'input.targetCac'],
      ...W.finding.cacGap(
        gap.value.replace(/^[+-]/, ''),
        (gap.numbers[0]?.value ?? 0) > 0,
        shown('input.actualCac') ?? '',
        shown('input.targetCac') ?? '',
      ),
    });
  }
  const funnel = byKey.get('funnelConversion');
  if (funnel) {
    findings.push({
      severity: flagged.has('weakFunnelStep') ? 'high' : 'medium',
      figures: ['funnelConversion'],
      ...W.finding.funnel(funnel.value),
    });
  }
  findings.push(...channelFindings(inputs, byKey));

  const recommendations: Recommendation[] = brief.flags
    .filter((flag, index, all) => all.findIndex((other) => other.id === flag.id) === index)
    .map((flag) => ({ ...FLAG_RECOMMENDATIONS[flag.id], figures: flag.figures }));
  if (!inputs.check.channels) {
    recommendations.push({ horizon: 'first_100_days', figures: [], ...W.recommend.connect });
  }
  recommendations.push({ horizon: 'value_creation_plan', figures: [], ...W.recommend.plan });

  return {
    summary: summary(inputs, byKey, brief.flags.length),
    findings,
    redFlags: brief.flags.map(({ title, why, figures: keys }) => ({ title, why, figures: keys })),
    recommendations,
    questions: questions(inputs, flagged, byKey),
    dataGaps: [
      ...inputs.completeness.missing.map(dataGap),
      ...(inputs.check.channels?.withoutMonths ?? []).map((platform) =>
        W.noMonths(PLATFORM_LABELS[platform]),
      ),
      ...brief.notes,
    ],
  };
}

/** A checklist item still missing, as the report names it. */
function dataGap(item: ChecklistItem): string {
  if (item.target.kind === 'notes') return W.noNote;
  if (item.target.kind === 'connections') {
    return W.notConnected(PLATFORM_LABELS[item.id.replace('connect-', '') as Platform]);
  }
  return W.gap(item.label);
}

/** Each channel's cost per conversion against the stated CAC, and spend against revenue. */
function channelFindings(inputs: DraftInputs, byKey: Map<string, ReportFigure>): Finding[] {
  const channels = inputs.check.channels;
  if (!channels) return [];
  return channels.currencies.flatMap(({ currency, comparable, channels: rows, revenue }) => {
    const found: Finding[] = rows.flatMap((row) => {
      const key = `channel.${currency}.${row.platform}`;
      const cost = byKey.get(`${key}.costPerConversion`);
      const gapFigure = byKey.get(`${key}.cacGap`);
      const name = PLATFORM_LABELS[row.platform];
      const spend = byKey.get(`${key}.spend`);
      if (!comparable && spend) {
        return [
          {
            severity: 'low',
            figures: [`${key}.spend`],
            ...W.finding.otherCurrency(name, spend.value, currency),
          } satisfies Finding,
        ];
      }
      if (!cost || !gapFigure) return [];
      return [
        {
          severity: row.cac.flagged ? 'high' : 'low',
          figures: [`${key}.costPerConversion`, `${key}.cacGap`, 'input.actualCac'],
          ...(row.cac.flagged
            ? W.finding.channelGap(name, cost.value, gapFigure.value)
            : W.finding.channelConsistent(name, cost.value, gapFigure.value)),
        } satisfies Finding,
      ];
    });
    const share = byKey.get(`channel.${currency}.spendToRevenue`);
    const annual = byKey.get(`channel.${currency}.annualSpend`);
    if (revenue && share && annual) {
      found.push({
        severity: revenue.flagged ? 'high' : 'low',
        figures: [`channel.${currency}.spendToRevenue`, `channel.${currency}.annualSpend`],
        ...W.finding.spendToRevenue(annual.value, share.value, revenue.flagged),
      });
    }
    return found;
  });
}

function summary(inputs: DraftInputs, byKey: Map<string, ReportFigure>, flagCount: number): string {
  const shown = (key: string) => byKey.get(key)?.value ?? null;
  const stated = byKey.get('input.trailingTwelveMonthRevenue')?.numbers[0]?.value;
  const revenue = stated === undefined ? null : formatMoneyCompact(stated);
  const economics = [
    shown('ltvToCac') && W.summaryLtvToCac(shown('ltvToCac')!),
    shown('cacPayback') && W.summaryPayback(shown('cacPayback')!),
  ].filter(Boolean);
  // Every channel with months, in every currency: each currency's spend on its own.
  const currencies = inputs.check.channels?.currencies ?? [];
  const platforms = [
    ...new Set(currencies.flatMap((entry) => entry.channels.map((row) => row.platform))),
  ].map((platform) => PLATFORM_LABELS[platform]);
  const totals = currencies.flatMap(
    (entry) => shown(`channel.${entry.currency}.total.spend`) ?? [],
  );
  return [
    revenue ? W.summaryRevenue(inputs.projectName, revenue, economics.join(W.and)) : null,
    flagCount === 0 ? W.summaryNoFlags : W.summaryFlags,
    platforms.length && totals.length
      ? W.summaryChannels(platforms.join(W.and), totals.join(W.and))
      : W.summaryNoChannels,
    W.summaryCompleteness(`${inputs.completeness.score}%`),
  ]
    .filter(Boolean)
    .join(' ');
}

function questions(
  inputs: DraftInputs,
  flagged: Set<BriefFlagId>,
  byKey: Map<string, ReportFigure>,
): string[] {
  const asked = [W.ask.otherCosts];
  if (byKey.has('input.actualCac')) asked.unshift(W.ask.cacMethod);
  if (byKey.has('input.ltv')) asked.push(W.ask.ltvBasis);
  if (byKey.has('input.churnRate')) asked.push(W.ask.churnSegments);
  if (flagged.has('weakFunnelStep')) asked.push(W.ask.weakStep);
  if (flagged.has('highPlatformSpend')) asked.push(W.ask.incrementality);
  if (
    inputs.check.channels?.currencies.some((entry) => entry.channels.some((row) => row.cac.flagged))
  ) {
    asked.push(W.ask.attribution);
  }
  return asked;
}
