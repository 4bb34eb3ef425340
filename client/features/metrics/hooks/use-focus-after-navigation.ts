/**
 * Each navigation of the wizard (a step change, an Edit link, a failed save) moves focus once
 * the step has rendered: to the step's heading, or to the field to fix.
 */
import { useEffect, useRef, useState } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import type { MetricsPatch } from '../../../../common/metrics/contract.ts';
import type { MetricsFormValues } from '../lib/wizard.ts';

export type WizardFocus = { to: 'heading' } | { to: 'field'; field: FieldPath<MetricsFormValues> };

export function useFocusAfterNavigation(
  form: UseFormReturn<MetricsFormValues, unknown, MetricsPatch>,
) {
  /** The step's content: its heading is the first h2 in it. */
  const stepRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<WizardFocus>({ to: 'heading' });
  const [navigations, setNavigations] = useState(0);

  useEffect(() => {
    if (navigations === 0) return;
    const focus = pendingFocus.current;
    if (focus.to === 'field') {
      // The field is registered by now; its error may render a moment later (react-hook-form
      // publishes errors after onInvalid), which does not matter for focusing it.
      form.setFocus(focus.field);
      return;
    }
    stepRef.current?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  }, [form, navigations]);

  /** Called on a navigation: `focus` gets the focus once the wizard has rendered again. */
  function focusAfterRender(focus: WizardFocus) {
    pendingFocus.current = focus;
    setNavigations((count) => count + 1);
  }

  return { stepRef, focusAfterRender };
}
