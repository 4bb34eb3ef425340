/**
 * Making a draft of the initial report (docs/product.md#initial-report): the `report-draft` job
 * and the firm's "draft again". The figures are read and the draft written outside any
 * transaction (a model may take seconds); the version is stored under the project's lock, once:
 * a draft whose figures the newest version already has is not stored again. With a language
 * model configured and the project's setting allowing it, the model drafts (model-drafter.ts);
 * otherwise, or when it fails, the rules do.
 */
import { asc, desc, eq, sql } from 'drizzle-orm';
import { metricsBrief, platformSpend } from '../../../common/brief/brief.ts';
import { projectCompleteness } from '../../../common/brief/completeness.ts';
import { connectionStateOf } from '../../../common/connections/contract.ts';
import type { FallbackReason, ModelUse, ReportOrigin } from '../../../common/reports/constants.ts';
import { reportDraftSchema, type ReportDraft } from '../../../common/reports/contract.ts';
import { REPORT_MESSAGES as M } from '../../../common/reports/messages.ts';
import type { Database } from '../../db/client.ts';
import {
  dataConnectors,
  initialReports,
  metrics,
  notes,
  projectMembers,
  projects,
  reportModelCalls,
  stageMoves,
  users,
} from '../../db/schema/index.ts';
import type { LanguageModelPort } from '../../integrations/llm/index.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { platformCheckOf } from '../google-ads/index.ts';
import { draftProblems, draftToMarkdown } from './draft-text.ts';
import { figuresFingerprint, reportFigures, type DraftInputs } from './figures.ts';
import { draftWithModel } from './model-drafter.ts';
import { scrubNote, type PromptNote } from './model-prompt.ts';
import { draftFromRules } from './rules-drafter.ts';
import { DRAFTER, latestVersion, lockOpenProject, summaryOf } from './versions.ts';

/** The language model behind the drafts, as configured; `port` null without a provider. */
export interface ReportModel {
  port: LanguageModelPort | null;
  dailyCallsPerProject: number;
  /** A project's setting when the firm has chosen none: 'figures' if true, else 'off'. */
  defaultEnabled: boolean;
}

export const NO_MODEL: ReportModel = { port: null, dailyCallsPerProject: 0, defaultEnabled: false };

/** A project's setting, or the configured default. */
export const modelUseOf = (stored: string | null, model: ReportModel): ModelUse =>
  (stored as ModelUse | null) ?? (model.defaultEnabled ? 'figures' : 'off');

/** What the drafter reads: the latest submission, the platform check, the completeness. */
async function draftInputs(db: Database, projectId: number) {
  const [project] = await db
    .select({ name: projects.name, modelUse: projects.modelUse })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project) return null;
  const [latest] = await db
    .select()
    .from(metrics)
    .where(eq(metrics.projectId, projectId))
    .orderBy(desc(metrics.createdAt), desc(metrics.id))
    .limit(1);
  if (!latest) return null;
  const [[note], connectors, check] = await Promise.all([
    db.select({ id: notes.id }).from(notes).where(eq(notes.projectId, projectId)).limit(1),
    db
      .select({
        platform: dataConnectors.platform,
        setupState: dataConnectors.setupState,
        paused: dataConnectors.paused,
      })
      .from(dataConnectors)
      .where(eq(dataConnectors.projectId, projectId)),
    platformCheckOf(db, projectId),
  ]);
  const completeness = projectCompleteness({
    latestSubmission: latest,
    noteCount: note ? 1 : 0,
    connectedPlatforms: connectors
      .filter((row) => connectionStateOf(row) === 'connected')
      .map((row) => row.platform),
  });
  const inputs: DraftInputs = { projectName: project.name, latest, check, completeness };
  return { inputs, storedModelUse: project.modelUse };
}

/** The notes' text for a model, without any e-mail address or member's name. */
async function notesForModel(db: Database, projectId: number): Promise<PromptNote[]> {
  const [rows, members] = await Promise.all([
    db
      .select({ category: notes.category, content: notes.content })
      .from(notes)
      .where(eq(notes.projectId, projectId))
      .orderBy(asc(notes.createdAt)),
    db
      .select({ email: users.email, displayName: users.displayName })
      .from(projectMembers)
      .innerJoin(users, eq(users.id, projectMembers.userId))
      .where(eq(projectMembers.projectId, projectId)),
  ]);
  const names = members.flatMap((member) => [
    member.email,
    member.email.split('@')[0] ?? '',
    ...(member.displayName ? [member.displayName, ...member.displayName.split(/\s+/)] : []),
  ]);
  return rows.map((row) => ({ category: row.category, text: scrubNote(row.content, names) }));
}

