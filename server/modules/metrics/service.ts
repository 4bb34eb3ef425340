/**
 * Metrics submissions: one row per submission (history kept), listed newest first.
 * Decimals travel as strings end to end, so what PostgreSQL stores is what the client sees.
 */
import { and, desc, eq, getTableColumns, ne } from 'drizzle-orm';
import type { MetricsFields, MetricsRecord } from '../../../common/metrics/contract.ts';
import type { Database } from '../../db/client.ts';
import { metrics, projects, users } from '../../db/schema/index.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import type { Caller } from '../auth/index.ts';
import type { Notifications } from '../mail/index.ts';
import { storeCompleteness } from './completeness.ts';

type MetricsRow = typeof metrics.$inferSelect;

function submitterName(user: { displayName: string | null; email: string }): string {
  return user.displayName?.trim() || user.email;
}

function toRecord(row: MetricsRow, submittedBy: string): MetricsRecord {
  return { ...row, submittedBy, createdAt: row.createdAt.toISOString() };
}

/**
 * Stores one submission for the project and the project's completeness; the project's
 * first also stores the firm's notification, all in the same transaction. The project row is locked first, so two first
 * submissions at once cannot both be (or both miss being) the first.
 */
export async function createMetrics(
  db: Database,
  notifications: Notifications,
  caller: Pick<Caller, 'userId' | 'displayName' | 'email'>,
  projectId: number,
  fields: MetricsFields,
  actor: AuditActor,
): Promise<MetricsRecord> {
  const submitter = submitterName(caller);
  const row = await db.transaction(async (tx) => {
    const [project] = await tx
      .select({ id: projects.id, name: projects.name })
      .from(projects)
      .where(eq(projects.id, projectId))
      .for('update');
    const [inserted] = await tx
      .insert(metrics)
      .values({ ...fields, userId: caller.userId, projectId }) // projectId last: the guarded one
      .returning();
    const [earlier] = await tx
      .select({ id: metrics.id })
      .from(metrics)
      .where(and(eq(metrics.projectId, projectId), ne(metrics.id, inserted!.id)))
      .limit(1);
    const completeness = await storeCompleteness(tx, projectId);
    const mail = !earlier && project ? notifications.firstSubmission(project, submitter) : [];
    await notifications.queue(tx, mail);
    // The entry names the submission, not its figures: closing the engagement deletes those.
    await recordAudit(tx, actor, {
      action: 'metrics.saved',
      target: { type: 'submission', id: inserted!.id },
      projectId,
      after: { completeness },
    });
    return inserted!;
  });
  return toRecord(row, submitter);
}

/** Every submission of the project, newest first, with who made it. */
export async function listMetrics(db: Database, projectId: number): Promise<MetricsRecord[]> {
  const rows = await db
    .select({
      record: getTableColumns(metrics),
      displayName: users.displayName,
      email: users.email,
    })
    .from(metrics)
    .innerJoin(users, eq(users.id, metrics.userId))
    .where(eq(metrics.projectId, projectId))
    .orderBy(desc(metrics.createdAt), desc(metrics.id));
  return rows.map((row) => toRecord(row.record, submitterName(row)));
}
