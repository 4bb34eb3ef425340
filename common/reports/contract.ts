/**
 * The initial report (docs/product.md#initial-report): drafted from a project's figures as soon
 * as they arrive or change, reviewed, edited and published by the firm, read by the project's
 * members once published.
 *
 *   GET  /api/projects/:projectId/report                         members and viewers: the published report
 *   GET  /api/projects/:projectId/report/versions/:versionId     members and viewers: a published version
 *   GET  /api/admin/projects/:projectId/report                   the firm: the newest version, its figures
 *   POST /api/admin/projects/:projectId/report/draft             the firm: draft again from the figures
 *   PUT  /api/admin/projects/:projectId/report                   the firm: an edited text, as a new version
 *   POST /api/admin/projects/:projectId/report/versions/:versionId/approve
 *   POST /api/admin/projects/:projectId/report/versions/:versionId/publish
 *   PUT  /api/admin/projects/:projectId/report/settings          the firm: may a model draft it
 */
import { projectIdSchema } from '../projects/contract.ts';
import { withoutNul } from '../shared/request.ts';
import { z } from '../shared/zod.ts';
import { NUMBER_KINDS } from './grounding.ts';
import {
  FALLBACK_REASONS,
  FINDING_SEVERITIES,
  MODEL_USES,
  RECOMMENDATION_HORIZONS,
  REPORT_BODY_MAX_LENGTH,
  REPORT_ORIGINS,
  SUMMARY_MAX_WORDS,
} from './constants.ts';

export const REPORT_API = {
  member: (projectId: number) => `/api/projects/${projectId}/report`,
  memberVersion: (projectId: number, versionId: number) =>
    `/api/projects/${projectId}/report/versions/${versionId}`,
  firm: (projectId: number) => `/api/admin/projects/${projectId}/report`,
  draft: (projectId: number) => `/api/admin/projects/${projectId}/report/draft`,
  approve: (projectId: number, versionId: number) =>
    `/api/admin/projects/${projectId}/report/versions/${versionId}/approve`,
  publish: (projectId: number, versionId: number) =>
    `/api/admin/projects/${projectId}/report/versions/${versionId}/publish`,
  settings: (projectId: number) => `/api/admin/projects/${projectId}/report/settings`,
} as const;

export const reportParamsSchema = z.strictObject({ projectId: projectIdSchema });
export const reportVersionParamsSchema = z.strictObject({
  projectId: projectIdSchema,
  versionId: z.coerce.number({ error: 'must be a version id' }).int().positive().max(2_147_483_647),
});

/** A figure the drafter was given: what a draft may cite, and the numbers it may write. */
export const reportFigureSchema = z.object({
  /** "ltvToCac", "input.actualCac", "channel.meta.spend", "completeness" */
  key: z.string(),
  label: z.string(),
  /** As people read it ("2.5x", "$1.04M"). */
  value: z.string(),
  /** How it is computed, with its inputs. */
  formula: z.string(),
  /** The numbers its value shows (two for a range), with their kind ("$" money, "%", "x"). */
  numbers: z.array(z.object({ value: z.number(), kind: z.enum(NUMBER_KINDS) })),
});
export type ReportFigure = z.infer<typeof reportFigureSchema>;

export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

const line = (max: number) => z.string().trim().min(1).max(max);
const figureKeys = z.array(z.string()).max(20);

/** What a draft holds, whoever wrote it (the rules drafter, later a language model). */
export const reportDraftSchema = z.object({
  summary: line(1200).refine((text) => wordCount(text) <= SUMMARY_MAX_WORDS, {
    message: `must be at most ${SUMMARY_MAX_WORDS} words`,
  }),
  findings: z
    .array(
      z.object({
        severity: z.enum(FINDING_SEVERITIES),
        title: line(200),
        text: line(1000),
        /** The figures it rests on (at least one). */
        figures: figureKeys.min(1),
      }),
    )
    .max(20),
  /** The brief's red flags, from its deterministic rules only. */
  redFlags: z.array(z.object({ title: line(300), why: line(600), figures: figureKeys })).max(20),
  recommendations: z
    .array(
      z.object({
        horizon: z.enum(RECOMMENDATION_HORIZONS),
        title: line(200),
        rationale: line(1000),
        figures: figureKeys,
      }),
    )
    .max(20),
  questions: z.array(line(500)).max(20),
  dataGaps: z.array(line(500)).max(20),
});
export type ReportDraft = z.infer<typeof reportDraftSchema>;

