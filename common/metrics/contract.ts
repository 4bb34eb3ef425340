/**
 * Metrics records (docs/product.md#wizard): POST /api/metrics and GET /api/metrics.
 *
 * The fields are written here from the `metrics` table's columns (server/db/schema/app.ts),
 * one descriptor per column, without id, userId, projectId and createdAt; an API test
 * (server/modules/metrics/contract.test.ts) fails when the two drift apart. One schema
 * judges the wizard in the browser and the request on the server:
 *
 * - money and rate fields are decimal strings (numbers are accepted too), checked exactly
 *   against the column's precision and scale, with a readable message, never a database
 *   error; the stored value comes back as PostgreSQL writes it ("1234.50");
 * - a request is a patch of the project's latest submission (docs/product.md#wizard): a field
 *   left out, or sent as an empty string, is "not given" and keeps its earlier value; an
 *   explicit null (or an empty competitors list) clears it. Annual revenue
 *   (trailingTwelveMonthRevenue) can be changed but never cleared, and a project's first
 *   submission needs it (the server checks that one: only it knows what came before);
 * - competitors need a name; a website, when given, must be an http(s) address.
 */
import { z } from '../shared/zod.ts';
import { DATABASE_INT_MAX } from '../shared/constants.ts';
import { FUNNEL_TIMES, INDUSTRIES, TEST_FREQUENCIES } from './constants.ts';
import {
  compareDecimal,
  decimal,
  formatDecimal,
  formatDecimalForPeople,
  numericMax,
  parseDecimal,
  type Decimal,
} from '../shared/decimal.ts';
import { METRICS_MESSAGES } from './messages.ts';
import { VALIDATION_MESSAGES } from '../shared/messages.ts';
import { projectIdSchema } from '../projects/contract.ts';
import { withoutNul } from '../shared/request.ts';

/** Longest text a free-text field takes (the request body limit of the route allows it). */
export const METRICS_TEXT_MAX = 5000;
/** "Top 3 competitors". */
export const MAX_COMPETITORS = 3;
const COMPETITOR_NAME_MAX = 200;
const WEBSITE_MAX = 2048;

type DecimalField = {
  kind: 'decimal';
  label: string;
  /** How people read it: dollars, a percentage, or a plain figure (a ratio, a frequency). */
  unit: 'money' | 'percent' | 'number';
  precision: number;
  scale: number;
  /** Smallest value allowed (default 0: amounts and rates are not negative). */
  min?: string;
  /** Largest value allowed (default: what the column holds). */
  max?: string;
  required?: boolean;
};
type IntegerField = { kind: 'integer'; label: string };
type TextField = { kind: 'text'; label: string };
type EnumField = { kind: 'enum'; label: string; values: readonly [string, ...string[]] };
type CompetitorsField = { kind: 'competitors'; label: string };
export type MetricFieldSpec =
  DecimalField | IntegerField | TextField | EnumField | CompetitorsField;

const money = (label: string, extra: Partial<DecimalField> = {}): DecimalField => ({
  kind: 'decimal',
  label,
  unit: 'money',
  precision: 10,
  scale: 2,
  ...extra,
});
const largeMoney = (label: string, extra: Partial<DecimalField> = {}): DecimalField => ({
  kind: 'decimal',
  label,
  unit: 'money',
  precision: 12,
  scale: 2,
  ...extra,
});
/** A rate or ratio: NUMERIC(5, 2), 0 to 999.99. */
const rate = (label: string, extra: Partial<DecimalField> = {}): DecimalField => ({
  kind: 'decimal',
  label,
  unit: 'number',
  precision: 5,
  scale: 2,
  ...extra,
});
/** A percentage: NUMERIC(5, 2), 0 to 100. */
const percent = (label: string, extra: Partial<DecimalField> = {}) =>
  rate(label, { max: '100', unit: 'percent', ...extra });
const text = (label: string): TextField => ({ kind: 'text', label });
const integer = (label: string): IntegerField => ({ kind: 'integer', label });
const funnelTime = (label: string) => ({ kind: 'enum', label, values: FUNNEL_TIMES }) as const;
const testFrequency = (label: string) =>
  ({ kind: 'enum', label, values: TEST_FREQUENCIES }) as const;

