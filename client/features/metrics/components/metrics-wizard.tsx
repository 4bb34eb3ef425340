/**
 * The guided data-entry wizard (SPEC points 2, 4, 5 and 9): four steps, the progress
 * panel, Previous / Next and Save Data. Values live in one form across the steps and in a
 * localStorage draft per user and project until they are saved. The shared metrics schema
 * validates on save; the step holding the first error opens, with every error at its field.
 *
 * Mount it with `key={userId:projectId}` so a project switch loads that project's draft.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  type FieldErrors,
  type FieldPath,
  type Resolver,
} from 'react-hook-form';
import { metricsFormSchema, type MetricsFields } from '../../../../common/contracts/metrics.ts';
import { DATA_MESSAGES } from '../../../../common/messages.ts';
import { Alert, AlertDescription } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { saveWithToast } from '../../../lib/save-with-toast.ts';
import { useSaveMetrics } from '../api/metrics.ts';
import { clearDraft, draftKey, hasDraft, readDraft, writeDraft } from '../lib/draft.ts';
import {
  canJumpTo,
  emptyMetricsForm,
  firstStepWithError,
  isFormPath,
  LAST_STEP,
  STEP_FIELDS,
  stepOfPath,
  visibleValues,
  WIZARD_STEPS,
  type MetricsFormValues,
} from '../lib/wizard.ts';
import { WizardProgress } from './wizard-progress.tsx';
import {
  CompanyContextStep,
  DataAccessStep,
  ReviewStep,
  UnitEconomicsStep,
} from './wizard-steps.tsx';

const schemaResolver = zodResolver(metricsFormSchema);

/** Validates what the user can see: the branch step 2 hides is left out (lib/wizard.ts). */
const visibleResolver: Resolver<MetricsFormValues, unknown, MetricsFields> = (
  values,
  context,
  options,
) =>
  // The options are copied: react-hook-form types them by the form's values, which are
  // the text the inputs hold, a narrower type than everything the schema accepts.
  schemaResolver(visibleValues(values), context, { ...options });

/** Keys of an error object that are not fields. */
const ERROR_DETAILS = new Set(['message', 'type', 'ref', 'types', 'root']);

/** The paths of every error in a react-hook-form error tree ("competitors.0.name"). */
function errorPaths(errors: object, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]: [string, unknown]) => {
    if (!value || typeof value !== 'object' || (prefix && ERROR_DETAILS.has(key))) return [];
    const path = prefix ? `${prefix}.${key}` : key;
    const own = 'message' in value && typeof value.message === 'string' ? [path] : [];
    return [...own, ...errorPaths(value, path)];
  });
}

interface MetricsWizardProps {
  /** The signed-in user's id: drafts are kept per user and project. */
  userId: string;
  /** The active project, or null (Save Data then reads "Select a project to save"). */
  projectId: number | null;
  /** Why saving is refused (viewer, archived project); the fields are read-only then. */
  readOnlyReason?: string | null;
  /** Shown beside Team Member Emails on the last step, given the field's text. */
  teamOffer?: (emails: string) => ReactNode;
  /** The values to start from when no draft is kept (the latest submission's). */
  startValues?: MetricsFormValues;
  /** The step to open (a checklist link); else the draft's, else the first. */
  startStep?: number;
  /** Called once a save succeeded. */
  onSaved?: () => void;
}

