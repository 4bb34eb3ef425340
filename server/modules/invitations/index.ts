/** The invitations module's public face: what other modules may import. */
export { listPendingInvitations } from './service.ts';
