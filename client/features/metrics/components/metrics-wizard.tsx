/**
 * The guided data-entry wizard (docs/product.md#wizard): four steps, the progress
 * panel, Previous / Next and Save Data. Values live in one form across the steps and in a
 * localStorage draft per user and project until they are saved. The shared metrics schema
 * checks each field as the user leaves it (and the filled fields of a step left with Next),
 * the review step lists every problem, and a save with problems opens the first one.
 *
 * Mount it with `key={userId:projectId}` so a project switch loads that project's draft.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  useWatch,
  type FieldErrors,
  type FieldPath,
  type Resolver,
} from 'react-hook-form';
import {
  metricsFormSchema,
  type MetricsPatch,
  type MetricsRecord,
} from '../../../../common/metrics/contract.ts';
import { SAVE_MESSAGES } from '../../../../common/shared/messages.ts';
import { METRICS_MESSAGES } from '../../../../common/metrics/messages.ts';
import { Alert, AlertDescription } from '../../../components/ui/alert.tsx';
import { saveWithToast } from '../../../lib/save-with-toast.ts';
import { useSaveMetrics } from '../api/metrics.ts';
import { useFocusAfterNavigation, type WizardFocus } from '../hooks/use-focus-after-navigation.ts';
import { startingPoint, useMetricsDraft } from '../hooks/use-metrics-draft.ts';
import { draftKey } from '../lib/draft.ts';
import { formPatch } from '../lib/patch.ts';
import { wizardProblems } from '../lib/problems.ts';
import {
  canJumpTo,
  filledFields,
  LAST_STEP,
  moveTo,
  STEP_COUNT,
  visibleValues,
  WIZARD_STEPS,
  type MetricsFormValues,
  type WizardPosition,
} from '../lib/wizard.ts';
import { WizardNavigation } from './wizard-navigation.tsx';
import { WizardProgress } from './wizard-progress.tsx';
import {
  CompanyContextStep,
  DataAccessStep,
  ReviewStep,
  UnitEconomicsStep,
} from './wizard-steps.tsx';

const schemaResolver = zodResolver(metricsFormSchema);

/** Validates what the user can see: the branch step 2 hides is left out (lib/wizard.ts). */
const visibleResolver: Resolver<MetricsFormValues, unknown, MetricsPatch> = (
  values,
  context,
  options,
) =>
  // The options are copied: react-hook-form types them by the form's values, which are
  // the text the inputs hold, a narrower type than everything the schema accepts.
  schemaResolver(visibleValues(values), context, { ...options });

interface MetricsWizardProps {
  /** The signed-in user's id: drafts are kept per user and project. */
  userId: string;
  /** The active project, or null (Save Data then reads "Select a project to save"). */
  projectId: number | null;
  /** Why saving is refused (viewer, archived project); the fields are read-only then. */
  readOnlyReason?: string | null;
  /** Shown beside Team Member Emails on the last step, given the field's text. */
  teamOffer?: (emails: string) => ReactNode;
  /**
   * The latest submission, which a save patches: the form starts from its values when no
   * draft is kept, and the review lists the values the save would clear.
   */
  previous?: MetricsRecord | undefined;
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
  previous,
  startStep,
  onSaved,
}: MetricsWizardProps) {
  const key = projectId === null ? null : draftKey(userId, projectId);
  // Read once per mount: the parent remounts the wizard to start it afresh.
  const [initial] = useState(() => startingPoint(key, previous, startStep));
  const [position, setPosition] = useState<WizardPosition>(initial.position);
  const { step } = position;
  const form = useForm<MetricsFormValues, unknown, MetricsPatch>({
    defaultValues: initial.values,
    resolver: visibleResolver,
    // Each field is checked when the user leaves it, then as it changes.
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: false, // the field may be on another step: focused after it opens
  });
  const save = useSaveMetrics(projectId);
  const readOnly = readOnlyReason !== null;
  const headingId = useId();
  const industry = useWatch({ control: form.control, name: 'industry' });
  const problems = wizardProblems(form.formState.errors, industry);

  const draft = useMetricsDraft(form, key, readOnly, position);

  // Values the wizard starts from (a draft) are checked at once, as if just left.
  useEffect(() => {
    const values = form.getValues();
    const filled = Array.from({ length: STEP_COUNT }, (_, index) => filledFields(values, index));
    if (filled.flat().length > 0) void form.trigger(filled.flat());
  }, [form]);

  // After a navigation: focus goes to the step's heading, or to the field to fix.
  const { stepRef, focusAfterRender } = useFocusAfterNavigation(form);

  /** Opens a step; the page scrolls to the top. */
  function goTo(target: number, focus: WizardFocus = { to: 'heading' }) {
    if (target !== step) {
      window.scrollTo({ top: 0 });
      // Leaving a step checks what it holds, even a value never focused (autofill).
      const filled = filledFields(form.getValues(), step);
      if (filled.length > 0) void form.trigger(filled);
    }
    setPosition((current) => moveTo(current, target));
    focusAfterRender(focus);
  }

  function jump(target: number) {
    if (canJumpTo(target, step)) goTo(target);
  }

  /** An Edit link of the review step: the field's step opens with the field focused. */
  function editField(target: number, field: FieldPath<MetricsFormValues>) {
    goTo(target, { to: 'field', field });
  }

  async function onValid(fields: MetricsPatch) {
    const patch = formPatch(form.getValues(), fields);
    if (!(await saveWithToast(() => save.mutateAsync(patch), METRICS_MESSAGES.metricsSaved)))
      return;
    draft.startOver();
    setPosition({ step: 0, furthest: 0 });
    goTo(0);
    onSaved?.();
  }

  function onInvalid(errors: FieldErrors<MetricsFormValues>) {
    const [first] = wizardProblems(errors, form.getValues('industry'));
    if (first) editField(first.step, first.path);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Enter in a field of an earlier step must not save: only the last step's button does.
    if (step !== LAST_STEP || readOnly || projectId === null || save.isPending) return;
    void form.handleSubmit(onValid, onInvalid)(event);
  }

  const saveLabel = save.isPending
    ? SAVE_MESSAGES.saving
    : projectId === null
      ? METRICS_MESSAGES.selectProjectToSave
      : METRICS_MESSAGES.saveData;
  const readOnlyId = `${headingId}-read-only`;

  return (
    <FormProvider {...form}>
      {/* Below lg the progress bar is the form card's top: one card on a phone. */}
      <div className="grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start lg:gap-6">
        <WizardProgress
          position={position}
          onJump={jump}
          stepsWithErrors={new Set(problems.map((problem) => problem.step))}
        />
        <form
          noValidate
          onSubmit={onSubmit}
          aria-labelledby={headingId}
          className="flex min-w-0 flex-col rounded-xl border border-border bg-background shadow-sm max-lg:rounded-t-none max-lg:border-t-0"
        >
          <div ref={stepRef} className="flex flex-col gap-3 p-4 sm:gap-5 sm:p-6">
            <div>
              {/* Below lg the progress bar above says the step. */}
              <p className="hidden text-xs font-medium uppercase tracking-wide text-accent lg:block">
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
              {step === 3 && (
                <ReviewStep
                  onGoToStep={jump}
                  onEditField={editField}
                  problems={problems}
                  previous={previous}
                  teamOffer={teamOffer}
                />
              )}
            </fieldset>
          </div>
          <WizardNavigation
            step={step}
            onGoTo={goTo}
            saveLabel={saveLabel}
            saveDisabled={readOnly || projectId === null || save.isPending}
            saveDescribedBy={readOnly ? readOnlyId : undefined}
          />
        </form>
      </div>
    </FormProvider>
  );
}