/** Every metrics column a client sends, in the table's order, with its label. */
export const METRIC_FIELDS = {
  industry: { kind: 'enum', label: 'Industry', values: INDUSTRIES },
  // Economics
  targetCac: money('Target CAC'),
  targetRoi: rate('Target ROI'),
  roas: rate('Target ROAS'),
  paybackPeriod: rate('Payback Period'),
  customerSegments: text('Key Customer Segments'),
  // The one required field (NOT NULL), written out so its type keeps `required: true`.
  trailingTwelveMonthRevenue: {
    kind: 'decimal',
    label: 'Annual Revenue',
    unit: 'money',
    precision: 12,
    scale: 2,
    required: true,
  },
  revenueImpact: largeMoney('Revenue Impact', { min: '-9999999999.99' }),
  averageDealSize: money('Average Deal Size'),
  ltv: money('Customer LTV'),
  churnRate: percent('Monthly Churn Rate'),
  seasonality: text('Seasonality'),
  actualCac: money('Current CAC'),
  conversionRate: percent('Conversion Rate'),
  // Funnel
  leadToMqlRate: percent('Lead to MQL conversion rate'),
  mqlToSqlRate: percent('MQL to SQL conversion rate'),
  sqlToOppRate: percent('SQL to Opportunity conversion rate'),
  oppToWonRate: percent('Opportunity to Won Deal conversion rate'),
  leadToMqlTime: funnelTime('Lead to MQL average time'),
  mqlToSqlTime: funnelTime('MQL to SQL average time'),
  sqlToOppTime: funnelTime('SQL to Opportunity average time'),
  oppToWonTime: funnelTime('Opportunity to Won Deal average time'),
  // Competition
  topThreeCompetitors: text('Top 3 Competitors'),
  competitiveDifferentiation: text('Competitive Differentiation'),
  competitors: { kind: 'competitors', label: 'Competitors' },
  // Team and testing
  marketingTeamSize: integer('Marketing Team Size'),
  techStack: text('Key Marketing Tools'),
  pastMarketingPlans: text('Past Marketing Plans'),
  abTestFrequency: testFrequency('A/B Test Frequency'),
  testFrequency: testFrequency('Test Frequency'),
  conversionImprovements: text('Conversion Improvements'),
  testInsights: text('Test Insights'),
  // Data handling
  gdprCompliance: text('GDPR Compliance'),
  dataHandlingProtocols: text('Data Handling Protocols'),
  dataAccessPermissions: text('Data Access Permissions'),
  dataTransferProtocols: text('Data Transfer Protocols'),
  sourceOfTruth: text('Primary Data Source'),
  // Sales and order economics
  avgSalesCycle: integer('Average Sales Cycle (days)'),
  averageOrderValue: money('Average Order Value'),
  taxPercentage: percent('Tax Percentage'),
  returnRate: percent('Return Rate'),
  averageOrderValuePostTaxReturns: money('Average Order Value after Tax and Returns'),
  grossMargin: percent('Gross Margin', { min: '-100' }),
  costOfFulfillment: money('Cost of Fulfillment'),
  profitPerOrder: money('Profit per Order', { min: '-99999999.99' }),
  customerReturnPercentage: percent('Customer Return Percentage'),
  purchaseFrequency: rate('Purchase Frequency'),
  profitPerCustomerLtv: money('Profit per Customer (LTV)', { min: '-99999999.99' }),
  customerCount: integer('Customer Count'),
  marketSize: largeMoney('Market Size'),
  // Testing detail
  avgTestDuration: integer('Average Test Duration'),
  testBudget: money('Test Budget'),
  successRate: percent('Success Rate'),
  testMethodology: text('Test Methodology'),
  recentAbTest: text('Recent A/B Test'),
  durableLearnings: text('Durable Learnings'),
  // Other
  recentChanges: text('Recent Changes'),
  growthInitiatives: text('Team Member Emails'),
  challengesAndRisks: text('Challenges and Risks'),
} as const satisfies Record<string, MetricFieldSpec>;

export type MetricField = keyof typeof METRIC_FIELDS;
export const METRIC_FIELD_NAMES = Object.keys(METRIC_FIELDS) as MetricField[];

// ---------------------------------------------------------------- field schemas

/** A value given as a string or a number; '' and absent mean "not given", null "cleared". */
const given = z.union([z.string(), z.number()]);

/** Absent or an empty string: not given, so the earlier value stays. */
function isNotGiven(value: string | number | null | undefined): value is '' | undefined {
  return value === undefined || (typeof value === 'string' && !value.trim());
}

/** Checks a decimal against its field's scale and range; the message, or null when fine. */
function decimalProblem(spec: DecimalField, value: Decimal): string | null {
  const { label, scale } = spec;
  if (value.fraction.length > scale) return VALIDATION_MESSAGES.tooManyDecimals(label, scale);
  const max = spec.max ? decimal(spec.max) : numericMax(spec.precision, scale);
  const min = decimal(spec.min ?? '0');
  if (compareDecimal(value, max) > 0)
    return VALIDATION_MESSAGES.atMost(label, formatDecimalForPeople(max));
  if (compareDecimal(value, min) < 0) {
    return min.integer === '' && min.fraction === ''
      ? VALIDATION_MESSAGES.notNegative(label)
      : VALIDATION_MESSAGES.atLeast(label, formatDecimalForPeople(min));
  }
  return null;
}

