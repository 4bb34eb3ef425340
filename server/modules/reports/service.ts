/**
 * The initial report's review (docs/product.md#initial-report): the firm's view, an analyst's
 * edit as a new version, approval, publication to the project's members with their mail, the
 * project's language-model setting, and the members' reads. Every step is one transaction with
 * its audit entry, under a lock on the project row, so two steps on one project apply one after
 * the other. Drafting is drafting.ts.
 */
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type {
  EditReport,
  FirmReport,
  MemberReport,
  PublishReport,
  PublishedReport,
  ReportSettings,
} from '../../../common/reports/contract.ts';
import { REPORT_MESSAGES as M } from '../../../common/reports/messages.ts';
import type { Database, DatabaseTransaction } from '../../db/client.ts';
import { initialReports, projectMembers, projects, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { Jobs } from '../../lib/jobs.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { queueMail, reportPublishedMails } from '../mail/index.ts';
import { unsupportedInBody } from './draft-text.ts';
import { modelUseOf, type ReportModel } from './drafting.ts';
import {
  iso,
  latestVersion,
  lockOpenProject,
  SUMMARY_COLUMNS,
  summaryOf,
  type Tx,
  type VersionRow,
} from './versions.ts';

/**
 * The firm's view: the newest version with its draft, figures and unsupported numbers, every
 * version, and how the project's drafts are made.
 */
export async function firmReport(
  db: Database,
  projectId: number,
  model: ReportModel,
): Promise<FirmReport> {
  const [project] = await db
    .select({
      dueAt: projects.reportDueAt,
      publishedAt: projects.reportPublishedAt,
      modelUse: projects.modelUse,
    })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project) throw new AppError('not_found', M.projectNotFound);
  // Every version's summary; the text, draft and figures of the newest only.
  const [versions, newest] = await Promise.all([
    db
      .select(SUMMARY_COLUMNS)
      .from(initialReports)
      .where(eq(initialReports.projectId, projectId))
      .orderBy(desc(initialReports.version)),
    latestVersion(db, projectId),
  ]);
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
    versions: versions.map(summaryOf),
    modelUse: modelUseOf(project.modelUse, model),
    model: model.port ? { provider: model.port.provider, modelId: model.port.modelId } : null,
  };
}

/** The firm's choice for the project: may a model draft its report, and with the notes. */
export async function setModelUse(
  db: Database,
  projectId: number,
  { modelUse }: ReportSettings,
  actor: AuditActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const project = await lockOpenProject(tx, projectId);
    await tx.update(projects).set({ modelUse }).where(eq(projects.id, projectId));
    await recordAudit(tx, actor, {
      action: 'report.settings_changed',
      target: { type: 'project', id: projectId },
      projectId,
      before: { modelUse: project.modelUse },
      after: { modelUse },
    });
  });
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
): Promise<void> {
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
}

export async function approveReport(
  db: Database,
  projectId: number,
  versionId: number,
  actor: AuditActor,
): Promise<void> {
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
): Promise<void> {
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

/** The newest published version (a draft or an unpublished version never); null before the first. */
export async function publishedReportOf(
  db: Tx,
  projectId: number,
): Promise<PublishedReport | null> {
  const [row] = await db
    .select()
    .from(initialReports)
    .where(and(eq(initialReports.projectId, projectId), isNotNull(initialReports.publishedAt)))
    .orderBy(desc(initialReports.publishedAt), desc(initialReports.version))
    .limit(1);
  return row ? published(row) : null;
}

/** What the project's members read: the published report, and how its drafts are made. */
export async function memberReport(
  db: Database,
  projectId: number,
  model: ReportModel,
): Promise<MemberReport> {
  const [[project], report] = await Promise.all([
    db.select({ modelUse: projects.modelUse }).from(projects).where(eq(projects.id, projectId)),
    publishedReportOf(db, projectId),
  ]);
  const use = modelUseOf(project?.modelUse ?? null, model);
  return { report, drafting: model.port && use !== 'off' ? use : 'rules' };
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
