/**
 * What other features and the app may use of the auth feature: the signed-in user's session
 * (and its refresh after a change), the server's sign-in options (the password policy), the
 * frame of the signed-out screens, signing in (or up) with an invited address, or out, in
 * place; and the pages and banner the app places. The sign-in screen itself is not here: the
 * portal loads it lazily, for signed-out visitors only (client/app/routes/portal/portal-area.tsx).
 */
export { signOutInPlace, useAuthOptions, useRefreshSession, useSession } from './api/auth.ts';
export { AuthCard } from './components/auth-card.tsx';
export { ConfirmEmailBanner } from './components/confirm-email-banner.tsx';
export { EmailConfirmedPage } from './components/email-confirmed-page.tsx';
export { InvitedCredentialsForm } from './components/invited-credentials-form.tsx';
export { PortalNotFoundPage } from './components/portal-not-found-page.tsx';
export { ResetPasswordPage } from './components/reset-password-page.tsx';
export { useAuthActions } from './hooks/use-auth-actions.ts';
export { describePolicy } from './lib/password-policy.ts';
