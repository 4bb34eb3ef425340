/**
 * The metrics brief (docs/product.md#brief): figures computed from a project's latest submission
 * and the red flags the firm raises on them. Pure and deterministic: a figure appears only
 * when every input it needs was given and its denominators are not zero, so nothing shown
 * is ever NaN or Infinity. Formulas and thresholds: docs/metrics-brief.md.
 */
import type { FunnelTime, Industry } from '../metrics/constants.ts';

/** The submission fields the brief reads (a stored submission satisfies it). */
export interface BriefInputs {
  industry: Industry | null;
  trailingTwelveMonthRevenue: string | null;
  ltv: string | null;
  actualCac: string | null;
  targetCac: string | null;
  churnRate: string | null;
  leadToMqlRate: string | null;
  mqlToSqlRate: string | null;
  sqlToOppRate: string | null;
  oppToWonRate: string | null;
  leadToMqlTime: FunnelTime | null;
  mqlToSqlTime: FunnelTime | null;
  sqlToOppTime: FunnelTime | null;
  oppToWonTime: FunnelTime | null;
  marketingTeamSize: number | null;
}

export type BriefFigureId =
  | 'ltvToCac'
  | 'cacPayback'
  | 'cacGap'
  | 'funnelConversion'
  | 'leadToWonTime'
  | 'monthlyRevenue'
  | 'revenuePerMarketer';

export interface BriefFigure {
  id: BriefFigureId;
  label: string;
  /** The figure as people read it ("2.5x", "$41,666.67", "8–35 days"). */
  value: string;
  /** The computation with its inputs, for the hover/tap explanation. */
  formula: string;
  /** A second line where the figure has one (the weakest funnel step). */
  detail?: string;
}

export type BriefFlagId =
  'lowLtvToCac' | 'highChurn' | 'cacAboveTarget' | 'slowPayback' | 'weakFunnelStep';

export interface BriefFlag {
  id: BriefFlagId;
  /** What was found, with the figure. */
  title: string;
  /** One sentence on why it matters. */
  why: string;
}

export interface MetricsBrief {
  figures: BriefFigure[];
  flags: BriefFlag[];
}

/** The firm's default thresholds. */
export const BRIEF_THRESHOLDS = {
  minLtvToCac: 3,
  maxMonthlyChurnPercent: 5,
  maxCacAboveTargetPercent: 20,
  maxPaybackMonths: 12,
  /** A step is weak below this share of the median of the other three. */
  weakStepShareOfMedian: 0.5,
} as const;

/**
 * Days each time bucket stands for, lowest and highest; "14+ days" has no upper end.
 * "1 Day" is read as up to a day.
 */
export const FUNNEL_TIME_DAYS: Record<FunnelTime, { low: number; high: number | null }> = {
  '1_day': { low: 0, high: 1 },
  '1_7_days': { low: 1, high: 7 },
  '7_14_days': { low: 7, high: 14 },
  '14_plus_days': { low: 14, high: null },
};

export const FUNNEL_STEPS = [
  { label: 'Lead to MQL', rate: 'leadToMqlRate', time: 'leadToMqlTime' },
  { label: 'MQL to SQL', rate: 'mqlToSqlRate', time: 'mqlToSqlTime' },
  { label: 'SQL to Opportunity', rate: 'sqlToOppRate', time: 'sqlToOppTime' },
  { label: 'Opportunity to Won', rate: 'oppToWonRate', time: 'oppToWonTime' },
] as const;

