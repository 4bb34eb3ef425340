/**
 * How complete a project's information is (docs/product.md#brief): a score from 0 to 100, which
 * the admin's Overview sorts and flags by (docs/product.md#workspace), and the checklist of what is
 * still missing, grouped by importance, which the client's dashboard shows with a link to
 * each item. The server stores the score in `projects.completeness` at every write that
 * changes an input: a submission, a note, a connection's state.
 */
import { type Platform, PLATFORM_LABELS, PLATFORMS } from '../connections/constants.ts';
import type { MetricField } from '../metrics/contract.ts';

export interface CompletenessInputs {
  /** The latest submission's fields, or null before the first. */
  latestSubmission: Partial<Record<MetricField, unknown>> | null;
  noteCount: number;
  /** The ad platforms whose connection is set up and running. */
  connectedPlatforms: readonly Platform[];
}

/** Where the client fills a missing item in: a wizard step (0-based), the notes, or a platform. */
export type ChecklistTarget =
  { kind: 'step'; step: number } | { kind: 'notes' } | { kind: 'connections' };

export type Importance = 'essential' | 'important' | 'helpful';

export interface ChecklistItem {
  id: string;
  label: string;
  importance: Importance;
  target: ChecklistTarget;
}

export interface Completeness {
  score: number;
  /** What is still missing, essential items first. */
  missing: ChecklistItem[];
}

/** An essential item counts three times a helpful one, an important one twice. */
export const IMPORTANCE_WEIGHT: Record<Importance, number> = {
  essential: 3,
  important: 2,
  helpful: 1,
};

const B2C_BLOCK = ['ltv', 'roas', 'averageDealSize', 'churnRate'] as const;
const FUNNEL_BLOCK = [
  'leadToMqlRate',
  'mqlToSqlRate',
  'sqlToOppRate',
  'oppToWonRate',
  'leadToMqlTime',
  'mqlToSqlTime',
  'sqlToOppTime',
  'oppToWonTime',
] as const;

/** A value the submission gave: not absent, not blank text, not an empty list. */
function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** Every item of the checklist with whether it is done. */
function checklist({ latestSubmission, noteCount, connectedPlatforms }: CompletenessInputs) {
  const fields = latestSubmission ?? {};
  const has = (field: MetricField) => isFilled(fields[field]);
  const industry = fields.industry;
  const block = industry === 'b2c' ? B2C_BLOCK : FUNNEL_BLOCK;
  const item = (
    id: string,
    label: string,
    importance: Importance,
    target: ChecklistTarget,
    done: boolean,
  ) => ({ item: { id, label, importance, target }, done });
  const step = (index: number): ChecklistTarget => ({ kind: 'step', step: index });
  return [
    item('revenue', 'Annual revenue', 'essential', step(0), has('trailingTwelveMonthRevenue')),
    item('industry', 'Industry', 'essential', step(0), has('industry')),
    item('actualCac', 'Current CAC', 'essential', step(1), has('actualCac')),
    item('targetCac', 'Target CAC', 'essential', step(1), has('targetCac')),
    item(
      'economics',
      industry === 'b2c'
        ? 'B2C economics: LTV, target ROAS, average deal size and churn'
        : 'Sales funnel: the four conversion rates and times',
      'important',
      step(1),
      isFilled(industry) && block.every(has),
    ),
    item('note', 'At least one note', 'important', { kind: 'notes' }, noteCount > 0),
    ...PLATFORMS.map((platform) =>
      item(
        `connect-${platform}`,
        `Connect ${PLATFORM_LABELS[platform]}`,
        'helpful',
        { kind: 'connections' },
        connectedPlatforms.includes(platform),
      ),
    ),
  ];
}

/** The project's score (whole percent of the weighted items done) and what is missing. */
export function projectCompleteness(inputs: CompletenessInputs): Completeness {
  const items = checklist(inputs);
  const weight = (entry: (typeof items)[number]) => IMPORTANCE_WEIGHT[entry.item.importance];
  const total = items.reduce((sum, entry) => sum + weight(entry), 0);
  const done = items.filter((entry) => entry.done).reduce((sum, entry) => sum + weight(entry), 0);
  return {
    score: Math.round((done * 100) / total),
    missing: items.filter((entry) => !entry.done).map((entry) => entry.item),
  };
}
