/**
 * The wizard's problems: react-hook-form's error tree (the shared schema's messages) as a
 * list in the order the wizard shows its fields, each with its step and a label to name
 * the field. The progress panel marks their steps, the review step lists them, and a
 * failed save opens the first one.
 */
import type { FieldPath } from 'react-hook-form';
import { METRIC_FIELDS, type MetricField } from '../../../../common/metrics/contract.ts';
import {
  fieldRank,
  hiddenFields,
  isFormPath,
  stepOfPath,
  type MetricsFormValues,
} from './wizard.ts';

export interface WizardProblem {
  /** The field in error, as react-hook-form names it ("competitors.0.website"). */
  path: FieldPath<MetricsFormValues>;
  step: number;
  /** The schema's own message ("Target CAC cannot be negative"). */
  message: string;
  /** The field as its input is labelled ("Competitor 1 website"). */
  label: string;
}

/** Keys of an error object that are not fields. */
const ERROR_DETAILS = new Set(['message', 'type', 'ref', 'types', 'root']);

/** Every error of a react-hook-form error tree, with its path ("competitors.0.name"). */
function errorEntries(errors: object, prefix = ''): { path: string; message: string }[] {
  return Object.entries(errors).flatMap(([key, value]: [string, unknown]) => {
    if (!value || typeof value !== 'object' || (prefix && ERROR_DETAILS.has(key))) return [];
    const path = prefix ? `${prefix}.${key}` : key;
    const own =
      'message' in value && typeof value.message === 'string' && value.message
        ? [{ path, message: value.message }]
        : [];
    return [...own, ...errorEntries(value, path)];
  });
}

/** "Competitor 2 website" for competitors.1.website; the field's label otherwise. */
export function problemLabel(path: string): string {
  const [field, index, part] = path.split('.');
  if (field === 'competitors' && index !== undefined && part) {
    return `Competitor ${Number(index) + 1} ${part}`;
  }
  return METRIC_FIELDS[field as MetricField].label;
}

/**
 * The problems the user can see, in the wizard's order: errors of the step 2 branch the
 * industry hides are left out (the schema does not judge them either).
 */
export function wizardProblems(
  errors: object,
  industry: MetricsFormValues['industry'],
): WizardProblem[] {
  const hidden = hiddenFields(industry);
  return errorEntries(errors)
    .filter(({ path }) => !hidden.has(path.split('.')[0]!))
    .flatMap(({ path, message }) =>
      isFormPath(path)
        ? [{ path, step: stepOfPath(path), message, label: problemLabel(path) }]
        : [],
    )
    .sort((a, b) => fieldRank(a.path) - fieldRank(b.path));
}
