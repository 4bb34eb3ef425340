/** The four steps of the data-entry wizard, each a group of fields. */
import { AlertTriangle, ArrowRight, Eraser, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, type ReactNode } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import {
  economicsBranch,
  FUNNEL_TIME_LABELS,
  FUNNEL_TIMES,
  INDUSTRIES,
  INDUSTRY_LABELS,
} from '../../../../common/metrics/constants.ts';
import {
  MAX_COMPETITORS,
  METRIC_FIELDS,
  type MetricsRecord,
} from '../../../../common/metrics/contract.ts';
import { METRICS_MESSAGES } from '../../../../common/metrics/messages.ts';
import { Alert, AlertDescription } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { formatMoneyExact, formatPercentExact } from '../../../lib/format.ts';
import { removedValues, type RemovedValue } from '../lib/patch.ts';
import type { WizardProblem } from '../lib/problems.ts';
import {
  FUNNEL_STAGES,
  FUNNEL_TRANSITIONS,
  stepOfPath,
  WIZARD_STEPS,
  type MetricsFormValues,
} from '../lib/wizard.ts';
import {
  errorMessageAt,
  NumberField,
  RequiredLabel,
  SelectField,
  TextAreaField,
  TextField,
} from './wizard-fields.tsx';

const INDUSTRY_OPTIONS = INDUSTRIES.map((value) => ({ value, label: INDUSTRY_LABELS[value] }));
const FUNNEL_TIME_OPTIONS = FUNNEL_TIMES.map((value) => ({
  value,
  label: FUNNEL_TIME_LABELS[value],
}));

// ---------------------------------------------------------------- 1. Company Context

function CompetitorList() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<MetricsFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'competitors' });
  const listError = errorMessageAt(errors, 'competitors');
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-medium">Competitor websites (optional)</legend>
      <p className="text-xs text-muted-foreground">
        Name each competitor; add its website if you know it (a full address, e.g.
        https://example.com).
      </p>
      {fields.map((item, index) => {
        const nameError = errorMessageAt(errors, `competitors.${index}.name`);
        const websiteError = errorMessageAt(errors, `competitors.${index}.website`);
        return (
          <div
            key={item.id}
            className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
            data-testid="competitor-row"
          >
            <FormField label={`Competitor ${index + 1} name`} error={nameError}>
              <Input autoComplete="off" {...register(`competitors.${index}.name`)} />
            </FormField>
            <FormField label={`Competitor ${index + 1} website`} error={websiteError}>
              <Input
                type="url"
                autoComplete="off"
                placeholder="e.g. https://example.com"
                {...register(`competitors.${index}.website`)}
              />
            </FormField>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="sm:mt-6"
              aria-label={`Remove competitor ${index + 1}`}
              onClick={() => remove(index)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        );
      })}
      {listError && (
        <p role="alert" className="text-sm text-destructive">
          {listError}
        </p>
      )}
      {fields.length < MAX_COMPETITORS && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => append({ name: '', website: '' })}
        >
          <Plus aria-hidden="true" />
          Add competitor
        </Button>
      )}
    </fieldset>
  );
}

export function CompanyContextStep() {
  return (
    <div className="flex flex-col gap-4 sm:gap-5">
      <p className="text-sm text-muted-foreground sm:rounded-md sm:bg-muted sm:px-3 sm:py-2">
        {METRICS_MESSAGES.optionalNote}
      </p>
      <SelectField
        name="industry"
        label="Industry"
        placeholder="Select your industry"
        options={INDUSTRY_OPTIONS}
      />
      <TextAreaField
        name="customerSegments"
        label="Key Customer Segments"
        placeholder="e.g. Mid-market retailers in North America; first-time home buyers"
      />
      <NumberField
        name="trailingTwelveMonthRevenue"
        label={<RequiredLabel>Annual Revenue ($)</RequiredLabel>}
        hint="Revenue over the last twelve months, in US dollars."
        placeholder="e.g. 12500000"
        required
      />
      <TextField
        name="topThreeCompetitors"
        label="Top 3 Competitors"
        placeholder="e.g. Acme Corp, Globex, Initech"
      />
      <CompetitorList />
    </div>
  );
}

// ---------------------------------------------------------------- 2. Unit Economics Lite

