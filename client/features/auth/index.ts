/**
 * What other features may use of the auth feature: the signed-in user's session (and its
 * refresh after a change), the server's sign-in options (the password policy), the frame of
 * the signed-out screens, and signing in (or up) with an invited address, or out, in place.
 */
export { signOutInPlace, useAuthOptions, useRefreshSession, useSession } from './api/auth.ts';
export { AuthCard } from './components/auth-card.tsx';
export { InvitedCredentialsForm } from './components/invited-credentials-form.tsx';
export { describePolicy } from './lib/password-policy.ts';
