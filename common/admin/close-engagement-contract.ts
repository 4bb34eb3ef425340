/**
 * Closing an engagement (decision 101): after the administrator types
 * the project's slug, its client data is deleted and the project archived for good.
 */
import { z } from '../shared/zod.ts';
import { PLATFORMS } from '../connections/constants.ts';

/** POST /api/admin/projects/:projectId/close. */
export const closeEngagementSchema = z.strictObject({
  /** The project's slug, typed by the administrator. */
  confirmation: z.string({ error: 'Type the project’s slug to confirm' }).max(200),
});
export type CloseEngagementInput = z.input<typeof closeEngagementSchema>;

/** What closing deleted, kept on the project (and in its audit entry). */
export const engagementClosureSchema = z.object({
  closedAt: z.string(),
  closedBy: z.string(),
  submissions: z.number().int(),
  notes: z.number().int(),
  deliverables: z.number().int(),
  invitations: z.number().int(),
  googleAdsAccounts: z.number().int(),
  /** The connectors' channel snapshots (docs/product.md#channel-data). */
  channelSnapshots: z.number().int(),
  /** The initial report's versions, drafts and published (docs/product.md#initial-report). */
  reports: z.number().int(),
  connectors: z.array(z.object({ platform: z.enum(PLATFORMS), connectorId: z.string() })),
});
export type EngagementClosure = z.infer<typeof engagementClosureSchema>;
