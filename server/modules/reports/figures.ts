/**
 * The figures the drafter is given (docs/product.md#initial-report): the submission as stated,
 * the brief's computed figures, every connected channel's monthly averages from the warehouse
 * and the project's completeness. A draft cites them by key, and every number it writes must be
 * one of theirs (common/reports/grounding.ts). Pure: the same inputs give the same figures.
 */
import { createHash } from 'node:crypto';
import { metricsBrief, platformSpend, type BriefInputs } from '../../../common/brief/brief.ts';
import type { Completeness } from '../../../common/brief/completeness.ts';
import { PLATFORM_LABELS } from '../../../common/connections/constants.ts';
import { METRIC_FIELDS, type MetricField } from '../../../common/metrics/contract.ts';
import type { PlatformCheck } from '../../../common/platform-check/contract.ts';
import type { ReportFigure } from '../../../common/reports/contract.ts';
import { findFigures } from '../../../common/reports/grounding.ts';
import {
  formatCount,
  formatMoneyCompact,
  formatMoneyExact,
  formatNumber,
  formatPercentExact,
  formatPercentValue,
  formatSignedPercent,
} from '../../../common/shared/format.ts';

export interface DraftInputs {
  projectName: string;
  /** The latest submission; null before the first. */
  latest: (BriefInputs & Partial<Record<MetricField, unknown>>) | null;
  check: PlatformCheck;
  completeness: Completeness;
}

const AS_SUBMITTED = 'As submitted by the client';

/** The figure of a shown value: its numbers are the ones the value displays. */
function figure(key: string, label: string, value: string, formula: string): ReportFigure {
  const numbers = findFigures(value).map((found) => ({ value: found.value, kind: found.kind }));
  return { key, label, value, formula, numbers };
}

/** The submission's numbers as the client stated them. */
function statedFigures(latest: DraftInputs['latest']): ReportFigure[] {
  if (!latest) return [];
  return Object.entries(METRIC_FIELDS).flatMap(([name, spec]) => {
    const raw = latest[name as MetricField];
    if (typeof raw !== 'string' && typeof raw !== 'number') return [];
    if (raw === '') return [];
    const key = `input.${name}`;
    if (spec.kind === 'integer') {
      return [figure(key, spec.label, formatCount(Number(raw)), AS_SUBMITTED)];
    }
    if (spec.kind !== 'decimal') return [];
    const value =
      spec.unit === 'money'
        ? formatMoneyExact(raw)
        : spec.unit === 'percent'
          ? formatPercentExact(raw)
          : formatNumber(Number(raw), 2);
    return [figure(key, spec.label, value, AS_SUBMITTED)];
  });
}

/** Every connected channel's monthly averages over the check's full months, per currency. */
function channelFigures(check: PlatformCheck): ReportFigure[] {
  const channels = check.channels;
  if (!channels) return [];
  const window = `monthly average over ${channels.months} full months (${channels.from} to ${channels.to}), from the data warehouse`;
  return channels.currencies.flatMap(({ currency, channels: rows, total, revenue }) => {
    const money = (amount: number) => formatMoneyCompact(amount, currency);
    const perChannel = [...rows, { ...total, platform: 'total' as const }].flatMap((row) => {
      const name = row.platform === 'total' ? 'All channels' : PLATFORM_LABELS[row.platform];
      const key = `channel.${currency}.${row.platform}`;
      const figures = [
        figure(`${key}.spend`, `${name} spend a month`, money(row.spend), `Spend, ${window}`),
        figure(
          `${key}.conversions`,
          `${name} conversions a month`,
          formatNumber(row.conversions),
          `Conversions, ${window}`,
        ),
      ];
      if (row.costPerConversion !== null) {
        figures.push(
          figure(
            `${key}.costPerConversion`,
            `${name} cost per conversion`,
            money(row.costPerConversion),
            `Spend ÷ conversions, ${window}`,
          ),
        );
      }
      if (row.cac.gap !== null) {
        figures.push(
          figure(
            `${key}.cacGap`,
            `${name} cost per conversion against stated CAC`,
            formatSignedPercent(row.cac.gap * 100),
            `(Cost per conversion − current CAC) ÷ current CAC = (${money(row.cac.platform!)} − ${formatMoneyExact(row.cac.stated!)}) ÷ ${formatMoneyExact(row.cac.stated!)}`,
          ),
        );
      }
      return figures;
    });
    if (!revenue) return perChannel;
    return [
      ...perChannel,
      figure(
        `channel.${currency}.annualSpend`,
        'Ad platform spend a year',
        money(revenue.annualSpend),
        `Monthly spend of every channel × 12, ${window}`,
      ),
      figure(
        `channel.${currency}.spendToRevenue`,
        'Ad platform spend to revenue',
        formatPercentValue(revenue.percent),
        `Ad platform spend a year ÷ annual revenue = ${money(revenue.annualSpend)} ÷ ${formatMoneyExact(revenue.annualRevenue)}`,
      ),
    ];
  });
}

/** Every figure the drafter is given, in a stable order. */
export function reportFigures(inputs: DraftInputs): ReportFigure[] {
  const brief = inputs.latest
    ? metricsBrief(inputs.latest, { platformSpend: platformSpend(inputs.check) }).figures
    : [];
  return [
    ...statedFigures(inputs.latest),
    ...brief.map((item) => figure(item.id, item.label, item.value, item.formula)),
    ...channelFigures(inputs.check),
    figure(
      'completeness',
      'Completeness',
      `${inputs.completeness.score}%`,
      'The share of the checklist the client has filled in, essential items weighing most',
    ),
  ];
}

/** The figures' hash: a new draft is made only when it changes. */
export function figuresFingerprint(figures: readonly ReportFigure[]): string {
  const shown = figures.map(({ key, value }) => [key, value]);
  return createHash('sha256').update(JSON.stringify(shown)).digest('hex');
}
