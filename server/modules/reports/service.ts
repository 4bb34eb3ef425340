/**
 * The initial report's workflow (docs/product.md#initial-report): a draft made from the figures
 * when they change (the `report-draft` job, or the firm's "draft again"), an analyst's edit as a
 * new version, approval, and publication to the project's members with their mail. Every step
 * is one transaction with its audit entry, under a lock on the project row, so two steps on one
 * project apply one after the other.
 */
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { projectCompleteness } from '../../../common/brief/completeness.ts';
import { connectionStateOf } from '../../../common/connections/contract.ts';
import type {
  EditReport,
  FirmReport,
  MemberReport,
  PublishReport,
  PublishedReport,
  ReportVersionSummary,
} from '../../../common/reports/contract.ts';
import { reportDraftSchema } from '../../../common/reports/contract.ts';
import { REPORT_MESSAGES as M } from '../../../common/reports/messages.ts';
import type { Database, DatabaseTransaction } from '../../db/client.ts';
import {
  dataConnectors,
  initialReports,
  metrics,
  notes,
  projectMembers,
  projects,
  stageMoves,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { Jobs } from '../../lib/jobs.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { platformCheckOf } from '../google-ads/index.ts';
import { queueMail, reportPublishedMails } from '../mail/index.ts';
import { draftProblems, draftToMarkdown, unsupportedInBody } from './draft-text.ts';
import { figuresFingerprint, reportFigures, type DraftInputs } from './figures.ts';
import { draftFromRules } from './rules-drafter.ts';

type VersionRow = typeof initialReports.$inferSelect;
type Tx = Database | DatabaseTransaction;

/** The drafter's own entries: no person acted. */
const DRAFTER: AuditActor = { userId: null, email: null, ip: null };

const iso = (date: Date | null) => date?.toISOString() ?? null;

function summaryOf(row: VersionRow): ReportVersionSummary {
  return {
    id: row.id,
    version: row.version,
    origin: row.origin as ReportVersionSummary['origin'],
    status: row.publishedAt ? 'published' : row.approvedAt ? 'approved' : 'draft',
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    approvedBy: row.approvedBy,
    approvedAt: iso(row.approvedAt),
    publishedBy: row.publishedBy,
    publishedAt: iso(row.publishedAt),
  };
}

/** Locks the project row; 404 for none, 409 once the engagement is closed. */
async function lockOpenProject(tx: DatabaseTransaction, projectId: number) {
  const [project] = await tx
    .select({
      name: projects.name,
      stage: projects.stage,
      closedAt: projects.closedAt,
      reportPublishedAt: projects.reportPublishedAt,
    })
    .from(projects)
    .where(eq(projects.id, projectId))
    .for('update');
  if (!project) throw new AppError('not_found', M.projectNotFound);
  if (project.closedAt) throw new AppError('conflict', M.closed);
  return project;
}

async function latestVersion(tx: Tx, projectId: number): Promise<VersionRow | undefined> {
  const [row] = await tx
    .select()
    .from(initialReports)
    .where(eq(initialReports.projectId, projectId))
    .orderBy(desc(initialReports.version))
    .limit(1);
  return row;
}

/** What the drafter reads: the latest submission, the platform check, the completeness. */
async function draftInputs(db: Database, projectId: number) {
  const [project] = await db
    .select({ name: projects.name })
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
  return { projectName: project.name, latest, check, completeness } satisfies DraftInputs;
}

export interface DraftOutcome {
  /** The new version; null when the figures had not changed (and no draft was asked for). */
  version: ReportVersionSummary | null;
}

/**
 * Drafts the report from the project's current figures: always when `force` (the firm asked),
 * else only when they differ from the newest draft's. The first draft moves a project still at
 * "Initial data collection" to "AI analysis"; nothing here moves a stage back. The inputs are
 * read before the transaction (several reads at once); under the project's lock a draft whose
 * figures the newest version already has is not stored twice.
 */
export async function draftReport(
  db: Database,
  projectId: number,
  { force = false, actor = DRAFTER }: { force?: boolean; actor?: AuditActor } = {},
): Promise<DraftOutcome> {
  const inputs = await draftInputs(db, projectId);
  return db.transaction(async (tx) => {
    const project = await lockOpenProject(tx, projectId);
    if (!inputs) {
      if (force) throw new AppError('conflict', M.noFiguresYet);
      return { version: null };
    }
    const figures = reportFigures(inputs);
    const fingerprint = figuresFingerprint(figures);
    const latest = await latestVersion(tx, projectId);
    if (!force && latest?.fingerprint === fingerprint) return { version: null };

    const draft = reportDraftSchema.parse(draftFromRules(inputs, figures));
    const problems = draftProblems(draft, figures);
    if (problems) {
      const numbers = problems.unsupported.map((found) => found.text);
      throw new Error(M.draftRefused([...numbers, ...problems.unknownKeys].join(', ')));
    }
    const [row] = await tx
      .insert(initialReports)
      .values({
        projectId,
        version: (latest?.version ?? 0) + 1,
        origin: 'rules',
        draft,
        body: draftToMarkdown(draft),
        figures,
        fingerprint,
      })
      .returning();
    await recordAudit(tx, actor, {
      action: 'report.drafted',
      target: { type: 'report', id: row!.id },
      projectId,
      after: { version: row!.version, drafter: 'rules' },
    });
    if (project.stage === 'initial_data_collection') {
      await tx.insert(stageMoves).values({
        projectId,
        stage: 'ai_analysis',
        effectiveOn: row!.createdAt.toISOString().slice(0, 10),
        message: null,
        movedBy: '',
      });
      await tx.update(projects).set({ stage: 'ai_analysis' }).where(eq(projects.id, projectId));
    }
    return { version: summaryOf(row!) };
  });
}

/** The firm's view: the newest version with its draft, figures and unsupported numbers. */
export async function firmReport(db: Database, projectId: number): Promise<FirmReport> {
  const [project] = await db
    .select({ dueAt: projects.reportDueAt, publishedAt: projects.reportPublishedAt })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project) throw new AppError('not_found', M.projectNotFound);
  const rows = await db
    .select()
    .from(initialReports)
    .where(eq(initialReports.projectId, projectId))
    .orderBy(desc(initialReports.version));
  const [newest] = rows;
  return {
    dueAt: iso(project.dueAt),
    firstPublishedAt: iso(project.publishedAt),
    current: newest
      ? {
          ...summaryOf(newest),
          body: newest.body,
          draft: newest.draft,
          figures: newest.figures,
          unsupported: unsupportedInBody(newest.body, newest.draft, newest.figures).map(
            ({ text, start, end }) => ({ text, start, end }),
          ),
        }
      : null,
    versions: rows.map(summaryOf),
  };
}

