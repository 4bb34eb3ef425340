/**
 * Invitations: the administrator's and a project owner's calls, and the
 * invitation link's lookup and acceptance. docs/decisions/090-invitations.md.
 */
import { z } from '../shared/zod.ts';
import { DATABASE_INT_MAX } from '../shared/constants.ts';
import { MEMBER_ROLES } from '../projects/constants.ts';
import { projectIdSchema } from '../projects/contract.ts';

/** Owners invite members and viewers; only the administrator makes owners. */
export const OWNER_INVITABLE_ROLES = ['member', 'viewer'] as const;

/** An address as invitations store and compare it: trimmed and lowercased. */
export const invitationEmailSchema = z
  .string({ error: 'Enter a valid email address' })
  .trim()
  .toLowerCase()
  .max(254, 'Enter a valid email address')
  .pipe(z.email('Enter a valid email address'));

/** POST /api/admin/projects/:projectId/invitations. */
export const adminInviteSchema = z.strictObject({
  email: invitationEmailSchema,
  role: z.enum(MEMBER_ROLES),
});
export type AdminInviteInput = z.input<typeof adminInviteSchema>;

/** POST /api/projects/:projectId/invitations (the project's owner). */
export const ownerInviteSchema = z.strictObject({
  email: invitationEmailSchema,
  role: z.enum(OWNER_INVITABLE_ROLES, { error: 'role must be member or viewer' }),
});
export type OwnerInviteInput = z.input<typeof ownerInviteSchema>;

const invitationIdSchema = z.coerce
  .number({ error: 'must be an invitation id' })
  .int('must be a whole number')
  .positive('must be a positive number')
  .max(DATABASE_INT_MAX, 'must be an invitation id');

export const projectInvitationsParamsSchema = z.strictObject({ projectId: projectIdSchema });
export const adminInvitationParamsSchema = z.strictObject({ id: invitationIdSchema });
export const ownerInvitationParamsSchema = z.strictObject({
  projectId: projectIdSchema,
  id: invitationIdSchema,
});

/** A pending invitation (neither accepted nor revoked; it may have expired). */
export const pendingInvitationSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  email: z.string(),
  role: z.enum(MEMBER_ROLES),
  /** Who sent it last (their address), null when that account is gone. */
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Past its 7 days: the link no longer works until it is resent. */
  expired: z.boolean(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;
export const pendingInvitationsResponseSchema = z.array(pendingInvitationSchema);

/** The random token of an invitation link (base64url of 32 bytes). */
const tokenSchema = z.string().min(1, 'token is required').max(200, 'token is too long');

/** GET /api/invitations/lookup?token= */
export const invitationLookupQuerySchema = z.strictObject({ token: tokenSchema });

export const INVITATION_STATES = ['revoked', 'expired', 'accepted', 'unknown'] as const;
export type InvitationProblem = (typeof INVITATION_STATES)[number];

export const invitationLookupResponseSchema = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('pending'),
    projectId: z.number().int(),
    projectName: z.string(),
    role: z.enum(MEMBER_ROLES),
    email: z.string(),
    /** An account with this address exists: the page offers sign-in rather than sign-up. */
    accountExists: z.boolean(),
    expiresAt: z.string(),
  }),
  z.object({ state: z.enum(INVITATION_STATES), message: z.string() }),
]);
export type InvitationLookup = z.infer<typeof invitationLookupResponseSchema>;

/** POST /api/invitations/accept */
export const acceptInvitationSchema = z.strictObject({ token: tokenSchema });
export const acceptInvitationResponseSchema = z.object({
  projectId: z.number().int(),
  projectName: z.string(),
  role: z.enum(MEMBER_ROLES),
});
export type AcceptedInvitation = z.infer<typeof acceptInvitationResponseSchema>;
