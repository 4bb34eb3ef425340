/**
 * The wizard's draft (docs/product.md#wizard): its values and position kept in localStorage
 * per user and project on every change until they are saved (never for read-only users).
 */
import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { MetricsPatch, MetricsRecord } from '../../../../common/metrics/contract.ts';
import { clearDraft, hasDraft, readDraft, writeDraft } from '../lib/draft.ts';
import {
  emptyMetricsForm,
  formValuesOf,
  type MetricsFormValues,
  type WizardPosition,
} from '../lib/wizard.ts';

/**
 * Where the wizard opens: the draft kept, else the values of the submission it updates;
 * the step asked for first.
 */
export function startingPoint(
  key: string | null,
  previous: MetricsRecord | undefined,
  startStep: number | undefined,
): { values: MetricsFormValues; position: WizardPosition } {
  const draft = key && hasDraft(key) ? readDraft(key) : null;
  const step = startStep ?? draft?.step ?? 0;
  return {
    values: draft?.values ?? (previous ? formValuesOf(previous) : emptyMetricsForm()),
    position: { step, furthest: Math.max(step, draft?.furthest ?? 0) },
  };
}

export function useMetricsDraft(
  form: UseFormReturn<MetricsFormValues, unknown, MetricsPatch>,
  key: string | null,
  readOnly: boolean,
  position: WizardPosition,
) {
  // Keep the draft: every change of a value or of the position.
  const positionNow = useRef(position);
  useEffect(() => {
    if (!key || readOnly) return;
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => writeDraft(key, { values, ...positionNow.current }),
    });
  }, [form, key, readOnly]);
  useEffect(() => {
    positionNow.current = position;
    if (key && !readOnly) writeDraft(key, { values: form.getValues(), ...position });
  }, [form, key, readOnly, position]);

  /** After a save: the form emptied and the draft gone. */
  function startOver() {
    // Reset first: the reset itself writes the draft, which must not outlive the save
    // (onSaved may unmount the wizard before the position change would write it again).
    positionNow.current = { step: 0, furthest: 0 };
    form.reset(emptyMetricsForm());
    if (key) clearDraft(key);
  }

  return { startOver };
}
