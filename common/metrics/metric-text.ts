/**
 * A submission's values as people read them (dollar sign, 2 decimals), with the
 * wizard's labels: one wording for the portal's screens and the brief's PDF.
 */
import { FUNNEL_TIME_LABELS, INDUSTRY_LABELS } from './constants.ts';
import {
  METRIC_FIELDS,
  type MetricField,
  type MetricFieldSpec,
  type MetricsRecord,
} from './contract.ts';
import { formatDecimalForPeople, parseDecimal } from '../shared/decimal.ts';

/** "$12,500,000.50" from the exact decimal string the API sends ("12500000.50"). */
export function formatMoney(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = parseDecimal(value);
  if (!parsed) return value;
  const fraction = parsed.fraction.padEnd(2, '0');
  const text = formatDecimalForPeople({ ...parsed, negative: false, fraction });
  return `${parsed.negative ? '-' : ''}$${text}`;
}

/** "3.25%" from "3.25" (trailing zeros dropped: "40.00" -> "40%"). */
export function formatPercent(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = parseDecimal(value);
  return parsed ? `${formatDecimalForPeople(parsed)}%` : value;
}

export const METRIC_FIELD_NAMES = Object.keys(METRIC_FIELDS) as MetricField[];

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
export function submissionFields(record: Pick<MetricsRecord, MetricField>): SubmissionField[] {
  return METRIC_FIELD_NAMES.map((field) => ({
    field,
    label: METRIC_FIELDS[field].label,
    text: fieldText(record, field),
  }));
}