/** The exact canonical decimal, or a custom issue with the field's readable message. */
function checkDecimal(spec: DecimalField, raw: string | number, ctx: z.RefinementCtx) {
  const parsed =
    typeof raw === 'number' && !Number.isFinite(raw) ? null : parseDecimal(String(raw));
  const problem = parsed
    ? decimalProblem(spec, parsed)
    : VALIDATION_MESSAGES.notANumber(spec.label);
  if (!parsed || problem) {
    ctx.addIssue({
      code: 'custom',
      message: problem ?? VALIDATION_MESSAGES.notANumber(spec.label),
    });
    return z.NEVER;
  }
  return formatDecimal(parsed);
}

function optionalDecimalSchema(spec: DecimalField) {
  return z
    .union([given, z.null()], { error: VALIDATION_MESSAGES.notANumber(spec.label) })
    .optional()
    .transform((value, ctx) =>
      value === null ? null : isNotGiven(value) ? undefined : checkDecimal(spec, value, ctx),
    );
}

/** Left out: the earlier value stays; null or blank would clear it, which is refused. */
function requiredDecimalSchema(spec: DecimalField) {
  return given
    .nullish()
    .refine((value) => value === undefined || (value !== null && !isNotGiven(value)), {
      message: VALIDATION_MESSAGES.required(spec.label),
    })
    .transform((value, ctx) =>
      value === undefined || value === null ? undefined : checkDecimal(spec, value, ctx),
    );
}

function integerSchema({ label }: IntegerField) {
  return z
    .union([given, z.null()], { error: VALIDATION_MESSAGES.wholeNumber(label) })
    .optional()
    .transform((value, ctx) => {
      if (value === null) return null;
      if (isNotGiven(value)) return undefined;
      const parsed = parseDecimal(String(value));
      if (!parsed) {
        ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.wholeNumber(label) });
        return z.NEVER;
      }
      if (parsed.fraction) {
        ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.wholeNumber(label) });
        return z.NEVER;
      }
      if (parsed.negative) {
        ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.notNegative(label) });
        return z.NEVER;
      }
      if (compareDecimal(parsed, decimal(String(DATABASE_INT_MAX))) > 0) {
        ctx.addIssue({
          code: 'custom',
          message: VALIDATION_MESSAGES.atMost(label, DATABASE_INT_MAX.toLocaleString('en-US')),
        });
        return z.NEVER;
      }
      return Number(formatDecimal(parsed));
    });
}

function textSchema({ label }: TextField) {
  return z
    .string({ error: VALIDATION_MESSAGES.tooLong(label, METRICS_TEXT_MAX) })
    .max(METRICS_TEXT_MAX, VALIDATION_MESSAGES.tooLong(label, METRICS_TEXT_MAX))
    .refine(...withoutNul(label))
    .nullish()
    .transform((value) => (value === null ? null : isNotGiven(value) ? undefined : value));
}

function enumSchema<const Values extends readonly [string, ...string[]]>(
  label: string,
  values: Values,
) {
  const message = VALIDATION_MESSAGES.oneOf(label, values);
  return z
    .union([z.enum(values), z.literal(''), z.null()], { error: message })
    .optional()
    .transform((value) => (value === null ? null : value ? value : undefined));
}

/** One competitor: a name, and optionally an http(s) website. */
const competitorSchema = z
  .object({
    name: z
      .string({ error: METRICS_MESSAGES.competitorNameRequired })
      .trim()
      .min(1, METRICS_MESSAGES.competitorNameRequired)
      .max(COMPETITOR_NAME_MAX, VALIDATION_MESSAGES.tooLong('Competitor name', COMPETITOR_NAME_MAX))
      .refine(...withoutNul('Competitor name')),
    website: z
      .union([z.literal(''), z.null(), z.httpUrl({ error: METRICS_MESSAGES.competitorWebsite })], {
        error: METRICS_MESSAGES.competitorWebsite,
      })
      .optional()
      .refine((value) => !value || value.length <= WEBSITE_MAX, {
        message: VALIDATION_MESSAGES.tooLong('Competitor website', WEBSITE_MAX),
      })
      .transform((value) => (value ? value : undefined)),
  })
  .strict();
export type Competitor = z.output<typeof competitorSchema>;

const competitorsSchema = z
  .array(competitorSchema)
  .max(MAX_COMPETITORS, METRICS_MESSAGES.tooManyCompetitors(MAX_COMPETITORS))
  .nullish()
  .transform((list) => (list === undefined ? undefined : list && list.length > 0 ? list : null));

type SchemaFor<S extends MetricFieldSpec> = S extends { kind: 'decimal'; required: true }
  ? ReturnType<typeof requiredDecimalSchema>
  : S extends DecimalField
    ? ReturnType<typeof optionalDecimalSchema>
    : S extends IntegerField
      ? ReturnType<typeof integerSchema>
      : S extends TextField
        ? ReturnType<typeof textSchema>
        : S extends EnumField
          ? ReturnType<typeof enumSchema<S['values']>>
          : typeof competitorsSchema;

