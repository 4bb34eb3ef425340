/**
 * A project's channel data as the dashboard and the project page read it (docs/product.md#channel-data):
 * each of its connectors with its stored snapshot, never the warehouse itself.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { WarehouseMode, WarehouseSource } from '../../../common/channels/constants.ts';
import type { ChannelSnapshot, ChannelsResponse } from '../../../common/channels/contract.ts';
import { CHANNEL_MESSAGES } from '../../../common/channels/messages.ts';
import type { RefreshError } from '../../../common/channels/constants.ts';
import { ADMIN_MESSAGES } from '../../../common/admin/messages.ts';
import type { Database } from '../../db/client.ts';
import { channelSnapshots, dataConnectors, projects } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

/** The firm's routes name any project id (an administrator passes the guard): 404 unless it exists. */
export async function assertProjectExists(db: Database, projectId: number): Promise<void> {
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project) throw new AppError('not_found', ADMIN_MESSAGES.projectNotFound);
}

/** The project's channel snapshots, one per connector (empty months before a first refresh). */
export async function snapshotsOf(db: Database, projectId: number): Promise<ChannelSnapshot[]> {
  const rows = await db
    .select({
      platform: dataConnectors.platform,
      connectorId: dataConnectors.connectorId,
      snapshot: channelSnapshots,
    })
    .from(dataConnectors)
    .leftJoin(
      channelSnapshots,
      and(
        eq(channelSnapshots.projectId, dataConnectors.projectId),
        eq(channelSnapshots.connectorId, dataConnectors.connectorId),
      ),
    )
    .where(eq(dataConnectors.projectId, projectId))
    .orderBy(asc(dataConnectors.platform));
  return rows.map(({ platform, connectorId, snapshot }) => ({
    platform,
    connectorId,
    source: (snapshot?.source as WarehouseSource | null | undefined) ?? null,
    months: snapshot?.months ?? [],
    dataAsOf: snapshot?.dataAsOf?.toISOString() ?? null,
    refreshedAt: snapshot?.refreshedAt?.toISOString() ?? null,
    error: snapshot?.lastError
      ? CHANNEL_MESSAGES.refreshErrors[snapshot.lastError as RefreshError]
      : null,
  }));
}

export async function channelsOf(
  db: Database,
  projectId: number,
  warehouse: WarehouseMode,
): Promise<ChannelsResponse> {
  return { warehouse, channels: await snapshotsOf(db, projectId) };
}