export const REPORT_STATUSES = ['draft', 'approved', 'published'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** A number in a text that no figure or constant supports, with where it stands. */
export const unsupportedNumberSchema = z.object({
  text: z.string(),
  start: z.number().int(),
  end: z.number().int(),
});
export type UnsupportedNumber = z.infer<typeof unsupportedNumberSchema>;

/** One version as the firm lists them. */
export const reportVersionSummarySchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  origin: z.enum(REPORT_ORIGINS),
  status: z.enum(REPORT_STATUSES),
  /** The analyst's address; null for the rules drafter. */
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  approvedBy: z.string().nullable(),
  approvedAt: z.string().nullable(),
  publishedBy: z.string().nullable(),
  publishedAt: z.string().nullable(),
  /** The model that drafted it; null for the rules and edits. */
  modelId: z.string().nullable(),
  /** Why a draft meant for a model came from the rules; null otherwise. */
  fallbackReason: z.enum(FALLBACK_REASONS).nullable(),
});
export type ReportVersionSummary = z.infer<typeof reportVersionSummarySchema>;

/** GET /api/admin/projects/:projectId/report */
export const firmReportSchema = z.object({
  /** First submission + 48 hours; null before it. */
  dueAt: z.string().nullable(),
  /** When the client first saw a report; null: not yet. */
  firstPublishedAt: z.string().nullable(),
  /** The newest version with its text; null before the first draft. */
  current: reportVersionSummarySchema
    .extend({
      body: z.string(),
      /** The structured draft the version comes from, for its citations. */
      draft: reportDraftSchema,
      figures: z.array(reportFigureSchema),
      /** Numbers in the text that no figure supports: each is confirmed at publishing. */
      unsupported: z.array(unsupportedNumberSchema),
    })
    .nullable(),
  /** Newest first. */
  versions: z.array(reportVersionSummarySchema),
  /** The project's setting (or the default): may a model draft, with the notes? */
  modelUse: z.enum(MODEL_USES),
  /** The configured model; null without one (the rules draft). */
  model: z.object({ provider: z.string(), modelId: z.string() }).nullable(),
});
export type FirmReport = z.infer<typeof firmReportSchema>;

/** PUT /api/admin/projects/:projectId/report/settings */
export const reportSettingsSchema = z.strictObject({
  modelUse: z.enum(MODEL_USES, { error: `must be one of ${MODEL_USES.join(', ')}` }),
});
export type ReportSettings = z.output<typeof reportSettingsSchema>;

/** PUT /api/admin/projects/:projectId/report: the edited text, on the version it was read from. */
export const editReportSchema = z.strictObject({
  basedOn: z.number().int().positive(),
  body: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(REPORT_BODY_MAX_LENGTH, `must be at most ${REPORT_BODY_MAX_LENGTH} characters`)
    .refine(...withoutNul('body'))
    .transform((value) => value.replace(/\p{Cs}/gu, '\uFFFD')),
});
export type EditReport = z.output<typeof editReportSchema>;

/** POST .../publish: each number the analyst wrote that no figure supports, confirmed. */
export const publishReportSchema = z.strictObject({
  confirmedNumbers: z.array(z.string().max(60)).max(200).default([]),
});
export type PublishReport = z.output<typeof publishReportSchema>;

/** A published version as the project's members read it. */
export const publishedReportSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  body: z.string(),
  publishedAt: z.string(),
  figures: z.array(reportFigureSchema),
});
export type PublishedReport = z.infer<typeof publishedReportSchema>;

/** GET /api/projects/:projectId/report */
export const memberReportSchema = z.object({
  /** Null until the firm publishes one. */
  report: publishedReportSchema.nullable(),
  /** How the project's drafts are made: by a model (with the notes or not), or by rules. */
  drafting: z.enum(['rules', ...MODEL_USES.filter((use) => use !== 'off')]),
});
export type MemberReport = z.infer<typeof memberReportSchema>;
