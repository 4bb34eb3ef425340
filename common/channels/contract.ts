/**
 * Channel data (docs/product.md#channel-data): each connected platform's monthly figures, read
 * from the data warehouse Fivetran syncs into and kept as a snapshot.
 *
 *   GET  /api/projects/:projectId/channels                  a member or viewer of the project
 *   GET  /api/admin/projects/:projectId/channels            the firm (administrators, its analysts)
 *   POST /api/admin/projects/:projectId/channels/refresh    the firm: reads the warehouse now
 *
 * Amounts are in each account's own currency: one connector's months carry a currency each, and
 * nothing is ever summed across two currencies.
 */
import { z } from '../shared/zod.ts';
import { PLATFORMS } from '../connections/constants.ts';
import { projectIdSchema } from '../projects/contract.ts';
import { WAREHOUSE_MODES, WAREHOUSE_SOURCES } from './constants.ts';

export const CHANNELS_API = {
  project: (projectId: number) => `/api/projects/${projectId}/channels`,
  admin: (projectId: number) => `/api/admin/projects/${projectId}/channels`,
  refresh: (projectId: number) => `/api/admin/projects/${projectId}/channels/refresh`,
} as const;

export const channelsParamsSchema = z.strictObject({ projectId: projectIdSchema });

/** One month of one connector's accounts in one currency, summed in the warehouse. */
export const channelMonthSchema = z.object({
  /** YYYY-MM */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  /** ISO 4217, as the ad account states it. */
  currency: z.string(),
  spend: z.number(),
  impressions: z.number(),
  clicks: z.number(),
  conversions: z.number(),
  conversionValue: z.number(),
});
export type ChannelMonth = z.infer<typeof channelMonthSchema>;

/** What the product keeps of one connector's warehouse data. */
export const channelSnapshotSchema = z.object({
  platform: z.enum(PLATFORMS),
  connectorId: z.string(),
  /** Where the months were read; null until a refresh succeeded. */
  source: z.enum(WAREHOUSE_SOURCES).nullable(),
  /** The last good read's months, oldest first (kept when a later refresh fails). */
  months: z.array(channelMonthSchema),
  /** The newest `_fivetran_synced` among the rows read: how fresh the data is. */
  dataAsOf: z.string().nullable(),
  /** When the months were read. */
  refreshedAt: z.string().nullable(),
  /** Why the last refresh failed; null after a success or before the first attempt. */
  error: z.string().nullable(),
});
export type ChannelSnapshot = z.infer<typeof channelSnapshotSchema>;

export const channelsResponseSchema = z.object({
  /** The warehouse this server reads; `unavailable`: none is configured (production). */
  warehouse: z.enum(WAREHOUSE_MODES),
  /** One per connector of the project, in platform order. */
  channels: z.array(channelSnapshotSchema),
});
export type ChannelsResponse = z.infer<typeof channelsResponseSchema>;
