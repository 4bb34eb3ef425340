/** The initial report (docs/product.md#initial-report): its limits and the constants its texts may use. */
import { BRIEF_THRESHOLDS, FUNNEL_STEPS } from '../brief/brief.ts';
import { CHANNEL_MONTHS } from '../channels/constants.ts';
import { CHANNEL_CHECK_MONTHS } from '../platform-check/channel-check.ts';
import { PLATFORM_GAP_THRESHOLD } from '../platform-check/comparison.ts';
import { INITIAL_REPORT_DUE_HOURS } from '../stages/constants.ts';
import type { AllowedConstant } from './grounding.ts';

/** A draft's summary is read in a minute: at most this many words. */
export const SUMMARY_MAX_WORDS = 120;

/** The report's body as an analyst edits it (Markdown). */
export const REPORT_BODY_MAX_LENGTH = 40_000;

export const FINDING_SEVERITIES = ['high', 'medium', 'low'] as const;
export type FindingSeverity = (typeof FINDING_SEVERITIES)[number];

/** When a recommendation pays: the first 100 days, or the 12-18 month value-creation plan. */
export const RECOMMENDATION_HORIZONS = ['first_100_days', 'value_creation_plan'] as const;
export type RecommendationHorizon = (typeof RECOMMENDATION_HORIZONS)[number];

/** Who wrote a version: the rules drafter, a language model, or an analyst's edit. */
export const REPORT_ORIGINS = ['rules', 'model', 'edited'] as const;
export type ReportOrigin = (typeof REPORT_ORIGINS)[number];

/**
 * Whether a project's report may be drafted by a language model, and with the notes' text:
 * chosen by the firm per project, shown to the client (docs/product.md#initial-report).
 */
export const MODEL_USES = ['off', 'figures', 'figures_and_notes'] as const;
export type ModelUse = (typeof MODEL_USES)[number];

/** Why a draft meant for a model came from the rules instead. */
export const FALLBACK_REASONS = ['not_grounded', 'model_failed', 'daily_cap'] as const;
export type FallbackReason = (typeof FALLBACK_REASONS)[number];

/** Model calls at most per changed set of figures: the first, one transport retry, one grounding retry. */
export const MODEL_CALLS_PER_DRAFT = 3;

/** The firm's overview marks a report due within this many hours (or overdue). */
export const REPORT_DUE_SOON_HOURS = 12;

/**
 * Numbers any report text may use without a figure behind them, each of its kind: the flag
 * thresholds, the horizons, the funnel's four steps and the promise's hours
 * (docs/product.md#initial-report).
 */
export const REPORT_ALLOWED_CONSTANTS: readonly AllowedConstant[] = [
  { value: BRIEF_THRESHOLDS.minLtvToCac, kind: 'multiple' },
  { value: BRIEF_THRESHOLDS.minTargetRoas, kind: 'multiple' },
  { value: BRIEF_THRESHOLDS.maxMonthlyChurnPercent, kind: 'percent' },
  { value: BRIEF_THRESHOLDS.maxCacAboveTargetPercent, kind: 'percent' },
  { value: BRIEF_THRESHOLDS.maxPlatformSpendPercentOfRevenue, kind: 'percent' },
  { value: PLATFORM_GAP_THRESHOLD * 100, kind: 'percent' },
  // "about 10% of revenue on all of their marketing" (the platform-spend flag's reason).
  { value: 10, kind: 'percent' },
  BRIEF_THRESHOLDS.maxPaybackMonths,
  BRIEF_THRESHOLDS.weakStepShareOfMedian,
  CHANNEL_CHECK_MONTHS,
  CHANNEL_MONTHS,
  FUNNEL_STEPS.length,
  // The first 100 days; the 12-18 month plan; the 24-48 hour promise.
  100,
  12,
  18,
  24,
  INITIAL_REPORT_DUE_HOURS,
];
