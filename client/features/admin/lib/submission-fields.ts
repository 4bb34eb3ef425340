/**
 * A metrics submission as the admin's project page reads it: every field with the wizard's
 * label (METRIC_FIELDS, the one list of labels) and its value as people read it, and which
 * fields differ between two submissions (docs/product.md#workspace).
 */
import type { MetricField, MetricsRecord } from '../../../../common/metrics/contract.ts';
import {
  METRIC_FIELD_NAMES,
  fieldText,
  submissionFields,
  type SubmissionField,
} from '../../../../common/metrics/metric-text.ts';

export { METRIC_FIELD_NAMES, fieldText, submissionFields, type SubmissionField };

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
