/**
 * Metrics submissions: one row per submission (history kept), listed newest first; each save
 * is a patch of the latest (docs/product.md#wizard), stored whole as a new row.
 * Decimals travel as strings end to end, so what PostgreSQL stores is what the client sees.
 */
import { desc, eq, getTableColumns } from 'drizzle-orm';
import { INITIAL_REPORT_DUE_HOURS } from '../../../common/stages/constants.ts';
import {
  METRIC_FIELD_NAMES,
  METRIC_FIELDS,
  type MetricsPatch,
  type MetricsRecord,
} from '../../../common/metrics/contract.ts';
import { VALIDATION_MESSAGES } from '../../../common/shared/messages.ts';
import type { Database, DatabaseTransaction } from '../../db/client.ts';
import { metrics, projects, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import type { Caller } from '../auth/index.ts';
import type { Notifications } from '../mail/index.ts';
import { storeCompleteness } from './completeness.ts';

/** Asks for the initial report's draft (app.reports.queueDraft), in the save's transaction. */
export type QueueDraft = (projectId: number, within: DatabaseTransaction) => Promise<void>;

type MetricsRow = typeof metrics.$inferSelect;

function submitterName(user: { displayName: string | null; email: string }): string {
  return user.displayName?.trim() || user.email;
}

function toRecord(row: MetricsRow, submittedBy: string): MetricsRecord {
  return { ...row, submittedBy, createdAt: row.createdAt.toISOString() };
}

type MetricsValues = Omit<typeof metrics.$inferInsert, 'id' | 'userId' | 'projectId' | 'createdAt'>;

/** The latest submission's values with the patch applied: undefined keeps, null clears. */
function applyPatch(latest: MetricsRow | undefined, patch: MetricsPatch): MetricsValues {
  const values: Record<string, unknown> = {};
  for (const field of METRIC_FIELD_NAMES) {
    const change = patch[field];
    values[field] = change === undefined ? (latest?.[field] ?? null) : change;
  }
  return values as MetricsValues;
}

/**
 * Applies the patch to the project's latest submission and stores the result as a new
 * submission (the earlier ones stay as they were), with the project's completeness; the
 * project's first also stores the firm's notification, all in the same transaction. The
 * project row is locked first, so two saves at once apply one after the other and two first
 * submissions cannot both be (or both miss being) the first. The first sets the initial
 * report's due time; every save asks for a draft (made only if a figure changed).
 */
export async function createMetrics(
  db: Database,
  notifications: Notifications,
  caller: Pick<Caller, 'userId' | 'displayName' | 'email'>,
  projectId: number,
  patch: MetricsPatch,
  actor: AuditActor,
  queueDraft: QueueDraft,
): Promise<MetricsRecord> {
  const submitter = submitterName(caller);
  const row = await db.transaction(async (tx) => {
    const [project] = await tx
      .select({ id: projects.id, name: projects.name })
      .from(projects)
      .where(eq(projects.id, projectId))
      .for('update');
    const [earlier] = await tx
      .select()
      .from(metrics)
      .where(eq(metrics.projectId, projectId))
      .orderBy(desc(metrics.createdAt), desc(metrics.id))
      .limit(1);
    if (!earlier && patch.trailingTwelveMonthRevenue === undefined) {
      const { label } = METRIC_FIELDS.trailingTwelveMonthRevenue;
      throw new AppError(
        'bad_request',
        `trailingTwelveMonthRevenue: ${VALIDATION_MESSAGES.required(label)}`,
      );
    }
    const [inserted] = await tx
      .insert(metrics)
      // projectId last: the guarded one
      .values({ ...applyPatch(earlier, patch), userId: caller.userId, projectId })
      .returning();
    const completeness = await storeCompleteness(tx, projectId);
    if (!earlier) {
      await tx
        .update(projects)
        .set({
          reportDueAt: new Date(
            inserted!.createdAt.getTime() + INITIAL_REPORT_DUE_HOURS * 3_600_000,
          ),
        })
        .where(eq(projects.id, projectId));
    }
    await queueDraft(projectId, tx);
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
