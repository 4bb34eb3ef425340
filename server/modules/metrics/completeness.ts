/**
 * Stores a project's completeness (common/brief/completeness.ts) in `projects.completeness`,
 * recomputed from its inputs: the latest submission, whether a note exists, which
 * connections are running. Called in the transaction of every write that changes one of
 * them (a submission, a note, a connection's state), so the Overview sorts by a current
 * score without computing it per request.
 */
import { desc, eq } from 'drizzle-orm';
import { projectCompleteness } from '../../../common/brief/completeness.ts';
import { connectionStateOf } from '../../../common/connections/contract.ts';
import type { Database, DatabaseTransaction } from '../../db/client.ts';
import { dataConnectors, metrics, notes, projects } from '../../db/schema/index.ts';

export async function storeCompleteness(
  tx: Database | DatabaseTransaction,
  projectId: number,
): Promise<number> {
  const [latest] = await tx
    .select()
    .from(metrics)
    .where(eq(metrics.projectId, projectId))
    .orderBy(desc(metrics.createdAt), desc(metrics.id))
    .limit(1);
  const [note] = await tx
    .select({ id: notes.id })
    .from(notes)
    .where(eq(notes.projectId, projectId))
    .limit(1);
  const connectors = await tx
    .select({
      platform: dataConnectors.platform,
      setupState: dataConnectors.setupState,
      paused: dataConnectors.paused,
    })
    .from(dataConnectors)
    .where(eq(dataConnectors.projectId, projectId));
  const { score } = projectCompleteness({
    latestSubmission: latest ?? null,
    noteCount: note ? 1 : 0,
    connectedPlatforms: connectors
      .filter((row) => connectionStateOf(row) === 'connected')
      .map((row) => row.platform),
  });
  await tx.update(projects).set({ completeness: score }).where(eq(projects.id, projectId));
  return score;
}