/** The newest version, which must be the one the caller acted on. */
async function newestIs(tx: DatabaseTransaction, projectId: number, versionId: number) {
  const latest = await latestVersion(tx, projectId);
  if (!latest) throw new AppError('not_found', M.notFound);
  if (latest.id !== versionId) {
    const exists = await tx
      .select({ id: initialReports.id })
      .from(initialReports)
      .where(and(eq(initialReports.projectId, projectId), eq(initialReports.id, versionId)));
    throw exists.length
      ? new AppError('conflict', M.notLatest)
      : new AppError('not_found', M.notFound);
  }
  return latest;
}

/** An analyst's edit of the newest version's text, stored as a new version. */
export async function editReport(
  db: Database,
  projectId: number,
  input: EditReport,
  actor: AuditActor,
): Promise<FirmReport> {
  await db.transaction(async (tx) => {
    await lockOpenProject(tx, projectId);
    const latest = await latestVersion(tx, projectId);
    if (!latest) throw new AppError('conflict', M.noDraftYet);
    if (latest.id !== input.basedOn) throw new AppError('conflict', M.staleVersion);
    const [row] = await tx
      .insert(initialReports)
      .values({
        projectId,
        version: latest.version + 1,
        origin: 'edited',
        draft: latest.draft,
        body: input.body,
        figures: latest.figures,
        fingerprint: latest.fingerprint,
        createdBy: actor.email,
      })
      .returning({ id: initialReports.id, version: initialReports.version });
    await recordAudit(tx, actor, {
      action: 'report.edited',
      target: { type: 'report', id: row!.id },
      projectId,
      after: { version: row!.version, basedOn: latest.version },
    });
  });
  return firmReport(db, projectId);
}

