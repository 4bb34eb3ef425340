/**
 * The identity calls (better-auth under /api/auth, docs/decisions/002) and the sign-in
 * screen's own reads. The session lives in an httpOnly cookie: the client never sees a token.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  AuthOptionsResponse,
  CheckDomainResponse,
  SessionResponse,
} from '../../../../common/contracts/auth.ts';
import { PATHS } from '../../../../common/paths.ts';
import { apiGet, apiRequest } from '../../../lib/api.ts';

export const SESSION_PATH = '/api/auth/get-session';
export const SESSION_QUERY_KEY = [SESSION_PATH] as const;
export const AUTH_OPTIONS_QUERY_KEY = ['/api/auth-options'] as const;

/** The signed-in user, or null. Loaded once per visit; the server refreshes the cookie. */
export function useSession() {
  return useQuery<SessionResponse>({ queryKey: SESSION_QUERY_KEY });
}

/** What the sign-in screen offers (Google?) and the password policy it checks. */
export function useAuthOptions() {
  return useQuery<AuthOptionsResponse>({ queryKey: AUTH_OPTIONS_QUERY_KEY });
}

export function checkDomain(email: string): Promise<CheckDomainResponse> {
  return apiGet(`/api/check-domain?email=${encodeURIComponent(email)}`);
}

export function signInWithEmail(input: { email: string; password: string }) {
  return apiRequest('POST', '/api/auth/sign-in/email', input);
}

/** SPEC point 3: the sign-up payload is email and password; the display name starts empty. */
export function signUpWithEmail(input: { email: string; password: string }) {
  return apiRequest('POST', '/api/auth/sign-up/email', { ...input, name: '' });
}

export function signOut() {
  return apiRequest('POST', '/api/auth/sign-out', {});
}

/** Starts Google sign-in: the server answers with the provider's URL, which we open. */
export async function startGoogleSignIn(): Promise<void> {
  const answer = await apiRequest<{ url?: string }>('POST', '/api/auth/sign-in/social', {
    provider: 'google',
    callbackURL: PATHS.portalDashboard,
    errorCallbackURL: PATHS.portal,
  });
  if (!answer?.url) throw new Error('The sign-in service did not answer with an address');
  window.location.assign(answer.url);
}

/**
 * After a sign-in or sign-up: forget everything cached for the previous visitor, then load
 * the new session (the portal gate re-renders with the user).
 */
export async function reloadSession(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_PATH });
  await queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY });
}
