/**
 * The synthetic companies of `npm run eval` (eval/companies/*.json, eval/README.md): each file
 * read and checked, and turned into the drafter's inputs exactly as the server builds them from
 * the database (server/modules/reports/service.ts `draftInputs`, with the platform check of
 * server/modules/google-ads/platform-check.ts `platformCheckOf`), so no database is needed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectCompleteness } from '../../common/brief/completeness.ts';
import { addMonths } from '../../common/channels/performance.ts';
import type { ChannelSnapshot } from '../../common/channels/contract.ts';
import { PLATFORMS, type Platform } from '../../common/connections/constants.ts';
import {
  METRIC_FIELD_NAMES,
  METRIC_FIELDS,
  metricsFieldsSchema,
  type MetricField,
  type MetricsPatch,
} from '../../common/metrics/contract.ts';
import { warehouseCheck } from '../../common/platform-check/channel-check.ts';
import { statedFigure } from '../../common/platform-check/comparison.ts';
import type { PlatformCheck } from '../../common/platform-check/contract.ts';
import { z } from '../../common/shared/zod.ts';
import type { DraftInputs } from '../../server/modules/reports/figures.ts';
import { FLAG_IDS } from './eval-score.ts';

const monthSchema = z.strictObject({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  spend: z.number().nonnegative(),
  impressions: z.number().nonnegative(),
  clicks: z.number().nonnegative(),
  conversions: z.number().nonnegative(),
  conversionValue: z.number().nonnegative(),
});

const platformSchema = z.enum(PLATFORMS);

export const companySchema = z.strictObject({
  name: z.string().min(1),
  /** The metric fields as the metrics table returns them: decimals as strings ("12500000.00"). */
  submission: z.record(z.string(), z.unknown()),
  /** Each platform's monthly figures in its account's currency, oldest first. */
  channels: z.partialRecord(
    platformSchema,
    z.strictObject({ currency: z.string().regex(/^[A-Z]{3}$/), months: z.array(monthSchema) }),
  ),
  /** The platforms whose connector is connected. */
  connected: z.array(platformSchema),
  notes: z.array(z.string()).optional(),
  expected: z.strictObject({
    flags: z.array(z.enum(FLAG_IDS)),
    mustMention: z.array(z.string().min(1)).min(1),
    /** The hand arithmetic behind the flags, for the reader; the scorer ignores it. */
    workings: z.array(z.string()).optional(),
  }),
});
export type Company = z.infer<typeof companySchema>;
type CompanyChannel = NonNullable<Company['channels'][Platform]>;

/** A refusal's issues on one line: "churnRate: Monthly Churn Rate must be at most 100". */
export const issuesText = (error: z.ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');

/** A submission row: every metric field, null where the client gave nothing. */
type StoredSubmission = { [F in MetricField]: Exclude<MetricsPatch[F], undefined> | null };

/**
 * The submission as the metrics table returns it. The API's schema judges every value (ranges,
 * enumerations, unknown fields); a decimal must be written as PostgreSQL writes its column
 * ("6.00", not "6"), since the figures show it as stored.
 */
export function storedSubmission(submission: Record<string, unknown>): StoredSubmission {
  const parsed = metricsFieldsSchema.safeParse(submission);
  if (!parsed.success) throw new Error(issuesText(parsed.error));
  // The table's one NOT NULL field: a project's first submission needs it.
  if (submission.trailingTwelveMonthRevenue === undefined) {
    throw new Error('trailingTwelveMonthRevenue: every stored submission has it');
  }
  const row = Object.fromEntries(
    METRIC_FIELD_NAMES.map((name) => {
      const spec = METRIC_FIELDS[name];
      const raw = submission[name];
      if (spec.kind !== 'decimal' || raw === undefined || raw === null) {
        return [name, parsed.data[name] ?? null];
      }
      const stored = new RegExp(`^-?\\d+\\.\\d{${spec.scale}}$`);
      if (typeof raw !== 'string' || !stored.test(raw)) {
        throw new Error(`${name}: write it as stored, a string with ${spec.scale} decimals`);
      }
      return [name, raw];
    }),
  );
  // Every field is set above, each from the API's own parse or its checked stored text.
  return row as StoredSubmission;
}

/**
 * A platform's snapshot as the warehouse refresh keeps it. Its data is read as synced on the
 * second of the month after its last month, so that month is the last full one.
 */
function snapshotOf(platform: Platform, channel: CompanyChannel): ChannelSnapshot {
  const months = channel.months.map((month) => ({ ...month, currency: channel.currency }));
  const last = months.at(-1)?.month;
  const dataAsOf = last ? `${addMonths(last, 1)}-02T06:00:00.000Z` : null;
  return {
    platform,
    connectorId: `eval_${platform}`,
    source: 'sandbox',
    months,
    dataAsOf,
    refreshedAt: dataAsOf,
    error: null,
  };
}

/** The drafter's inputs, as the server's `draftInputs` reads them for a project. */
export function draftInputsOf(company: Company): DraftInputs {
  const latest = storedSubmission(company.submission);
  const stated = {
    currentCac: statedFigure(latest.actualCac),
    targetRoas: statedFigure(latest.roas),
    annualRevenue: statedFigure(latest.trailingTwelveMonthRevenue),
  };
  const snapshots = PLATFORMS.flatMap((platform) => {
    const channel = company.channels[platform];
    return channel ? [snapshotOf(platform, channel)] : [];
  });
  const check: PlatformCheck = {
    stated,
    chosenBy: null,
    chosenAt: null,
    accounts: [],
    ...warehouseCheck(stated, snapshots),
  };
  return {
    projectName: company.name,
    latest,
    check,
    completeness: projectCompleteness({
      latestSubmission: latest,
      noteCount: company.notes?.length ?? 0,
      connectedPlatforms: company.connected,
    }),
  };
}

/** Every company of a folder, by file name; a file that does not hold one throws, naming it. */
export function readCompanies(dir: string): Company[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const parsed = companySchema.safeParse(
        JSON.parse(readFileSync(path.join(dir, file), 'utf8')),
      );
      if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
      try {
        storedSubmission(parsed.data.submission);
      } catch (error) {
        throw new Error(`${file}: submission: ${(error as Error).message}`, { cause: error });
      }
      return parsed.data;
    });
}
