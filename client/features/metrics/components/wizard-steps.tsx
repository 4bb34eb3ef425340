/** The four steps of the data-entry wizard (SPEC point 2), each a group of fields. */
import { ArrowRight, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import {
  FUNNEL_TIMES,
  FUNNEL_TIME_LABELS,
  INDUSTRIES,
  INDUSTRY_LABELS,
} from '../../../../common/constants.ts';
import { MAX_COMPETITORS, METRIC_FIELDS } from '../../../../common/contracts/metrics.ts';
import { DATA_MESSAGES } from '../../../../common/messages.ts';
import { Alert, AlertDescription } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { formatMoney, formatPercent } from '../../../lib/format.ts';
import {
  economicsBranch,
  FUNNEL_STAGES,
  FUNNEL_TRANSITIONS,
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
                placeholder="https://example.com"
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
    <div className="flex flex-col gap-5">
      <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
        {DATA_MESSAGES.optionalNote}
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
    <div className="flex flex-col gap-5">
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
    <div className="flex flex-col gap-5">
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

type SummaryItem = [label: string, value: string | null | undefined];

function SummarySection({
  title,
  items,
  step,
  onGoToStep,
}: {
  title: string;
  items: SummaryItem[];
  step: number;
  onGoToStep: (step: number) => void;
}) {
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
        {items.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd
              className={value ? 'whitespace-pre-wrap break-words' : 'italic text-muted-foreground'}
            >
              {value || 'Not provided'}
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
  teamOffer,
}: {
  onGoToStep: (step: number) => void;
  /** Beside Team Member Emails: what the page offers to do with them (invite them). */
  teamOffer?: ((emails: string) => ReactNode) | undefined;
}) {
  const values = useWatch<MetricsFormValues>() as MetricsFormValues;
  const branch = economicsBranch(values.industry);
  const competitors = (values.competitors ?? [])
    .filter((item) => item.name.trim())
    .map((item) => (item.website ? `${item.name} (${item.website})` : item.name))
    .join('\n');
  const economics: SummaryItem[] = [
    [METRIC_FIELDS.targetCac.label, formatMoney(values.targetCac)],
    [METRIC_FIELDS.actualCac.label, formatMoney(values.actualCac)],
  ];
  if (branch === 'b2c') {
    economics.push(
      [METRIC_FIELDS.ltv.label, formatMoney(values.ltv)],
      [METRIC_FIELDS.roas.label, values.roas],
      [METRIC_FIELDS.averageDealSize.label, formatMoney(values.averageDealSize)],
      [METRIC_FIELDS.churnRate.label, formatPercent(values.churnRate)],
    );
  }
  if (branch === 'funnel') {
    for (const { from, to, rate, time } of FUNNEL_TRANSITIONS) {
      const rateText = formatPercent(values[rate]);
      const timeText = values[time] ? FUNNEL_TIME_LABELS[values[time]] : null;
      economics.push([
        `${from} → ${to}`,
        rateText || timeText ? [rateText, timeText].filter(Boolean).join(', ') : null,
      ]);
    }
  }
  const revenueMissing = !values.trailingTwelveMonthRevenue?.trim();
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h3 className="text-base font-semibold">Ready to Submit</h3>
        <p className="text-sm text-muted-foreground">
          Check what you entered. You can go back to any step to change it.
        </p>
      </div>
      {revenueMissing && (
        <Alert variant="destructive">
          <AlertDescription className="flex flex-col items-start gap-3">
            {DATA_MESSAGES.requiredBeforeSaving}
            <Button type="button" variant="outline" size="sm" onClick={() => onGoToStep(0)}>
              Go to Company Context
            </Button>
          </AlertDescription>
        </Alert>
      )}
      <SummarySection
        title="Company Context"
        step={0}
        onGoToStep={onGoToStep}
        items={[
          [METRIC_FIELDS.industry.label, values.industry ? INDUSTRY_LABELS[values.industry] : null],
          [METRIC_FIELDS.customerSegments.label, values.customerSegments],
          [
            METRIC_FIELDS.trailingTwelveMonthRevenue.label,
            formatMoney(values.trailingTwelveMonthRevenue),
          ],
          [METRIC_FIELDS.topThreeCompetitors.label, values.topThreeCompetitors],
          ['Competitor websites', competitors],
        ]}
      />
      <SummarySection
        title="Unit Economics Lite"
        step={1}
        onGoToStep={onGoToStep}
        items={economics}
      />
      <SummarySection
        title="Data Access"
        step={2}
        onGoToStep={onGoToStep}
        items={[
          [METRIC_FIELDS.sourceOfTruth.label, values.sourceOfTruth],
          [METRIC_FIELDS.techStack.label, values.techStack],
          [METRIC_FIELDS.marketingTeamSize.label, values.marketingTeamSize],
        ]}
      />
      <TextAreaField
        name="growthInitiatives"
        label="Team Member Emails (optional)"
        hint="One email address per line: colleagues we may contact with questions about this data."
        placeholder={'jane@company.com\njohn@company.com'}
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
