/**
 * The channels module's public face (docs/product.md#channel-data): its plugin, and what closing
 * an engagement does to a project's channel data.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseTransaction } from '../../db/client.ts';
import { channelSnapshots, dataConnectors } from '../../db/schema/index.ts';

export { channelsModule } from './module.ts';
export { channelsOf, snapshotsOf } from './snapshot.ts';

/**
 * Closing an engagement (docs/product.md#closing): drops the sandbox warehouse's schema of each
 * of the project's connectors (the sandbox only: what Fivetran wrote to the firm's own warehouse
 * is the firm's, and stays). Called before the connectors are removed, which drops nothing
 * that could not be made again, so that a close run again still finds every schema.
 */
export async function dropSandboxSchemas(app: FastifyInstance, projectId: number): Promise<void> {
  const { warehouse } = app.channels;
  if (warehouse.mode !== 'sandbox') return;
  const connectors = await app.database.db
    .select({ schema: dataConnectors.schema })
    .from(dataConnectors)
    .where(eq(dataConnectors.projectId, projectId));
  for (const { schema } of connectors) await warehouse.port.dropSandboxSchema(schema);
}

/** Deletes the project's channel snapshots in the close's transaction; how many went. */
export async function deleteChannelSnapshots(
  tx: DatabaseTransaction,
  projectId: number,
): Promise<number> {
  const deleted = await tx
    .delete(channelSnapshots)
    .where(eq(channelSnapshots.projectId, projectId))
    .returning({ id: channelSnapshots.id });
  return deleted.length;
}
