/**
 * The administrator's project page (docs/product.md#workspace): one project's members, pending
 * invitations and connections in one answer, its submissions and notes in cursor pages,
 * and their exports.
 */
import { z } from '../shared/zod.ts';
import { engagementClosureSchema } from './close-engagement-contract.ts';
import { DATABASE_INT_MAX } from '../shared/constants.ts';
import { MEMBER_ROLES } from '../projects/constants.ts';
import { NOTE_CATEGORIES } from '../notes/constants.ts';
import { PLATFORMS } from '../connections/constants.ts';
import { CONNECTION_STATES } from '../connections/contract.ts';
import { deliverablesResponseSchema } from '../deliverables/contract.ts';
import { metricsRecordSchema } from '../metrics/contract.ts';
import { pendingInvitationSchema } from '../invitations/contract.ts';
import { platformCheckSchema } from '../platform-check/contract.ts';
import { adminProjectSchema, projectIdSchema } from '../projects/contract.ts';
import { adminStageSchema } from '../stages/contract.ts';

/** Rows per page of the submissions and notes lists (and per read of their exports). */
export const WORKSPACE_PAGE_SIZE = 20;

export const workspaceParamsSchema = z.strictObject({ projectId: projectIdSchema });

/**
 * `?cursor=`: the id of the last row of the page before (the rows come newest first, by
 * creation time then id); absent for the first page.
 */
export const workspaceListQuerySchema = z.strictObject({
  cursor: z.coerce
    .number({ error: 'must be a row id' })
    .int('must be a whole number')
    .positive('must be a positive number')
    .max(DATABASE_INT_MAX, 'must be a row id')
    .optional(),
});
export type WorkspaceListQuery = z.infer<typeof workspaceListQuerySchema>;

export const workspaceMemberSchema = z.object({
  userId: z.number().int(),
  email: z.string(),
  displayName: z.string().nullable(),
  role: z.enum(MEMBER_ROLES),
  emailVerified: z.boolean(),
  /** When their newest live session began (ISO 8601); null: none (never, or signed out). */
  lastSignInAt: z.string().nullable(),
  /** An administrator deactivated the account (decision 096): kept in the list, marked. */
  deactivated: z.boolean(),
});
export type WorkspaceMember = z.infer<typeof workspaceMemberSchema>;

/**
 * What is stored of the project's Fivetran connector for one platform (no live call): the
 * state the background worker last read (decision 100).
 */
export const workspaceConnectorSchema = z.object({
  platform: z.enum(PLATFORMS),
  connectorId: z.string(),
  /** connectionStateOf() of the stored setup state and paused flag. */
  state: z.enum(CONNECTION_STATES),
  paused: z.boolean(),
  /** Fivetran's sync_state as last read (scheduled, syncing, paused, rescheduled). */
  syncState: z.string().nullable(),
  /** The last successful sync as last read from Fivetran, when one was seen. */
  lastSyncAt: z.string().nullable(),
  /** When Fivetran last answered for it; null: not yet. */
  checkedAt: z.string().nullable(),
  /** Who created it (their address), null when that account is gone. */
  connectedBy: z.string().nullable(),
  connectedAt: z.string(),
});
export type WorkspaceConnector = z.infer<typeof workspaceConnectorSchema>;

/** A member's own Google Ads grant (stored per user, not per project). */
export const workspaceGoogleGrantSchema = z.object({
  memberEmail: z.string(),
  /** The Google account that granted access, when Google told us. */
  googleEmail: z.string().nullable(),
  grantedAt: z.string(),
});
export type WorkspaceGoogleGrant = z.infer<typeof workspaceGoogleGrantSchema>;

/** A firm analyst assigned to the project (decision 099). */
export const workspaceAnalystSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  /** They have an account (they may still have to sign up). */
  signedUp: z.boolean(),
});
export type WorkspaceAnalyst = z.infer<typeof workspaceAnalystSchema>;

/** GET /api/admin/projects/:projectId/workspace */
export const workspaceResponseSchema = z.object({
  project: adminProjectSchema,
  members: z.array(workspaceMemberSchema),
  invitations: z.array(pendingInvitationSchema),
  connectors: z.array(workspaceConnectorSchema),
  googleGrants: z.array(workspaceGoogleGrantSchema),
  analysts: z.array(workspaceAnalystSchema),
  /** Set once the engagement is closed (decision 101): when, by whom, what was deleted. */
  closure: engagementClosureSchema.nullable(),
  /** The project's complete deliverables, newest first: the page's files without a read of its own. */
  deliverables: deliverablesResponseSchema,
  /** The engagement's stage and its moves (docs/product.md#stages). */
  stage: adminStageSchema,
  /** Self-reported vs platform (decision 105), read from the stored snapshots. */
  platformCheck: platformCheckSchema,
});
export type WorkspaceResponse = z.infer<typeof workspaceResponseSchema>;

/** A submission with its submitter's address. */
export const workspaceSubmissionSchema = metricsRecordSchema.extend({
  submitterEmail: z.string(),
});
export type WorkspaceSubmission = z.infer<typeof workspaceSubmissionSchema>;

/** GET /api/admin/projects/:projectId/submissions?cursor= */
export const workspaceSubmissionsResponseSchema = z.object({
  items: z.array(workspaceSubmissionSchema),
  /** The cursor of the next page; null on the last. */
  nextCursor: z.number().int().nullable(),
});
export type WorkspaceSubmissionsResponse = z.infer<typeof workspaceSubmissionsResponseSchema>;

export const workspaceNoteSchema = z.object({
  id: z.number().int(),
  category: z.enum(NOTE_CATEGORIES),
  content: z.string(),
  /** The author's address. */
  author: z.string(),
  createdAt: z.string(),
});
export type WorkspaceNote = z.infer<typeof workspaceNoteSchema>;

/** GET /api/admin/projects/:projectId/notes?cursor= */
export const workspaceNotesResponseSchema = z.object({
  items: z.array(workspaceNoteSchema),
  nextCursor: z.number().int().nullable(),
});
export type WorkspaceNotesResponse = z.infer<typeof workspaceNotesResponseSchema>;

export const EXPORT_KINDS = ['submissions', 'notes'] as const;
export type WorkspaceExportKind = (typeof EXPORT_KINDS)[number];
export const EXPORT_FORMATS = ['csv', 'json'] as const;
export type WorkspaceExportFormat = (typeof EXPORT_FORMATS)[number];

/** GET /api/admin/projects/:projectId/exports/{kind}.{format} */
export function workspaceExportPath(
  projectId: number,
  kind: WorkspaceExportKind,
  format: WorkspaceExportFormat,
): string {
  return `/api/admin/projects/${projectId}/exports/${kind}.${format}`;
}

/** "acme_holdings-submissions-2026-05-02.csv": the project's slug, the list, the day (UTC). */
export function workspaceExportFilename(
  slug: string,
  kind: WorkspaceExportKind,
  format: WorkspaceExportFormat,
  now: Date,
): string {
  return `${slug}-${kind}-${now.toISOString().slice(0, 10)}.${format}`;
}