export async function approveReport(
  db: Database,
  projectId: number,
  versionId: number,
  actor: AuditActor,
): Promise<FirmReport> {
  await db.transaction(async (tx) => {
    await lockOpenProject(tx, projectId);
    const version = await newestIs(tx, projectId, versionId);
    if (version.approvedAt) throw new AppError('conflict', M.alreadyApproved);
    await tx
      .update(initialReports)
      .set({ approvedAt: new Date(), approvedBy: actor.email })
      .where(eq(initialReports.id, versionId));
    await recordAudit(tx, actor, {
      action: 'report.approved',
      target: { type: 'report', id: versionId },
      projectId,
      after: { version: version.version },
    });
  });
  return firmReport(db, projectId);
}

/**
 * Publishes the newest, approved version: every number in it that no figure supports must be
 * among `confirmedNumbers` (the audit entry keeps them). The members are mailed a link; the
 * stage does not move.
 */
export async function publishReport(
  db: Database,
  projectId: number,
  versionId: number,
  input: PublishReport,
  actor: AuditActor,
  { siteUrl, jobs }: { siteUrl: string; jobs: Jobs },
): Promise<FirmReport> {
  await db.transaction(async (tx) => {
    const project = await lockOpenProject(tx, projectId);
    const version = await newestIs(tx, projectId, versionId);
    if (version.publishedAt) throw new AppError('conflict', M.alreadyPublished);
    if (!version.approvedAt) throw new AppError('conflict', M.notApproved);
    const unsupported = unsupportedInBody(version.body, version.draft, version.figures).map(
      (found) => found.text,
    );
    const confirmed = new Set(input.confirmedNumbers);
    const missing = [...new Set(unsupported.filter((text) => !confirmed.has(text)))];
    if (missing.length) throw new AppError('bad_request', M.unconfirmed(missing.join(', ')));
    const now = new Date();
    const confirmedNumbers = [...new Set(unsupported)];
    await tx
      .update(initialReports)
      .set({ publishedAt: now, publishedBy: actor.email, confirmedNumbers })
      .where(eq(initialReports.id, versionId));
    if (!project.reportPublishedAt) {
      await tx.update(projects).set({ reportPublishedAt: now }).where(eq(projects.id, projectId));
    }
    await recordAudit(tx, actor, {
      action: 'report.published',
      target: { type: 'report', id: versionId },
      projectId,
      after: { version: version.version, confirmedNumbers },
    });
    const members = await tx
      .select({ email: users.email })
      .from(projectMembers)
      .innerJoin(users, eq(users.id, projectMembers.userId))
      .where(and(eq(projectMembers.projectId, projectId), isNull(users.deactivatedAt)));
    await queueMail(
      jobs,
      tx,
      reportPublishedMails({
        to: members.map((member) => member.email),
        project: { id: projectId, name: project.name },
        siteUrl,
      }),
    );
  });
  return firmReport(db, projectId);
}

function published(row: VersionRow): PublishedReport {
  return {
    id: row.id,
    version: row.version,
    body: row.body,
    publishedAt: row.publishedAt!.toISOString(),
    figures: row.figures,
  };
}

/** The newest published version, as the project's members read it; null before the first. */
export async function memberReport(db: Tx, projectId: number): Promise<MemberReport> {
  const [row] = await db
    .select()
    .from(initialReports)
    .where(and(eq(initialReports.projectId, projectId), isNotNull(initialReports.publishedAt)))
    .orderBy(desc(initialReports.publishedAt), desc(initialReports.version))
    .limit(1);
  return { report: row ? published(row) : null };
}

/** One published version; a draft or an unpublished version is not found (404). */
export async function memberReportVersion(
  db: Database,
  projectId: number,
  versionId: number,
): Promise<PublishedReport> {
  const [row] = await db
    .select()
    .from(initialReports)
    .where(and(eq(initialReports.projectId, projectId), eq(initialReports.id, versionId)));
  if (!row?.publishedAt) throw new AppError('not_found', M.notFound);
  return published(row);
}
