/**
 * A metrics submission as the admin's project page reads it: every field with the wizard's
 * label (METRIC_FIELDS, the one list of labels) and its value as people read it, and which
 * fields differ between two submissions (docs/decisions/093-admin-project-page.md).
 */
import { FUNNEL_TIME_LABELS, INDUSTRY_LABELS } from '../../../../common/constants.ts';
import {
  METRIC_FIELDS,
  type MetricField,
  type MetricFieldSpec,
  type MetricsRecord,
} from '../../../../common/contracts/metrics.ts';
import { formatMoney, formatPercent } from '../../../lib/format.ts';

export const METRIC_FIELD_NAMES = Object.keys(METRIC_FIELDS) as MetricField[];

const ENUM_LABELS: Readonly<Record<string, string>> = { ...INDUSTRY_LABELS, ...FUNNEL_TIME_LABELS };

/** The field's value as text for people, or null when the submission left it empty. */
export function fieldText(record: MetricsRecord, field: MetricField): string | null {
  const value = record[field];
  if (value === null) return null;
  if (Array.isArray(value)) {
    return value.map((c) => (c.website ? `${c.name} (${c.website})` : c.name)).join('\n');
  }
  const spec: MetricFieldSpec = METRIC_FIELDS[field];
  switch (spec.kind) {
    case 'decimal':
      if (spec.unit === 'money') return formatMoney(String(value));
      if (spec.unit === 'percent') return formatPercent(String(value));
      return String(value);
    case 'integer':
      return Number(value).toLocaleString('en-US');
    case 'enum':
      return ENUM_LABELS[String(value)] ?? String(value);
    default:
      return String(value);
  }
}

export interface SubmissionField {
  field: MetricField;
  label: string;
  text: string | null;
}

/** Every field of the submission, in the table's order, filled or not. */
export function submissionFields(record: MetricsRecord): SubmissionField[] {
  return METRIC_FIELD_NAMES.map((field) => ({
    field,
    label: METRIC_FIELDS[field].label,
    text: fieldText(record, field),
  }));
}

/**
 * The fields whose stored value differs: a value added, removed or changed. Decimals are
 * compared as PostgreSQL writes them ("1000.00"), and the competitors list as a whole, so a
 * competitor added, removed, renamed or moved marks the field.
 */
export function changedFields(older: MetricsRecord, newer: MetricsRecord): Set<MetricField> {
  return new Set(
    METRIC_FIELD_NAMES.filter(
      (field) => JSON.stringify(older[field]) !== JSON.stringify(newer[field]),
    ),
  );
}
