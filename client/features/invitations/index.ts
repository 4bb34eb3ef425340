/**
 * What other features may use of the invitations feature: a project's invitations panel
 * (the admin's Users tab), the owner's Team card (the dashboard), the wizard's offer to
 * invite its team addresses, and the invitation link's page.
 */
export { InvitationPage } from './components/invitation-page.tsx';
export { InvitationsPanel } from './components/invitations-panel.tsx';
export { InviteTeamOffer } from './components/invite-team-offer.tsx';
export { TeamCard } from './components/team-card.tsx';
