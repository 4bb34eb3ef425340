/**
 * The initial report's versions as stored (docs/product.md#initial-report): a row as the firm
 * lists it, the newest of a project, and the lock every step takes on its project.
 */
import { desc, eq } from 'drizzle-orm';
import type { ReportVersionSummary } from '../../../common/reports/contract.ts';
import { REPORT_MESSAGES as M } from '../../../common/reports/messages.ts';
import type { Database, DatabaseTransaction } from '../../db/client.ts';
import { initialReports, projects } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuditActor } from '../audit/index.ts';

export type VersionRow = typeof initialReports.$inferSelect;
export type Tx = Database | DatabaseTransaction;

/** The drafter's own entries: no person acted. */
export const DRAFTER: AuditActor = { userId: null, email: null, ip: null };

export const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The columns a version's summary reads: a list of versions selects only these. */
export const SUMMARY_COLUMNS = {
  id: initialReports.id,
  version: initialReports.version,
  origin: initialReports.origin,
  createdBy: initialReports.createdBy,
  createdAt: initialReports.createdAt,
  approvedBy: initialReports.approvedBy,
  approvedAt: initialReports.approvedAt,
  publishedBy: initialReports.publishedBy,
  publishedAt: initialReports.publishedAt,
  modelId: initialReports.modelId,
  fallbackReason: initialReports.fallbackReason,
};

type SummaryRow = Pick<VersionRow, keyof typeof SUMMARY_COLUMNS>;

export function summaryOf(row: SummaryRow): ReportVersionSummary {
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
    modelId: row.modelId,
    fallbackReason: row.fallbackReason as ReportVersionSummary['fallbackReason'],
  };
}

/** Locks the project row; 404 for none, 409 once the engagement is closed. */
export async function lockOpenProject(tx: DatabaseTransaction, projectId: number) {
  const [project] = await tx
    .select({
      name: projects.name,
      stage: projects.stage,
      closedAt: projects.closedAt,
      reportPublishedAt: projects.reportPublishedAt,
      modelUse: projects.modelUse,
    })
    .from(projects)
    .where(eq(projects.id, projectId))
    .for('update');
  if (!project) throw new AppError('not_found', M.projectNotFound);
  if (project.closedAt) throw new AppError('conflict', M.closed);
  return project;
}

export async function latestVersion(tx: Tx, projectId: number): Promise<VersionRow | undefined> {
  const [row] = await tx
    .select()
    .from(initialReports)
    .where(eq(initialReports.projectId, projectId))
    .orderBy(desc(initialReports.version))
    .limit(1);
  return row;
}
