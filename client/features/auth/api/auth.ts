/**
 * The identity calls (better-auth under /api/auth, docs/decisions/002) and the sign-in
 * screen's own reads. The session lives in an httpOnly cookie: the client never sees a token.
 */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import {
  authOptionsResponseSchema,
  checkDomainResponseSchema,
  emailSignInResponseSchema,
  passwordResetRequestResponseSchema,
  resetPasswordResponseSchema,
  SESSION_PATH,
  sessionResponseSchema,
  signInResponseSchema,
  signOutResponseSchema,
  socialSignInResponseSchema,
  type CheckDomainResponse,
  type PasswordResetRequest,
  type ResetPasswordInput,
} from '../../../../common/auth/contract.ts';
import { twoFactorVerifyResponseSchema } from '../../../../common/account/contract.ts';
import { PATHS } from '../../../../common/shared/paths.ts';
import { readFailure, readQuery, send, writeFailure } from '../../../lib/api.ts';

/** The signed-in user, or null. Loaded once per visit; the server refreshes the cookie. */
export function useSession() {
  return useQuery(readQuery(SESSION_PATH, sessionResponseSchema));
}

/** Reads the session again (after a change to the user, e.g. two-factor turned on). */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [SESSION_PATH] });
}

/** What the sign-in screen offers (Google?) and the password policy it checks. */
export function useAuthOptions() {
  return useQuery(readQuery('/api/auth-options', authOptionsResponseSchema));
}

export function checkDomain(email: string): Promise<CheckDomainResponse> {
  return send(`/api/check-domain?email=${encodeURIComponent(email)}`, {
    response: checkDomainResponseSchema,
    failure: readFailure,
  });
}

/** A POST to the identity library, read with the write rule. */
function postToIdentity<T>(path: string, body: unknown, response: ZodType<T>): Promise<T> {
  return send(path, { method: 'POST', body, response, failure: writeFailure });
}

/** The user, or `{twoFactorRedirect: true}` when the account asks for a code next. */
export function signInWithEmail(input: { email: string; password: string }) {
  return postToIdentity('/api/auth/sign-in/email', input, emailSignInResponseSchema);
}

/** The second step of a two-factor sign-in: a code from the app, or a recovery code. */
export function verifySignInCode(input: { code: string; recovery: boolean }) {
  const path = input.recovery ? 'verify-backup-code' : 'verify-totp';
  return postToIdentity(
    `/api/auth/two-factor/${path}`,
    { code: input.code },
    twoFactorVerifyResponseSchema,
  );
}

/** The sign-up payload is email and password; the display name starts empty. */
export function signUpWithEmail(input: { email: string; password: string }) {
  return postToIdentity('/api/auth/sign-up/email', { ...input, name: '' }, signInResponseSchema);
}

/** Asks for a reset link: the answer is the same whether or not the address has an account. */
export function requestPasswordReset(input: PasswordResetRequest) {
  return postToIdentity(
    '/api/auth/request-password-reset',
    input,
    passwordResetRequestResponseSchema,
  );
}

/** Sets a new password with a reset link's token; it signs nothing in. */
export function resetPassword(input: ResetPasswordInput) {
  return postToIdentity('/api/auth/reset-password', input, resetPasswordResponseSchema);
}

/** Sends the signed-in user a new confirmation link (3 an hour). */
export function resendConfirmation(email: string) {
  return postToIdentity(
    '/api/auth/send-verification-email',
    { email },
    passwordResetRequestResponseSchema,
  );
}

export function signOut() {
  return postToIdentity('/api/auth/sign-out', {}, signOutResponseSchema);
}

/** Starts Google sign-in: the server answers with the provider's URL, which we open. */
export async function startGoogleSignIn(): Promise<void> {
  const { url } = await postToIdentity(
    '/api/auth/sign-in/social',
    { provider: 'google', callbackURL: PATHS.portalDashboard, errorCallbackURL: PATHS.portal },
    socialSignInResponseSchema,
  );
  window.location.assign(url);
}

/**
 * After a sign-in or sign-up: forget everything cached for the previous visitor, then load
 * the new session (the portal gate re-renders with the user).
 */
export async function reloadSession(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_PATH });
  await queryClient.refetchQueries({ queryKey: [SESSION_PATH] });
}

/** Signs out and stays on the page, which re-renders signed out (the invitation page). */
export async function signOutInPlace(queryClient: QueryClient): Promise<void> {
  await signOut();
  await reloadSession(queryClient);
}