function fieldSchema(spec: MetricFieldSpec) {
  switch (spec.kind) {
    case 'decimal':
      return spec.required ? requiredDecimalSchema(spec) : optionalDecimalSchema(spec);
    case 'integer':
      return integerSchema(spec);
    case 'text':
      return textSchema(spec);
    case 'enum':
      return enumSchema(spec.label, spec.values);
    case 'competitors':
      return competitorsSchema;
  }
}

// ---------------------------------------------------------------- request schemas

const fieldsShape = Object.fromEntries(
  Object.entries(METRIC_FIELDS).map(([name, spec]) => [name, fieldSchema(spec)]),
) as { [F in MetricField]: SchemaFor<(typeof METRIC_FIELDS)[F]> };

/**
 * A patch of the project's latest submission (the metrics schema without userId and
 * createdAt): a field undefined is untouched, null is cleared.
 */
export const metricsFieldsSchema = z.object(fieldsShape).strict();
export type MetricsPatch = Partial<z.output<typeof metricsFieldsSchema>>;

/** POST /api/metrics: the patch plus the project it belongs to. */
export const createMetricsSchema = metricsFieldsSchema.extend({ projectId: projectIdSchema });

/** GET /api/metrics?projectId= */
export const metricsQuerySchema = z.strictObject({ projectId: projectIdSchema });

// ---------------------------------------------------------------- the wizard

/** The Team Member Emails text: one address per line; blank lines are ignored. */
function teamEmailProblems(textValue: string | null | undefined): string[] {
  const problems: string[] = [];
  (textValue ?? '').split(/\r?\n/).forEach((line, index) => {
    const value = line.trim();
    if (value && !z.email().safeParse(value).success) {
      problems.push(METRICS_MESSAGES.teamEmail(index + 1, value));
    }
  });
  return problems;
}

/** Team Member Emails as the wizard takes them: checked line by line, stored one per line. */
const teamEmailsSchema = textSchema(METRIC_FIELDS.growthInitiatives)
  .superRefine((value, ctx) => {
    const [problem] = teamEmailProblems(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) =>
    value === null
      ? null
      : value
          ?.split(/\r?\n/)
          .map((line) => line.trim())
          .filter(Boolean)
          .join('\n') || undefined,
  );

/**
 * The wizard's schema: the shared fields, plus the one rule only the form knows: Team
 * Member Emails (stored in growthInitiatives) holds one address per line.
 * Its output is a patch POST /api/metrics takes (without projectId); the wizard turns the
 * fields it shows but leaves empty into nulls (client/features/metrics/lib/patch.ts).
 */
export const metricsFormSchema = metricsFieldsSchema.extend({
  growthInitiatives: teamEmailsSchema,
});

// ---------------------------------------------------------------- responses

type StoredFor<S extends MetricFieldSpec> = S extends { kind: 'decimal'; required: true }
  ? z.ZodString
  : S extends DecimalField | TextField
    ? z.ZodNullable<z.ZodString>
    : S extends IntegerField
      ? z.ZodNullable<z.ZodNumber>
      : S extends EnumField
        ? z.ZodNullable<z.ZodEnum<{ [V in S['values'][number]]: V }>>
        : z.ZodNullable<z.ZodArray<typeof storedCompetitorSchema>>;

const storedCompetitorSchema = z.object({ name: z.string(), website: z.string().optional() });

function storedSchema(spec: MetricFieldSpec) {
  switch (spec.kind) {
    case 'decimal':
      return spec.required ? z.string() : z.string().nullable();
    case 'text':
      return z.string().nullable();
    case 'integer':
      return z.number().int().nullable();
    case 'enum':
      return z.enum(spec.values).nullable();
    case 'competitors':
      return z.array(storedCompetitorSchema).nullable();
  }
}

const storedShape = Object.fromEntries(
  Object.entries(METRIC_FIELDS).map(([name, spec]) => [name, storedSchema(spec)]),
) as { [F in MetricField]: StoredFor<(typeof METRIC_FIELDS)[F]> };

/**
 * One stored submission, as GET /api/metrics lists it and POST /api/metrics answers.
 * Decimals are strings exactly as PostgreSQL writes them ("1234.50"); absent fields are null.
 */
export const metricsRecordSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  userId: z.number().int(),
  /** Who submitted it: the display name, else the email. */
  submittedBy: z.string(),
  createdAt: z.string(),
  ...storedShape,
});
export type MetricsRecord = z.infer<typeof metricsRecordSchema>;
export const metricsListResponseSchema = z.array(metricsRecordSchema);
