/**
 * What a save of the wizard sends (docs/product.md#wizard): a patch of the latest submission.
 * Every field the form shows goes out, an emptied one as null (cleared); the fields it does
 * not show (the step 2 branch the industry hides, the columns the wizard never asks for) are
 * left out, so the server keeps their earlier values. The review step lists what it clears.
 */
import {
  METRIC_FIELDS,
  type MetricsPatch,
  type MetricsRecord,
} from '../../../../common/metrics/contract.ts';
import { fieldText } from '../../../../common/metrics/metric-text.ts';
import {
  hiddenFields,
  isFilled,
  STEP_FIELDS,
  type MetricsFormField,
  type MetricsFormValues,
} from './wizard.ts';

/** The fields the form shows for the chosen industry, in the wizard's order. */
function shownFields(values: MetricsFormValues): MetricsFormField[] {
  const hidden = hiddenFields(values.industry);
  return STEP_FIELDS.flat().filter((field) => !hidden.has(field));
}

/** The patch a save sends, from the form's values and what the schema made of them. */
export function formPatch(values: MetricsFormValues, parsed: MetricsPatch): MetricsPatch {
  return Object.fromEntries(
    shownFields(values).map((field) => [field, isFilled(values[field]) ? parsed[field] : null]),
  );
}

export interface RemovedValue {
  field: MetricsFormField;
  label: string;
  /** The earlier value as people read it. */
  text: string;
}

/** The earlier values this save clears: fields the form shows that the client emptied. */
export function removedValues(
  previous: MetricsRecord | undefined,
  values: MetricsFormValues,
): RemovedValue[] {
  if (!previous) return [];
  return shownFields(values).flatMap((field) => {
    const text = fieldText(previous, field);
    return text !== null && !isFilled(values[field])
      ? [{ field, label: METRIC_FIELDS[field].label, text }]
      : [];
  });
}
