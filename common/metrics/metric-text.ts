/**
 * A submission's values as people read them (docs/product.md#formats: dollar sign and 2
 * decimals, as submitted), with the wizard's labels: one wording for the portal's screens
 * and the brief's PDF.
 */
import { FUNNEL_TIME_LABELS, INDUSTRY_LABELS } from './constants.ts';
import {
  METRIC_FIELD_NAMES,
  METRIC_FIELDS,
  type MetricField,
  type MetricFieldSpec,
  type MetricsRecord,
} from './contract.ts';
import { formatCount, formatMoneyExact, formatPercentExact } from '../shared/format.ts';

const ENUM_LABELS: Readonly<Record<string, string>> = { ...INDUSTRY_LABELS, ...FUNNEL_TIME_LABELS };

/** The field's value as text for people, or null when the submission left it empty. */
export function fieldText(
  record: Pick<MetricsRecord, MetricField>,
  field: MetricField,
): string | null {
  const value = record[field];
  if (value === null) return null;
  if (Array.isArray(value)) {
    return value.map((c) => (c.website ? `${c.name} (${c.website})` : c.name)).join('\n');
  }
  const spec: MetricFieldSpec = METRIC_FIELDS[field];
  switch (spec.kind) {
    case 'decimal':
      if (spec.unit === 'money') return formatMoneyExact(String(value));
      if (spec.unit === 'percent') return formatPercentExact(String(value));
      return String(value);
    case 'integer':
      return formatCount(Number(value));
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
export function submissionFields(record: Pick<MetricsRecord, MetricField>): SubmissionField[] {
  return METRIC_FIELD_NAMES.map((field) => ({
    field,
    label: METRIC_FIELDS[field].label,
    text: fieldText(record, field),
  }));
}
