/** The connections module's public face (decisions 030-032, 100). */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { dataConnectors } from '../../db/schema/index.ts';
import { available } from './guards.ts';
import type { RemovedConnector } from './service.ts';

export { connectionsModule } from './module.ts';
export type { RemovedConnector } from './service.ts';

/**
 * Closing an engagement (docs/product.md#closing): pauses and deletes each of the project's
 * Fivetran connectors (the sandbox's too; one already gone at Fivetran counts as removed) and
 * deletes our `data_connectors` row of each itself, one by one as Fivetran confirms: not in the
 * caller's transaction, since Fivetran's deletes cannot roll back with it. Returns what was
 * removed, for the caller's record of the close. Throws (a readable AppError) when Fivetran
 * fails or is not configured while the project has connectors; the rows not yet removed stay,
 * so calling again carries on.
 */
export async function removeProjectConnectors(
  app: FastifyInstance,
  projectId: number,
): Promise<RemovedConnector[]> {
  const [any] = await app.database.db
    .select({ id: dataConnectors.id })
    .from(dataConnectors)
    .where(eq(dataConnectors.projectId, projectId))
    .limit(1);
  if (!any) return [];
  return available(app.connections).service.removeProjectConnectors(projectId);
}
