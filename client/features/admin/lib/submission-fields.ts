/**
 * A metrics submission as the admin's project page reads it: every field with the wizard's
 * label (METRIC_FIELDS, the one list of labels) and its value as people read it, and how
 * each field differs between two submissions (docs/product.md#workspace).
 */
import {
  METRIC_FIELD_NAMES,
  type MetricField,
  type MetricsRecord,
} from '../../../../common/metrics/contract.ts';
import {
  fieldText,
  submissionFields,
  type SubmissionField,
} from '../../../../common/metrics/metric-text.ts';

export { fieldText, submissionFields, type SubmissionField };

/** A value given only in the newer, given in both but different, or given only in the older. */
export type FieldChange = 'added' | 'changed' | 'removed';

/**
 * How each field whose stored value differs has changed; fields alike are absent. Decimals
 * are compared as PostgreSQL writes them ("1000.00"), and the competitors list as a whole, so
 * a competitor added, removed, renamed or moved marks the field changed.
 */
export function fieldChanges(
  older: MetricsRecord,
  newer: MetricsRecord,
): Map<MetricField, FieldChange> {
  const changes = new Map<MetricField, FieldChange>();
  for (const field of METRIC_FIELD_NAMES) {
    const before = older[field];
    const after = newer[field];
    if (JSON.stringify(before) === JSON.stringify(after)) continue;
    changes.set(field, before === null ? 'added' : after === null ? 'removed' : 'changed');
  }
  return changes;
}
