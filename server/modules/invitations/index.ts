/** The invitations module's public face: its plugin, and what other modules may import. */
export { invitationsModule } from './module.ts';
export { listPendingInvitations, revokeInvitationsSentBy } from './service.ts';
