/**
 * The brief asks for what it needs (docs/product.md#brief): where LTV:CAC or CAC payback
 * needs customer LTV or monthly churn and the wizard does not ask them of the industry, a
 * small form for exactly the missing ones. It saves a patch of the latest submission through
 * the metrics save (a new submission, everything else kept). Shown to those who may submit.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { economicsBranch } from '../../../../common/metrics/constants.ts';
import {
  METRIC_FIELDS,
  metricsFieldsSchema,
  type MetricsPatch,
  type MetricsRecord,
} from '../../../../common/metrics/contract.ts';
import { METRICS_MESSAGES } from '../../../../common/metrics/messages.ts';
import { SAVE_MESSAGES } from '../../../../common/shared/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { saveWithToast } from '../../../lib/save-with-toast.ts';

type FigureField = 'ltv' | 'churnRate';
type FigureValues = Record<FigureField, string>;
type FigurePatch = Pick<MetricsPatch, FigureField>;

const INPUTS: Record<FigureField, { label: string; max?: number; placeholder: string }> = {
  ltv: { label: `${METRIC_FIELDS.ltv.label} ($)`, placeholder: 'e.g. 2400' },
  churnRate: { label: `${METRIC_FIELDS.churnRate.label} (%)`, max: 100, placeholder: 'e.g. 2.5' },
};

/**
 * The figures to ask for: LTV and churn the submission lacks, when the wizard does not ask
 * them of its industry and current CAC (which both figures divide) is given.
 */
function missingFigures(submission: MetricsRecord): FigureField[] {
  if (economicsBranch(submission.industry) === 'b2c' || submission.actualCac === null) return [];
  return (['ltv', 'churnRate'] as const).filter((field) => submission[field] === null);
}

/** The shared schema's rules for the two fields, and at least one of those shown given. */
function figuresResolver(
  shown: readonly FigureField[],
): Resolver<FigureValues, unknown, FigurePatch> {
  const resolve = zodResolver(
    metricsFieldsSchema
      .pick({ ltv: true, churnRate: true })
      .refine((patch) => shown.some((field) => patch[field] !== undefined), {
        message: METRICS_MESSAGES.addFiguresEmpty,
        path: [shown[0]!],
      }),
  );
  // The options are copied: react-hook-form types them by the inputs' text, narrower than
  // what the schema takes.
  return (values, context, options) => resolve(values, context, { ...options });
}

interface AddFiguresFormProps {
  /** The latest submission, the one the brief is computed from. */
  submission: MetricsRecord;
  /** Saves the patch (POST /api/metrics); rejects with the reason it failed. */
  onSave: (patch: FigurePatch) => Promise<unknown>;
}

export function AddFiguresForm({ submission, onSave }: AddFiguresFormProps) {
  const missing = missingFigures(submission);
  // Keyed by the submission: a save that leaves one figure missing starts a fresh form.
  return missing.length > 0 ? (
    <FiguresForm key={submission.id} missing={missing} onSave={onSave} />
  ) : null;
}

function FiguresForm({
  missing,
  onSave,
}: {
  missing: FigureField[];
  onSave: AddFiguresFormProps['onSave'];
}) {
  const titleId = useId();
  const form = useForm<FigureValues, unknown, FigurePatch>({
    resolver: figuresResolver(missing),
    defaultValues: { ltv: '', churnRate: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function save(patch: FigurePatch) {
    await saveWithToast(() => onSave(patch), METRICS_MESSAGES.metricsSaved);
  }

  return (
    <Card role="region" aria-labelledby={titleId} className="print:hidden">
      <CardHeader className="pb-3">
        <CardTitle id={titleId} className="text-base">
          {METRICS_MESSAGES.addFiguresTitle({
            ltv: missing.includes('ltv'),
            churnRate: missing.includes('churnRate'),
          })}
        </CardTitle>
        <CardDescription>{METRICS_MESSAGES.addFiguresNote}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          aria-labelledby={titleId}
          className="flex flex-col gap-4 sm:flex-row sm:items-start"
          onSubmit={form.handleSubmit(save)}
        >
          {missing.map((field) => (
            <div key={field} className="sm:w-56">
              <FormField label={INPUTS[field].label} error={errors[field]?.message}>
                <Input
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min={0}
                  max={INPUTS[field].max}
                  placeholder={INPUTS[field].placeholder}
                  {...form.register(field)}
                />
              </FormField>
            </div>
          ))}
          <Button type="submit" className="self-start sm:mt-7" disabled={isSubmitting}>
            {isSubmitting ? SAVE_MESSAGES.saving : METRICS_MESSAGES.addFiguresSave}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
