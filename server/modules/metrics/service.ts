/**
 * Metrics submissions: one row per submission (history kept), listed newest first.
 * Decimals travel as strings end to end, so what PostgreSQL stores is what the client sees.
 */
import { desc, eq, getTableColumns } from 'drizzle-orm';
import type { MetricsFields, MetricsRecord } from '../../../common/contracts/metrics.ts';
import type { Database } from '../../db/client.ts';
import { metrics, users } from '../../db/schema/index.ts';
import type { Caller } from '../auth/index.ts';

type MetricsRow = typeof metrics.$inferSelect;

function submitterName(user: { displayName: string | null; email: string }): string {
  return user.displayName?.trim() || user.email;
}

function toRecord(row: MetricsRow, submittedBy: string): MetricsRecord {
  return { ...row, submittedBy, createdAt: row.createdAt.toISOString() };
}

/** Stores one submission for the project. */
export async function createMetrics(
  db: Database,
  caller: Pick<Caller, 'userId' | 'displayName' | 'email'>,
  projectId: number,
  fields: MetricsFields,
): Promise<MetricsRecord> {
  const [row] = await db
    .insert(metrics)
    .values({ ...fields, userId: caller.userId, projectId }) // projectId last: the guarded one
    .returning();
  return toRecord(row!, submitterName(caller));
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