/** Counts one model call against the project's daily cap (every process shares the count). */
function callReserver(db: Database, projectId: number, cap: number) {
  return async () => {
    const counted = await db
      .insert(reportModelCalls)
      .values({ projectId, day: sql`current_date`, calls: 1 })
      .onConflictDoUpdate({
        target: [reportModelCalls.projectId, reportModelCalls.day],
        set: { calls: sql`${reportModelCalls.calls} + 1` },
        setWhere: sql`${reportModelCalls.calls} < ${cap}`,
      })
      .returning({ calls: reportModelCalls.calls });
    return counted.length > 0;
  };
}

interface Drafted {
  draft: ReportDraft;
  origin: Exclude<ReportOrigin, 'edited'>;
  modelId: string | null;
  usage: { inputTokens: number | null; outputTokens: number | null } | null;
  fallbackReason: FallbackReason | null;
}

function fromRules(
  inputs: DraftInputs,
  figures: ReturnType<typeof reportFigures>,
  fallbackReason: FallbackReason | null,
): Drafted {
  const draft = reportDraftSchema.parse(draftFromRules(inputs, figures));
  const problems = draftProblems(draft, figures);
  if (problems) {
    const numbers = problems.unsupported.map((found) => found.text);
    throw new Error(M.draftRefused([...numbers, ...problems.unknownKeys].join(', ')));
  }
  return { draft, origin: 'rules', modelId: null, usage: null, fallbackReason };
}

export interface DraftOutcome {
  /** The new version; null when the figures had not changed (and no draft was asked for). */
  version: ReturnType<typeof summaryOf> | null;
}

/**
 * Drafts the report from the project's current figures: always when `force` (the firm asked),
 * else only when they differ from the newest version's. The first draft moves a project still
 * at "Initial data collection" to "AI analysis"; nothing here moves a stage back.
 */
export async function draftReport(
  db: Database,
  projectId: number,
  {
    force = false,
    actor = DRAFTER,
    model = NO_MODEL,
  }: { force?: boolean; actor?: AuditActor; model?: ReportModel } = {},
): Promise<DraftOutcome> {
  const read = await draftInputs(db, projectId);
  if (!read) {
    // 404 for an unknown project, 409 for a closed one, before "nothing to draft".
    await db.transaction((tx) => lockOpenProject(tx, projectId));
    if (force) throw new AppError('conflict', M.noFiguresYet);
    return { version: null };
  }
  const { inputs } = read;
  const figures = reportFigures(inputs);
  const fingerprint = figuresFingerprint(figures);
  const unchanged = async () => (await latestVersion(db, projectId))?.fingerprint === fingerprint;
  if (!force && (await unchanged())) return { version: null };

  const modelUse = modelUseOf(read.storedModelUse, model);
  let drafted: Drafted;
  if (model.port && modelUse !== 'off') {
    const flags = metricsBrief(inputs.latest!, {
      platformSpend: platformSpend(inputs.check),
    }).flags;
    const outcome = await draftWithModel({
      model: model.port,
      inputs,
      figures,
      flags,
      notes: modelUse === 'figures_and_notes' ? await notesForModel(db, projectId) : null,
      reserveCall: callReserver(db, projectId, model.dailyCallsPerProject),
    });
    drafted =
      outcome.kind === 'model'
        ? { ...outcome, origin: 'model', fallbackReason: null }
        : fromRules(inputs, figures, outcome.reason);
  } else {
    drafted = fromRules(inputs, figures, null);
  }

  return db.transaction(async (tx) => {
    const project = await lockOpenProject(tx, projectId);
    const latest = await latestVersion(tx, projectId);
    if (!force && latest?.fingerprint === fingerprint) return { version: null };
    const [row] = await tx
      .insert(initialReports)
      .values({
        projectId,
        version: (latest?.version ?? 0) + 1,
        origin: drafted.origin,
        draft: drafted.draft,
        body: draftToMarkdown(drafted.draft),
        figures,
        fingerprint,
        modelId: drafted.modelId,
        inputTokens: drafted.usage?.inputTokens ?? null,
        outputTokens: drafted.usage?.outputTokens ?? null,
        fallbackReason: drafted.fallbackReason,
      })
      .returning();
    await recordAudit(tx, actor, {
      action: 'report.drafted',
      target: { type: 'report', id: row!.id },
      projectId,
      after: {
        version: row!.version,
        drafter: drafted.modelId ?? 'rules',
        ...(drafted.fallbackReason && { fallbackReason: drafted.fallbackReason }),
      },
    });
    const moveStage = project.stage === 'initial_data_collection';
    await tx
      .update(projects)
      .set({
        latestDraftSource: drafted.modelId ?? 'rules',
        ...(moveStage && { stage: 'ai_analysis' as const }),
      })
      .where(eq(projects.id, projectId));
    if (moveStage) {
      await tx.insert(stageMoves).values({
        projectId,
        stage: 'ai_analysis',
        effectiveOn: row!.createdAt.toISOString().slice(0, 10),
        message: null,
        movedBy: '',
      });
    }
    return { version: summaryOf(row!) };
  });
}
