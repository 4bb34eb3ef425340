/**
 * The data-entry wizard's rules (docs/product.md#wizard), free of React so they are easy
 * to test: the steps, where the user may go, the time estimate, which step holds a field,
 * and which fields the chosen industry shows.
 */
import type { FieldPath } from 'react-hook-form';
import type { MetricsRecord } from '../../../../common/metrics/contract.ts';
import {
  B2C_ECONOMICS_FIELDS,
  economicsBranch,
  type FunnelTime,
  type Industry,
  WIZARD_MINUTES_PER_STEP_ADVANCED,
  WIZARD_STEP_MINUTES,
} from '../../../../common/metrics/constants.ts';

export const WIZARD_STEPS = [
  { title: 'Company Context', minutes: WIZARD_STEP_MINUTES[0] },
  { title: 'Unit Economics Lite', minutes: WIZARD_STEP_MINUTES[1] },
  { title: 'Data Access', minutes: WIZARD_STEP_MINUTES[2] },
  { title: 'Review & Submit', minutes: WIZARD_STEP_MINUTES[3] },
] as const;
export const STEP_COUNT = WIZARD_STEPS.length;
export const LAST_STEP = STEP_COUNT - 1;
export const TOTAL_MINUTES = WIZARD_STEP_MINUTES.reduce((sum, minutes) => sum + minutes, 0);

/** Any earlier step, the current one, or at most one ahead. */
export function canJumpTo(target: number, current: number): boolean {
  return Number.isInteger(target) && target >= 0 && target <= LAST_STEP && target <= current + 1;
}

/**
 * Where the user is, and the furthest step reached: a step advanced stays advanced, so
 * going back (Previous, a jump, a save sent back to a problem) gives no time back
 * (docs/decisions/021-wizard-rules.md).
 */
export interface WizardPosition {
  step: number;
  furthest: number;
}

export function moveTo(position: WizardPosition, target: number): WizardPosition {
  return { step: target, furthest: Math.max(position.furthest, target) };
}

/** 8 minutes in total, falling by 2 minutes per step advanced (docs/product.md#constants). */
export function minutesRemaining({ furthest }: Pick<WizardPosition, 'furthest'>): number {
  return Math.max(0, TOTAL_MINUTES - WIZARD_MINUTES_PER_STEP_ADVANCED * furthest);
}

/** Minutes with one decimal: "8.0". */
export function formatMinutes(minutes: number): string {
  return minutes.toFixed(1);
}

/** The progress bar's fill: step 1 of 4 is a quarter done. */
export function progressPercent(step: number): number {
  return Math.round(((step + 1) / STEP_COUNT) * 100);
}

export function clampStep(step: unknown): number {
  return typeof step === 'number' && Number.isInteger(step)
    ? Math.min(Math.max(step, 0), LAST_STEP)
    : 0;
}

// ---------------------------------------------------------------- the form's fields

export interface CompetitorFormValue {
  name: string;
  website: string;
}

/** What the wizard's inputs hold: text, as typed (the shared schema turns it into values). */
export interface MetricsFormValues {
  industry: Industry | '';
  customerSegments: string;
  trailingTwelveMonthRevenue: string;
  topThreeCompetitors: string;
  competitors: CompetitorFormValue[];
  targetCac: string;
  actualCac: string;
  ltv: string;
  roas: string;
  averageDealSize: string;
  churnRate: string;
  leadToMqlRate: string;
  mqlToSqlRate: string;
  sqlToOppRate: string;
  oppToWonRate: string;
  leadToMqlTime: FunnelTime | '';
  mqlToSqlTime: FunnelTime | '';
  sqlToOppTime: FunnelTime | '';
  oppToWonTime: FunnelTime | '';
  sourceOfTruth: string;
  techStack: string;
  marketingTeamSize: string;
  growthInitiatives: string;
}
export type MetricsFormField = keyof MetricsFormValues;

export function emptyMetricsForm(): MetricsFormValues {
  return {
    industry: '',
    customerSegments: '',
    trailingTwelveMonthRevenue: '',
    topThreeCompetitors: '',
    competitors: [],
    targetCac: '',
    actualCac: '',
    ltv: '',
    roas: '',
    averageDealSize: '',
    churnRate: '',
    leadToMqlRate: '',
    mqlToSqlRate: '',
    sqlToOppRate: '',
    oppToWonRate: '',
    leadToMqlTime: '',
    mqlToSqlTime: '',
    sqlToOppTime: '',
    oppToWonTime: '',
    sourceOfTruth: '',
    techStack: '',
    marketingTeamSize: '',
    growthInitiatives: '',
  };
}