function FunnelBlock() {
  return (
    <section aria-labelledby="funnel-heading" className="flex flex-col gap-4">
      <div>
        <h3 id="funnel-heading" className="text-base font-semibold">
          Lead-to-Sale Journey
        </h3>
        <p className="text-sm text-muted-foreground">
          For each stage of your funnel: the share that moves on, and how long it usually takes.
        </p>
      </div>
      <ol
        aria-label="Funnel stages"
        className="flex flex-wrap items-center gap-1.5 text-xs font-medium"
      >
        {FUNNEL_STAGES.map((stage, index) => (
          <li key={stage} className="flex items-center gap-1.5">
            <span className="rounded-full bg-accent/10 px-2.5 py-1 text-accent">{stage}</span>
            {index < FUNNEL_STAGES.length - 1 && (
              <ArrowRight className="size-3.5 text-muted-foreground" aria-hidden="true" />
            )}
          </li>
        ))}
      </ol>
      <div className="flex flex-col gap-3">
        {FUNNEL_TRANSITIONS.map(({ from, to, rate, time }) => (
          <fieldset key={rate} className="rounded-lg border border-border p-4">
            <legend className="px-1 text-sm font-semibold">
              {from} → {to}
            </legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <NumberField
                name={rate}
                label={`${from} to ${to} Conversion Rate (%)`}
                max={100}
                placeholder="e.g. 25"
              />
              <SelectField
                name={time}
                label={`${from} to ${to} Average Time`}
                placeholder="Select a time"
                options={FUNNEL_TIME_OPTIONS}
              />
            </div>
          </fieldset>
        ))}
      </div>
    </section>
  );
}

export function UnitEconomicsStep({ onGoToStep }: { onGoToStep: (step: number) => void }) {
  const industry = useWatch<MetricsFormValues, 'industry'>({ name: 'industry' });
  const branch = economicsBranch(industry);
  return (
    <div className="flex flex-col gap-4 sm:gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <NumberField name="targetCac" label="Target CAC ($)" placeholder="e.g. 150" />
        <NumberField name="actualCac" label="Current CAC ($)" placeholder="e.g. 180" />
      </div>
      {branch === 'b2c' && (
        <section aria-label="Consumer economics" className="grid gap-5 sm:grid-cols-2">
          <NumberField name="ltv" label="Customer LTV ($)" placeholder="e.g. 640" />
          <NumberField name="roas" label="Target ROAS" placeholder="e.g. 4.5" />
          <NumberField name="averageDealSize" label="Average Deal Size ($)" placeholder="e.g. 90" />
          <NumberField
            name="churnRate"
            label="Monthly Churn Rate (%)"
            max={100}
            placeholder="e.g. 3.5"
          />
        </section>
      )}
      {branch === 'funnel' && <FunnelBlock />}
      {branch === null && (
        <Alert>
          <AlertDescription className="flex flex-col items-start gap-3">
            Choose your industry in Company Context to see the metrics that fit your business:
            customer economics for B2C companies, your lead-to-sale funnel for everyone else.
            <Button type="button" variant="outline" size="sm" onClick={() => onGoToStep(0)}>
              Choose industry
            </Button>
          </AlertDescription>
        </Alert>
      )}
    </div>
  );
}

// ---------------------------------------------------------------- 3. Data Access

export function DataAccessStep() {
  return (
    <div className="flex flex-col gap-4 sm:gap-5">
      <TextField
        name="sourceOfTruth"
        label="Primary Data Source"
        placeholder="e.g. Salesforce, HubSpot, Shopify, Google Analytics"
      />
      <TextAreaField
        name="techStack"
        label="Key Marketing Tools"
        placeholder="e.g. Google Ads, Meta Ads, Klaviyo, Segment"
      />
      <NumberField
        name="marketingTeamSize"
        label="Marketing Team Size"
        step="1"
        placeholder="e.g. 6"
        hint="People working on marketing, in-house and agency."
      />
    </div>
  );
}

// ---------------------------------------------------------------- 4. Review & Submit

/** A line of the summary: the label, the value as people read it, and the field it shows. */
interface SummaryItem {
  label: string;
  value: string | null | undefined;
  /** The field (or list) it shows: a value with a problem is shown as typed, flagged. */
  field?: string;
  /** The value as typed. */
  raw?: string | undefined;
}

