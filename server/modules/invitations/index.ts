/** The invitations module's public face: what other modules may import. */
export { listPendingInvitations, revokeInvitationsSentBy } from './service.ts';
