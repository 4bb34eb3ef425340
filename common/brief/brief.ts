/**
 * The metrics brief (docs/product.md#brief): figures computed from a project's latest submission
 * (and a platform's marketing spend, when there is one) and the red flags the firm raises on
 * them. Pure and deterministic: a figure appears only when every input it needs was given and
 * its denominators are not zero, so nothing shown is ever NaN or Infinity. Formulas, readings
 * and thresholds with their reasons: docs/metrics-brief.md.
 *
 * Money follows docs/product.md#formats: a figure's value is compact ("$1.04M"), the values in
 * its formula exact, as submitted ("$12,500,000.00").
 */
import type { FunnelTime, Industry } from '../metrics/constants.ts';
import { CAMPAIGN_WINDOW_DAYS } from '../google-ads/constants.ts';
import type { PlatformCheck } from '../platform-check/contract.ts';
import {
  WIZARD_CURRENCY,
  formatCount,
  formatMoneyCompact,
  formatMoneyExact,
  formatMonths,
  formatMultiple,
  formatNumber,
  formatPercentExact,
  formatPercentValue,
  formatSignedPercent,
  type CurrencyCode,
} from '../shared/format.ts';

/** The submission fields the brief reads (a stored submission satisfies it). */
export interface BriefInputs {
  industry: Industry | null;
  trailingTwelveMonthRevenue: string | null;
  ltv: string | null;
  actualCac: string | null;
  targetCac: string | null;
  churnRate: string | null;
  roas: string | null;
  grossMargin: string | null;
  averageOrderValue: string | null;
  averageOrderValuePostTaxReturns: string | null;
  purchaseFrequency: string | null;
  profitPerOrder: string | null;
  profitPerCustomerLtv: string | null;
  customerCount: number | null;
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

/**
 * Marketing spend on one platform over a period, in the platform account's currency: the
 * Google Ads snapshot's last 30 days today, the warehouse's channel data later.
 */
export interface PlatformSpend {
  amount: number;
  days: number;
  currency: CurrencyCode;
  /** The platform as the brief names it ("Google Ads"). */
  source: string;
}

export interface BriefOptions {
  platformSpend?: PlatformSpend | null;
}

export type BriefFigureId =
  | 'ltvToCac'
  | 'customersLostInAYear'
  | 'cacPayback'
  | 'grossProfitPayback'
  | 'firstYearGrossProfitToCac'
  | 'revenuePerCustomer'
  | 'cacGap'
  | 'targetRoas'
  | 'funnelConversion'
  | 'leadToWonTime'
  | 'monthlyRevenue'
  | 'revenuePerMarketer'
  | 'platformSpendShare';

export interface BriefFigure {
  id: BriefFigureId;
  label: string;
  /** The figure as people read it ("2.5x", "$1.04M", "8–35 days"). */
  value: string;
  /** The computation with its inputs, for the hover/tap explanation. */
  formula: string;
  /** A second line where the figure has one (what LTV is on, the weakest funnel step). */
  detail?: string;
}

export type BriefFlagId =
  | 'lowLtvToCac'
  | 'highChurn'
  | 'slowPayback'
  | 'cacAboveTarget'
  | 'lowTargetRoas'
  | 'weakFunnelStep'
  | 'highPlatformSpend';

export interface BriefFlag {
  id: BriefFlagId;
  /** What was found, with the figure. */
  title: string;
  /** One sentence on why it matters. */
  why: string;
  /** The brief's figures the flag rests on, each shown with its formula. */
  figures: BriefFigureId[];
}

export interface MetricsBrief {
  figures: BriefFigure[];
  flags: BriefFlag[];
  /** What the brief could not compare, and why (a platform's spend in another currency). */
  notes: string[];
}

/**
 * The firm's default thresholds; a value exactly at one raises nothing. Each flag's reason is
 * in its `why`, and in docs/metrics-brief.md.
 */
export const BRIEF_THRESHOLDS = {
  minLtvToCac: 3,
  /** 1 − 0.95^12 = 46% of the customers gone in a year at exactly 5% a month. */
  maxMonthlyChurnPercent: 5,
  /** Shared by the flag and the CAC chart's red (`cacFlagged`). */
  maxCacAboveTargetPercent: 20,
  maxPaybackMonths: 12,
  /** Below 1x the target itself loses money on ads. */
  minTargetRoas: 1,
  /** Twice the ~10% of revenue a company typically spends on all of its marketing. */
  maxPlatformSpendPercentOfRevenue: 20,
  /** A step is weak below this share of the median of the other three (`weakFunnelSteps`). */
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

const exact = (amount: number) => formatMoneyExact(amount);
const stated = (percent: number) => formatPercentExact(percent);

/**
 * A flag's number with one decimal, or as many more (up to four) as it takes not to read as
 * the threshold itself: "2.96x, below 3x", never "3.0x, below 3x".
 */
function beside(value: number, threshold: number, unit: string): string {
  let digits = 1;
  while (digits < 4 && formatNumber(value, digits) === formatNumber(threshold, digits)) digits++;
  return `${formatNumber(value, digits)}${unit}`;
}

/** The median of numbers (the middle one, or the mean of the two middle ones). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * A computed value as compared with a threshold: to 9 decimals, so that float noise never turns
 * a value exactly at a threshold into a flag (129.60 ÷ 43.20 is 2.9999999999999996 in binary).
 */
const settled = (value: number) => Math.round(value * 1e9) / 1e9;

/** (current − target) ÷ target as a percentage; null when either is missing or target is 0. */
export function cacGapPercent(current: number | null, target: number | null): number | null {
  const gap = ratio(current !== null && target !== null ? current - target : null, target);
  return gap === null ? null : gap * 100;
}

/** Current CAC beyond the threshold over target: the flag and the CAC chart's red alike. */
export function cacFlagged(gapPercent: number | null): boolean {
  return gapPercent !== null && settled(gapPercent) > BRIEF_THRESHOLDS.maxCacAboveTargetPercent;
}

/**
 * Which funnel steps are weak (under half the median of the other three): the flag and the
 * funnel chart's red alike.
 */
export function weakFunnelSteps(rates: number[]): boolean[] {
  return rates.map(
    (rate, index) =>
      rate <
      settled(
        median(rates.filter((_, other) => other !== index)) *
          BRIEF_THRESHOLDS.weakStepShareOfMedian,
      ),
  );
}

/** The share of the customers gone after twelve months at a monthly churn (percentages). */
const lostInAYear = (churnPercent: number) => (1 - (1 - churnPercent / 100) ** 12) * 100;

interface Computed {
  figures: BriefFigure[];
  flags: BriefFlag[];
  notes: string[];
}

/** An amount with the words and values that compute it, for a formula. */
interface Derived {
  value: number;
  /** "LTV × monthly churn × gross margin" */
  name: string;
  /** "$2,400.00 × 2.5% × 41%" */
  values: string;
}

/** The average order value the order data is read with: after tax and returns when given. */
function orderValue(inputs: BriefInputs): Derived | null {
  const net = num(inputs.averageOrderValuePostTaxReturns);
  const gross = num(inputs.averageOrderValue);
  const value = net ?? gross;
  if (value === null) return null;
  const name = net !== null ? 'average order value after tax and returns' : 'average order value';
  return { value, name, values: exact(value) };
}

/**
 * Revenue per customer a year from order data: average order value × purchase frequency
 * (orders per customer a year), else annual revenue ÷ customer count.
 */
function revenuePerCustomer(inputs: BriefInputs): (Derived & { orders: number | null }) | null {
  const order = orderValue(inputs);
  const frequency = num(inputs.purchaseFrequency);
  if (order && frequency !== null) {
    return {
      value: order.value * frequency,
      name: `${order.name} × purchase frequency`,
      values: `${order.values} × ${formatNumber(frequency, 2)}`,
      orders: frequency,
    };
  }
  const annual = num(inputs.trailingTwelveMonthRevenue);
  const perCustomer = ratio(annual, inputs.customerCount);
  if (perCustomer === null) return null;
  return {
    value: perCustomer,
    name: 'annual revenue ÷ customer count',
    values: `${exact(annual!)} ÷ ${formatCount(inputs.customerCount!)}`,
    orders: order ? ratio(perCustomer, order.value) : null,
  };
}

/**
 * The gross profit a customer brings in a month, from the first source given: LTV, churn and
 * gross margin; the profit LTV and churn; order data with gross margin or profit per order.
 */
function monthlyGrossProfit(inputs: BriefInputs): Derived | null {
  const ltv = num(inputs.ltv);
  const churn = num(inputs.churnRate);
  const margin = num(inputs.grossMargin);
  const profitLtv = num(inputs.profitPerCustomerLtv);
  if (ltv !== null && churn !== null && margin !== null) {
    return {
      value: ltv * (churn / 100) * (margin / 100),
      name: 'LTV × monthly churn × gross margin',
      values: `${exact(ltv)} × ${stated(churn)} × ${stated(margin)}`,
    };
  }
  if (profitLtv !== null && churn !== null) {
    return {
      value: profitLtv * (churn / 100),
      name: 'profit per customer (LTV) × monthly churn',
      values: `${exact(profitLtv)} × ${stated(churn)}`,
    };
  }
  const revenue = revenuePerCustomer(inputs);
  if (revenue && margin !== null) {
    return {
      value: (revenue.value * (margin / 100)) / 12,
      name: 'revenue per customer a year × gross margin ÷ 12',
      values: `${exact(revenue.value)} × ${stated(margin)} ÷ 12`,
    };
  }
  const profitPerOrder = num(inputs.profitPerOrder);
  if (revenue && revenue.orders !== null && profitPerOrder !== null) {
    return {
      value: (profitPerOrder * revenue.orders) / 12,
      name: 'profit per order × orders per customer a year ÷ 12',
      values: `${exact(profitPerOrder)} × ${formatNumber(revenue.orders, 2)} ÷ 12`,
    };
  }
  return null;
}

function ltvToCac(inputs: BriefInputs, out: Computed) {
  const revenueLtv = num(inputs.ltv);
  const profitLtv = num(inputs.profitPerCustomerLtv);
  const cac = num(inputs.actualCac);
  const margin = num(inputs.grossMargin);
  const ltv = revenueLtv ?? profitLtv;
  const value = ratio(ltv, cac);
  if (value === null) return;
  const onMargin =
    revenueLtv !== null && margin !== null ? ratio(ltv! * (margin / 100), cac) : null;
  out.figures.push({
    id: 'ltvToCac',
    label: 'LTV:CAC',
    value: formatMultiple(value),
    formula:
      revenueLtv !== null
        ? `Customer LTV ÷ current CAC = ${exact(ltv!)} ÷ ${exact(cac!)}`
        : `Profit per customer (LTV) ÷ current CAC = ${exact(ltv!)} ÷ ${exact(cac!)}`,
    detail:
      revenueLtv === null
        ? 'LTV on profit, as submitted (profit per customer).'
        : onMargin !== null
          ? `LTV read as revenue. On gross margin (${stated(margin!)}): ${formatMultiple(onMargin)}.`
          : 'LTV read as revenue: no gross margin was given.',
  });
  if (settled(value) < BRIEF_THRESHOLDS.minLtvToCac) {
    out.flags.push({
      id: 'lowLtvToCac',
      title: `LTV:CAC is ${beside(value, BRIEF_THRESHOLDS.minLtvToCac, 'x')}, below ${BRIEF_THRESHOLDS.minLtvToCac}x`,
      why: 'Below 3x, each customer returns too little over their lifetime to pay for acquiring them and the cost of serving them.',
      figures: ['ltvToCac'],
    });
  }
}

function churn(inputs: BriefInputs, out: Computed) {
  const monthly = num(inputs.churnRate);
  if (monthly === null) return;
  const lost = lostInAYear(monthly);
  const kept = formatNumber(1 - monthly / 100, 4);
  out.figures.push({
    id: 'customersLostInAYear',
    label: 'Customers lost in a year',
    value: formatPercentValue(lost),
    formula: `1 − (1 − monthly churn)^12 = 1 − ${kept}^12`,
  });
  if (monthly > BRIEF_THRESHOLDS.maxMonthlyChurnPercent) {
    out.flags.push({
      id: 'highChurn',
      title: `Monthly churn is ${stated(monthly)}, above ${BRIEF_THRESHOLDS.maxMonthlyChurnPercent}%`,
      // The share is computed, so the sentence holds at any rate (46% at exactly 5%).
      why: `At that rate ${formatPercentValue(lost)} of the customers are gone within a year (1 − ${kept}^12), so growth has to replace them before it adds any.`,
      figures: ['customersLostInAYear'],
    });
  }
}

function payback(inputs: BriefInputs, out: Computed) {
  const ltv = num(inputs.ltv);
  const cac = num(inputs.actualCac);
  const monthly = num(inputs.churnRate);
  const revenueAMonth = ltv !== null && monthly !== null ? ltv * (monthly / 100) : null;
  const months = ratio(cac, revenueAMonth);
  if (months !== null) {
    out.figures.push({
      id: 'cacPayback',
      label: 'CAC payback',
      value: formatMonths(months),
      formula: `Current CAC ÷ (LTV × monthly churn) = ${exact(cac!)} ÷ (${exact(ltv!)} × ${stated(monthly!)})`,
      detail: 'On revenue: LTV × monthly churn is what a customer brings in a month.',
    });
    if (settled(months) > BRIEF_THRESHOLDS.maxPaybackMonths) {
      out.flags.push({
        id: 'slowPayback',
        title: `CAC payback is ${beside(months, BRIEF_THRESHOLDS.maxPaybackMonths, ' months')}, above ${BRIEF_THRESHOLDS.maxPaybackMonths} months`,
        why: 'Beyond a year, cash spent on acquisition comes back slowly, so growing faster needs more funding.',
        figures: ['cacPayback'],
      });
    }
  }

  const profit = monthlyGrossProfit(inputs);
  if (cac === null || cac <= 0 || !profit || profit.value <= 0) return;
  out.figures.push({
    id: 'grossProfitPayback',
    label: 'Gross-profit payback',
    value: formatMonths(cac / profit.value),
    formula: `Current CAC ÷ (${profit.name}) = ${exact(cac)} ÷ (${profit.values})`,
  });
  // A customer churning at c a month is kept (1 − (1 − c)^12) ÷ c months of the first year.
  const churnShare = monthly !== null && monthly > 0 ? monthly / 100 : null;
  const months12 = churnShare === null ? 12 : (1 - (1 - churnShare) ** 12) / churnShare;
  out.figures.push({
    id: 'firstYearGrossProfitToCac',
    label: 'First-year gross profit to CAC',
    value: formatMultiple((profit.value * months12) / cac),
    formula:
      churnShare === null
        ? `Monthly gross profit × 12 ÷ current CAC = ${exact(profit.value)} × 12 ÷ ${exact(cac)}`
        : `Monthly gross profit × months kept in the first year ÷ current CAC = ${exact(profit.value)} × ${formatNumber(months12)} ÷ ${exact(cac)}`,
    detail:
      churnShare === null
        ? 'No monthly churn given: a customer is counted for the whole year.'
        : `Months kept: (1 − ${formatNumber(1 - churnShare, 4)}^12) ÷ ${stated(monthly!)} = ${formatNumber(months12)}.`,
  });
}

function orderData(inputs: BriefInputs, out: Computed) {
  const revenue = revenuePerCustomer(inputs);
  if (!revenue) return;
  const order = orderValue(inputs);
  out.figures.push({
    id: 'revenuePerCustomer',
    label: 'Revenue per customer a year',
    value: formatMoneyCompact(revenue.value),
    formula: `${revenue.name[0]!.toUpperCase()}${revenue.name.slice(1)} = ${revenue.values}`,
    ...(revenue.orders !== null &&
      order && {
        detail: `${formatNumber(revenue.orders)} orders a year at ${order.values} each.`,
      }),
  });
}

function cacGap(inputs: BriefInputs, out: Computed) {
  const cac = num(inputs.actualCac);
  const target = num(inputs.targetCac);
  const gap = cacGapPercent(cac, target);
  if (gap === null) return;
  out.figures.push({
    id: 'cacGap',
    label: 'Current vs target CAC',
    value: formatSignedPercent(gap),
    formula: `(Current CAC − target CAC) ÷ target CAC = (${exact(cac!)} − ${exact(target!)}) ÷ ${exact(target!)}`,
  });
  if (cacFlagged(gap)) {
    out.flags.push({
      id: 'cacAboveTarget',
      title: `Current CAC is ${beside(gap, BRIEF_THRESHOLDS.maxCacAboveTargetPercent, '%')} above target, more than the ${BRIEF_THRESHOLDS.maxCacAboveTargetPercent}% allowed`,
      why: 'More than 20% over target means the plan’s growth costs more than budgeted, or the target itself needs revisiting.',
      figures: ['cacGap'],
    });
  }
}

function targetRoas(inputs: BriefInputs, out: Computed) {
  const roas = num(inputs.roas);
  if (roas === null) return;
  const text = `${formatNumber(roas, 2)}x`;
  out.figures.push({
    id: 'targetRoas',
    label: 'Target ROAS (stated)',
    value: text,
    formula: 'As submitted: the revenue the client aims for per dollar of ad spend',
  });
  if (roas < BRIEF_THRESHOLDS.minTargetRoas) {
    out.flags.push({
      id: 'lowTargetRoas',
      title: `The stated target ROAS is ${text}, below ${BRIEF_THRESHOLDS.minTargetRoas}x`,
      why: 'Below 1x, the client’s own target has each advertising dollar bring back less than a dollar of revenue, so the ads lose money before any other cost is paid.',
      figures: ['targetRoas'],
    });
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
      value: formatPercentValue(endToEnd),
      formula: `Product of the four step rates = ${rates.map(stated).join(' × ')}`,
      detail: `Weakest step: ${FUNNEL_STEPS[weakest]!.label} (${stated(rates[weakest]!)})`,
    });
    const weak = weakFunnelSteps(rates);
    rates.forEach((rate, index) => {
      if (!weak[index]) return;
      const others = median(rates.filter((_, other) => other !== index));
      out.flags.push({
        id: 'weakFunnelStep',
        title: `${FUNNEL_STEPS[index]!.label} converts ${stated(rate)}, under half the other steps’ median (${formatPercentValue(others)})`,
        why: 'One step far weaker than the rest caps the whole funnel, so fixing it lifts won deals more than any other change.',
        figures: ['funnelConversion'],
      });
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

function revenue(inputs: BriefInputs, out: Computed, spend: PlatformSpend | null) {
  const annual = num(inputs.trailingTwelveMonthRevenue);
  if (annual === null) return;
  out.figures.push({
    id: 'monthlyRevenue',
    label: 'Monthly revenue',
    value: formatMoneyCompact(annual / 12),
    formula: `Annual revenue ÷ 12 = ${exact(annual)} ÷ 12`,
  });
  const perMarketer = ratio(annual, inputs.marketingTeamSize);
  if (perMarketer !== null) {
    out.figures.push({
      id: 'revenuePerMarketer',
      label: 'Revenue per marketing team member',
      value: formatMoneyCompact(perMarketer),
      formula: `Annual revenue ÷ marketing team size = ${exact(annual)} ÷ ${formatCount(inputs.marketingTeamSize!)}`,
    });
  }

  if (!spend || !(spend.days > 0) || annual <= 0) return;
  if (spend.currency !== WIZARD_CURRENCY) {
    out.notes.push(
      `${spend.source} spend is in ${spend.currency} and the submitted revenue in US dollars, so they are not compared.`,
    );
    return;
  }
  const aYear = (spend.amount / spend.days) * 365;
  const share = (aYear / annual) * 100;
  out.figures.push({
    id: 'platformSpendShare',
    label: `${spend.source} spend to revenue`,
    value: formatPercentValue(share),
    formula: `${spend.source} spend ÷ ${spend.days} days × 365 ÷ annual revenue = ${exact(spend.amount)} ÷ ${spend.days} × 365 ÷ ${exact(annual)}`,
    detail: `${formatMoneyCompact(spend.amount)} in ${spend.days} days: ${formatMoneyCompact(aYear)} a year at that pace.`,
  });
  const limit = BRIEF_THRESHOLDS.maxPlatformSpendPercentOfRevenue;
  if (settled(share) > limit) {
    out.flags.push({
      id: 'highPlatformSpend',
      title: `${spend.source} spend runs at ${beside(share, limit, '%')} of revenue, above ${limit}%`,
      why: `Companies typically spend about 10% of revenue on all of their marketing; one platform above ${limit}% costs twice that on its own, so the revenue it brings in should be checked before more is spent.`,
      figures: ['platformSpendShare'],
    });
  }
}

/** The brief of one submission, with a platform's marketing spend when there is one. */
export function metricsBrief(inputs: BriefInputs, options: BriefOptions = {}): MetricsBrief {
  const out: Computed = { figures: [], flags: [], notes: [] };
  ltvToCac(inputs, out);
  churn(inputs, out);
  orderData(inputs, out);
  payback(inputs, out);
  cacGap(inputs, out);
  targetRoas(inputs, out);
  funnel(inputs, out);
  revenue(inputs, out, options.platformSpend ?? null);
  return out;
}

/** The figures a flag rests on, as shown: "LTV:CAC 2.4x · Customers lost in a year 52.4%". */
export function flagBasis(flag: BriefFlag, figures: BriefFigure[]): string {
  return flag.figures
    .flatMap((id) => figures.filter((figure) => figure.id === id))
    .map((figure) => `${figure.label} ${figure.value}`)
    .join(' · ');
}

/** Days from the first of `from` ("2026-09") to the last of `to`, both months included. */
function daysInMonths(from: string, to: string): number {
  const first = Date.UTC(Number(from.slice(0, 4)), Number(from.slice(5, 7)) - 1, 1);
  const afterLast = Date.UTC(Number(to.slice(0, 4)), Number(to.slice(5, 7)), 1);
  return Math.round((afterLast - first) / 86_400_000);
}

/**
 * The platform spend the brief sets beside revenue: every connected channel's spend over the
 * channel check's full months when the warehouse has them, else the chosen Google Ads accounts'
 * 30 days; null without either, or when the spend is in more than one currency (a sum across
 * currencies would mean nothing).
 */
export function platformSpend(
  check: Pick<PlatformCheck, 'accounts' | 'channels'>,
): PlatformSpend | null {
  if (check.channels && check.channels.currencies.length > 0) {
    const { currencies, from, to, months } = check.channels;
    if (currencies.length > 1) return null;
    const [only] = currencies;
    return {
      amount: only!.total.spend * months,
      days: daysInMonths(from, to),
      currency: only!.currency,
      source: 'Ad platform',
    };
  }
  const reported = check.accounts.flatMap((account) =>
    account.snapshot ? [{ currency: account.currency, spend: account.snapshot.spend }] : [],
  );
  const currency = reported[0]?.currency;
  if (!currency || reported.some((account) => account.currency !== currency)) return null;
  return {
    amount: reported.reduce((sum, account) => sum + account.spend, 0),
    days: CAMPAIGN_WINDOW_DAYS,
    currency,
    source: 'Google Ads',
  };
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
  /** Weak enough to raise the weak-step flag: the only steps drawn in the flag colour. */
  flagged: boolean;
}

export interface CacChartData {
  current: number;
  target: number;
  /** Exact amounts, for the chart's table. */
  currentText: string;
  targetText: string;
  /** "+17.1%" against target; null with a zero target. */
  gapText: string | null;
  /** Beyond the cacAboveTarget flag's threshold: the only case drawn in the flag colour. */
  flagged: boolean;
}

/** What the brief's charts draw; each null unless all its inputs exist (and are drawable). */
export interface BriefCharts {
  funnel: FunnelChartStep[] | null;
  cac: CacChartData | null;
}

export function briefCharts(inputs: BriefInputs): BriefCharts {
  const rates = funnelRates(inputs);
  const weak = rates && weakFunnelSteps(rates);
  let reached = 100;
  const funnelSteps = rates?.map((rate, index) => {
    reached *= rate / 100;
    return {
      label: FUNNEL_STEPS[index]!.label,
      rate,
      rateText: stated(rate),
      reachedText: formatPercentValue(reached),
      weakest: index === weakestStep(rates),
      flagged: weak![index]!,
    };
  });
  const current = num(inputs.actualCac);
  const target = num(inputs.targetCac);
  const gap = cacGapPercent(current, target);
  // Both zero leaves nothing to scale the bars by.
  const cac =
    current !== null && target !== null && Math.max(current, target) > 0
      ? {
          current,
          target,
          currentText: exact(current),
          targetText: exact(target),
          gapText: gap === null ? null : formatSignedPercent(gap),
          flagged: cacFlagged(gap),
        }
      : null;
  return { funnel: funnelSteps ?? null, cac };
}