export function MetricsWizard({
  userId,
  projectId,
  readOnlyReason = null,
  teamOffer,
  startValues,
  startStep,
  onSaved,
}: MetricsWizardProps) {
  const key = projectId === null ? null : draftKey(userId, projectId);
  // Read once per mount: the parent remounts the wizard to start it afresh.
  const [initial] = useState(() => {
    const draft = key && hasDraft(key) ? readDraft(key) : null;
    return {
      values: draft?.values ?? startValues ?? emptyMetricsForm(),
      step: startStep ?? draft?.step ?? 0,
    };
  });
  const [step, setStepState] = useState(initial.step);
  const form = useForm<MetricsFormValues, unknown, MetricsFields>({
    defaultValues: initial.values,
    resolver: visibleResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false, // the field may be on another step: focused after it opens
  });
  const save = useSaveMetrics(projectId);
  const readOnly = readOnlyReason !== null;
  const headingId = useId();
  const stepRef = useRef<HTMLDivElement>(null);
  // Each navigation (a step change, or a failed save) moves focus once it has rendered.
  const pendingFocus = useRef<
    { to: 'heading' } | { to: 'field'; field: FieldPath<MetricsFormValues> }
  >({ to: 'heading' });
  const [navigations, setNavigations] = useState(0);

  // Keep the draft: every change of a value or of the step (never for read-only users).
  const stepNow = useRef(step);
  useEffect(() => {
    if (!key || readOnly) return;
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => writeDraft(key, { values, step: stepNow.current }),
    });
  }, [form, key, readOnly]);
  useEffect(() => {
    stepNow.current = step;
    if (key && !readOnly) writeDraft(key, { values: form.getValues(), step });
  }, [form, key, readOnly, step]);

  // After a navigation: focus goes to the step's heading, or to its first field in error.
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

  /** Opens a step; the page scrolls to the top (SPEC point 4). */
  function goTo(target: number, focus: typeof pendingFocus.current = { to: 'heading' }) {
    if (target !== step) window.scrollTo({ top: 0 });
    pendingFocus.current = focus;
    setStepState(target);
    setNavigations((count) => count + 1);
  }

  function jump(target: number) {
    if (canJumpTo(target, step)) goTo(target);
  }

  const errorSteps = new Set(
    errorPaths(form.formState.errors)
      .map(stepOfPath)
      .filter((index) => index >= 0),
  );

  async function onValid(fields: MetricsFields) {
    if (!(await saveWithToast(() => save.mutateAsync(fields), DATA_MESSAGES.metricsSaved))) return;
    // Reset first: the reset itself writes the draft, which must not outlive the save
    // (onSaved may unmount the wizard before the step change would write it again).
    stepNow.current = 0;
    form.reset(emptyMetricsForm());
    if (key) clearDraft(key);
    goTo(0);
    onSaved?.();
  }

  function onInvalid(errors: FieldErrors<MetricsFormValues>) {
    const paths = errorPaths(errors);
    const target = firstStepWithError(paths);
    if (target === null) return;
    // The first field in error on that step, in the order the step shows its fields.
    const order: readonly string[] = STEP_FIELDS[target]!;
    const rank = (path: string) => order.indexOf(path.split('.')[0]!);
    const first = paths
      .filter((path) => rank(path) >= 0)
      .sort((a, b) => rank(a) - rank(b))
      .find(isFormPath);
    goTo(target, first ? { to: 'field', field: first } : { to: 'heading' });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Enter in a field of an earlier step must not save: only the last step's button does.
    if (step !== LAST_STEP || readOnly || projectId === null || save.isPending) return;
    void form.handleSubmit(onValid, onInvalid)(event);
  }

  const saveLabel = save.isPending
    ? DATA_MESSAGES.saving
    : projectId === null
      ? DATA_MESSAGES.selectProjectToSave
      : DATA_MESSAGES.saveData;
  const readOnlyId = `${headingId}-read-only`;

  return (
    <FormProvider {...form}>
      <div className="grid gap-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start">
        <WizardProgress step={step} onJump={jump} stepsWithErrors={errorSteps} />
        <form
          noValidate
          onSubmit={onSubmit}
          aria-labelledby={headingId}
          className="flex min-w-0 flex-col rounded-xl border border-border bg-background shadow-sm"
        >
          <div ref={stepRef} className="flex flex-col gap-5 p-5 sm:p-6">
            <div>
              <p className="text-xs font-medium uppercase tracking-wide text-accent">
                Step {step + 1} · about {WIZARD_STEPS[step]!.minutes} min
              </p>
              <h2 id={headingId} tabIndex={-1} className="text-xl font-semibold outline-none">
                {WIZARD_STEPS[step]!.title}
              </h2>
            </div>
            {readOnly && (
              <Alert id={readOnlyId}>
                <AlertDescription>{readOnlyReason}</AlertDescription>
              </Alert>
            )}
            <fieldset disabled={readOnly} className="min-w-0">
              {step === 0 && <CompanyContextStep />}
              {step === 1 && <UnitEconomicsStep onGoToStep={jump} />}
              {step === 2 && <DataAccessStep />}
              {step === 3 && <ReviewStep onGoToStep={jump} teamOffer={teamOffer} />}
            </fieldset>
          </div>
          <div className="flex items-center justify-between gap-3 border-t border-border px-5 py-4 sm:px-6">
            <Button
              type="button"
              variant="outline"
              disabled={step === 0}
              onClick={() => goTo(step - 1)}
            >
              <ChevronLeft aria-hidden="true" />
              Previous
            </Button>
            {/* Distinct keys: React must not turn the clicked Next into a submit button
                before the click's default action runs (that would save on step 3). */}
            {step < LAST_STEP ? (
              <Button key="next" type="button" onClick={() => goTo(step + 1)}>
                Next
                <ChevronRight aria-hidden="true" />
              </Button>
            ) : (
              <Button
                key="save"
                type="submit"
                variant="default"
                disabled={readOnly || projectId === null || save.isPending}
                aria-describedby={readOnly ? readOnlyId : undefined}
              >
                {saveLabel}
              </Button>
            )}
          </div>
        </form>
      </div>
    </FormProvider>
  );
}
