/**
 * The initial report's public face (docs/product.md#initial-report): its plugin, the job's queue
 * name, and what closing an engagement does to a project's reports.
 */
import { eq } from 'drizzle-orm';
import type { DatabaseTransaction } from '../../db/client.ts';
import { initialReports } from '../../db/schema/index.ts';

export { REPORT_DRAFT_QUEUE, reportsModule } from './module.ts';
export { publishedReportOf } from './service.ts';

/** Deletes the project's drafts and published versions in the close's transaction; how many went. */
export async function deleteReports(tx: DatabaseTransaction, projectId: number): Promise<number> {
  const deleted = await tx
    .delete(initialReports)
    .where(eq(initialReports.projectId, projectId))
    .returning({ id: initialReports.id });
  return deleted.length;
}