/** A given, finite number from a stored decimal string, else null. */
function num(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/** a ÷ b when both exist and b is not zero, else null. */
function ratio(a: number | null, b: number | null): number | null {
  if (a === null || b === null || b === 0) return null;
  const result = a / b;
  return Number.isFinite(result) ? result : null;
}

const fixed = (digits: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const oneDecimal = fixed(1);
const twoDecimals = fixed(2);
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "2.5x" */
const times = (value: number) => `${oneDecimal.format(value)}x`;
/** "12.5%" (two decimals below 1%, so a small funnel's conversion is not shown as 0.0%). */
const percent = (value: number) =>
  `${(Math.abs(value) < 1 && value !== 0 ? twoDecimals : oneDecimal).format(value)}%`;
const money = (value: number) => usd.format(value);
const months = (value: number) => `${oneDecimal.format(value)} months`;

/** The median of numbers (the middle one, or the mean of the two middle ones). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

interface Computed {
  figures: BriefFigure[];
  flags: BriefFlag[];
}

function unitEconomics(inputs: BriefInputs, out: Computed) {
  const ltv = num(inputs.ltv);
  const cac = num(inputs.actualCac);
  const target = num(inputs.targetCac);
  const churn = num(inputs.churnRate);

  const ltvToCac = ratio(ltv, cac);
  if (ltvToCac !== null) {
    out.figures.push({
      id: 'ltvToCac',
      label: 'LTV:CAC',
      value: times(ltvToCac),
      formula: `Customer LTV ÷ current CAC = ${money(ltv!)} ÷ ${money(cac!)}`,
    });
    if (ltvToCac < BRIEF_THRESHOLDS.minLtvToCac) {
      out.flags.push({
        id: 'lowLtvToCac',
        title: `LTV:CAC is ${times(ltvToCac)}, below ${BRIEF_THRESHOLDS.minLtvToCac}x`,
        why: 'Below 3x, each customer returns too little over their lifetime to pay for acquiring them and the cost of serving them.',
      });
    }
  }

  if (churn !== null && churn > BRIEF_THRESHOLDS.maxMonthlyChurnPercent) {
    out.flags.push({
      id: 'highChurn',
      title: `Monthly churn is ${percent(churn)}, above ${BRIEF_THRESHOLDS.maxMonthlyChurnPercent}%`,
      why: 'Above 5% a month, more than half of the customers are gone within a year, so growth has to replace them before it adds any.',
    });
  }

  // Payback is read from the b2c block: LTV and churn are asked of b2c clients only.
  const monthlyValue = ltv !== null && churn !== null ? ltv * (churn / 100) : null;
  const payback = inputs.industry === 'b2c' ? ratio(cac, monthlyValue) : null;
  if (payback !== null) {
    out.figures.push({
      id: 'cacPayback',
      label: 'CAC payback',
      value: months(payback),
      formula: `Current CAC ÷ (LTV × monthly churn) = ${money(cac!)} ÷ (${money(ltv!)} × ${percent(churn!)})`,
    });
    if (payback > BRIEF_THRESHOLDS.maxPaybackMonths) {
      out.flags.push({
        id: 'slowPayback',
        title: `CAC payback is ${months(payback)}, above ${BRIEF_THRESHOLDS.maxPaybackMonths} months`,
        why: 'Beyond a year, cash spent on acquisition comes back slowly, so growing faster needs more funding.',
      });
    }
  }

  const gap = ratio(cac !== null && target !== null ? cac - target : null, target);
  if (gap !== null) {
    const gapPercent = gap * 100;
    out.figures.push({
      id: 'cacGap',
      label: 'Current vs target CAC',
      value: `${gapPercent > 0 ? '+' : ''}${percent(gapPercent)}`,
      formula: `(Current CAC − target CAC) ÷ target CAC = (${money(cac!)} − ${money(target!)}) ÷ ${money(target!)}`,
    });
    if (gapPercent > BRIEF_THRESHOLDS.maxCacAboveTargetPercent) {
      out.flags.push({
        id: 'cacAboveTarget',
        title: `Current CAC is ${percent(gapPercent)} above target`,
        why: 'More than 20% over target means the plan’s growth costs more than budgeted, or the target itself needs revisiting.',
      });
    }
  }
}

/** The four step rates (percent) when all are given, else null. */
function funnelRates(inputs: BriefInputs): number[] | null {
  const rates = FUNNEL_STEPS.map((step) => num(inputs[step.rate]));
  return rates.every((rate): rate is number => rate !== null) ? rates : null;
}

const weakestStep = (rates: number[]) => rates.indexOf(Math.min(...rates));

function funnel(inputs: BriefInputs, out: Computed) {
  const rates = funnelRates(inputs);
  if (rates) {
    const endToEnd = rates.reduce((product, rate) => product * (rate / 100), 1) * 100;
    const weakest = weakestStep(rates);
    out.figures.push({
      id: 'funnelConversion',
      label: 'Lead to won conversion',
      value: percent(endToEnd),
      formula: `Product of the four step rates = ${rates.map((rate) => percent(rate)).join(' × ')}`,
      detail: `Weakest step: ${FUNNEL_STEPS[weakest]!.label} (${percent(rates[weakest]!)})`,
    });
    rates.forEach((rate, index) => {
      const others = median(rates.filter((_, other) => other !== index));
      if (rate < others * BRIEF_THRESHOLDS.weakStepShareOfMedian) {
        out.flags.push({
          id: 'weakFunnelStep',
          title: `${FUNNEL_STEPS[index]!.label} converts ${percent(rate)}, under half the other steps’ median (${percent(others)})`,
          why: 'One step far weaker than the rest caps the whole funnel, so fixing it lifts won deals more than any other change.',
        });
      }
    });
  }

  const buckets = FUNNEL_STEPS.map((step) => inputs[step.time]);
  if (buckets.every((bucket): bucket is FunnelTime => bucket !== null)) {
    const days = buckets.map((bucket) => FUNNEL_TIME_DAYS[bucket]);
    const low = days.reduce((sum, day) => sum + day.low, 0);
    const open = days.some((day) => day.high === null);
    const high = days.reduce((sum, day) => sum + (day.high ?? 0), 0);
    out.figures.push({
      id: 'leadToWonTime',
      label: 'Lead to won time',
      value: open ? `${low}+ days` : `${low}–${high} days`,
      formula:
        'Sum of the four step times: 1 Day = 0–1, 1-7 Days = 1–7, 7-14 Days = 7–14, 14+ Days = 14 or more',
    });
  }
}

function revenue(inputs: BriefInputs, out: Computed) {
  const annual = num(inputs.trailingTwelveMonthRevenue);
  if (annual === null) return;
  out.figures.push({
    id: 'monthlyRevenue',
    label: 'Monthly revenue',
    value: money(annual / 12),
    formula: `Annual revenue ÷ 12 = ${money(annual)} ÷ 12`,
  });
  const perMarketer = ratio(annual, inputs.marketingTeamSize);
  if (perMarketer !== null) {
    out.figures.push({
      id: 'revenuePerMarketer',
      label: 'Revenue per marketing team member',
      value: money(perMarketer),
      formula: `Annual revenue ÷ marketing team size = ${money(annual)} ÷ ${inputs.marketingTeamSize}`,
    });
  }
}

/** The brief of one submission. */
export function metricsBrief(inputs: BriefInputs): MetricsBrief {
  const out: Computed = { figures: [], flags: [] };
  unitEconomics(inputs, out);
  funnel(inputs, out);
  revenue(inputs, out);
  return out;
}

/** One step of the funnel chart: its rate and the share of all leads that get past it. */
export interface FunnelChartStep {
  label: string;
  /** Percent, 0–100. */
  rate: number;
  rateText: string;
  /** Percent of all leads that reach the step's next stage. */
  reachedText: string;
  weakest: boolean;
}

export interface CacChartData {
  current: number;
  target: number;
  currentText: string;
  targetText: string;
}

/** What the brief's charts draw; each null unless all its inputs exist (and are drawable). */
export interface BriefCharts {
  funnel: FunnelChartStep[] | null;
  cac: CacChartData | null;
}

export function briefCharts(inputs: BriefInputs): BriefCharts {
  const rates = funnelRates(inputs);
  let reached = 100;
  const funnelSteps = rates?.map((rate, index) => {
    reached *= rate / 100;
    return {
      label: FUNNEL_STEPS[index]!.label,
      rate,
      rateText: percent(rate),
      reachedText: percent(reached),
      weakest: index === weakestStep(rates),
    };
  });
  const current = num(inputs.actualCac);
  const target = num(inputs.targetCac);
  // Both zero leaves nothing to scale the bars by.
  const cac =
    current !== null && target !== null && Math.max(current, target) > 0
      ? { current, target, currentText: money(current), targetText: money(target) }
      : null;
  return { funnel: funnelSteps ?? null, cac };
}