function SummarySection({
  title,
  items,
  step,
  onGoToStep,
  problemPaths,
}: {
  title: string;
  items: SummaryItem[];
  step: number;
  onGoToStep: (step: number) => void;
  problemPaths: readonly string[];
}) {
  const hasProblem = (field: string | undefined) =>
    field !== undefined &&
    problemPaths.some((path) => path === field || path.startsWith(`${field}.`));
  return (
    <section className="rounded-lg border border-border p-4">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h4 className="text-sm font-semibold">{title}</h4>
        <Button
          type="button"
          variant="link"
          size="sm"
          className="h-auto p-0"
          onClick={() => onGoToStep(step)}
        >
          Edit<span className="sr-only"> {title}</span>
        </Button>
      </div>
      <dl className="grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[minmax(0,14rem)_1fr]">
        {items.map(({ label, value, field, raw }) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            {hasProblem(field) ? (
              <dd className="flex items-start gap-1.5 break-words text-destructive">
                <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span className="whitespace-pre-wrap">
                  {(raw ?? value) || 'Not provided'}
                  <span className="sr-only"> (needs fixing)</span>
                </span>
              </dd>
            ) : (
              <dd
                className={
                  value ? 'whitespace-pre-wrap break-words' : 'italic text-muted-foreground'
                }
              >
                {value || 'Not provided'}
              </dd>
            )}
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Every problem the schema finds, each with an Edit link that opens its field. */
function ProblemList({
  problems,
  onEditField,
}: {
  problems: readonly WizardProblem[];
  onEditField: (step: number, field: WizardProblem['path']) => void;
}) {
  const titleId = useId();
  const count = problems.length;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-lg border border-destructive/50 bg-destructive/5 p-4"
    >
      <h3 id={titleId} className="flex items-center gap-2 text-sm font-semibold text-destructive">
        <AlertTriangle aria-hidden="true" className="size-4" />
        {count === 1 ? '1 problem' : `${count} problems`} to fix before you can save
      </h3>
      <ul className="mt-2 flex flex-col gap-2 text-sm">
        {problems.map(({ path, step, message, label }) => (
          <li key={path} className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span>
              <span className="text-muted-foreground">{WIZARD_STEPS[step]!.title}: </span>
              {message}
            </span>
            <Button
              type="button"
              variant="link"
              size="sm"
              className="h-auto p-0"
              aria-label={`Edit ${label}`}
              onClick={() => onEditField(step, path)}
            >
              Edit
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The earlier values this save clears (fields the client emptied), each with an Edit link to
 * its field, so nothing is lost without being seen first.
 */
function RemovedList({
  removed,
  onGoToStep,
  onEditField,
}: {
  removed: readonly RemovedValue[];
  onGoToStep: (step: number) => void;
  onEditField: (step: number, field: WizardProblem['path']) => void;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h3 id={titleId} className="flex items-center gap-2 text-sm font-semibold">
        <Eraser aria-hidden="true" className="size-4" />
        {METRICS_MESSAGES.willBeRemovedTitle(removed.length)}
      </h3>
      <p className="mt-1 text-sm">{METRICS_MESSAGES.willBeRemovedNote}</p>
      <dl className="mt-2 grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[minmax(0,14rem)_1fr_auto]">
        {removed.map(({ field, label, text }) => (
          <div key={field} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd className="line-clamp-3 whitespace-pre-wrap break-words">{text}</dd>
            <dd className="mb-2 sm:mb-0">
              <Button
                type="button"
                variant="link"
                size="sm"
                className="h-auto p-0"
                aria-label={`Edit ${label}`}
                onClick={() =>
                  field === 'competitors'
                    ? onGoToStep(stepOfPath(field))
                    : onEditField(stepOfPath(field), field)
                }
              >
                Edit
              </Button>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const NEXT_STEPS = [
  'Our AI analysis starts immediately.',
  'Personalised insights and recommendations are generated.',
  'Your initial report is delivered within 24-48 hours.',
  'We schedule a strategy call with you.',
];

export function ReviewStep({
  onGoToStep,
  onEditField,
  problems,
  previous,
  teamOffer,
}: {
  onGoToStep: (step: number) => void;
  onEditField: (step: number, field: WizardProblem['path']) => void;
  /** The form's problems, in the wizard's order (lib/problems.ts). */
  problems: readonly WizardProblem[];
  /** The submission this save patches, if any: what it would clear is listed. */
  previous: MetricsRecord | undefined;
  /** Beside Team Member Emails: what the page offers to do with them (invite them). */
  teamOffer?: ((emails: string) => ReactNode) | undefined;
}) {
  const { trigger } = useFormContext<MetricsFormValues>();
  // Arriving here checks everything, so the list below and the progress panel are complete.
  useEffect(() => {
    void trigger();
  }, [trigger]);
  const values = useWatch<MetricsFormValues>() as MetricsFormValues;
  const branch = economicsBranch(values.industry);
  const problemPaths = problems.map((problem) => problem.path);
  const removed = removedValues(previous, values);
  const competitors = (values.competitors ?? [])
    .filter((item) => item.name.trim() || item.website.trim())
    .map((item) => [item.name, item.website && `(${item.website})`].filter(Boolean).join(' '))
    .join('\n');
  const money = (field: 'targetCac' | 'actualCac' | 'ltv' | 'averageDealSize') => ({
    label: METRIC_FIELDS[field].label,
    value: formatMoneyExact(values[field]),
    field,
    raw: values[field],
  });
  const economics: SummaryItem[] = [money('targetCac'), money('actualCac')];
  if (branch === 'b2c') {
    economics.push(
      money('ltv'),
      { label: METRIC_FIELDS.roas.label, value: values.roas, field: 'roas' },
      money('averageDealSize'),
      {
        label: METRIC_FIELDS.churnRate.label,
        value: formatPercentExact(values.churnRate),
        field: 'churnRate',
        raw: values.churnRate,
      },
    );
  }
  if (branch === 'funnel') {
    for (const { from, to, rate, time } of FUNNEL_TRANSITIONS) {
      const rateText = formatPercentExact(values[rate]);
      const timeText = values[time] ? FUNNEL_TIME_LABELS[values[time]] : null;
      economics.push({
        label: `${from} → ${to}`,
        value: rateText || timeText ? [rateText, timeText].filter(Boolean).join(', ') : null,
        field: rate,
        raw: [values[rate] && `${values[rate]}%`, timeText].filter(Boolean).join(', '),
      });
    }
  }
  return (
    <div className="flex flex-col gap-4 sm:gap-5">
      <div>
        <h3 className="text-base font-semibold">Ready to Submit</h3>
        <p className="text-sm text-muted-foreground">
          Check what you entered. You can go back to any step to change it.
        </p>
      </div>
      {problems.length > 0 && <ProblemList problems={problems} onEditField={onEditField} />}
      {removed.length > 0 && (
        <RemovedList removed={removed} onGoToStep={onGoToStep} onEditField={onEditField} />
      )}
      <SummarySection
        title="Company Context"
        step={0}
        onGoToStep={onGoToStep}
        problemPaths={problemPaths}
        items={[
          {
            label: METRIC_FIELDS.industry.label,
            value: values.industry ? INDUSTRY_LABELS[values.industry] : null,
          },
          { label: METRIC_FIELDS.customerSegments.label, value: values.customerSegments },
          {
            label: METRIC_FIELDS.trailingTwelveMonthRevenue.label,
            value: formatMoneyExact(values.trailingTwelveMonthRevenue),
            field: 'trailingTwelveMonthRevenue',
            raw: values.trailingTwelveMonthRevenue,
          },
          { label: METRIC_FIELDS.topThreeCompetitors.label, value: values.topThreeCompetitors },
          { label: 'Competitor websites', value: competitors, field: 'competitors' },
        ]}
      />
      <SummarySection
        title="Unit Economics Lite"
        step={1}
        onGoToStep={onGoToStep}
        problemPaths={problemPaths}
        items={economics}
      />
      <SummarySection
        title="Data Access"
        step={2}
        onGoToStep={onGoToStep}
        problemPaths={problemPaths}
        items={[
          { label: METRIC_FIELDS.sourceOfTruth.label, value: values.sourceOfTruth },
          { label: METRIC_FIELDS.techStack.label, value: values.techStack },
          {
            label: METRIC_FIELDS.marketingTeamSize.label,
            value: values.marketingTeamSize,
            field: 'marketingTeamSize',
          },
        ]}
      />
      <TextAreaField
        name="growthInitiatives"
        label="Team Member Emails (optional)"
        hint="One email address per line: colleagues we may contact with questions about this data."
        placeholder={'e.g. jane@company.com\njohn@company.com'}
        rows={4}
      />
      {teamOffer?.(values.growthInitiatives ?? '')}
      <section className="rounded-lg bg-muted p-4 text-sm">
        <h4 className="mb-2 font-semibold">What happens next</h4>
        <ol className="list-decimal space-y-1 pl-5 text-muted-foreground">
          {NEXT_STEPS.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
