/**
 * How complete a project's information is, 0 to 100: the one rule the admin's Overview
 * sorts and flags by (docs/decisions/097-admin-overview.md). Today it is the share of the
 * wizard's fields (METRIC_FIELDS, the list the wizard and the project page use) that the
 * project's latest submission filled; a later issue adds notes and connections here.
 * The metrics service stores it in `projects.completeness` with each submission.
 */
import { METRIC_FIELDS, type MetricField } from './contracts/metrics.ts';

const FIELD_NAMES = Object.keys(METRIC_FIELDS) as MetricField[];

/** A value the submission gave: not absent, not blank text, not an empty list. */
function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** The share of the wizard's fields the latest submission filled, as a whole percent. */
export function projectCompleteness(
  latestSubmissionFields: Partial<Record<MetricField, unknown>>,
): number {
  const filled = FIELD_NAMES.filter((field) => isFilled(latestSubmissionFields[field])).length;
  return Math.round((filled * 100) / FIELD_NAMES.length);
}