/**
 * A stored submission as the wizard's inputs hold it: "Update your data" starts from the
 * latest submission's values (docs/product.md#wizard). Absent values are empty inputs.
 */
export function formValuesOf(record: MetricsRecord): MetricsFormValues {
  const values = emptyMetricsForm();
  const text = values as unknown as Record<string, string>;
  for (const field of Object.keys(values) as MetricsFormField[]) {
    if (field === 'competitors') {
      values.competitors = (record.competitors ?? []).map(({ name, website }) => ({
        name,
        website: website ?? '',
      }));
    } else {
      const value = record[field];
      text[field] = value === null ? '' : String(value);
    }
  }
  return values;
}

/** The Lead > MQL > SQL > Opportunity > Won Deal funnel: four transitions. */
export const FUNNEL_STAGES = ['Lead', 'MQL', 'SQL', 'Opportunity', 'Won Deal'] as const;
export const FUNNEL_TRANSITIONS = [
  { from: 'Lead', to: 'MQL', rate: 'leadToMqlRate', time: 'leadToMqlTime' },
  { from: 'MQL', to: 'SQL', rate: 'mqlToSqlRate', time: 'mqlToSqlTime' },
  { from: 'SQL', to: 'Opportunity', rate: 'sqlToOppRate', time: 'sqlToOppTime' },
  { from: 'Opportunity', to: 'Won Deal', rate: 'oppToWonRate', time: 'oppToWonTime' },
] as const;
const FUNNEL_FIELDS = FUNNEL_TRANSITIONS.flatMap(({ rate, time }) => [rate, time]);

/**
 * The values the user can see, for validation and saving: the branch step 2 does not show
 * is left out (its values stay in the draft, so switching back restores them), so a hidden
 * field can never hold the form back with an error nobody can see.
 */
export function visibleValues(values: MetricsFormValues): Partial<MetricsFormValues> {
  const hidden = hiddenFields(values.industry);
  return Object.fromEntries(Object.entries(values).filter(([field]) => !hidden.has(field)));
}

/** The fields of the step 2 branch the industry does not show. */
export function hiddenFields(industry: MetricsFormValues['industry']): ReadonlySet<string> {
  const branch = economicsBranch(industry);
  return new Set<string>([
    ...(branch === 'b2c' ? [] : B2C_ECONOMICS_FIELDS),
    ...(branch === 'funnel' ? [] : FUNNEL_FIELDS),
  ]);
}

/** The step that shows each field, in the order the fields appear. */
export const STEP_FIELDS: readonly (readonly MetricsFormField[])[] = [
  [
    'industry',
    'customerSegments',
    'trailingTwelveMonthRevenue',
    'topThreeCompetitors',
    'competitors',
  ],
  ['targetCac', 'actualCac', ...B2C_ECONOMICS_FIELDS, ...FUNNEL_FIELDS],
  ['sourceOfTruth', 'techStack', 'marketingTeamSize'],
  ['growthInitiatives'],
];

/** The step that shows the field of an error path ("competitors.0.name" -> 0), or -1. */
export function stepOfPath(path: string): number {
  const field = path.split('.')[0];
  return STEP_FIELDS.findIndex((fields) => fields.some((name) => name === field));
}

/** The order in which the wizard shows a field: by step, then within its step. */
export function fieldRank(path: string): number {
  const field = path.split('.')[0];
  let rank = 0;
  for (const fields of STEP_FIELDS) {
    const index = fields.findIndex((name) => name === field);
    if (index >= 0) return rank + index;
    rank += fields.length;
  }
  return -1;
}

/** Whether an error path names one of the form's fields (or a part of one). */
export function isFormPath(path: string): path is FieldPath<MetricsFormValues> {
  return stepOfPath(path) >= 0;
}

/** Whether an input holds a value: text other than blanks, or a list with an item. */
export function isFilled(value: MetricsFormValues[MetricsFormField] | undefined): boolean {
  return Array.isArray(value) ? value.length > 0 : Boolean(value?.trim());
}

/** The fields of a step that hold a value (checked when the user leaves the step). */
export function filledFields(values: MetricsFormValues, step: number): MetricsFormField[] {
  return (STEP_FIELDS[step] ?? []).filter((field) => isFilled(values[field]));
}
